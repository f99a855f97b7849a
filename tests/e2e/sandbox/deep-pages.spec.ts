/**
 * Pathological pages in the real app: markup nested far deeper than a recursive builder survives
 * still gets its loop guard, and a page the builder cannot transform is refused with a message,
 * never shown without its guards.
 */
import { expect, test } from '@playwright/test';
import { consoleLine, openPlayground } from './helpers';

const DEPTH = 10_000;

test('a loop nested 10,000 elements deep is still stopped with its line', async ({ page }) => {
  const frame = await openPlayground(page);
  await page.getByRole('tab', { name: 'index.html' }).click();
  const deep = `<!doctype html>\n<h1>Dalam</h1>\n${'<div>'.repeat(DEPTH)}\n<script>\nwhile (true) {}\n</script>`;
  await page.locator('textarea[id$="-file"]').fill(deep);
  // Building and laying out 10,000 nested elements is real work: on CI's two busy cores it took over 10 s.
  await expect(consoleLine(page, 'Kemungkinan perulangan tak terbatas di baris 5 (index.html)')).toBeVisible({
    timeout: 30_000,
  });
  await expect(frame.locator('h1')).toHaveText('Dalam');
});

test('a page whose script nests too deeply to guard is refused with a message', async ({ page }) => {
  const frame = await openPlayground(page);
  await page.getByRole('tab', { name: 'index.html' }).click();
  const page2 = `<h1>Tidak aman</h1><script>${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}; while (true) {}</script>`;
  await page.locator('textarea[id$="-file"]').fill(page2);
  await expect(page.getByRole('alert').filter({ hasText: 'terlalu besar atau bersarang terlalu dalam' })).toBeVisible();
  await expect(page.locator('iframe[title="Pratinjau halaman"]')).toHaveCount(0);

  // Fixing the page shows it again.
  await page.locator('textarea[id$="-file"]').fill('<h1>Aman lagi</h1>');
  await expect(frame.locator('h1')).toHaveText('Aman lagi');
});
