/** The student screens in English: texts, the title fallback, formats and a server message in the chosen language. */
import { expect, test } from '@playwright/test';
import { registerStudent, signIn } from './helpers';

test('dashboard, course map, a locked material and the subscription page read in English', async ({
  page,
  baseURL,
  context,
}) => {
  const { email } = await registerStudent(page, baseURL!, 'english');
  await signIn(page, email);
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Siswa english!' })).toBeVisible();
  await expect(page.getByText('What the trial includes')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue: / })).toBeVisible();

  await page.goto('/learning');
  await expect(page.getByRole('heading', { name: 'Course map', level: 1 })).toBeVisible();
  await expect(page.getByText('Trial chapter 1')).toBeVisible();
  // The chapter's heading (the panel of what is left for the certificate names the chapter too).
  await expect(page.getByRole('heading', { name: 'Introduction to the Web' })).toBeVisible();
  await expect(page.getByText('Subscription needed').first()).toBeVisible();

  const locked = await page.locator('.kk-map__material.is-locked').first().getAttribute('data-material-id');
  await page.goto(`/learning/video?materialId=${locked}`);
  await expect(page.getByText('This material is still locked', { exact: true })).toBeVisible();
  // The server's message, in the language of the x-locale header.
  await expect(page.getByText('This material is still locked. Finish the previous material first.')).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Available packages' })).toBeVisible();
  await expect(page.getByText(/^Rp \d{1,3}(\.\d{3})+$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoices and receipts' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Buy Paket / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Bank virtual account' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'BCA virtual account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
