/** Steps of the specs that take the connection away: the service worker in control, and offline documents. */
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page (it claims the page on its first install). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Keeps `navigator.onLine` false in the documents `page` loads while the context is offline. Under Playwright's offline
 * emulation, Chromium (150, Debian's) gives a document committed while offline (here, served by the service worker)
 * `navigator.onLine === true`, although its requests fail; a real lost connection reads false there. Sending the
 * emulation again on the page's own session, with no online moment in between, sets it (and fires `offline`), as
 * the browser would have. `mark()` after each offline navigation; `end()` before `context.setOffline(false)`.
 */
export async function offlineDocuments(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  const emulate = (offline: boolean) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  return {
    mark: async () => {
      await emulate(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    },
    end: async () => {
      await emulate(false);
      await session.detach();
    },
  };
}
