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
