/**
 * The course content as a student sees it, read-only, for mentors: the chapter → topic → material
 * outline of course 2, and one material's content (slides, video, quiz questions, practice tasks or
 * the project brief with its rules).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { MaterialContent, OutlineChapter, OutlineTopic } from '../../contracts/mentor';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  chapters as chaptersTable,
  type LocalizedText,
  materials,
  practices,
  questions,
  quizzes,
  slides,
  submissions,
  tasks,
  topics,
  videos,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { COURSE_ID, chapterNumber, isExamProject, pickText, projectTitle } from './mentor-shared';

/** A description in `locale` only; null means "not available in this language" (the UI says so). */
function ownText(value: LocalizedText | null, locale: Locale): string | null {
  return value?.[locale] || null;
}

const published = <T extends typeof topics | typeof materials>(t: T) =>
  and(isNull(t.deletedAt), eq(t.status, 'published'));

function prepare(db: Db) {
  const c = chaptersTable;
  const materialId = sql.placeholder('materialId');
  return {
    outline: db
      .select({
        chapterId: c.id,
        chapterOrder: chapterNumber(c),
        chapterTitle: c.title,
        chapterDescription: c.description,
        isTrial: c.isTrial,
        topicId: topics.id,
        topicOrder: topics.order,
        topicTitle: topics.title,
        topicDescription: topics.description,
        materialId: materials.id,
        materialOrder: materials.order,
        materialTitle: materials.title,
        relation: materials.relation,
      })
      .from(c)
      .leftJoin(topics, and(eq(topics.chapterId, c.id), published(topics)))
      .leftJoin(materials, and(eq(materials.topicId, topics.id), published(materials)))
      .where(and(eq(c.courseId, sql.placeholder('courseId')), isNull(c.deletedAt), eq(c.status, 'published')))
      .orderBy(
        desc(c.isTrial),
        asc(c.order),
        asc(c.id),
        asc(topics.order),
        asc(topics.id),
        asc(materials.order),
        asc(materials.id),
      )
      .prepare(),
    material: db
      .select({
        id: materials.id,
        title: materials.title,
        description: materials.description,
        relation: materials.relation,
      })
      .from(materials)
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .innerJoin(c, eq(c.id, topics.chapterId))
      .where(and(eq(materials.id, materialId), published(materials), eq(c.courseId, sql.placeholder('courseId'))))
      .prepare(),
    slides: db
      .select({
        id: slides.id,
        title: slides.title,
        content: slides.content,
        background: slides.background,
        video: slides.video,
      })
      .from(slides)
      .where(and(eq(slides.materialId, materialId), isNull(slides.deletedAt)))
      .orderBy(asc(slides.order), asc(slides.id))
      .prepare(),
    video: db
      .select({ url: videos.url, durationSeconds: videos.durationSeconds, poster: videos.poster })
      .from(videos)
      .where(and(eq(videos.materialId, materialId), isNull(videos.deletedAt)))
      .orderBy(asc(videos.id))
      .limit(1)
      .prepare(),
    questions: db
      .select({
        id: questions.id,
        type: questions.type,
        title: questions.title,
        question: questions.question,
        example: questions.example,
        answer: questions.answer,
      })
      .from(quizzes)
      .innerJoin(questions, and(eq(questions.quizId, quizzes.id), isNull(questions.deletedAt)))
      .where(and(eq(quizzes.materialId, materialId), isNull(quizzes.deletedAt)))
      .orderBy(asc(questions.order), asc(questions.id))
      .prepare(),
    practice: db
      .select({ id: practices.id, starter: practices.starter })
      .from(practices)
      .where(and(eq(practices.materialId, materialId), isNull(practices.deletedAt)))
      .orderBy(asc(practices.id))
      .limit(1)
      .prepare(),
    tasks: db
      .select({
        id: tasks.id,
        title: tasks.title,
        question: tasks.question,
        example: tasks.example,
        copyable: tasks.copyable,
        answers: tasks.answers,
      })
      .from(tasks)
      .where(and(eq(tasks.practiceId, sql.placeholder('practiceId')), isNull(tasks.deletedAt)))
      .orderBy(asc(tasks.order), asc(tasks.id))
      .prepare(),
    project: db
      .select({
        title: submissions.title,
        brief: submissions.brief,
        isExam: submissions.isExam,
        starter: submissions.starter,
        answers: submissions.answers,
      })
      .from(submissions)
      .where(and(eq(submissions.materialId, materialId), isNull(submissions.deletedAt)))
      .orderBy(asc(submissions.id))
      .limit(1)
      .prepare(),
  };
}

const queries = perDatabase(prepare);

/** The course outline in course order (trial chapter first). Also feeds the chapter filters. */
export async function getCourseOutline(db: Db, locale: Locale): Promise<OutlineChapter[]> {
  const rows = await queries(db).outline.execute({ courseId: COURSE_ID });
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
        isTrial: r.isTrial,
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
  const q = queries(db);
  const [material] = await q.material.execute({ materialId, courseId: COURSE_ID });
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
    const rows = await q.slides.execute({ materialId });
    content.slides = rows.map((s) => ({
      id: s.id,
      title: pickText(s.title, locale),
      content: pickText(s.content, locale),
      background: s.background ?? null,
      video: s.video,
    }));
  } else if (material.relation === 'video') {
    const [row] = await q.video.execute({ materialId });
    content.video = row ?? null;
  } else if (material.relation === 'quiz') {
    const rows = await q.questions.execute({ materialId });
    content.questions = rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: pickText(row.title, locale),
      question: pickText(row.question, locale),
      example: row.example,
      answer: row.answer ?? { options: [], key: [] },
    }));
  } else if (material.relation === 'practice') {
    const [practice] = await q.practice.execute({ materialId });
    if (practice) {
      content.starter = practice.starter ?? null;
      const rows = await q.tasks.execute({ practiceId: practice.id });
      content.tasks = rows.map((t) => ({
        id: t.id,
        title: pickText(t.title, locale),
        question: pickText(t.question, locale),
        example: t.example,
        copyable: t.copyable ?? [],
        answers: t.answers ?? [],
      }));
    }
  } else {
    const [project] = await q.project.execute({ materialId });
    if (project) {
      const isExam = isExamProject(project.isExam, material.relation);
      content.starter = project.starter ?? null;
      content.project = {
        title: projectTitle(isExam, project.title, material.title, locale),
        brief: pickText(project.brief, locale),
        isExam,
        rules: project.answers ?? [],
      };
    }
  }
  return content;
}
