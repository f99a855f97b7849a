import { devices, expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

// A phone: mobile user agent, touch, narrow viewport (Chromium, as configured).
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 5'];
test.use(pixel);

test('the role areas send a phone to /restricted', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/restricted');
  await expect(page.getByRole('heading', { name: 'Website ini dioptimalkan untuk desktop' })).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/restricted');
});

test('a signed-in student on a phone is sent to /restricted too', async ({ page }) => {
  await signIn(page, DEMO.student.loginPath, DEMO.student.email);
  await expect(page).toHaveURL((url) => url.pathname === '/restricted');
});

test('the landing page fits a phone with sign-in on screen, and /restricted links home', async ({ page }) => {
  await page.goto('/');
  const signInLink = page.getByRole('link', { name: 'Masuk', exact: true });
  await expect(signInLink).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Daftar Gratis' })).toBeInViewport({ ratio: 1 });
  // Nothing wider than the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await signInLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/signin');

  await page.goto('/restricted');
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
