import { expect, test } from '@playwright/test';
import { DEMO, expectPath, greeting, signIn, waitForApp } from './helpers';

test('switching to English changes the texts and survives a reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Coba gratis sekarang' }).first()).toBeVisible();
  // The built page's menu button works once the app has rendered over it.
  await waitForApp(page);

  const trigger = page.getByRole('button', { name: 'Bahasa: ID' });
  await trigger.click();
  // The current language is offered but disabled.
  await expect(page.getByRole('menuitem', { name: 'Indonesia' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page.getByRole('link', { name: 'Start your free trial' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  // 365 days (allow a minute of slack).
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364.99 * 86_400_000);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Start your free trial' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: EN' })).toBeVisible();

  // Every API request carries the chosen locale.
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to KelasKoding' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  const [loginRequest] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/student/login')),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  expect(loginRequest.headers()['x-locale']).toBe('en');
  // The server answers in English too.
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');

  // Switch back with the keyboard.
  await page.getByRole('button', { name: 'Language: EN' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Indonesia' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Masuk ke KelasKoding' })).toBeVisible();
});

test('the language switch is in the signed-in top bars too', async ({ page }) => {
  await signIn(page, DEMO.mentor.loginPath, DEMO.mentor.email);
  await expectPath(page, '/mentor/dashboard');
  // The mentor's menu speaks the app's language, as the student's does.
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Dasbor', 'Materi', 'Proyek siswa']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Bahasa: ID' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(greeting(page)).toHaveText(`Hi, ${DEMO.mentor.name}`);
  await expect(page.getByRole('link', { name: 'Material' })).toBeVisible();
});
