/**
 * A daily review in Chromium: a fresh student misses the trial quiz's questions, the cards come back on their day,
 * and the student answers them by keyboard on /review, then sees the streak on the dashboard. The server runs on the
 * real clock, so the spec moves the cards' due time to now in the throw-away database, as the passing of a day would.
 * Then the student's mentor sees their streak and most-failed questions on the student's screen, and the admin the
 * figures per question on the dashboard, in both languages.
 */

import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { signInThroughApi } from '../api-sign-in';
import { registerStudent, signIn } from './helpers';

type Material = { id: number; relation: string; chapter_id: number; topic_id: number };

test('a student reviews the quiz questions they missed, by keyboard', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const { email } = await registerStudent(page, baseURL!, 'review');
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

  // Not due on the day of the mistake.
  await page.goto('/dashboard');
  await expect(page.getByTestId('review-due')).toHaveText('Tidak ada kartu untuk diulas hari ini.');

  // A day passes.
  const db = new Database(process.env.E2E_DATABASE_URL ?? 'data/e2e.db');
  try {
    const moved = db.prepare('UPDATE review_cards SET due = ? WHERE student_id = ?').run(Date.now() - 60_000, userId);
    expect(moved.changes).toBeGreaterThan(0);
  } finally {
    db.close();
  }

  await page.goto('/dashboard');
  await expect(page.getByTestId('review-due')).toContainText('siap diulas hari ini');
  await page.getByRole('link', { name: 'Mulai ulasan' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { name: 'Ulasan harian' })).toBeVisible();

  for (let i = 0; i < 10; i += 1) {
    const finished = page.getByText('Ulasan hari ini selesai!');
    if (await finished.isVisible()) break;
    await expect(page.getByTestId('review-position')).toContainText(`Kartu ${i + 1} dari`);
    // Keyboard only: a choice card's first option, chosen with Space; a fill card's blanks, typed; a puzzle's
    // pieces as they stand; then the check button.
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
    await expect(page.getByRole('status').filter({ hasText: /Benar!|Belum tepat/ })).toBeVisible();
    // A missed fill or puzzle card shows its right answer in words.
    const missed = page.getByRole('status').filter({ hasText: 'Belum tepat' });
    if (!(await first.isVisible()) && (await missed.isVisible())) {
      await expect(page.getByTestId('review-right-answer')).toContainText('Jawaban yang benar:');
    }
    const next = page.getByRole('button', { name: /Kartu berikutnya|Selesai/ });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-position').or(finished)).toBeVisible();
  }
  await expect(page.getByText('Ulasan hari ini selesai!')).toBeVisible();

  await page.getByRole('link', { name: 'Kembali ke dasbor' }).click();
  await expect(page.getByTestId('review-due')).toHaveText('Tidak ada kartu untuk diulas hari ini.');
  await expect(page.getByTestId('review-streak')).toContainText('1 hari belajar berturut-turut');
  await expect(page.getByTestId('review-calendar')).toHaveAttribute('aria-label', /1 hari belajar/);

  // Their mentor sees the review on the student's screen (the spec assigns the student to the demo mentor).
  const assign = new Database(process.env.E2E_DATABASE_URL ?? 'data/e2e.db');
  try {
    const mentor = assign.prepare('SELECT id FROM users WHERE email = ?').get('mentor@kelaskoding.id') as {
      id: number;
    };
    assign.prepare('UPDATE student_details SET mentor_id = ? WHERE user_id = ?').run(mentor.id, userId);
  } finally {
    assign.close();
  }
  await page.context().clearCookies();
  await signInThroughApi(page, 'mentor', 'mentor@kelaskoding.id', 'kelaskoding123');
  await page.goto(`/mentor/student/${progressId}`);
  const panel = page.getByTestId('mentor-review');
  await expect(panel.getByRole('heading', { name: 'Ulasan berkala' })).toBeVisible();
  await expect(panel.getByTestId('mentor-review-streak')).toHaveText('1 hari');
  await expect(panel.getByTestId('mentor-review-due')).toHaveText('0');
  await expect(panel.getByRole('listitem').first()).toContainText('Soal kuis');
  await expect(panel.getByRole('listitem').first()).toContainText(/gagal [12] kali/);

  // The admin sees the questions with how many failed them first, in Indonesian and in English.
  await page.context().clearCookies();
  await signInThroughApi(page, 'admin', 'admin@kelaskoding.id', 'kelaskoding123');
  await page.goto('/admin/dashboard');
  const figures = page.getByTestId('review-figures');
  await expect(figures.getByRole('heading', { name: 'Ulasan berkala per aturan' })).toBeVisible();
  await expect(figures.getByTestId('review-rules').getByRole('row').nth(1)).toContainText('Soal kuis');
  await expect(figures.getByTestId('review-rates')).toContainText('Soal kuis, diulang di ulasan');
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
  await page.reload();
  await expect(figures.getByRole('heading', { name: 'Spaced review by rule' })).toBeVisible();
  await expect(figures.getByTestId('review-rates')).toContainText('Quiz questions, retried in review');
});
