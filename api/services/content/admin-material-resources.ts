/**
 * Admin resources of a material's per-type records: slides, videos, quizes (+ questions),
 * practices (+ tasks) and submissions (projects). Each is filtered by its parent id.
 */

import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import * as contracts from '../../contracts/admin-content';
import { adminMessage } from '../../contracts/admin-messages';
import type { Db } from '../../db/client';
import { returned } from '../../db/client';
import { materials, practices, questions, quizzes, slides, submissions, tasks, videos } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { parseAnswers } from './admin-practice-qa';
import { assertActive, bothLanguages, inLanguage, updateStamped } from './admin-resource-helpers';
import { defineResource } from './resource';

const materialOk = async (db: Db, id: number, locale: Locale) =>
  await assertActive(db, materials, id, 'materialId', locale);

/**
 * A material holds at most one live practice or quiz, and only when it is of that type: a student's material
 * page reads one (a second was never shown, and a practice on a slide never reached the student).
 */
async function assertRecordFits(db: Db, materialId: number, kind: 'practice' | 'quiz', locale: Locale): Promise<void> {
  await materialOk(db, materialId, locale);
  const [material] = await db
    .select({ relation: materials.relation })
    .from(materials)
    .where(eq(materials.id, materialId))
    .limit(1);
  if (material?.relation !== kind) {
    const text = adminMessage(locale, kind === 'practice' ? 'materialNotPractice' : 'materialNotQuiz');
    throw new AppError('validation', text, { materialId: text });
  }
  const table = kind === 'practice' ? practices : quizzes;
  const [existing] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.materialId, materialId), isNull(table.deletedAt)))
    .limit(1);
  if (existing) {
    const text = adminMessage(locale, kind === 'practice' ? 'materialHasPractice' : 'materialHasQuiz');
    throw new AppError('conflict', text, { materialId: text });
  }
}

export const slidesResource = defineResource({
  name: 'slides',
  table: slides,
  fields: {
    id: slides.id,
    materialId: slides.materialId,
    order: slides.order,
    title: slides.title,
    content: slides.content,
    background: slides.background,
    video: slides.video,
    deleted_at: slides.deletedAt,
  },
  searchColumns: [...bothLanguages(slides.title), ...bothLanguages(slides.content)],
  orderColumns: { order: slides.order, id: slides.id, title: inLanguage(slides.title) },
  defaultOrder: { column: 'order', dir: 'asc' },
  filters: { materialId: { column: slides.materialId } },
  ordered: { order: slides.order, parent: slides.materialId },
  richText: ['content'],
  createSchema: contracts.slideCreate,
  updateSchema: contracts.slideUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.slideCreate>) => {
    await materialOk(db, input.materialId, locale);
    return (await returned(db.insert(slides).values(input).returning({ id: slides.id }))).id;
  },
  update: async ({ db }, id, input: z.output<typeof contracts.slideUpdate>) =>
    await updateStamped(db, slides, id, input),
});

export const videosResource = defineResource({
  name: 'videos',
  table: videos,
  fields: {
    id: videos.id,
    materialId: videos.materialId,
    url: videos.url,
    durationSeconds: videos.durationSeconds,
    poster: videos.poster,
    captions: videos.captions,
    deleted_at: videos.deletedAt,
  },
  searchColumns: [videos.url],
  orderColumns: { id: videos.id, url: videos.url },
  defaultOrder: { column: 'id', dir: 'asc' },
  filters: { materialId: { column: videos.materialId } },
  createSchema: contracts.videoCreate,
  updateSchema: contracts.videoUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.videoCreate>) => {
    await materialOk(db, input.materialId, locale);
    return (await returned(db.insert(videos).values(input).returning({ id: videos.id }))).id;
  },
  update: async ({ db }, id, input: z.output<typeof contracts.videoUpdate>) =>
    await updateStamped(db, videos, id, input),
});

export const quizesResource = defineResource({
  name: 'quizes',
  table: quizzes,
  fields: {
    id: quizzes.id,
    materialId: quizzes.materialId,
    passingScore: quizzes.passingScore,
    deleted_at: quizzes.deletedAt,
  },
  searchColumns: [],
  orderColumns: { id: quizzes.id, passingScore: quizzes.passingScore },
  defaultOrder: { column: 'id', dir: 'asc' },
  filters: { materialId: { column: quizzes.materialId } },
  createSchema: contracts.quizCreate,
  updateSchema: contracts.quizUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.quizCreate>) => {
    await assertRecordFits(db, input.materialId, 'quiz', locale);
    return (await returned(db.insert(quizzes).values(input).returning({ id: quizzes.id }))).id;
  },
  update: async ({ db }, id, input: z.output<typeof contracts.quizUpdate>) =>
    await updateStamped(db, quizzes, id, input),
});

export const questionsResource = defineResource({
  name: 'questions',
  table: questions,
  fields: {
    id: questions.id,
    quizId: questions.quizId,
    order: questions.order,
    type: questions.type,
    title: questions.title,
    question: questions.question,
    example: questions.example,
    answer: questions.answer,
    deleted_at: questions.deletedAt,
  },
  searchColumns: [...bothLanguages(questions.title), ...bothLanguages(questions.question)],
  orderColumns: { order: questions.order, id: questions.id, type: questions.type },
  defaultOrder: { column: 'order', dir: 'asc' },
  filters: { quizId: { column: questions.quizId } },
  ordered: { order: questions.order, parent: questions.quizId },
  createSchema: contracts.questionCreate,
  updateSchema: contracts.questionUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.questionCreate>) => {
    await assertActive(db, quizzes, input.quizId, 'quizId', locale);
    return (await returned(db.insert(questions).values(input).returning({ id: questions.id }))).id;
  },
  update: async ({ db }, id, input: z.output<typeof contracts.questionUpdate>) =>
    await updateStamped(db, questions, id, input),
});

type StoredWorkspace = typeof practices.$inferInsert.starter;

export const practicesResource = defineResource({
  name: 'practices',
  table: practices,
  fields: {
    id: practices.id,
    materialId: practices.materialId,
    starter: practices.starter,
    solution: practices.solution,
    deleted_at: practices.deletedAt,
  },
  searchColumns: [],
  orderColumns: { id: practices.id },
  defaultOrder: { column: 'id', dir: 'asc' },
  filters: { materialId: { column: practices.materialId } },
  createSchema: contracts.practiceCreate,
  updateSchema: contracts.practiceUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.practiceCreate>) => {
    await assertRecordFits(db, input.materialId, 'practice', locale);
    return (
      await returned(
        db
          .insert(practices)
          .values({
            materialId: input.materialId,
            starter: input.starter as StoredWorkspace,
            solution: input.solution as StoredWorkspace,
          })
          .returning({ id: practices.id }),
      )
    ).id;
  },
  // The publish QA (starter fails, solution passes) runs before the write, in the check pool: routes/admin-resources.ts.
  update: async ({ db }, id, input: z.output<typeof contracts.practiceUpdate>) => {
    const next = {
      starter: input.starter as StoredWorkspace | undefined,
      solution: input.solution as StoredWorkspace | undefined,
    };
    await updateStamped(db, practices, id, next);
  },
});

export const tasksResource = defineResource({
  name: 'tasks',
  table: tasks,
  fields: {
    id: tasks.id,
    practiceId: tasks.practiceId,
    order: tasks.order,
    title: tasks.title,
    question: tasks.question,
    example: tasks.example,
    copyable: tasks.copyable,
    answers: tasks.answers,
    deleted_at: tasks.deletedAt,
  },
  searchColumns: [...bothLanguages(tasks.title), ...bothLanguages(tasks.question)],
  orderColumns: { order: tasks.order, id: tasks.id, title: inLanguage(tasks.title) },
  defaultOrder: { column: 'order', dir: 'asc' },
  filters: { practiceId: { column: tasks.practiceId } },
  ordered: { order: tasks.order, parent: tasks.practiceId },
  createSchema: contracts.taskCreate,
  updateSchema: contracts.taskUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.taskCreate>) => {
    await assertActive(db, practices, input.practiceId, 'practiceId', locale);
    const answers = parseAnswers(locale, input.answers);
    return (
      await returned(
        db
          .insert(tasks)
          .values({ ...input, answers })
          .returning({ id: tasks.id }),
      )
    ).id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.taskUpdate>) => {
    const { answers: raw, ...rest } = input;
    const answers = raw ? parseAnswers(locale, raw) : undefined;
    await updateStamped(db, tasks, id, { ...rest, answers });
  },
});

export const submissionsResource = defineResource({
  name: 'submissions',
  table: submissions,
  fields: {
    id: submissions.id,
    materialId: submissions.materialId,
    title: submissions.title,
    brief: submissions.brief,
    isExam: submissions.isExam,
    starter: submissions.starter,
    solution: submissions.solution,
    answers: submissions.answers,
    deleted_at: submissions.deletedAt,
  },
  searchColumns: [...bothLanguages(submissions.title), ...bothLanguages(submissions.brief)],
  orderColumns: { id: submissions.id, title: inLanguage(submissions.title) },
  defaultOrder: { column: 'id', dir: 'asc' },
  filters: { materialId: { column: submissions.materialId } },
  richText: ['brief'],
  createSchema: contracts.submissionCreate,
  updateSchema: contracts.submissionUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.submissionCreate>) => {
    await materialOk(db, input.materialId, locale);
    const answers = parseAnswers(locale, input.answers);
    return (
      await returned(
        db
          .insert(submissions)
          .values({
            ...input,
            starter: input.starter as StoredWorkspace,
            solution: input.solution as StoredWorkspace | null,
            answers,
          })
          .returning({ id: submissions.id }),
      )
    ).id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.submissionUpdate>) => {
    const { starter, solution, answers: raw, ...rest } = input;
    const answers = raw ? parseAnswers(locale, raw) : undefined;
    await updateStamped(db, submissions, id, {
      ...rest,
      starter: starter as StoredWorkspace | undefined,
      solution: solution as StoredWorkspace | null | undefined,
      answers,
    });
  },
});
