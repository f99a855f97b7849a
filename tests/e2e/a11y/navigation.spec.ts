/**
 * Student navigation: the top bar reaches the dashboard, the learning map, the projects list
 * and the subscription, marking the current page; the profile menu keeps Profile, Account Setting and
 * Logout (docs/decisions/0003-product-and-screens.md).
 */
import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test('the student top bar reaches every student area and the profile menu keeps its three items', async ({ page }) => {
  await signInAs(page, 'student');
  const bar = page.getByRole('navigation', { name: 'Menu' });
  const targets: [string, string][] = [
    ['Peta belajar', '/learning'],
    ['Proyek saya', '/submissions'],
    ['Langganan', '/subscription'],
    ['Dasbor', '/dashboard'],
  ];
  for (const [name, path] of targets) {
    await bar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  await page.getByTestId('greeting').click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Profil', 'Pengaturan Akun', 'Keluar']);
  await page.getByRole('menuitem', { name: 'Pengaturan Akun' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account' && url.search === '?view=info');
});
