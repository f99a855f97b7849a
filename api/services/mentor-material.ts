/**
 * The course content as a student sees it, read-only, for mentors: the chapter → topic → material
 * outline of course 2, and one material's content (slides, video, quiz questions, practice tasks or
 * the project brief with its rules).
 */

import type { Answer } from '../../workers/checker/api';
import type { Workspace } from '../../workers/workspace/types';
import { message } from '../contracts/common-messages';
import type { MaterialContent, OutlineChapter, OutlineTopic } from '../contracts/mentor';
import type { Db } from '../db/client';
import type { LocalizedText, MaterialRelation, QuizAnswer, QuizType, SlideBackground } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';
import {
  COURSE_ID,
  chapterNumberSql,
  isExamProject,
  parseJson,
  pickText,
  prepared,
  projectTitle,
} from './mentor-shared';

/** A description in `locale` only; null means "not available in this language" (the UI says so). */
function ownText(value: string | null, locale: Locale): string | null {
  const map = parseJson<LocalizedText>(value, {});
  return map[locale] || null;
}

type OutlineRow = {
  chapterId: number;
  chapterOrder: number;
  chapterTitle: string;
  chapterDescription: string | null;
  isTrial: number;
  topicId: number | null;
  topicOrder: number | null;
  topicTitle: string | null;
  topicDescription: string | null;
  materialId: number | null;
  materialOrder: number | null;
  materialTitle: string | null;
  relation: MaterialRelation | null;
};

/** The course outline in course order (trial chapter first). Also feeds the chapter filters. */
export async function getCourseOutline(db: Db, locale: Locale): Promise<OutlineChapter[]> {
  const rows = (await prepared(
    db,
    `SELECT c.id AS chapterId, ${chapterNumberSql('c')} AS chapterOrder, c.title AS chapterTitle, c.description AS chapterDescription,
       c.is_trial AS isTrial, t.id AS topicId, t."order" AS topicOrder, t.title AS topicTitle,
       t.description AS topicDescription, m.id AS materialId, m."order" AS materialOrder, m.title AS materialTitle,
       m.relation AS relation
     FROM chapters c
     LEFT JOIN topics t ON t.chapter_id = c.id AND t.deleted_at IS NULL AND t.status = 'published'
     LEFT JOIN materials m ON m.topic_id = t.id AND m.deleted_at IS NULL AND m.status = 'published'
     WHERE c.course_id = ? AND c.deleted_at IS NULL AND c.status = 'published'
     ORDER BY c.is_trial DESC, c."order", c.id, t."order", t.id, m."order", m.id`,
  ).all(COURSE_ID)) as OutlineRow[];
  const chapters: OutlineChapter[] = [];
  const byChapter = new Map<number, OutlineChapter>();
  const byTopic = new Map<number, OutlineTopic>();
  for (const r of rows) {
    let chapter = byChapter.get(r.chapterId);
    if (!chapter) {
      chapter = {
        id: r.chapterId,
        order: r.chapterOrder,
        title: pickText(r.chapterTitle, locale),
        description: ownText(r.chapterDescription, locale),
        isTrial: r.isTrial === 1,
        topics: [],
      };
      byChapter.set(r.chapterId, chapter);
      chapters.push(chapter);
    }
    if (r.topicId === null) continue;
    let topic = byTopic.get(r.topicId);
    if (!topic) {
      topic = {
        id: r.topicId,
        order: r.topicOrder ?? 0,
        title: pickText(r.topicTitle, locale),
        description: ownText(r.topicDescription, locale),
        materials: [],
      };
      byTopic.set(r.topicId, topic);
      chapter.topics.push(topic);
    }
    if (r.materialId === null || r.relation === null) continue;
    topic.materials.push({
      id: r.materialId,
      order: r.materialOrder ?? 0,
      title: pickText(r.materialTitle, locale),
      relation: r.relation,
    });
  }
  return chapters;
}

export async function getMaterialContent(db: Db, materialId: number, locale: Locale): Promise<MaterialContent> {
  const material = (await prepared(
    db,
    `SELECT m.id AS id, m.title AS title, m.description AS description, m.relation AS relation
     FROM materials m JOIN topics t ON t.id = m.topic_id JOIN chapters c ON c.id = t.chapter_id
     WHERE m.id = ? AND m.deleted_at IS NULL AND m.status = 'published' AND c.course_id = ?`,
  ).get(materialId, COURSE_ID)) as
    | { id: number; title: string; description: string | null; relation: MaterialRelation }
    | undefined;
  if (!material) throw new AppError('not_found', message(locale, 'notFound'));
  const content: MaterialContent = {
    id: material.id,
    title: pickText(material.title, locale),
    description: ownText(material.description, locale),
    relation: material.relation,
    slides: [],
    video: null,
    questions: [],
    tasks: [],
    starter: null,
    project: null,
  };
  if (material.relation === 'slide') {
    const rows = (await prepared(
      db,
      `SELECT id, title, content, background, video FROM slides WHERE material_id = ? AND deleted_at IS NULL
       ORDER BY "order", id`,
    ).all(materialId)) as {
      id: number;
      title: string;
      content: string;
      background: string | null;
      video: string | null;
    }[];
    content.slides = rows.map((s) => ({
      id: s.id,
      title: pickText(s.title, locale),
      content: pickText(s.content, locale),
      background: parseJson<SlideBackground | null>(s.background, null),
      video: s.video,
    }));
  } else if (material.relation === 'video') {
    const row = (await prepared(
      db,
      `SELECT url, duration_seconds AS durationSeconds, poster FROM videos WHERE material_id = ? AND deleted_at IS NULL
       ORDER BY id LIMIT 1`,
    ).get(materialId)) as { url: string; durationSeconds: number | null; poster: string | null } | undefined;
    content.video = row ?? null;
  } else if (material.relation === 'quiz') {
    const rows = (await prepared(
      db,
      `SELECT q.id AS id, q.type AS type, q.title AS title, q.question AS question, q.example AS example,
         q.answer AS answer
       FROM quizzes z JOIN questions q ON q.quiz_id = z.id AND q.deleted_at IS NULL
       WHERE z.material_id = ? AND z.deleted_at IS NULL ORDER BY q."order", q.id`,
    ).all(materialId)) as {
      id: number;
      type: QuizType;
      title: string;
      question: string;
      example: string | null;
      answer: string;
    }[];
    content.questions = rows.map((q) => ({
      id: q.id,
      type: q.type,
      title: pickText(q.title, locale),
      question: pickText(q.question, locale),
      example: q.example,
      answer: parseJson<QuizAnswer>(q.answer, { options: [], key: [] }),
    }));
  } else if (material.relation === 'practice') {
    const practice = (await prepared(
      db,
      'SELECT id, starter FROM practices WHERE material_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 1',
    ).get(materialId)) as { id: number; starter: string } | undefined;
    if (practice) {
      content.starter = parseJson<Workspace | null>(practice.starter, null);
      const rows = (await prepared(
        db,
        `SELECT id, title, question, example, copyable, answers FROM tasks WHERE practice_id = ? AND deleted_at IS NULL
         ORDER BY "order", id`,
      ).all(practice.id)) as {
        id: number;
        title: string;
        question: string;
        example: string | null;
        copyable: string;
        answers: string;
      }[];
      content.tasks = rows.map((t) => ({
        id: t.id,
        title: pickText(t.title, locale),
        question: pickText(t.question, locale),
        example: t.example,
        copyable: parseJson<string[]>(t.copyable, []),
        answers: parseJson<Answer[]>(t.answers, []),
      }));
    }
  } else {
    const project = (await prepared(
      db,
      `SELECT title, brief, is_exam AS isExam, starter, answers FROM submissions WHERE material_id = ? AND deleted_at IS NULL
       ORDER BY id LIMIT 1`,
    ).get(materialId)) as
      | { title: string; brief: string; isExam: number; starter: string; answers: string }
      | undefined;
    if (project) {
      const isExam = isExamProject(project.isExam, material.relation);
      content.starter = parseJson<Workspace | null>(project.starter, null);
      content.project = {
        title: projectTitle(isExam, project.title, material.title, locale),
        brief: pickText(project.brief, locale),
        isExam,
        rules: parseJson<Answer[]>(project.answers, []),
      };
    }
  }
  return content;
}
