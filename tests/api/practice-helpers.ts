/**
 * Helpers for the practice and submission API tests: a freshly registered student, and walking the course
 * in order through the real progress API (slides and videos finished, quizzes answered rightly from the
 * stored keys, practices finished with their reference solution) up to a target material.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../api/db/client';
import { practices, questions, quizzes, studentDetails, tasks } from '../../api/db/schema';
import { blankTexts, keyOptionIds, puzzleOrder } from '../../api/services/learning/progress-quiz-score';
import type { Answer } from '../../workers/checker/api';
import { toCheckFiles } from '../../workers/workspace';
import { cookieHeader, jsonRequest, type TestApp, withBotCheck } from './helpers';

export type Student = { cookie: string; userId: number; progressId: number };

export type CourseMaterial = { id: number; relation: string; chapter_id: number; topic_id: number; is_trial: boolean };

let counter = 0;

/** Registers a new student (signed in) and returns the cookie, user id and progress id of course 2. */
export async function registerStudent(app: TestApp, label = 'student'): Promise<Student> {
  counter += 1;
  const email = `${label}.${Date.now()}.${counter}@example.test`;
  const res = await jsonRequest(app, 'POST', '/api/student/register', {
    body: await withBotCheck(app, {
      fullName: `Siswa ${label} ${counter}`,
      email,
      password: 'rahasia-sekali',
      phoneNumber: '081234567890',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = cookieHeader(res);
  const userId = ((await res.json()) as { data: { id: number } }).data.id;
  const progress = await jsonRequest(app, 'GET', `/api/student/show-progress/${userId}/2`, { cookie });
  const progressId = ((await progress.json()) as { data: { id: number }[] }).data[0]?.id;
  if (!progressId) throw new Error('no progress');
  return { cookie, userId, progressId };
}

/** Every material of course 2 in course order, as the student's course map lists them. */
export async function courseMaterials(app: TestApp, student: Student): Promise<CourseMaterial[]> {
  const res = await jsonRequest(app, 'GET', `/api/student/courses/2/chapters?studentId=${student.userId}`, {
    cookie: student.cookie,
  });
  const body = (await res.json()) as {
    data: { is_trial: boolean; topics: { materials: Omit<CourseMaterial, 'is_trial'>[] }[] }[];
  };
  return body.data.flatMap((c) => c.topics.flatMap((t) => t.materials.map((m) => ({ ...m, is_trial: c.is_trial }))));
}

async function quizReplies(db: Db, materialId: number) {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.materialId, materialId));
  if (!quiz) return [];
  const items = await db
    .select()
    .from(questions)
    .where(and(eq(questions.quizId, quiz.id), isNull(questions.deletedAt)))
    .orderBy(asc(questions.order));
  return items.map(rightReply);
}

/** The right reply to a quiz question, as the quiz sends it: option ids, a puzzle's order, or the texts. */
export function rightReply(q: typeof questions.$inferSelect): { questionId: number; value: string[] } {
  switch (q.type) {
    case 'multiplechoice':
      return { questionId: q.id, value: keyOptionIds(q.answer).slice(0, 1) };
    case 'multiple':
      return { questionId: q.id, value: keyOptionIds(q.answer) };
    case 'puzzle':
      return { questionId: q.id, value: puzzleOrder(q.answer) };
    case 'fillblank':
      return { questionId: q.id, value: blankTexts(q.answer) };
    default:
      return { questionId: q.id, value: blankTexts(q.answer).slice(0, 1) };
  }
}

/** The reference solution of a practice material as checker files. */
export async function practiceSolutionFiles(db: Db, materialId: number) {
  const [row] = await db.select().from(practices).where(eq(practices.materialId, materialId));
  if (!row) throw new Error(`no practice for material ${materialId}`);
  return toCheckFiles(row.solution);
}

/** Opens a material (`progress-topic`) and returns its progress_materials id. */
export async function openMaterial(app: TestApp, student: Student, m: CourseMaterial): Promise<number> {
  const res = await jsonRequest(app, 'POST', `/api/student/progresses/${student.progressId}/progress-topic`, {
    cookie: student.cookie,
    body: { chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id },
  });
  if (res.status !== 200) throw new Error(`open ${m.id} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { progressMaterialId: number }).progressMaterialId;
}

/** Finishes one material through the progress API (projects are submitted with their starter files). */
export async function finishMaterial(app: TestApp, db: Db, student: Student, m: CourseMaterial): Promise<void> {
  const pmId = await openMaterial(app, student, m);
  if (m.relation.startsWith('submission')) {
    const project = await jsonRequest(app, 'GET', `/api/student/submissions/${pmId}`, { cookie: student.cookie });
    const starter = ((await project.json()) as { data: { starter: unknown } }).data.starter;
    const res = await jsonRequest(app, 'POST', `/api/student/submissions/${pmId}`, {
      cookie: student.cookie,
      body: { workspace: starter },
    });
    if (res.status !== 201) throw new Error(`submit ${m.id} failed: ${res.status} ${await res.text()}`);
    return;
  }
  const body: Record<string, unknown> = { chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id };
  if (m.relation === 'quiz') body.answers = await quizReplies(db, m.id);
  if (m.relation === 'practice') body.files = await practiceSolutionFiles(db, m.id);
  const res = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
    cookie: student.cookie,
    body,
  });
  if (res.status !== 200) throw new Error(`finish ${m.id} failed: ${res.status} ${await res.text()}`);
}

/** Finishes every material before the first one of `relation` in the trial chapter and returns that one. */
export async function reachTrialMaterial(
  app: TestApp,
  db: Db,
  student: Student,
  relation: string,
): Promise<CourseMaterial> {
  const all = await courseMaterials(app, student);
  const target = all.find((m) => m.is_trial && m.relation === relation);
  if (!target) throw new Error(`no trial ${relation}`);
  for (const m of all) {
    if (m.id === target.id) break;
    await finishMaterial(app, db, student, m);
  }
  return target;
}

/** Assigns the student to a mentor (what an admin does), by user ids. */
export async function assignMentor(db: Db, studentId: number, mentorId: number | null): Promise<void> {
  await db.update(studentDetails).set({ mentorId }).where(eq(studentDetails.userId, studentId));
}

/** Makes `rules` the only task of a practice material: its first task gets them, the others are trashed. */
export async function setOnlyTask(db: Db, materialId: number, rules: Answer[]): Promise<void> {
  const [row] = await db.select().from(practices).where(eq(practices.materialId, materialId));
  if (!row) throw new Error(`material ${materialId} has no practice`);
  const [first, ...rest] = await db.select().from(tasks).where(eq(tasks.practiceId, row.id)).orderBy(asc(tasks.id));
  if (!first) throw new Error(`practice ${row.id} has no task`);
  await db.update(tasks).set({ answers: rules }).where(eq(tasks.id, first.id));
  for (const other of rest) await db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, other.id));
}
