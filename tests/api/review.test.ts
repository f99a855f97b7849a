/**
 * The spaced review on the real app (SQLite here, PostgreSQL in the api-pg project), with the app's clock moved by
 * days: cards made from a learner's own mistakes (a quiz question answered wrong; a practice rule broken on the way to
 * passing, re-checked by the server, while a reported rule that passes makes no card), the daily review and its
 * rescheduling, the first retry recorded, streaks counted in the learner's time zone, the grace day and freezes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/client';
import { questions, quizzes, reviewCards } from '../../api/db/schema';
import { keyOptionIds } from '../../api/services/learning/progress-quiz-score';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  type CourseMaterial,
  courseMaterials,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  rightReply,
  type Student,
  setOnlyTask,
} from './practice-helpers';

const DAY = 86_400_000;
/** 2026-12-01 09:00 in Jakarta (UTC+7). */
const START = Date.UTC(2026, 11, 1, 2, 0, 0);
let nowMs = START;
const setClock = (ms: number) => {
  nowMs = ms;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(nowMs) });
  app = t.app;
  db = t.db;
});
afterAll(() => t.cleanup());

const JAKARTA = 'Asia/Jakarta';

type Queue = {
  cards: Array<{
    id: number;
    kind: 'rule' | 'question';
    question: { options: { id: string; text: string }[] } | null;
    rule: { answers: unknown[]; workspace: Workspace } | null;
  }>;
  doneToday: number;
  limit: number;
  waiting: number;
};

async function queue(student: Student, timeZone = JAKARTA): Promise<Queue> {
  const res = await jsonRequest(app, 'GET', `/api/student/review?timeZone=${encodeURIComponent(timeZone)}`, {
    cookie: student.cookie,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Queue }).data;
}

type Activity = {
  streak: { days: number; longest: number; freezes: number; activeToday: boolean; forgiven: boolean };
  dueToday: number;
  calendar: { date: string; count: number }[];
  today: string;
};

async function activity(student: Student, timeZone = JAKARTA): Promise<Activity> {
  const res = await jsonRequest(app, 'GET', `/api/student/review/activity?timeZone=${encodeURIComponent(timeZone)}`, {
    cookie: student.cookie,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Activity }).data;
}

function answer(student: Student, cardId: number, body: Record<string, unknown>) {
  return jsonRequest(app, 'POST', `/api/student/review/cards/${cardId}/answer`, {
    cookie: student.cookie,
    body: { timeZone: JAKARTA, ...body },
  });
}

async function quizQuestions(materialId: number) {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.materialId, materialId));
  if (!quiz) throw new Error('no quiz');
  return db.select().from(questions).where(eq(questions.quizId, quiz.id));
}

/** Finishes the quiz with the first question answered wrong and the others right. */
async function quizWithOneMistake(student: Student, quiz: CourseMaterial) {
  const items = await quizQuestions(quiz.id);
  const optionItems = items.filter((q) => q.type === 'multiplechoice' || q.type === 'multiple');
  const wrongOne = optionItems[0];
  if (!wrongOne) throw new Error('no option question');
  const replies = items.map((q) => {
    const keys = keyOptionIds(q.answer);
    if (q.id === wrongOne.id) {
      const wrong = q.answer.options.find((o) => !keys.includes(o.id));
      return { questionId: q.id, value: [wrong?.id ?? 'zzz'] };
    }
    return rightReply(q);
  });
  await openMaterial(app, student, quiz);
  const res = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
    cookie: student.cookie,
    body: { chapterId: quiz.chapter_id, topicId: quiz.topic_id, materialId: quiz.id, answers: replies },
  });
  expect(res.status).toBe(200);
  return wrongOne;
}

const page = (html: string): Workspace => ({
  files: [{ id: 'FL-1', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: html }],
  activeFile: 'FL-1',
  activeFolder: null,
  openedFiles: ['FL-1'],
  copied: null,
});
const files = (html: string) => [{ path: 'index.html', value: html }];

describe('question cards', () => {
  it('asks a missed fill, fill-in-the-blank or puzzle question again as the quiz does, and shows the answer', async () => {
    setClock(START);
    const student = await registerStudent(app, 'review-fill');
    const quiz = await reachTrialMaterial(app, db, student, 'quiz');
    const items = await quizQuestions(quiz.id);
    const missed = items.filter((q) => q.type === 'fill' || q.type === 'fillblank' || q.type === 'puzzle');
    expect(missed.length).toBeGreaterThan(0);
    const replies = items.map((q) =>
      missed.includes(q)
        ? { questionId: q.id, value: q.type === 'puzzle' ? [...rightReply(q).value].reverse() : ['salah'] }
        : rightReply(q),
    );
    await openMaterial(app, student, quiz);
    const finished = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: student.cookie,
      body: { chapterId: quiz.chapter_id, topicId: quiz.topic_id, materialId: quiz.id, answers: replies },
    });
    expect(finished.status).toBe(200);
    const made = await db.select().from(reviewCards).where(eq(reviewCards.studentId, student.userId));
    expect(made.map((c) => c.questionId).sort()).toEqual(missed.map((q) => q.id).sort());

    setClock(START + DAY);
    const { cards } = await queue(student);
    expect(cards).toHaveLength(missed.length);
    for (const card of cards) {
      const q = missed.find((m) => m.id === made.find((c) => c.id === card.id)?.questionId);
      if (!q || !card.question) throw new Error('a card without its question');
      const asked = card.question as { type: string; blanks: number; options: { id: string; text: string }[] };
      expect(asked.type).toBe(q.type);
      expect(JSON.stringify(asked)).not.toContain('"key"');
      if (q.type === 'fill') expect(asked).toMatchObject({ blanks: 1, options: [] });
      if (q.type === 'fillblank') expect(asked.blanks).toBe(rightReply(q).value.length);
      if (q.type === 'puzzle') expect(asked.options.map((o) => o.id).sort()).toEqual([...rightReply(q).value].sort());
      // Missed once more: the right answer comes back in words.
      const wrong = await answer(student, card.id, {
        options: q.type === 'puzzle' ? asked.options.map((o) => o.id).reverse() : ['lagi salah'],
      });
      expect(wrong.status).toBe(200);
      const body = ((await wrong.json()) as { data: { passed: boolean; keyOptionIds: null; answerTexts: string[] } })
        .data;
      expect(body.keyOptionIds).toBeNull();
      if (
        q.type === 'puzzle' &&
        JSON.stringify(asked.options.map((o) => o.id).reverse()) === JSON.stringify(rightReply(q).value)
      ) {
        expect(body.passed).toBe(true);
      } else {
        expect(body.passed).toBe(false);
        expect(body.answerTexts.length).toBeGreaterThan(0);
      }
    }

    // Answered right on its next day, each passes.
    setClock(START + 2 * DAY);
    for (const card of (await queue(student)).cards) {
      const q = missed.find((m) => m.id === made.find((c) => c.id === card.id)?.questionId);
      if (!q) throw new Error('a card without its question');
      const right = await answer(student, card.id, { options: rightReply(q).value });
      expect(((await right.json()) as { data: { passed: boolean } }).data.passed).toBe(true);
    }
  });

  it('makes a card of a wrong quiz answer, due the next day, and reschedules it by the answer', async () => {
    setClock(START);
    const student = await registerStudent(app, 'review-quiz');
    const quiz = await reachTrialMaterial(app, db, student, 'quiz');
    const wrong = await quizWithOneMistake(student, quiz);

    const cards = await db.select().from(reviewCards).where(eq(reviewCards.studentId, student.userId));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ kind: 'question', questionId: wrong.id, status: 'active' });

    // Not on the day of the mistake.
    expect((await queue(student)).cards).toHaveLength(0);

    setClock(START + DAY);
    const q = await queue(student);
    expect(q.cards).toHaveLength(1);
    const card = q.cards[0];
    if (!card?.question) throw new Error('no question card');
    expect(card.question.options.map((o) => o.id).sort()).toEqual(wrong.answer.options.map((o) => o.id).sort());
    expect(JSON.stringify(card.question)).not.toContain('"key"');

    // A wrong answer: back the next day, first retry recorded as failed.
    const keys = keyOptionIds(wrong.answer);
    const wrongId = wrong.answer.options.find((o) => !keys.includes(o.id))?.id;
    const first = await answer(student, card.id, { options: [wrongId] });
    expect(first.status).toBe(200);
    const firstBody = ((await first.json()) as { data: { passed: boolean; due: number; keyOptionIds: string[] } }).data;
    expect(firstBody.passed).toBe(false);
    expect(firstBody.keyOptionIds).toEqual(keys);
    expect(firstBody.due - nowMs).toBe(DAY);
    // Answered today: not due again today.
    const again = await answer(student, card.id, { options: keys });
    expect(again.status).toBe(409);

    setClock(START + 2 * DAY);
    const right = await answer(student, card.id, {
      options: wrong.type === 'multiplechoice' ? keys.slice(0, 1) : keys,
    });
    const rightBody = ((await right.json()) as { data: { passed: boolean; due: number; retired: boolean } }).data;
    expect(rightBody.passed).toBe(true);
    expect(rightBody.retired).toBe(false);
    expect(rightBody.due - nowMs).toBeGreaterThanOrEqual(2 * DAY);

    const [stored] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(stored?.firstRetryPassed).toBe(false);
    expect(stored?.firstRetryAt?.getTime()).toBe(START + DAY);
    expect(stored?.reps).toBe(2);

    // Passed on every due day, it is learned and leaves the review.
    let retired = false;
    for (let i = 0; i < 10 && !retired; i += 1) {
      const [row] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
      setClock((row?.due.getTime() ?? nowMs) + 60_000);
      const res = await answer(student, card.id, {
        options: wrong.type === 'multiplechoice' ? keys.slice(0, 1) : keys,
      });
      expect(res.status).toBe(200);
      retired = ((await res.json()) as { data: { retired: boolean } }).data.retired;
    }
    expect(retired).toBe(true);
    const [done] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(done?.status).toBe('retired');
  });
});

describe('rule cards', () => {
  it('keeps a rule broken on the way to passing, with its failing workspace, and drops a forged report', async () => {
    setClock(START);
    const student = await registerStudent(app, 'review-rule');
    const practice = await reachTrialMaterial(app, db, student, 'practice');
    await setOnlyTask(db, practice.id, [
      { kind: 'html', tag: 'h1' },
      { kind: 'html', tag: 'p' },
    ]);
    const pmId = await openMaterial(app, student, practice);
    const failing = page('<p>halo</p>');
    // Rule 0 (h1) really fails here; rule 1 (p) passes, so reporting it is forged.
    const save = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: {
        workspace: failing,
        mistakes: [
          { task: 0, rule: 0 },
          { task: 0, rule: 1 },
        ],
      },
    });
    expect(save.status).toBe(200);
    const pending = await db.select().from(reviewCards).where(eq(reviewCards.studentId, student.userId));
    expect(pending.map((c) => c.status)).toEqual(['pending', 'pending']);
    // Pending cards are not reviewed before the practice is passed.
    setClock(START + 2 * DAY);
    expect((await queue(student)).cards).toHaveLength(0);

    setClock(START);
    const finish = await jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
      cookie: student.cookie,
      body: {
        chapterId: practice.chapter_id,
        topicId: practice.topic_id,
        materialId: practice.id,
        files: files('<h1>Judul</h1><p>halo</p>'),
      },
    });
    expect(finish.status).toBe(200);
    const cards = await db.select().from(reviewCards).where(eq(reviewCards.studentId, student.userId));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ kind: 'rule', ruleIndex: 0, status: 'active' });
    expect(cards[0]?.workspace).toEqual(failing);

    // A mistake reported after passing is not one on the way to passing.
    await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: { workspace: page(''), mistakes: [{ task: 0, rule: 1 }] },
    });
    expect(await db.select().from(reviewCards).where(eq(reviewCards.studentId, student.userId))).toHaveLength(1);

    setClock(START + DAY);
    const q = await queue(student);
    expect(q.cards).toHaveLength(1);
    const card = q.cards[0];
    expect(card?.rule?.answers).toEqual([{ kind: 'html', tag: 'h1' }]);
    expect(card?.rule?.workspace).toEqual(failing);

    const id = card?.id ?? 0;
    const wrong = await answer(student, id, { files: files('<p>halo</p>') });
    expect(wrong.status).toBe(200);
    const wrongBody = ((await wrong.json()) as { data: { passed: boolean; report: { passed: boolean } } }).data;
    expect(wrongBody).toMatchObject({ passed: false, report: { passed: false } });

    setClock(START + 2 * DAY);
    const right = await answer(student, id, { files: files('<h1>Judul</h1><p>halo</p>') });
    expect(((await right.json()) as { data: { passed: boolean } }).data.passed).toBe(true);
  });
});

describe('answers refused', () => {
  it('checks the session, the role, the owner and the input', async () => {
    setClock(START);
    const owner = await registerStudent(app, 'review-owner');
    const other = await registerStudent(app, 'review-other');
    const quiz = await reachTrialMaterial(app, db, owner, 'quiz');
    await quizWithOneMistake(owner, quiz);
    const [card] = await db.select().from(reviewCards).where(eq(reviewCards.studentId, owner.userId));
    const cardId = card?.id ?? 0;

    const signedOut = await jsonRequest(app, 'GET', `/api/student/review?timeZone=${JAKARTA}`);
    expect(signedOut.status).toBe(401);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    const asMentor = await jsonRequest(app, 'GET', `/api/student/review?timeZone=${JAKARTA}`, { cookie: mentor });
    expect(asMentor.status).toBe(403);

    const badZone = await jsonRequest(app, 'GET', '/api/student/review/activity?timeZone=Mars%2FOlympus', {
      cookie: owner.cookie,
    });
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject(
      { code: 'validation', fields: { timeZone: expect.any(String) } },
    );
    const noZone = await jsonRequest(app, 'GET', '/api/student/review', { cookie: owner.cookie });
    expect(noZone.status).toBe(400);

    setClock(START + DAY);
    expect((await answer(other, cardId, { options: ['a'] })).status).toBe(404);
    expect((await answer(owner, 999_999, { options: ['a'] })).status).toBe(404);
    const noOptions = await answer(owner, cardId, {});
    expect(noOptions.status).toBe(400);
    const badBody = await answer(owner, cardId, { options: 'a' });
    expect(badBody.status).toBe(400);
    // Not due before its day.
    setClock(START);
    expect((await answer(owner, cardId, { options: ['a'] })).status).toBe(409);
  });
});

describe('answers sent later from the offline queue', () => {
  /** A learner with one question card due on day 1, and a wrong and a right reply to it. */
  async function dueQuestionCard(name: string) {
    setClock(START);
    const student = await registerStudent(app, name);
    const quiz = await reachTrialMaterial(app, db, student, 'quiz');
    const wrong = await quizWithOneMistake(student, quiz);
    const keys = keyOptionIds(wrong.answer);
    const [card] = await db.select().from(reviewCards).where(eq(reviewCards.studentId, student.userId));
    if (!card) throw new Error('no card');
    const right = wrong.type === 'multiplechoice' ? keys.slice(0, 1) : keys;
    return { student, card, right };
  }
  const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it('dates an answer given offline on the day it was given, and counts a second send once', async () => {
    const { student, card, right } = await dueQuestionCard('review-offline');
    const answeredAt = START + DAY; // 2 December, 09:00 in Jakarta, offline
    setClock(START + 2 * DAY + 3_600_000); // the queue reaches the server a day later
    const body = { options: right, answeredAt, seenDue: card.due.getTime() };
    const sent = await answer(student, card.id, body);
    expect(sent.status).toBe(200);
    const [stored] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(stored?.lastReview?.getTime()).toBe(answeredAt);
    expect(stored?.firstRetryAt?.getTime()).toBe(answeredAt);
    expect(stored?.reps).toBe(1);
    // The review counts on 2 December, the day it was done, so the streak has no gap.
    const days = (await activity(student)).calendar;
    expect(days.find((d) => d.date === '2026-12-02')?.count).toBeGreaterThanOrEqual(1);

    // The same answer again (its reply was lost on the way): refused, and nothing moves.
    const again = await answer(student, card.id, body);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('already_answered');
    const [after] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(after?.reps).toBe(1);
    expect(after?.due.getTime()).toBe(stored?.due.getTime());
  });

  it('refuses an answer to a card answered since it was shown, and of two at once counts one', async () => {
    const { student, card, right } = await dueQuestionCard('review-twice');
    setClock(START + DAY);
    const seenDue = card.due.getTime();
    const both = await Promise.all([
      answer(student, card.id, { options: right, seenDue }),
      answer(student, card.id, { options: right, seenDue }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [stored] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(stored?.reps).toBe(1);
    // Another device's answer, shown the card before that one moved it.
    const stale = await answer(student, card.id, { options: right, seenDue: seenDue - 1 });
    expect(stale.status).toBe(409);
    expect(await errorCode(stale)).toBe('already_answered');
  });

  it('keeps a claimed answer time within the last week and never in the future', async () => {
    const { student, card, right } = await dueQuestionCard('review-clamp');
    const now = START + 20 * DAY;
    setClock(now);
    // Claimed a month back: counted no earlier than a week ago.
    const res = await answer(student, card.id, { options: right, answeredAt: START - 30 * DAY });
    expect(res.status).toBe(200);
    const [stored] = await db.select().from(reviewCards).where(eq(reviewCards.id, card.id));
    expect(stored?.lastReview?.getTime()).toBe(now - 7 * DAY);

    const other = await dueQuestionCard('review-future');
    setClock(START + DAY);
    const future = await answer(other.student, other.card.id, { options: other.right, answeredAt: START + 9 * DAY });
    expect(future.status).toBe(200);
    const [kept] = await db.select().from(reviewCards).where(eq(reviewCards.id, other.card.id));
    expect(kept?.lastReview?.getTime()).toBe(START + DAY);
    // Before the card was due it cannot have been answered.
    const early = await dueQuestionCard('review-early');
    setClock(START + 2 * DAY);
    const tooEarly = await answer(early.student, early.card.id, { options: early.right, answeredAt: START });
    expect(tooEarly.status).toBe(409);
    expect(await errorCode(tooEarly)).toBe('conflict');
    const badTime = await answer(early.student, early.card.id, { options: early.right, answeredAt: 'yesterday' });
    expect(badTime.status).toBe(400);
  });
});

describe('streaks', () => {
  /** Opens the first material at `at` (an open is a learning action). */
  async function learnAt(student: Student, first: CourseMaterial, at: number) {
    setClock(at);
    await openMaterial(app, student, first);
  }

  it('counts days in the learner’s own time zone', async () => {
    const student = await registerStudent(app, 'review-zone');
    const [first] = await courseMaterials(app, student);
    if (!first) throw new Error('no material');
    // 16:30 UTC: 23:30 on 1 December in Jakarta, 01:30 on 2 December in Tokyo.
    await learnAt(student, first, Date.UTC(2026, 11, 1, 16, 30));
    // 15:30 UTC the next day: 22:30 on 2 December in Jakarta, 00:30 on 3 December in Tokyo.
    await learnAt(student, first, Date.UTC(2026, 11, 2, 15, 30));
    setClock(Date.UTC(2026, 11, 2, 16, 0));
    const jakarta = await activity(student, JAKARTA);
    expect(jakarta.calendar).toEqual([
      { date: '2026-12-01', count: 1 },
      { date: '2026-12-02', count: 1 },
    ]);
    expect(jakarta.today).toBe('2026-12-02');
    expect(jakarta.streak).toMatchObject({ days: 2, activeToday: true });
    const tokyo = await activity(student, 'Asia/Tokyo');
    expect(tokyo.calendar).toEqual([
      { date: '2026-12-02', count: 1 },
      { date: '2026-12-03', count: 1 },
    ]);
    expect(tokyo.today).toBe('2026-12-03');
    // In UTC both fall on 1 and 2 December, as in Jakarta.
    const utc = await activity(student, 'UTC');
    expect(utc.streak.days).toBe(2);
  });

  it('forgives one missed day, breaks on two without a freeze, and a cleared review earns a freeze', async () => {
    const student = await registerStudent(app, 'review-grace');
    const [first] = await courseMaterials(app, student);
    if (!first) throw new Error('no material');
    const day = (n: number) => Date.UTC(2026, 11, 1, 3, 0) + n * DAY; // 10:00 in Jakarta
    await learnAt(student, first, day(0));
    await learnAt(student, first, day(1));
    // Day 2 missed: the grace day.
    await learnAt(student, first, day(3));
    expect((await activity(student)).streak).toMatchObject({ days: 3, activeToday: true, forgiven: true, freezes: 0 });
    // Today (day 4) not yet learned: the streak still stands.
    setClock(day(4));
    expect((await activity(student)).streak).toMatchObject({ days: 3, activeToday: false });
    // Days 4 and 5 missed, no freeze: it starts again on day 6.
    await learnAt(student, first, day(6));
    expect((await activity(student)).streak).toMatchObject({ days: 1, longest: 3, freezes: 0 });
  });

  it('uses freezes earned by clearing the daily review to cover longer gaps', async () => {
    setClock(START);
    const student = await registerStudent(app, 'review-freeze');
    const quiz = await reachTrialMaterial(app, db, student, 'quiz');
    const wrong = await quizWithOneMistake(student, quiz);
    const keys = keyOptionIds(wrong.answer);
    const [card] = await db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.studentId, student.userId), eq(reviewCards.kind, 'question')));
    const cardId = card?.id ?? 0;
    // Day 1: the review is answered (wrongly) and so cleared: one freeze.
    setClock(START + DAY);
    const wrongId = wrong.answer.options.find((o) => !keys.includes(o.id))?.id;
    expect((await answer(student, cardId, { options: [wrongId] })).status).toBe(200);
    // Day 2: cleared again: two freezes.
    setClock(START + 2 * DAY);
    expect((await answer(student, cardId, { options: [wrongId] })).status).toBe(200);
    expect((await activity(student)).streak).toMatchObject({ days: 3, freezes: 2 });
    // Days 3, 4 and 5 missed: grace, then two freezes; day 6 continues the streak.
    setClock(START + 6 * DAY);
    const [first] = await courseMaterials(app, student);
    if (!first) throw new Error('no material');
    await openMaterial(app, student, first);
    expect((await activity(student)).streak).toMatchObject({ days: 4, freezes: 0, forgiven: true });
  });
});

describe('history', () => {
  it('lists the finished materials by date, newest first, a page at a time', async () => {
    setClock(START);
    const student = await registerStudent(app, 'review-history');
    await reachTrialMaterial(app, db, student, 'quiz');
    const res = await jsonRequest(app, 'GET', `/api/student/review/history?timeZone=${JAKARTA}&start=0&length=2`, {
      cookie: student.cookie,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { date: string; materialId: number }[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.data.length).toBe(Math.min(2, body.total));
    expect(body.data[0]?.date).toBe('2026-12-01');
  });
});
