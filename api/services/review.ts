/**
 * Reviewing a submitted project: read it with its rules, comments and history; open it (`new` →
 * `in review`); comment on lines; give general feedback and a score; finish it (`reviewed`), which
 * notifies the student. Every status change is recorded in submission_events with the mentor and time.
 */

import type { Answer } from '../../workers/checker/api';
import type { Workspace, WorkspaceNode } from '../../workers/workspace/types';
import { message } from '../contracts/common-messages';
import type { ReviewComment, SubmissionEvent, SubmissionReview } from '../contracts/mentor';
import { type Db, transaction } from '../db/client';
import type { SubmissionStatus } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';
import { assertOwnSubmission, isExamProject, parseJson, pickText, prepared, projectTitle } from './mentor-shared';
import { createNotification } from './notifications';
import { recomputeProgress } from './progress-actions';

type RawReview = {
  progressMaterialId: number;
  progressId: number;
  materialId: number;
  studentId: number;
  studentName: string;
  materialTitle: string;
  relation: string;
  submissionTitle: string | null;
  brief: string | null;
  isExam: number | null;
  code: string | null;
  answers: string | null;
  status: SubmissionStatus;
  feedback: string | null;
  score: number | null;
  submittedAt: number | null;
  reviewedAt: number | null;
};

const REVIEW_SQL = `SELECT pm.id AS progressMaterialId, pm.progress_id AS progressId, pm.material_id AS materialId,
   p.student_id AS studentId, sd.full_name AS studentName, m.title AS materialTitle, m.relation AS relation,
   s.title AS submissionTitle, s.brief AS brief, s.is_exam AS isExam, pm.code AS code, s.answers AS answers,
   pm.submission_status AS status, pm.feedback AS feedback, pm.score AS score, pm.submitted_at AS submittedAt,
   pm.reviewed_at AS reviewedAt
 FROM progress_materials pm
 JOIN progresses p ON p.id = pm.progress_id
 JOIN student_details sd ON sd.user_id = p.student_id
 JOIN materials m ON m.id = pm.material_id
 LEFT JOIN submissions s ON s.material_id = m.id AND s.deleted_at IS NULL
 WHERE pm.id = ?`;

const COMMENTS_SQL = `SELECT rc.id AS id, rc.path AS path, rc.line AS line, rc.body AS body, rc.mentor_id AS mentorId,
   COALESCE(md.full_name, u.email) AS mentorName, rc.created_at AS createdAt
 FROM review_comments rc JOIN users u ON u.id = rc.mentor_id LEFT JOIN mentor_details md ON md.user_id = rc.mentor_id
 WHERE rc.progress_material_id = ? ORDER BY rc.path, rc.line, rc.id`;

/** A submission's line comments, for the mentor's and the student's screens alike. */
export async function listReviewComments(db: Db, progressMaterialId: number): Promise<ReviewComment[]> {
  return (await prepared(db, COMMENTS_SQL).all(progressMaterialId)) as ReviewComment[];
}

/** A mentor's view of one submitted project (404 unknown, 403 not their student). */
export async function getSubmissionReview(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  locale: Locale,
): Promise<SubmissionReview> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  const raw = (await prepared(db, REVIEW_SQL).get(progressMaterialId)) as RawReview;
  const events = (await prepared(
    db,
    `SELECT se.status AS status, se.actor_id AS actorId, se.created_at AS createdAt,
       COALESCE(md.full_name, sd.full_name, u.email) AS actorName
     FROM submission_events se JOIN users u ON u.id = se.actor_id
     LEFT JOIN mentor_details md ON md.user_id = se.actor_id LEFT JOIN student_details sd ON sd.user_id = se.actor_id
     WHERE se.progress_material_id = ? ORDER BY se.created_at, se.id`,
  ).all(progressMaterialId)) as SubmissionEvent[];
  const isExam = isExamProject(raw.isExam, raw.relation);
  return {
    progressMaterialId: raw.progressMaterialId,
    progressId: raw.progressId,
    materialId: raw.materialId,
    studentId: raw.studentId,
    studentName: raw.studentName,
    title: projectTitle(isExam, raw.submissionTitle, raw.materialTitle, locale),
    brief: pickText(raw.brief, locale),
    isExam,
    files: parseJson<Workspace | null>(raw.code, null),
    rules: parseJson<Answer[]>(raw.answers, []),
    comments: await listReviewComments(db, progressMaterialId),
    events,
    status: raw.status,
    feedback: raw.feedback,
    score: raw.score,
    submittedAt: raw.submittedAt,
    reviewedAt: raw.reviewedAt,
  };
}

async function statusOf(db: Db, progressMaterialId: number): Promise<SubmissionStatus> {
  const row = (await prepared(db, 'SELECT submission_status AS status FROM progress_materials WHERE id = ?').get(
    progressMaterialId,
  )) as { status: SubmissionStatus };
  return row.status;
}

async function recordEvent(db: Db, progressMaterialId: number, status: SubmissionStatus, actorId: number, at: number) {
  await prepared(
    db,
    'INSERT INTO submission_events (progress_material_id, status, actor_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(progressMaterialId, status, actorId, at);
}

const notInReview = (locale: Locale) =>
  new AppError(
    'conflict',
    locale === 'en'
      ? 'Open the submission for review first; a reviewed submission can no longer be changed.'
      : 'Buka pengumpulan ini untuk direview terlebih dahulu; pengumpulan yang sudah direview tidak dapat diubah.',
  );

async function assertInReview(db: Db, progressMaterialId: number, locale: Locale): Promise<void> {
  if ((await statusOf(db, progressMaterialId)) !== 'in review') throw notInReview(locale);
}

/**
 * Opening a `new` submission moves it to `in review` (recorded with the mentor and time); other
 * statuses stay as they are. The mentor's unread notifications about it are marked read. Returns the
 * submission as `getSubmissionReview` does.
 */
export async function openSubmission(db: Db, mentorId: number, progressMaterialId: number, locale: Locale) {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await transaction(db, async (tx) => {
    const now = Date.now();
    const changed = await prepared(
      tx,
      `UPDATE progress_materials SET submission_status = 'in review', reviewed_by = ?, updated_at = ?
       WHERE id = ? AND submission_status = 'new'`,
    ).run(mentorId, now, progressMaterialId);
    if (changed.changes === 1) await recordEvent(tx, progressMaterialId, 'in review', mentorId, now);
    // The mentor is looking at it now: its "new project" notifications have done their job.
    await prepared(tx, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND link = ?').run(
      now,
      mentorId,
      `/mentor/submission?progressMaterialId=${progressMaterialId}`,
    );
  });
  return await getSubmissionReview(db, mentorId, progressMaterialId, locale);
}

/** All file paths of a workspace with their line counts (code files only). */
function codeFiles(workspace: Workspace | null): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (nodes: WorkspaceNode[]) => {
    for (const node of nodes) {
      if ('folder' in node) walk(node.files);
      else if (node.type === 'code') out.set(node.path, node.value.split('\n').length);
    }
  };
  if (workspace) walk(workspace.files);
  return out;
}

export type NewComment = { path: string; line: number; body: string };

/** Adds a comment on `line` (1-based) of the file at `path`; the file and line must exist in the submission. */
export async function addReviewComment(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  comment: NewComment,
  locale: Locale,
): Promise<ReviewComment> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  const code = (await prepared(db, 'SELECT code FROM progress_materials WHERE id = ?').get(progressMaterialId)) as {
    code: string | null;
  };
  const lines = codeFiles(parseJson<Workspace | null>(code.code, null)).get(comment.path);
  if (lines === undefined) {
    throw new AppError('validation', message(locale, 'validation'), {
      path: locale === 'en' ? 'The file is not part of this submission.' : 'File tidak ada dalam pengumpulan ini.',
    });
  }
  if (comment.line > lines) {
    throw new AppError('validation', message(locale, 'validation'), {
      line: locale === 'en' ? `The file has only ${lines} lines.` : `File ini hanya memiliki ${lines} baris.`,
    });
  }
  const row = (await prepared(
    db,
    `INSERT INTO review_comments (progress_material_id, mentor_id, path, line, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  ).get(progressMaterialId, mentorId, comment.path, comment.line, comment.body, Date.now())) as { id: number };
  const created = (await listReviewComments(db, progressMaterialId)).find((c) => c.id === row.id);
  if (!created) throw new AppError('internal', 'The comment was not stored.');
  return created;
}

/** Deletes one of the mentor's own comments while the submission is in review. */
export async function deleteReviewComment(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  commentId: number,
  locale: Locale,
): Promise<void> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  const result = await prepared(
    db,
    'DELETE FROM review_comments WHERE id = ? AND progress_material_id = ? AND mentor_id = ?',
  ).run(commentId, progressMaterialId, mentorId);
  if (result.changes === 0) throw new AppError('not_found', message(locale, 'notFound'));
}

export type ReviewDraft = { feedback?: string | null | undefined; score?: number | null | undefined };

/** Saves the general feedback and/or score while the submission is in review (nothing is sent yet). */
export async function saveReviewDraft(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  draft: ReviewDraft,
  locale: Locale,
): Promise<SubmissionReview> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  await prepared(
    db,
    `UPDATE progress_materials SET
       feedback = CASE WHEN @setFeedback THEN @feedback ELSE feedback END,
       score = CASE WHEN @setScore THEN @score ELSE score END,
       updated_at = @now
     WHERE id = @id`,
  ).run({
    setFeedback: draft.feedback !== undefined ? 1 : 0,
    feedback: draft.feedback ?? null,
    setScore: draft.score !== undefined ? 1 : 0,
    score: draft.score ?? null,
    now: Date.now(),
    id: progressMaterialId,
  });
  return await getSubmissionReview(db, mentorId, progressMaterialId, locale);
}

/**
 * Finishes the review: stores feedback and score, marks the submission `reviewed` and finished (event
 * with mentor and time), recomputes the student's progress and notifies the student, in one transaction.
 */
export async function completeReview(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  review: { feedback: string; score: number },
  locale: Locale,
): Promise<SubmissionReview> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  await transaction(db, async (tx) => {
    const now = Date.now();
    await prepared(
      tx,
      `UPDATE progress_materials SET submission_status = 'reviewed', feedback = ?, score = ?, reviewed_at = ?,
         reviewed_by = ?, is_finish = 1, finished_at = ?, updated_at = ? WHERE id = ?`,
    ).run(review.feedback, review.score, now, mentorId, now, now, progressMaterialId);
    await recordEvent(tx, progressMaterialId, 'reviewed', mentorId, now);
    const raw = (await prepared(tx, REVIEW_SQL).get(progressMaterialId)) as RawReview;
    // A reviewed project counts as finished with its score (as the seed and the progress service model it).
    await recomputeProgress(tx, raw.progressId);
    const isExam = isExamProject(raw.isExam, raw.relation);
    const titleOf = (lang: Locale) => projectTitle(isExam, raw.submissionTitle, raw.materialTitle, lang);
    await createNotification(tx, {
      userId: raw.studentId,
      type: 'submission.reviewed',
      title: { id: 'Proyekmu sudah direview', en: 'Your project has been reviewed' },
      body: {
        id: `${titleOf('id')}: nilai ${review.score}. Lihat komentar mentor pada kodemu.`,
        en: `${titleOf('en')}: score ${review.score}. See your mentor's comments on your code.`,
      },
      link: `/submissions?progressMaterialId=${progressMaterialId}`,
    });
  });
  return await getSubmissionReview(db, mentorId, progressMaterialId, locale);
}
