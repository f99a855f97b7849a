/** Shared steps of the sandbox specs: open the playground on a sample workspace and read its console. */
import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Sample workspaces by their label in the playground's picker. */
export const FIXTURE = {
  site: 'Situs beberapa file (CSS, JS, gambar)',
  security: 'Uji keamanan sandbox',
  loop: 'Perulangan tak terbatas',
  links: 'Tautan, formulir dan dialog',
  noHtml: 'Ruang kerja tanpa HTML',
} as const;

/** Opens /testing/test on a sample workspace and waits until its preview page is running. */
export async function openPlayground(page: Page, fixture: string = FIXTURE.site): Promise<FrameLocator> {
  await page.goto('/testing/test');
  await expect(page.getByRole('heading', { name: 'Playground pratinjau dan pemeriksa' })).toBeVisible();
  if (fixture !== FIXTURE.site) await page.getByLabel('Contoh ruang kerja').selectOption({ label: fixture });
  return previewFrame(page);
}

/** The sandboxed preview frame. */
export function previewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Pratinjau halaman"]');
}

/** The playground's console lines. */
export function consoleLines(page: Page) {
  return page.getByTestId('preview-console').locator('li[data-level]');
}

/** The console line containing `text`. */
export function consoleLine(page: Page, text: string | RegExp) {
  return consoleLines(page).filter({ hasText: text });
}
