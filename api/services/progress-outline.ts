/**
 * A course's outline in course order: chapters (trial first, then paid, each by `order`), their topics and
 * materials, skipping anything trashed (a trashed course has none). Unlocking follows this order, so every progress rule reads it from here.
 */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, pipeline } from '../db/client';
import { perDatabase } from '../db/per-database';
import { unsampledId } from '../db/plan-stable';
import {
  chapters,
  courses,
  type LocalizedText,
  type MaterialRelation,
  materials,
  progresses,
  topics,
} from '../db/schema';
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

/**
 * The outline's three reads of the course `course` (an SQL expression: the bound course id, or a progress row's
 * course). Ids are bound through `unsampledId` (db/plan-stable.ts): bound plainly, STAT4 made SQLite prepare these
 * again on every run.
 */
function prepareStatements(db: Db, course: SQL) {
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
      .where(and(eq(chapters.courseId, course), liveChapter))
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
      .where(and(eq(chapters.courseId, course), liveTopic))
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
      .where(and(eq(chapters.courseId, course), liveMaterial))
      .orderBy(asc(materials.order), asc(materials.id))
      .prepare(),
  };
}

const statements = perDatabase((db) => prepareStatements(db, unsampledId('courseId')));
/** The same reads for the course of the progress row `:progressId`, found within each statement. */
const ofProgress = perDatabase((db) =>
  prepareStatements(
    db,
    sql`(select ${progresses.courseId} from ${progresses} where ${progresses.id} = ${unsampledId('progressId')})`,
  ),
);

type Statements = ReturnType<typeof prepareStatements>;
type OutlineRows = [
  Awaited<ReturnType<Statements['chapters']['execute']>>,
  Awaited<ReturnType<Statements['topics']['execute']>>,
  Awaited<ReturnType<Statements['materials']['execute']>>,
];

/** The rows of an outline, the three reads started together. */
async function readOutline(s: Statements, values: Record<string, number>): Promise<OutlineRows> {
  return await Promise.all([s.chapters.execute(values), s.topics.execute(values), s.materials.execute(values)]);
}

/**
 * Loads the outline of `courseId` (3 prepared queries, one round trip on PostgreSQL); trashed chapters, topics and
 * materials are left out.
 */
export async function loadCourseOutline(db: Db, courseId: number): Promise<CourseOutline> {
  return assembleOutline(courseId, await pipeline(db, (conn) => readOutline(statements(conn), { courseId })));
}

/**
 * The outline of the course of the progress row `progressId`, for a caller that reads that row in the same batch on
 * `conn` (`pipeline`): the reads start at once and find the course themselves, so a finish or an opening pays one
 * round trip for the row and its outline on PostgreSQL instead of two. Give the row's course to the result
 * (`outline(progress.courseId)`); a missing row has an empty outline.
 */
export async function readOutlineOfProgress(
  conn: Db,
  progressId: number,
): Promise<(courseId: number) => CourseOutline> {
  const rows = await readOutline(ofProgress(conn), { progressId });
  return (courseId) => assembleOutline(courseId, rows);
}

function assembleOutline(courseId: number, [chapterRows, topicRows, materialRows]: OutlineRows): CourseOutline {
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
