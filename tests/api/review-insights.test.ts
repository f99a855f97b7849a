/**
 * What the review tells mentors and admins, on the real app (SQLite here, PostgreSQL in the api-pg project), with the
 * app's clock moved by days: a student's streak, due cards and most-failed rules for their own mentor and for an
 * admin (another mentor, the student and a signed-out caller refused); per rule, learners who failed it first and who
 * recovered after review; and the first-retry pass rate of cards retried in review against cards retried in a
 * retaken quiz before any review.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/client';
import { questions, quizzes, reviewCards, studentDetails, users } from '../../api/db/schema';
import { keyOptionIds } from '../../api/services/learning/progress-quiz-score';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  type CourseMaterial,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  rightReply,
  type Student,
} from './practice-helpers';

const DAY = 86_400_000;
/** 2026-12-01 09:00 in Jakarta (UTC+7). */
const START = Date.UTC(2026, 11, 1, 2, 0, 0);
let nowMs = START;
const JAKARTA = 'Asia/Jakarta';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(nowMs) });
  app = t.app;
  db = t.db;
});
afterAll(() => t.cleanup());

type Question = typeof questions.$inferSelect;

async function optionQuestion(materialId: number): Promise<{ all: Question[]; first: Question }> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.materialId, materialId));
  if (!quiz) throw new Error('no quiz');
  const all = await db.select().from(questions).where(eq(questions.quizId, quiz.id));
  const first = all.find((q) => q.type === 'multiplechoice' || q.type === 'multiple');
  if (!first) throw new Error('no option question');
  return { all, first };
}

const wrongReply = (q: Question) => {
  const keys = keyOptionIds(q.answer);
  return [q.answer.options.find((o) => !keys.includes(o.id))?.id ?? 'zzz'];
};

/** Sends the quiz with its first option question answered wrong (`wrong`) or every question right. */
async function sendQuiz(student: Student, quiz: CourseMaterial, wrong: boolean) {
  const { all, first } = await optionQuestion(quiz.id);
  const replies = all.map((q) => ({
    questionId: q.id,
    value: wrong && q.id === first.id ? wrongReply(q) : rightReply(q).value,
  }));
  const res = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
    cookie: student.cookie,
    body: { chapterId: quiz.chapter_id, topicId: quiz.topic_id, materialId: quiz.id, answers: replies },
  });
  expect(res.status).toBe(200);
  return first;
}

async function assignMentor(student: Student, mentorEmail: string) {
  const [mentor] = await db.select({ id: users.id }).from(users).where(eq(users.email, mentorEmail));
  if (!mentor) throw new Error('no mentor');
  await db.update(studentDetails).set({ mentorId: mentor.id }).where(eq(studentDetails.userId, student.userId));
}

type Overview = {
  streak: { days: number; activeToday: boolean };
  dueToday: number;
  dueTotal: number;
  activeCards: number;
  rules: Array<{
    kind: string;
    title: string;
    materialTitle: string;
    fails: number;
    status: string;
    lastReviewPassed: boolean | null;
  }>;
};

const overviewPath = (progressId: number | string, timeZone = JAKARTA) =>
  `/api/mentor/students/${progressId}/review?timeZone=${encodeURIComponent(timeZone)}`;

type Figures = {
  rules: Array<{
    sourceKey: string;
    kind: string;
    title: string;
    failedFirst: number;
    reviewed: number;
    recovered: number;
  }>;
  total: number;
  rates: Array<{ group: string; kind: string; retried: number; passed: number }>;
};

describe('review insights', () => {
  let reviewed: Student;
  let retaken: Student;
  let questionId = 0;

  it('records a retaken quiz as the first retry without review, and each review’s result', async () => {
    nowMs = START;
    reviewed = await registerStudent(app, 'insight-reviewed');
    retaken = await registerStudent(app, 'insight-retaken');
    await assignMentor(reviewed, demo.mentor);

    const quiz = await reachTrialMaterial(app, db, reviewed, 'quiz');
    await openMaterial(app, reviewed, quiz);
    questionId = (await sendQuiz(reviewed, quiz, true)).id;
    const quizB = await reachTrialMaterial(app, db, retaken, 'quiz');
    await openMaterial(app, retaken, quizB);
    await sendQuiz(retaken, quizB, true);

    // The second learner takes the quiz again an hour later, before any review: that is the card's first retry.
    nowMs = START + 3_600_000;
    await sendQuiz(retaken, quizB, false);
    const [retakenCard] = await db.select().from(reviewCards).where(eq(reviewCards.studentId, retaken.userId));
    expect(retakenCard).toMatchObject({ firstRetryVia: 'quiz', firstRetryPassed: true, lastReviewPassed: null });

    // The first learner reviews it: wrong the next day, right the day after.
    const [card] = await db.select().from(reviewCards).where(eq(reviewCards.studentId, reviewed.userId));
    const cardId = card?.id ?? 0;
    const [q] = await db.select().from(questions).where(eq(questions.id, questionId));
    if (!q) throw new Error('no question');
    nowMs = START + DAY;
    const wrong = await jsonRequest(app, 'POST', `/api/student/review/cards/${cardId}/answer`, {
      cookie: reviewed.cookie,
      body: { timeZone: JAKARTA, options: wrongReply(q) },
    });
    expect(wrong.status).toBe(200);
    const [afterWrong] = await db.select().from(reviewCards).where(eq(reviewCards.id, cardId));
    expect(afterWrong).toMatchObject({
      firstRetryVia: 'review',
      firstRetryPassed: false,
      lastReviewPassed: false,
      reviewFails: 1,
    });
    // A quiz retaken after a review does not change the first retry.
    await sendQuiz(reviewed, quiz, false);
    const [still] = await db.select().from(reviewCards).where(eq(reviewCards.id, cardId));
    expect(still).toMatchObject({ firstRetryVia: 'review', firstRetryPassed: false });

    nowMs = START + 2 * DAY;
    const right = await jsonRequest(app, 'POST', `/api/student/review/cards/${cardId}/answer`, {
      cookie: reviewed.cookie,
      body: { timeZone: JAKARTA, options: rightReply(q).value },
    });
    expect(right.status).toBe(200);
    const [afterRight] = await db.select().from(reviewCards).where(eq(reviewCards.id, cardId));
    expect(afterRight).toMatchObject({ firstRetryPassed: false, lastReviewPassed: true, reviewFails: 1 });
  });

  it('shows the mentor their student’s streak, due cards and rules failed most', async () => {
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    const res = await jsonRequest(app, 'GET', overviewPath(reviewed.progressId), { cookie: mentor });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: Overview }).data;
    expect(data.streak.activeToday).toBe(true);
    expect(data.streak.days).toBe(3);
    expect(data.activeCards).toBe(1);
    // Answered today: due again on a later day.
    expect(data.dueToday).toBe(0);
    expect(data.dueTotal).toBe(0);
    expect(data.rules).toHaveLength(1);
    expect(data.rules[0]).toMatchObject({ kind: 'question', fails: 2, status: 'active', lastReviewPassed: true });
    expect(data.rules[0]?.title.length).toBeGreaterThan(0);
    expect(data.rules[0]?.materialTitle.length).toBeGreaterThan(0);

    // When the card is due again, the mentor sees it due.
    const [card] = await db.select().from(reviewCards).where(eq(reviewCards.studentId, reviewed.userId));
    const saved = nowMs;
    nowMs = (card?.due.getTime() ?? nowMs) + 60_000;
    const later = (
      (await (await jsonRequest(app, 'GET', overviewPath(reviewed.progressId), { cookie: mentor })).json()) as {
        data: Overview;
      }
    ).data;
    expect(later.dueToday).toBe(1);
    expect(later.dueTotal).toBe(1);
    nowMs = saved;

    // An admin sees any student's; a student without cards has an empty list.
    const admin = await login(app, 'admin', demo.admin, demo.password);
    const asAdmin = await jsonRequest(app, 'GET', overviewPath(retaken.progressId), { cookie: admin });
    expect(asAdmin.status).toBe(200);
    const adminData = ((await asAdmin.json()) as { data: Overview }).data;
    expect(adminData.rules).toHaveLength(1);
    expect(adminData.rules[0]).toMatchObject({ fails: 1, lastReviewPassed: null });
  });

  it('refuses another mentor, the student, a signed-out caller and bad input', async () => {
    const other = await login(app, 'mentor', demo.mentor2, demo.password);
    const asOther = await jsonRequest(app, 'GET', overviewPath(reviewed.progressId), { cookie: other });
    expect(asOther.status).toBe(403);
    expect(((await asOther.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'forbidden',
      message: expect.any(String),
    });
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    // Not this mentor's student.
    expect((await jsonRequest(app, 'GET', overviewPath(retaken.progressId), { cookie: mentor })).status).toBe(403);
    expect((await jsonRequest(app, 'GET', overviewPath(999_999), { cookie: mentor })).status).toBe(404);
    // An id that is not one names no student, as elsewhere in the API.
    expect((await jsonRequest(app, 'GET', overviewPath('abc'), { cookie: mentor })).status).toBe(404);
    const badZone = await jsonRequest(app, 'GET', overviewPath(reviewed.progressId, 'Mars/Olympus'), {
      cookie: mentor,
    });
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as { error: { code: string } }).error.code).toBe('validation');
    expect((await jsonRequest(app, 'GET', overviewPath(reviewed.progressId))).status).toBe(401);
    expect((await jsonRequest(app, 'GET', overviewPath(reviewed.progressId), { cookie: reviewed.cookie })).status).toBe(
      403,
    );
  });

  it('gives the admin per rule who failed it first and who recovered, and the first-retry pass rates', async () => {
    const admin = await login(app, 'admin', demo.admin, demo.password);
    const res = await jsonRequest(app, 'GET', '/api/admin/dashboard/review?start=0&length=10', { cookie: admin });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: Figures }).data;
    const row = data.rules.find((r) => r.sourceKey === `question:${questionId}`);
    expect(row).toMatchObject({ kind: 'question', failedFirst: 2, reviewed: 1, recovered: 1 });
    expect(row?.title.length).toBeGreaterThan(0);
    expect(data.total).toBeGreaterThanOrEqual(1);
    const rate = (group: string, kind: string) => data.rates.find((r) => r.group === group && r.kind === kind);
    expect(rate('reviewed', 'question')).toEqual({ group: 'reviewed', kind: 'question', retried: 1, passed: 0 });
    expect(rate('unreviewed', 'question')).toEqual({ group: 'unreviewed', kind: 'question', retried: 1, passed: 1 });
    expect(rate('reviewed', 'rule')).toMatchObject({ retried: 0, passed: 0 });
    expect(rate('unreviewed', 'rule')).toBeUndefined();

    // Paged on the server: past the end, no rows but the same total.
    const past = await jsonRequest(app, 'GET', `/api/admin/dashboard/review?start=${data.total}&length=10`, {
      cookie: admin,
    });
    const pastData = ((await past.json()) as { data: Figures }).data;
    expect(pastData.rules).toEqual([]);
    expect(pastData.total).toBe(data.total);

    const bad = await jsonRequest(app, 'GET', '/api/admin/dashboard/review?length=500', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation');
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    expect((await jsonRequest(app, 'GET', '/api/admin/dashboard/review', { cookie: mentor })).status).toBe(403);
    expect((await jsonRequest(app, 'GET', '/api/admin/dashboard/review', { cookie: reviewed.cookie })).status).toBe(
      403,
    );
    expect((await jsonRequest(app, 'GET', '/api/admin/dashboard/review')).status).toBe(401);
  });
});
