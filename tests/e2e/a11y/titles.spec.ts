/**
 * Page titles: each screen is titled "<screen> · KelasKoding" in the current language, the
 * title follows a language switch without a reload, and the 404 page has its own.
 */
import { expect, test } from '@playwright/test';
import { settle, signInAs, useLanguage } from './helpers';

test('public screens carry their own translated titles', async ({ page, baseURL }) => {
  const expected: [string, string, string][] = [
    ['/', 'Beranda · KelasKoding', 'Home · KelasKoding'],
    ['/signin', 'Masuk · KelasKoding', 'Sign in · KelasKoding'],
    ['/terms', 'Syarat dan Ketentuan · KelasKoding', 'Terms and Conditions · KelasKoding'],
    ['/restricted', 'Akses terbatas · KelasKoding', 'Restricted access · KelasKoding'],
    ['/no-such-page', 'Halaman tidak ditemukan · KelasKoding', 'Page not found · KelasKoding'],
  ];
  for (const [path, id] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(id);
  }
  await useLanguage(page, baseURL as string, 'en');
  for (const [path, , en] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(en);
  }
});

test('the title follows the language switch and each student screen has its own', async ({ page }) => {
  await signInAs(page, 'student');
  await expect(page).toHaveTitle('Dasbor · KelasKoding');
  const seen = new Set<string>();
  for (const path of ['/dashboard', '/learning', '/submissions', '/subscription', '/account']) {
    await page.goto(path);
    await settle(page);
    seen.add(await page.title());
  }
  expect(seen.size).toBe(5);

  await page.goto('/learning');
  await expect(page).toHaveTitle('Peta belajar · KelasKoding');
  await page.getByRole('button', { name: 'Bahasa: ID' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveTitle('Course map · KelasKoding');
});
