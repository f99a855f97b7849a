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
import { answerShownCard, makeCardsDue, missTrialQuiz } from './review-helpers';

test('a student reviews the quiz questions they missed, by keyboard', async ({ page, baseURL }) => {
  const { userId, progressId } = await missTrialQuiz(page, baseURL!, 'review');

  // Not due on the day of the mistake.
  await page.goto('/dashboard');
  await expect(page.getByTestId('review-due')).toHaveText('Tidak ada kartu untuk diulas hari ini.');

  // A day passes.
  makeCardsDue(userId);

  await page.goto('/dashboard');
  await expect(page.getByTestId('review-due')).toContainText('siap diulas hari ini');
  await page.getByRole('link', { name: 'Mulai ulasan' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { name: 'Ulasan harian' })).toBeVisible();

  for (let i = 0; i < 10; i += 1) {
    const finished = page.getByText('Ulasan hari ini selesai!');
    if (await finished.isVisible()) break;
    await expect(page.getByTestId('review-position')).toContainText(`Kartu ${i + 1} dari`);
    await answerShownCard(page);
    await expect(page.getByRole('status').filter({ hasText: /Benar!|Belum tepat/ })).toBeVisible();
    // A missed fill or puzzle card shows its right answer in words.
    const missed = page.getByRole('status').filter({ hasText: 'Belum tepat' });
    const choice = page.locator('.kk-rv__card .kk-rv__option input').first();
    if (!(await choice.isVisible()) && (await missed.isVisible())) {
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
