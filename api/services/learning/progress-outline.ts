/**
 * A course's outline in course order: chapters (trial first, then paid, each by `order`), their topics and
 * materials, skipping anything trashed (a trashed course has none). Unlocking follows this order, so every progress rule reads it from here.
 *
 * The outline is the same for every student and changes only when an admin edits the course, but a course map,
 * an opening and every finish read it (three queries that map ~150 rows with their JSON titles). So each connection
 * keeps the outlines it read, frozen, with the database's outline token (`outline_version`, changed by triggers on
 * every write to the four tables, by any process), and reuses one while a one-row read of the token still finds it:
 * an admin's change shows on the next request in every process, and inside a transaction the token is read in the
 * transaction's own snapshot.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { type Db, pipeline } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { unsampledId } from '../../db/plan-stable';
import {
  chapters,
  courses,
  type LocalizedText,
  type MaterialRelation,
  materials,
  outlineVersion,
  topics,
} from '../../db/schema';
import { liveChapter, liveMaterial, liveTopic } from '../content/published';

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
 * The outline token's read, and the outline's three reads of the course `:courseId`, bound through `unsampledId`
 * (db/plan-stable.ts): bound plainly, STAT4 made SQLite prepare these again on every run.
 */
function prepareStatements(db: Db) {
  const course = unsampledId('courseId');
  return {
    token: db.select({ token: outlineVersion.token }).from(outlineVersion).where(eq(outlineVersion.id, 1)).prepare(),
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

const statements = perDatabase(prepareStatements);

/** Outlines kept per connection, at most: any course id a request names is read, and would be kept. */
const MAX_KEPT_COURSES = 32;

const keptOutlines = perDatabase(() => new Map<number, { token: number; outline: CourseOutline }>());

/** The database's outline token now: undefined while its row is missing (a database being emptied). */
export type OutlineToken = number | undefined;

/**
 * Reads the outline token, for a caller that reads it in a batch with other rows (`pipeline`), then gives it to
 * `courseOutlineAt`: a finish or an opening reads its progress row and the token in one round trip on PostgreSQL.
 */
export async function readOutlineToken(db: Db): Promise<OutlineToken> {
  return (await statements(db).token.execute())[0]?.token;
}

/**
 * The outline of `courseId`, trashed chapters, topics and materials left out: the one this connection kept while the
 * outline token is unchanged (one one-row read), else read again (3 prepared queries, one round trip on PostgreSQL).
 * It is frozen: callers share it.
 */
export async function loadCourseOutline(db: Db, courseId: number): Promise<CourseOutline> {
  return await courseOutlineAt(db, courseId, await readOutlineToken(db));
}

/** The kept outline when it was read at `token` (`readOutlineToken`), else the outline read now, kept with `token`. */
export async function courseOutlineAt(db: Db, courseId: number, token: OutlineToken): Promise<CourseOutline> {
  const kept = keptOutlines(db);
  const found = kept.get(courseId);
  if (found !== undefined && found.token === token) return found.outline;
  // The token was read before the outline: a write between the two leaves a newer outline under an older token,
  // which the next request only reads again. No token row: nothing is kept.
  const rows = await pipeline(db, (conn) => {
    const s = statements(conn);
    return Promise.all([
      s.chapters.execute({ courseId }),
      s.topics.execute({ courseId }),
      s.materials.execute({ courseId }),
    ]);
  });
  const outline = deepFreeze(assembleOutline(courseId, rows));
  if (token !== undefined) {
    if (kept.size >= MAX_KEPT_COURSES) kept.clear();
    kept.set(courseId, { token, outline });
  }
  return outline;
}

type Statements = ReturnType<typeof prepareStatements>;
type OutlineRows = [
  Awaited<ReturnType<Statements['chapters']['execute']>>,
  Awaited<ReturnType<Statements['topics']['execute']>>,
  Awaited<ReturnType<Statements['materials']['execute']>>,
];

/** Freezes the outline's objects and arrays, so a caller that changed a shared outline would fail its tests. */
function deepFreeze(outline: CourseOutline): CourseOutline {
  for (const chapter of outline.chapters) {
    for (const topic of chapter.topics) {
      for (const material of topic.materials) freezeTexts(material);
      Object.freeze(topic.materials);
      freezeTexts(topic);
    }
    Object.freeze(chapter.topics);
    freezeTexts(chapter);
  }
  Object.freeze(outline.chapters);
  Object.freeze(outline.materials);
  return Object.freeze(outline);
}

function freezeTexts(item: { title: LocalizedText; description: LocalizedText }): void {
  Object.freeze(item.title);
  Object.freeze(item.description);
  Object.freeze(item);
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
