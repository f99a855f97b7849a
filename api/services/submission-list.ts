/**
 * The student's submitted projects: `GET /api/student/submissions` (paged, searchable list) and
 * `GET /api/student/get-submission-code/:progressMaterialId` (the saved files with the mentor's
 * feedback, score and line comments). Only the owner sees them; no unlock check, a student keeps
 * access to what they submitted even after a subscription ends.
 */
import type { Workspace } from '../../workers/workspace/types';
import { practiceMessage, practiceText } from '../contracts/practice-messages';
import type { StudentSubmissionRow, SubmissionCode, SubmissionComment } from '../contracts/practice-views';
import type { Db } from '../db/client';
import type { LocalizedText, MaterialRelation } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';
import { isExamProject, parseJson, prepared } from './mentor-shared';
import { loadCourseOutline } from './progress-outline';
import { likePattern } from './resource';

const FROM = `
  FROM progress_materials pm
  JOIN progresses p ON p.id = pm.progress_id
  JOIN materials m ON m.id = pm.material_id
  JOIN topics t ON t.id = m.topic_id
  LEFT JOIN submissions s ON s.id = (
    SELECT s2.id FROM submissions s2 WHERE s2.material_id = m.id AND s2.deleted_at IS NULL ORDER BY s2.id LIMIT 1)
  WHERE p.student_id = @studentId AND pm.submission_status IS NOT NULL`;

// The title is `{ id, en }` JSON: search its two texts, not the JSON (whose keys and quotes would match).
const SEARCH = ` AND (lower(json_extract(COALESCE(s.title, m.title), '$.id')) LIKE lower(@search) ESCAPE '\\'
  OR lower(json_extract(COALESCE(s.title, m.title), '$.en')) LIKE lower(@search) ESCAPE '\\'
  OR (m.relation = 'submission-exam' AND 'final exam' LIKE lower(@search) ESCAPE '\\'))`;

/** A list row as SQLite returns it: the title still JSON, the exam flag 0/1, the outline ids for the orders. */
type RawRow = Omit<StudentSubmissionRow, 'title' | 'isExam' | 'chapterOrder' | 'isTrialChapter' | 'topicOrder'> & {
  courseId: number;
  chapterId: number;
  topicId: number;
  title: string | null;
  materialTitle: string;
  relation: MaterialRelation;
  isExam: number | null;
};

const orderColumns: Record<string, string> = {
  submittedAt: 'COALESCE(pm.submitted_at, pm.updated_at)',
  status: 'pm.submission_status',
  score: 'pm.score',
};

function titleOf(raw: { title: string | null; materialTitle: string; relation: string; isExam: number | null }) {
  if (isExamProject(raw.isExam, raw.relation)) return { title: practiceText('finalExam'), isExam: true };
  return { title: parseJson<LocalizedText>(raw.title ?? raw.materialTitle, {}), isExam: false };
}

/** The student's submissions, newest first by default, `{ data, total, filtered }`. */
export async function listStudentSubmissions(
  db: Db,
  input: { studentId: number; search: string; start: number; length: number; column?: string; dir: 'asc' | 'desc' },
): Promise<{ data: StudentSubmissionRow[]; total: number; filtered: number }> {
  const search = input.search.trim();
  const where = search ? SEARCH : '';
  const params = search ? { studentId: input.studentId, search: likePattern(search) } : { studentId: input.studentId };
  const total = (
    (await prepared(db, `SELECT count(*) AS n ${FROM}`).get({ studentId: input.studentId })) as { n: number }
  ).n;
  const filtered = search
    ? ((await prepared(db, `SELECT count(*) AS n ${FROM}${where}`).get(params)) as { n: number }).n
    : total;
  // Own keys only: `constructor` or `toString` would otherwise pick up what every object inherits.
  const known = input.column !== undefined && Object.hasOwn(orderColumns, input.column);
  const column = (known ? orderColumns[input.column as string] : undefined) ?? orderColumns.submittedAt;
  const dir = known ? input.dir : 'desc';
  const rows = (await prepared(
    db,
    `SELECT pm.id AS progressMaterialId, m.id AS materialId, p.course_id AS courseId, t.chapter_id AS chapterId,
       m.topic_id AS topicId, s.title AS title, m.title AS materialTitle, m.relation AS relation, s.is_exam AS isExam,
       pm.submission_status AS status, pm.submitted_at AS submittedAt, pm.reviewed_at AS reviewedAt,
       pm.feedback AS feedback, pm.score AS score,
       (SELECT count(*) FROM review_comments rc WHERE rc.progress_material_id = pm.id) AS commentCount
     ${FROM}${where}
     ORDER BY ${column} ${dir === 'asc' ? 'ASC' : 'DESC'}, pm.id DESC LIMIT @length OFFSET @start`,
  ).all({ ...params, length: input.length, start: input.start })) as RawRow[];

  const outlines = new Map<number, Awaited<ReturnType<typeof loadCourseOutline>>>();
  const outlineOf = async (courseId: number) => {
    let o = outlines.get(courseId);
    if (!o) {
      o = await loadCourseOutline(db, courseId);
      outlines.set(courseId, o);
    }
    return o;
  };
  const data = [];
  for (const raw of rows) {
    const chapter = (await outlineOf(raw.courseId)).chapterById.get(raw.chapterId);
    const topic = chapter?.topics.find((t) => t.id === raw.topicId);
    data.push({
      progressMaterialId: raw.progressMaterialId,
      materialId: raw.materialId,
      ...titleOf(raw),
      chapterOrder: chapter?.displayOrder ?? 0,
      isTrialChapter: chapter?.isTrial ?? false,
      topicOrder: topic?.order ?? 0,
      status: raw.status,
      submittedAt: raw.submittedAt,
      reviewedAt: raw.reviewedAt,
      feedback: raw.feedback,
      score: raw.score,
      commentCount: raw.commentCount,
    });
  }
  return { data, total, filtered };
}

/** One submission's saved code with the review; 404 unless it is the student's own submitted project. */
export async function getSubmissionCode(
  db: Db,
  input: { progressMaterialId: number; studentId: number; locale: Locale },
): Promise<SubmissionCode> {
  const raw = (await prepared(
    db,
    `SELECT pm.id AS progressMaterialId, m.id AS materialId, s.title AS title, m.title AS materialTitle,
       m.relation AS relation, s.is_exam AS isExam, pm.code AS code, pm.submission_status AS status,
       pm.submitted_at AS submittedAt, pm.reviewed_at AS reviewedAt, pm.feedback AS feedback, pm.score AS score
     ${FROM} AND pm.id = @id`,
  ).get({ studentId: input.studentId, id: input.progressMaterialId })) as
    | (Omit<RawRow, 'courseId' | 'chapterId' | 'topicId' | 'commentCount'> & { code: string | null })
    | undefined;
  if (!raw) throw new AppError('not_found', practiceMessage(input.locale, 'projectNotFound'));
  const comments = (await prepared(
    db,
    `SELECT rc.path AS path, rc.line AS line, rc.body AS body, rc.created_at AS createdAt,
       COALESCE(md.full_name, u.email) AS mentorName
     FROM review_comments rc
     JOIN users u ON u.id = rc.mentor_id
     LEFT JOIN mentor_details md ON md.user_id = rc.mentor_id
     WHERE rc.progress_material_id = @id
     ORDER BY rc.path, rc.line, rc.created_at, rc.id`,
  ).all({ id: raw.progressMaterialId })) as SubmissionComment[];
  return {
    progressMaterialId: raw.progressMaterialId,
    materialId: raw.materialId,
    ...titleOf(raw),
    files: parseJson<Workspace | null>(raw.code, null),
    status: raw.status,
    submittedAt: raw.submittedAt,
    reviewedAt: raw.reviewedAt,
    feedback: raw.feedback,
    score: raw.score,
    comments,
  };
}
