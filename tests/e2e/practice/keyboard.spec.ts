/**
 * A practice by keyboard alone: Tab reaches the editor with a visible focus ring on the way, Tab
 * indents inside it, Escape then Tab leaves it (no trap), and a status line announces the settled verdict once.
 */
import { expect, type Page, test } from '@playwright/test';
import { reachTrial, registerAndSignIn } from './helpers';

const inEditor = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor')));

test('a student reaches the editor, writes the answer and leaves it by keyboard alone', async ({ page, baseURL }) => {
  const userId = await registerAndSignIn(page, baseURL!, 'keyboard');
  const practice = await reachTrial(page, baseURL!, userId, 'practice');
  await page.goto(`/learning/practice?materialId=${practice.id}`);
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(rule).toHaveAttribute('data-status', 'failed');

  // Tab through the page to the editor; every stop on the way shows where the focus is.
  let presses = 0;
  while (!(await inEditor(page)) && presses < 80) {
    await page.keyboard.press('Tab');
    presses += 1;
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.closest('.cm-editor')) return 'editor-or-body';
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return el.matches(':focus-visible') && (outlined || style.boxShadow !== 'none') ? 'visible' : el.outerHTML;
    });
    expect(['visible', 'editor-or-body'], `focus ring at stop ${presses}`).toContain(ring);
  }
  expect(await inEditor(page)).toBe(true);

  // Typing and Tab stay in the editor: Tab indents.
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await inEditor(page)).toBe(true);
  await page.keyboard.insertText('<h1>Halo dari keyboard</h1>');
  await expect(rule).toHaveAttribute('data-status', 'passed');
  await expect(page.locator('.cm-content')).toContainText('<h1>Halo dari keyboard</h1>');
  // The settled verdict is announced once, by a status line; the checklist itself is not a live region.
  const announcement = page.getByTestId('verdict-announcement');
  await expect(announcement).toHaveAttribute('role', 'status');
  await expect(announcement).toHaveText(/syarat terpenuhi\.$/);
  await expect(
    page.locator('[aria-live]').filter({ has: page.getByRole('list', { name: 'Syarat tugas' }) }),
  ).toHaveCount(0);

  // Escape, then Tab: out of the editor, onto the next control, with its focus ring.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await inEditor(page)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
});
