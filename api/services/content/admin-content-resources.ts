/**
 * Admin resources of the course tree: courses → chapters → topics → materials. Each is ordered
 * among its siblings, searchable on title and description in both languages, and trashable.
 * A new material gets the empty per-type record its screens expect (a slide, a video, a quiz…).
 */

import { type SQL, sql, type Table } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type {
  chapterCreate,
  chapterUpdate,
  courseCreate,
  courseUpdate,
  materialCreate,
  materialUpdate,
  topicCreate,
  topicUpdate,
} from '../../contracts/admin-content';
import * as contracts from '../../contracts/admin-content';
import type { Db } from '../../db/client';
import { returned } from '../../db/client';
import { asNumber } from '../../db/fragments';
import { chapters, courses, materials, practices, quizzes, slides, submissions, topics, videos } from '../../db/schema';
import { recomputeCourseOf } from '../learning/progress-recompute';
import { storeCoursePositions } from '../mentoring/dashboard-positions';
import { assertActive, bothLanguages, inLanguage, updateStamped } from './admin-resource-helpers';
import { defineResource } from './resource';
import type { Expr } from './resource-types';

const titled = (t: { title: SQLiteColumn; description: SQLiteColumn }) => ({
  search: [...bothLanguages(t.title), ...bothLanguages(t.description)],
  title: inLanguage(t.title),
});

/**
 * Live (untrashed) children of each row. The inner table gets an alias and the outer one is named:
 * Drizzle leaves columns unqualified in a query without joins, so `course_id = id` would compare
 * each chapter with itself.
 */
const childCount = (child: typeof chapters | typeof topics | typeof materials, parentKey: string, parent: Table) =>
  asNumber(
    sql`(select count(*) from ${child} child where child.${sql.identifier(parentKey)} = ${parent}.id and child.deleted_at is null)`,
  );

/**
 * A chapter's number as students see it (docs/decisions/0005-behaviour.md): trial and paid chapters are counted apart, each from 1,
 * in course order among the live chapters of the same kind. The stored `order` is one sequence for both.
 */
const chapterNumber = asNumber(sql`(select count(*) from ${chapters} other where other.course_id = ${chapters}.course_id
  and other.is_trial = ${chapters}.is_trial and other.deleted_at is null
  and (other."order" < ${chapters}."order" or (other."order" = ${chapters}."order" and other.id <= ${chapters}.id)))`);

const contentOrder = (t: typeof courses | typeof chapters | typeof topics | typeof materials) =>
  ({
    order: t.order,
    title: titled(t).title,
    id: t.id,
    created_at: t.createdAt,
    deleted_at: t.deletedAt,
  }) satisfies Record<string, Expr>;

export const coursesResource = defineResource({
  name: 'courses',
  table: courses,
  fields: {
    id: courses.id,
    title: courses.title,
    description: courses.description,
    order: courses.order,
    created_at: courses.createdAt,
    deleted_at: courses.deletedAt,
    chapterCount: childCount(chapters, 'course_id', courses),
  },
  searchColumns: titled(courses).search,
  orderColumns: contentOrder(courses),
  defaultOrder: { column: 'order', dir: 'asc' },
  ordered: { order: courses.order, parent: null },
  richText: ['description'],
  createSchema: contracts.courseCreate,
  updateSchema: contracts.courseUpdate,
  create: async ({ db }, input: z.output<typeof courseCreate>) =>
    (await returned(db.insert(courses).values(input).returning({ id: courses.id }))).id,
  update: async ({ db }, id, input: z.output<typeof courseUpdate>) => await updateStamped(db, courses, id, input),
});

export const chaptersResource = defineResource({
  name: 'chapters',
  table: chapters,
  fields: {
    id: chapters.id,
    courseId: chapters.courseId,
    title: chapters.title,
    description: chapters.description,
    order: chapters.order,
    isTrial: chapters.isTrial,
    number: chapterNumber,
    status: chapters.status,
    created_at: chapters.createdAt,
    deleted_at: chapters.deletedAt,
    topicCount: childCount(topics, 'chapter_id', chapters),
  },
  searchColumns: titled(chapters).search,
  orderColumns: { ...contentOrder(chapters), isTrial: chapters.isTrial },
  defaultOrder: { column: 'order', dir: 'asc' },
  filters: { courseId: { column: chapters.courseId } },
  ordered: { order: chapters.order, parent: chapters.courseId },
  richText: ['description'],
  // A trashed or restored chapter changes what its course holds: every student's progress follows.
  onTrash: async ({ db }, id) => await recomputeCourseOf(db, 'chapter', id),
  // Where each student stands (the mentor dashboard's stored positions) follows the course's content and order.
  onMove: async ({ db }) => await storeCoursePositions(db),
  createSchema: contracts.chapterCreate,
  updateSchema: contracts.chapterUpdate,
  create: async ({ db, locale }, input: z.output<typeof chapterCreate>) => {
    await assertActive(db, courses, input.courseId, 'courseId', locale, 'unknownCourse');
    return (await returned(db.insert(chapters).values(input).returning({ id: chapters.id }))).id;
  },
  update: async ({ db }, id, input: z.output<typeof chapterUpdate>) => {
    await updateStamped(db, chapters, id, input);
    // Publishing or unpublishing changes what the course holds: every student's progress follows.
    if (input.status) await recomputeCourseOf(db, 'chapter', id);
    if (input.status || input.isTrial !== undefined) await storeCoursePositions(db);
  },
});

export const topicsResource = defineResource({
  name: 'topics',
  table: topics,
  fields: {
    id: topics.id,
    chapterId: topics.chapterId,
    title: topics.title,
    description: topics.description,
    order: topics.order,
    status: topics.status,
    created_at: topics.createdAt,
    deleted_at: topics.deletedAt,
    materialCount: childCount(materials, 'topic_id', topics),
  },
  searchColumns: titled(topics).search,
  orderColumns: contentOrder(topics),
  defaultOrder: { column: 'order', dir: 'asc' },
  filters: { chapterId: { column: topics.chapterId } },
  ordered: { order: topics.order, parent: topics.chapterId },
  richText: ['description'],
  onTrash: async ({ db }, id) => await recomputeCourseOf(db, 'topic', id),
  onMove: async ({ db }) => await storeCoursePositions(db),
  createSchema: contracts.topicCreate,
  updateSchema: contracts.topicUpdate,
  create: async ({ db, locale }, input: z.output<typeof topicCreate>) => {
    await assertActive(db, chapters, input.chapterId, 'chapterId', locale);
    return (await returned(db.insert(topics).values(input).returning({ id: topics.id }))).id;
  },
  update: async ({ db }, id, input: z.output<typeof topicUpdate>) => {
    await updateStamped(db, topics, id, input);
    if (input.status) {
      await recomputeCourseOf(db, 'topic', id);
      await storeCoursePositions(db);
    }
  },
});

const emptyWorkspace = { files: [], activeFile: null, activeFolder: null, openedFiles: [], copied: null };

/** The empty per-type record a new material starts with, so its screens have something to edit. */
async function createTypeRecord(db: Db, materialId: number, input: z.output<typeof materialCreate>): Promise<void> {
  switch (input.relation) {
    case 'slide':
      await db.insert(slides).values({ materialId, order: 1, title: input.title, content: {} });
      return;
    case 'video':
      await db.insert(videos).values({ materialId, url: '' });
      return;
    case 'quiz':
      // A new quiz passes at 70, not at 0 (which any attempt would reach).
      await db.insert(quizzes).values({ materialId, passingScore: 70 });
      return;
    case 'practice':
      await db.insert(practices).values({ materialId, starter: emptyWorkspace, solution: emptyWorkspace });
      return;
    case 'submission':
    case 'submission-exam':
      await db.insert(submissions).values({
        materialId,
        title: input.title,
        // The brief is the project's own instructions, written in the project editor: starting it as a
        // copy of the material's short description put that summary in front of students as the brief.
        brief: {},
        isExam: input.relation === 'submission-exam',
        starter: emptyWorkspace,
      });
      return;
  }
}

const relationLabel: SQL = sql`${materials.relation}`;

export const materialsResource = defineResource({
  name: 'materials',
  table: materials,
  fields: {
    id: materials.id,
    topicId: materials.topicId,
    title: materials.title,
    description: materials.description,
    order: materials.order,
    relation: materials.relation,
    status: materials.status,
    created_at: materials.createdAt,
    deleted_at: materials.deletedAt,
  },
  searchColumns: [...titled(materials).search, relationLabel],
  orderColumns: { ...contentOrder(materials), relation: materials.relation },
  defaultOrder: { column: 'order', dir: 'asc' },
  filters: { topicId: { column: materials.topicId } },
  ordered: { order: materials.order, parent: materials.topicId },
  richText: ['description'],
  onTrash: async ({ db }, id) => await recomputeCourseOf(db, 'material', id),
  onMove: async ({ db }) => await storeCoursePositions(db),
  createSchema: contracts.materialCreate,
  updateSchema: contracts.materialUpdate,
  create: async ({ db, locale }, input: z.output<typeof materialCreate>) => {
    await assertActive(db, topics, input.topicId, 'topicId', locale);
    const id = (await returned(db.insert(materials).values(input).returning({ id: materials.id }))).id;
    await createTypeRecord(db, id, input);
    await recomputeCourseOf(db, 'material', id);
    return id;
  },
  update: async ({ db }, id, input: z.output<typeof materialUpdate>) => {
    await updateStamped(db, materials, id, input);
    if (input.status) {
      await recomputeCourseOf(db, 'material', id);
      await storeCoursePositions(db);
    }
  },
});
