/**
 * A practice on a very slow link (docs/decisions/0017-speed-targets.md): at 0.5 Mbit/s with a 150 ms round trip the checker's script
 * takes seconds to arrive. The checklist says it is loading while it waits, no fixed start-up limit gives up on
 * it, and the first verdict comes once it is there, with no error on the way.
 */
import { expect, test } from '@playwright/test';
import { reachTrial, registerAndSignIn } from './helpers';

// A first visit: nothing cached, so no service worker either (its cache would serve the script at once).
test.use({ serviceWorkers: 'block' });

test('on a 0.5 Mbit/s link the practice shows the checker loading or its verdict, then the verdict', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const userId = await registerAndSignIn(page, baseURL!, 'slowlink');
  const practice = await reachTrial(page, baseURL!, userId, 'practice');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Cold caches, as for a learner's first visit on a prepaid phone link.
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 500_000 / 8,
    uploadThroughput: 500_000 / 8,
  });
  const workerDownloads: string[] = [];
  page.on('request', (request) => {
    if (/checker\.worker/.test(request.url())) workerDownloads.push(request.url());
  });

  // Watch from the first byte: at this speed the page's own `load` can come after the checker started loading.
  await page.goto(`/learning/practice?materialId=${practice.id}`, { waitUntil: 'commit' });
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  // The screen starts the checker's script as it renders, so the script may be there before the task is: then
  // the verdict comes without a loading notice. Either the notice or the verdict shows, never an error.
  const loading = page.getByRole('status').filter({ hasText: 'Memuat pemeriksa kode' });
  await expect(loading.or(rule.and(page.locator('[data-status="failed"]')))).toBeVisible({ timeout: 120_000 });
  await expect(rule).toHaveAttribute('data-status', 'failed', { timeout: 120_000 });
  await expect(page.getByText('Pemeriksa kode bermasalah')).toHaveCount(0);
  // Checker, spare and preview builder share one download of the script.
  expect(workerDownloads).toHaveLength(1);
});
