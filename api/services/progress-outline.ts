/**
 * A course's outline in course order: chapters (trial first, then paid, each by `order`), their topics and
 * materials, skipping anything trashed (a trashed course has none). Unlocking follows this order, so every progress rule reads it from here.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { type Db, pipeline } from '../db/client';
import { perDatabase } from '../db/per-database';
import { unsampledId } from '../db/plan-stable';
import { chapters, courses, type LocalizedText, type MaterialRelation, materials, topics } from '../db/schema';
import { liveChapter, liveMaterial, liveTopic } from './published';

export type OutlineMaterial = {
  id: number;
  topicId: number;
  chapterId: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  relation: MaterialRelation;
};
export type OutlineTopic = {
  id: number;
  chapterId: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  materials: OutlineMaterial[];
};
export type OutlineChapter = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  /** Position counted from 1 separately among trial and among paid chapters (docs/decisions/0005-behaviour.md). */
  displayOrder: number;
  isTrial: boolean;
  topics: OutlineTopic[];
};
export type CourseOutline = {
  courseId: number;
  chapters: OutlineChapter[];
  /** Every material of the course in course order. */
  materials: OutlineMaterial[];
  chapterById: Map<number, OutlineChapter>;
};

/** The course id is bound through `unsampledId` (db/plan-stable.ts): bound plainly, STAT4 made SQLite prepare these again on every run. */
function prepareStatements(db: Db) {
  return {
    chapters: db
      .select({
        id: chapters.id,
        title: chapters.title,
        description: chapters.description,
        order: chapters.order,
        isTrial: chapters.isTrial,
      })
      .from(chapters)
      // A trashed course holds nothing a student can open: no chapter, so no topic or material either.
      .innerJoin(courses, and(eq(courses.id, chapters.courseId), isNull(courses.deletedAt)))
      .where(and(eq(chapters.courseId, unsampledId('courseId')), liveChapter))
      .orderBy(desc(chapters.isTrial), asc(chapters.order), asc(chapters.id))
      .prepare(),
    topics: db
      .select({
        id: topics.id,
        chapterId: topics.chapterId,
        title: topics.title,
        description: topics.description,
        order: topics.order,
      })
      .from(topics)
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(and(eq(chapters.courseId, unsampledId('courseId')), liveTopic))
      .orderBy(asc(topics.order), asc(topics.id))
      .prepare(),
    materials: db
      .select({
        id: materials.id,
        topicId: materials.topicId,
        chapterId: topics.chapterId,
        title: materials.title,
        description: materials.description,
        order: materials.order,
        relation: materials.relation,
      })
      .from(materials)
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(and(eq(chapters.courseId, unsampledId('courseId')), liveMaterial))
      .orderBy(asc(materials.order), asc(materials.id))
      .prepare(),
  };
}

const statements = perDatabase(prepareStatements);

/**
 * Loads the outline of `courseId` (3 prepared queries, one round trip on PostgreSQL); trashed chapters, topics and
 * materials are left out.
 */
export async function loadCourseOutline(db: Db, courseId: number): Promise<CourseOutline> {
  const [chapterRows, topicRows, materialRows] = await pipeline(db, async (conn) => {
    const s = statements(conn);
    return await Promise.all([
      s.chapters.execute({ courseId }),
      s.topics.execute({ courseId }),
      s.materials.execute({ courseId }),
    ]);
  });

  const topicsById = new Map<number, OutlineTopic>();
  for (const t of topicRows) topicsById.set(t.id, { ...t, materials: [] });
  for (const m of materialRows) topicsById.get(m.topicId)?.materials.push(m);

  let trialCount = 0;
  let paidCount = 0;
  const outlineChapters: OutlineChapter[] = chapterRows.map((c) => ({
    ...c,
    displayOrder: c.isTrial ? ++trialCount : ++paidCount,
    topics: [],
  }));
  const chapterById = new Map(outlineChapters.map((c) => [c.id, c]));
  for (const t of topicsById.values()) chapterById.get(t.chapterId)?.topics.push(t);

  const ordered: OutlineMaterial[] = [];
  for (const c of outlineChapters) for (const t of c.topics) ordered.push(...t.materials);
  return { courseId, chapters: outlineChapters, materials: ordered, chapterById };
}
