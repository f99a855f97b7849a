/**
 * Losing the connection on screens the device does not hold yet: a screen never opened before says, in the app's
 * language, that it needs the connection (not the 500 page) and loads itself once the connection is back; and a
 * change that cannot reach the server is said to wait for the connection, not to be on its way.
 */
import { expect, test } from '@playwright/test';
import { cursorAfter, reachTrial, registerAndSignIn } from './helpers';

test('a screen never opened before says it is offline and opens by itself when the connection returns', async ({
  page,
  context,
  baseURL,
}) => {
  await registerAndSignIn(page, baseURL!, 'offline-new');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Langganan' }).click();
  await expect(page.getByRole('heading', { name: 'Kamu sedang offline' })).toBeVisible();
  await expect(page.getByText('Halaman akan dimuat otomatis begitu koneksi kembali.', { exact: false })).toBeVisible();
  await expect(page.locator('[data-status="500"]')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Langganan', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/subscription$/);
});

test.describe('without the service worker', () => {
  // A request the service worker passes on to the network (the save is a PUT it does not handle) is sent past
  // Playwright's routes, so with the worker in control the blocked save reached the server in about one run of three.
  // This test is about the queue and the banner, not the worker: the worker's own offline part has its tests.
  test.use({ serviceWorkers: 'block' });

  test('a change the server cannot be reached for is said to wait, not to be sending', async ({ page, baseURL }) => {
    const userId = await registerAndSignIn(page, baseURL!, 'offline-wait');
    const practice = await reachTrial(page, baseURL!, userId, 'practice');
    await page.goto(`/learning/practice?materialId=${practice.id}`);
    const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
    await expect(rule).toHaveAttribute('data-status', 'failed');

    // The browser still counts itself online, but no request reaches the server (a dropped link, a captive portal).
    await page.route('**/api/student/practice/**', (route) => route.abort('internetdisconnected'));
    await cursorAfter(page, 'Tulis kodemu di sini');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('<h1>Menunggu koneksi</h1>');
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('menunggu sampai koneksi kembali', { timeout: 20_000 });
    await expect(banner).not.toContainText('Mengirim');

    // The link comes back, as the browser says with an `online` event: the waiting change is sent at once.
    await page.unroute('**/api/student/practice/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
  });
});
