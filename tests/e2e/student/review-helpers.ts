/**
 * Steps of the spaced review specs. The server runs on the real clock, so a spec moves the cards' due time to now in
 * the throw-away database, as the passing of a day would.
 */
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { registerStudent, signIn } from './helpers';

type Material = { id: number; relation: string; chapter_id: number; topic_id: number };

/** A fresh student, signed in, who reaches the trial quiz and misses every question: one card per question. */
export async function missTrialQuiz(
  page: Page,
  baseURL: string,
  prefix: string,
): Promise<{ userId: number; progressId: number }> {
  const origin = new URL(baseURL).origin;
  const { email } = await registerStudent(page, baseURL, prefix);
  await signIn(page, email);
  const headers = { origin };
  const user = (await (await page.request.get('/api/student/user')).json()) as { id?: number; data?: { id: number } };
  const userId = user.data?.id ?? user.id;
  const progress = (await (await page.request.get(`/api/student/show-progress/${userId}/2`)).json()) as {
    data: { id: number }[];
  };
  const progressId = progress.data[0]?.id;
  const chapters = (await (await page.request.get(`/api/student/courses/2/chapters?studentId=${userId}`)).json()) as {
    data: { topics: { materials: Material[] }[] }[];
  };
  const materials = chapters.data.flatMap((c) => c.topics.flatMap((t) => t.materials));
  const quizIndex = materials.findIndex((m) => m.relation === 'quiz');
  const quiz = materials[quizIndex];
  if (!quiz) throw new Error('no quiz');
  for (const m of materials.slice(0, quizIndex + 1)) {
    const ref = { chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id };
    const opened = await page.request.post(`/api/student/progresses/${progressId}/progress-topic`, {
      data: ref,
      headers,
    });
    expect(opened.status()).toBe(200);
    if (m.relation !== 'quiz') {
      const done = await page.request.put(`/api/student/progresses/${progressId}`, { data: ref, headers });
      expect(done.status()).toBe(200);
    }
  }
  const screen = (await (await page.request.get(`/api/student/materials/${quiz.id}`)).json()) as {
    data: { content: { questions?: { id: number }[] } };
  };
  const questions = screen.data.content.questions ?? [];
  expect(questions.length).toBeGreaterThan(0);
  const missed = await page.request.put(`/api/student/progresses/${progressId}`, {
    data: {
      chapterId: quiz.chapter_id,
      topicId: quiz.topic_id,
      materialId: quiz.id,
      answers: questions.map((q) => ({ questionId: q.id, value: ['none'] })),
    },
    headers,
  });
  expect(missed.status()).toBe(200);

  if (userId === undefined || progressId === undefined) throw new Error('no student or progress');
  return { userId, progressId };
}

/** Makes every review card of `userId` due now. */
export function makeCardsDue(userId: number): void {
  const db = new Database(process.env.E2E_DATABASE_URL ?? 'data/e2e.db');
  try {
    const moved = db.prepare('UPDATE review_cards SET due = ? WHERE student_id = ?').run(Date.now() - 60_000, userId);
    expect(moved.changes).toBeGreaterThan(0);
  } finally {
    db.close();
  }
}

/**
 * Answers the card on screen by keyboard only: a choice card's first option, chosen with Space; a fill card's blanks,
 * typed; a puzzle's pieces as they stand; then the check button.
 */
export async function answerShownCard(page: Page): Promise<void> {
  const card = page.locator('.kk-rv__card');
  const first = card.locator('.kk-rv__option input').first();
  const blanks = card.locator('input.kk-quiz__blank, input.kk-quiz__fill');
  if (await first.isVisible()) {
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
  } else {
    for (const blank of await blanks.all()) {
      await blank.focus();
      await page.keyboard.type('jawaban');
    }
  }
  await page.getByRole('button', { name: 'Periksa jawaban' }).focus();
  await page.keyboard.press('Enter');
}
