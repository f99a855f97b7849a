/**
 * The practice IDE end to end in Chromium, with the real server: verdicts flip live, the diagnostic goes
 * away, the preview follows the code, the draft survives a reload, and work done offline reaches the
 * server once the connection is back.
 */
import { expect, test } from '@playwright/test';
import { cursorAfter, reachTrial, registerAndSignIn, trialMaterials } from './helpers';

test('a trial student solves a practice task with live checking, a reload and an offline spell', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const userId = await registerAndSignIn(page, baseURL!, 'practice');
  const practice = await reachTrial(page, baseURL!, userId, 'practice');

  await page.goto(`/learning/practice?materialId=${practice.id}`);
  await expect(page.getByText('Tugas 1 dari 2')).toBeVisible();
  // Isolated, so verdicts come from the worker through shared memory (workers/checker/shared-reply.ts).
  expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(rule).toHaveAttribute('data-status', 'failed');
  await expect(rule).toContainText('Tambahkan tag <h1>');
  const diagnostics = page.locator('.cm-lintRange-error');
  await expect(diagnostics.first()).toBeAttached();

  // A wrong answer: the heading without its closing tag.
  await cursorAfter(page, 'Tulis kodemu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<h1>Halo KelasKoding');
  await expect(rule).toHaveAttribute('data-status', 'failed');
  await expect(rule).toContainText('perlu ditutup');
  await expect(diagnostics.first()).toBeAttached();

  // The right answer: close it. The rule passes and the diagnostic disappears.
  await page.keyboard.insertText('</h1>');
  await expect(rule).toHaveAttribute('data-status', 'passed');
  await expect(diagnostics).toHaveCount(0);

  // The preview follows the code.
  const preview = page.frameLocator('iframe[title="Pratinjau latihan"]');
  await expect(preview.locator('h1')).toHaveText('Halo KelasKoding');

  // Reload: the draft comes back and is checked again.
  await page.reload();
  await expect(page.locator('.cm-content')).toContainText('<h1>Halo KelasKoding</h1>');
  await expect(page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first()).toHaveAttribute(
    'data-status',
    'passed',
  );

  // Offline: checking and preview keep working, the finish waits in the queue.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Kamu sedang offline.');
  // The finish is said in a live region that is there, empty, before anything happens in it.
  const announcer = page.locator('.pr-finish-region');
  await expect(announcer).toHaveAttribute('role', 'status');
  await expect(announcer).toBeEmpty();
  await page.getByRole('button', { name: 'Lanjut ke tugas berikutnya' }).click();
  await expect(page.getByText('Tugas 2 dari 2')).toBeVisible();
  // The button went with its task: the focus moves to the next task's title, not to the page body.
  await expect(page.locator('.pr-task__title')).toBeFocused();
  const second = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(second).toHaveAttribute('data-status', 'failed');
  await cursorAfter(page, 'Halo KelasKoding');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<p>Paragraf pertamaku, ditulis saat offline.</p>');
  await expect(second).toHaveAttribute('data-status', 'passed');
  await expect(preview.locator('p')).toHaveText('Paragraf pertamaku, ditulis saat offline.');
  await expect(page.getByText('penyelesaian akan dikirim otomatis saat koneksi kembali')).toBeVisible();

  // Back online: the queued finish and code reach the server.
  await context.setOffline(false);
  await expect(page.getByText('Latihan selesai!')).toBeVisible({ timeout: 20_000 });
  await expect(announcer).toContainText('Latihan selesai!');
  // The footer's next material opens at once, with no reload (it said "Terkunci" until one).
  await expect(page.getByRole('link', { name: /Berikutnya/ })).toBeVisible();
  await expect(page.locator('.kk-material__nav--next.is-locked')).toHaveCount(0);
  await expect
    .poll(async () => (await trialMaterials(page, userId)).find((m) => m.id === practice.id)?.is_finish, {
      timeout: 20_000,
    })
    .toBe(true);
  const pmId = (await trialMaterials(page, userId)).find((m) => m.id === practice.id)?.progress_material_id;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/student/practice/${pmId}`);
        return JSON.stringify(((await res.json()) as { data: { code: unknown } }).data.code);
      },
      { timeout: 20_000 },
    )
    .toContain('Paragraf pertamaku, ditulis saat offline.');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
