/**
 * A freshly registered trial student learns through a slide deck, a video and a quiz of the trial chapter;
 * progress updates on the server and survives a reload.
 */
import { expect, type Page, test } from '@playwright/test';
import { registerStudent, serverPercentage, signIn } from './helpers';

/** Moves puzzle pieces with the keyboard-accessible ↑ buttons until they read `wanted` top to bottom. */
async function orderPuzzle(page: Page, wanted: string[]) {
  const pieces = page.locator('.kk-quiz__piece-text');
  for (let target = 0; target < wanted.length; target++) {
    const texts = await pieces.allTextContents();
    let at = texts.indexOf(wanted[target]!);
    expect(at).toBeGreaterThanOrEqual(target);
    while (at > target) {
      await page.getByRole('button', { name: `Naikkan "${wanted[target]}"` }).click();
      at--;
    }
  }
  await expect(pieces).toHaveText(wanted);
}

test('a trial student goes through a slide deck, a video and a quiz and keeps the progress', async ({
  page,
  baseURL,
}) => {
  const { email } = await registerStudent(page, baseURL!, 'learner');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: /^Halo, Siswa learner!$/ })).toBeVisible();
  await expect(page.getByTestId('dashboard-percentage')).toHaveText('0%');

  // The course map: the first material is current, the second still locked.
  await page.getByRole('link', { name: 'Lihat peta belajar' }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page.getByText('Bab Percobaan 1')).toBeVisible();
  const firstRow = page.locator('.kk-map__material').first();
  await expect(firstRow).toHaveClass(/is-current/);
  await expect(page.locator('.kk-map__material').nth(1)).toHaveClass(/is-locked/);

  // Slide deck: keyboard and buttons, then finish on the last slide.
  await firstRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/learning\/slide\?materialId=\d+/);
  await expect(page.getByText(/^Slide 1 dari \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Slide 2 dari \d+$/)).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByText(/^Slide 1 dari \d+$/)).toBeVisible();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Selesaikan slide' }).click();
  await expect(page.getByText('Materi ini sudah selesai.')).toBeVisible();

  // Video: the real file plays to its end, which finishes the material.
  await page.getByRole('link', { name: 'Lanjut ke materi berikutnya' }).click();
  await expect(page).toHaveURL(/\/learning\/video\?materialId=\d+/);
  const video = page.locator('video.kk-video__player');
  await expect(video)
    .toHaveJSProperty('readyState', 4, { timeout: 15_000 })
    .catch(() => undefined);
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    if (!Number.isFinite(el.duration))
      await new Promise((r) => el.addEventListener('loadedmetadata', r, { once: true }));
    el.currentTime = Math.max(0, el.duration - 0.5);
    await el.play();
  });
  await expect(page.getByText('Materi ini sudah selesai.')).toBeVisible({ timeout: 15_000 });

  // Quiz: every question of the trial quiz, scored by the server.
  await page.getByRole('link', { name: 'Lanjut ke materi berikutnya' }).click();
  await expect(page).toHaveURL(/\/learning\/quiz\?materialId=\d+/);
  await expect(page.getByText('Pertanyaan 1 dari 4')).toBeVisible();
  await page.getByRole('button', { name: 'Berikutnya' }).isDisabled();
  await page.getByLabel('Browser', { exact: true }).check();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  for (const choice of ['HTML', 'CSS', 'JavaScript']) await page.getByLabel(choice, { exact: true }).check();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByLabel('Jawaban', { exact: true }).fill('HTTP');
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await orderPuzzle(page, [
    'Kamu mengetik alamat',
    'Browser mengirim permintaan',
    'Server mengirim HTML',
    'Browser menampilkan halaman',
  ]);
  await page.getByRole('button', { name: 'Selesai', exact: true }).click();
  await expect(page.getByTestId('quiz-score')).toHaveText('100');
  await expect(page.getByText('4 dari 4 jawaban benar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lanjut ke materi berikutnya' })).toBeVisible();

  // Progress on the server, shown on the dashboard, kept after a reload.
  const percentage = await serverPercentage(page);
  expect(percentage).toBeGreaterThan(0);
  await page.goto('/dashboard');
  const shown = `${Math.floor(percentage)}%`;
  await expect(page.getByTestId('dashboard-percentage')).toHaveText(shown);
  await expect(page.getByTestId('dashboard-score')).toHaveText('100');
  await page.reload();
  await expect(page.getByTestId('dashboard-percentage')).toHaveText(shown);
  await page.goto('/learning');
  const rows = page.locator('.kk-map__material');
  for (const i of [0, 1, 2]) await expect(rows.nth(i)).toHaveClass(/is-finished/);
  await expect(rows.nth(3)).toHaveClass(/is-current/);
});
