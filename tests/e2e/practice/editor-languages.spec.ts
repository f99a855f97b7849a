/**
 * Grammars load per language (docs/decisions/0017-speed-targets.md, fast on a slow link): an HTML practice highlights its markup
 * without ever downloading the PHP grammar, which stays in its own chunk for PHP files.
 */
import { expect, type Response, test } from '@playwright/test';
import { reachTrial, registerAndSignIn } from './helpers';

test('an HTML practice highlights its code and never downloads the PHP grammar', async ({ page, baseURL }) => {
  const userId = await registerAndSignIn(page, baseURL!, 'grammar');
  const practice = await reachTrial(page, baseURL!, userId, 'practice');
  // Every script of the practice page's own load (the app's chunks and the checker worker's).
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`/learning/practice?materialId=${practice.id}`);
  await expect(page.getByText('Tugas 1 dari 2')).toBeVisible();
  // Highlighted: CodeMirror marks tag names once the HTML grammar has arrived.
  await expect(page.locator('.cm-line span[class*="ͼ"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');

  // A script the dashboard was still loading when the practice page replaced it has no body to read: it is
  // not the practice page's, so it is left out (the browser says so: "navigated away from").
  const read = async (r: Response) => {
    try {
      return { url: r.url(), body: await r.text() };
    } catch (error) {
      if (String(error).includes('navigated away')) return null;
      throw error;
    }
  };
  const bodies = (await Promise.all(scripts.map(read))).filter((b) => b !== null);
  expect(bodies.some(({ body }) => body.includes('cm-editor'))).toBe(true);
  for (const { url, body } of bodies) expect(body, url).not.toContain('PhpOpen');
});
