/**
 * The offline app shell: a signed-in student who has used the app once reloads it with no
 * connection and still gets the dashboard and their practice, with its checker and preview; what they
 * finish offline reaches the server once the connection is back.
 */
import { expect, test } from '@playwright/test';
import { controlledByServiceWorker, offlineDocuments } from '../offline';
import { cursorAfter, reachTrial, registerAndSignIn, trialMaterials } from './helpers';

test('a student reopens the dashboard and a practice offline, works, and the progress arrives online', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const userId = await registerAndSignIn(page, baseURL!, 'offline');
  const practice = await reachTrial(page, baseURL!, userId, 'practice');
  await page.goto('/dashboard');
  await controlledByServiceWorker(page);
  // A first, online visit of the practice: its screen, editor, checker and answers are kept as they load, and
  // the preview's frame document once the preview has run (offline it comes from the browser's HTTP cache: a
  // service worker cannot answer a sandboxed frame's request; sandbox/preview/frame-document.ts).
  const frameDocument = page.waitForResponse((response) => response.url().includes('/api/preview-frame'));
  await page.goto(`/learning/practice?materialId=${practice.id}`);
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(rule).toHaveAttribute('data-status', 'failed');
  expect((await frameDocument).status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const offline = await offlineDocuments(context, page);
  await page.reload();
  await offline.mark();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Kamu sedang offline.' }).first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`/learning/practice?materialId=${practice.id}`);
  await offline.mark();
  await expect(page.getByText('Tugas 1 dari 2')).toBeVisible();
  const offlineRule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(offlineRule).toHaveAttribute('data-status', 'failed');
  await cursorAfter(page, 'Tulis kodemu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<h1>Ditulis tanpa koneksi</h1>');
  await expect(offlineRule).toHaveAttribute('data-status', 'passed');
  const preview = page.frameLocator('iframe[title="Pratinjau latihan"]');
  await expect(preview.locator('h1')).toHaveText('Ditulis tanpa koneksi');
  await page.getByRole('button', { name: 'Lanjut ke tugas berikutnya' }).click();
  const second = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await cursorAfter(page, 'Ditulis tanpa koneksi');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<p>Paragraf offline.</p>');
  await expect(second).toHaveAttribute('data-status', 'passed');
  await expect(page.getByText('penyelesaian akan dikirim otomatis saat koneksi kembali')).toBeVisible();

  await offline.end();
  await context.setOffline(false);
  await expect(page.getByText('Latihan selesai!')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await trialMaterials(page, userId)).find((m) => m.id === practice.id)?.is_finish, {
      timeout: 20_000,
    })
    .toBe(true);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('signing out empties the cached student answers', async ({ page, baseURL }) => {
  await registerAndSignIn(page, baseURL!, 'offline-out');
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('kk-api-student'))).toBe(true);
  await page.getByRole('button', { name: 'Halo, Siswa offline-out' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Nothing of the signed-out student is left to show offline (public answers may be cached again).
  const cached = await page.evaluate(async () =>
    (await caches.has('kk-api-student'))
      ? (await (await caches.open('kk-api-student')).keys()).map((request) => new URL(request.url).pathname)
      : [],
  );
  expect(cached.filter((path) => /\/api\/student\/(user|courses|show-progress|subscriptions)/.test(path))).toEqual([]);
});
