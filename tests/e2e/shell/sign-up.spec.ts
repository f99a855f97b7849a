import { expect, type Page, test } from '@playwright/test';
import { botCheckToken } from '../bot-check-token';
import { expectPath, greeting, uniqueEmail } from './helpers';

/** The ALTCHA widget's checkbox, named by its current state (our translated texts). */
const robotCheckbox = (page: Page, name = 'Saya bukan robot') => page.getByRole('checkbox', { name, exact: true });

/**
 * The bot check by keyboard: Tab from the last field lands on the widget's checkbox. The widget starts
 * solving as soon as the visitor works in the form, so by then it is solved or about to be.
 */
async function reachBotCheckByKeyboard(page: Page) {
  await page.getByLabel('Pekerjaan').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'Verifikasi bukan robot' }).getByRole('checkbox')).toBeFocused();
  await expect(robotCheckbox(page, 'Terverifikasi')).toBeChecked();
}

test('sign-up checks every field with the spec messages and shows server field errors', async ({ page }) => {
  await page.goto('/signup');
  // Placeholders are disabled options.
  await expect(page.getByLabel('Provinsi').locator('option', { hasText: 'Pilih Provinsi' })).toBeDisabled();
  await expect(page.getByLabel('Kota').locator('option', { hasText: 'Pilih Kota' })).toBeDisabled();

  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('bad-address');
  await page.getByLabel('Kata sandi', { exact: true }).fill('short');
  // Letters never get into the phone field.
  await page.getByLabel('Nomor telepon').fill('08ab12-34');
  await expect(page.getByLabel('Nomor telepon')).toHaveValue('081234');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('This is not email format.')).toBeVisible();
  await expect(page.getByText('Password minimum 8 characters long')).toBeVisible();
  await expect(page.getByText('Phone number minimum 11 numbers long')).toBeVisible();

  // An address that is taken comes back from the server as a field error.
  await fillValid(page, 'student@kelaskoding.id');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  const emailId = await page.getByLabel('Email', { exact: true }).getAttribute('id');
  await expect(page.locator(`[id="${emailId}-error"]`)).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectPath(page, '/signup');

  // The server told it after spending the bot check's solution: the widget solves afresh and a free address signs up.
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await reachBotCheckByKeyboard(page);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expectPath(page, '/intro');
});

test('a new student signs up, meets the robot guide, reaches the dashboard and signs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await fillValid(page, email);
  await reachBotCheckByKeyboard(page);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();

  await expectPath(page, '/intro');
  await expect(page.getByText('Langkah 1 dari 3')).toBeVisible();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('button', { name: 'Mulai belajar' }).click();

  await expectPath(page, '/dashboard');
  await expect(greeting(page)).toHaveText('Halo, Sinta Maharani');

  await page.getByRole('button', { name: 'Halo, Sinta Maharani' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expectPath(page, '/');

  // The new account signs in again.
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-sinta-1');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expectPath(page, '/dashboard');
  await expect(greeting(page)).toHaveText('Halo, Sinta Maharani');
});

async function fillValid(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('Nama lengkap').fill('Sinta Maharani');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-sinta-1');
  await page.getByLabel('Nomor telepon').fill('081234567890');
  await page.getByLabel('Perempuan').check();
  await page.getByLabel('Tanggal lahir').fill('2001-04-17');
  const province = page.getByLabel('Provinsi');
  await expect(province.locator('option')).not.toHaveCount(1);
  await province.selectOption({ label: 'Jawa Barat' });
  const city = page.getByLabel('Kota');
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'Kota Bandung' });
  await page.getByLabel('Pekerjaan').fill('Mahasiswa');
}

test('the bot-check widget loads with /signup only, never with the landing page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /altcha/i.test(url))).toEqual([]);
  await page.goto('/signup');
  await expect(robotCheckbox(page)).toBeVisible();
  expect(scripts.filter((url) => /altcha/i.test(url)).length).toBeGreaterThan(0);
});

test('a solution the server refuses (already used) shows why on the bot check, which starts over', async ({
  page,
  baseURL,
}) => {
  // A token used up by another sign-up, swapped into this form's request on its way to the real server.
  const used = await botCheckToken(page.request);
  const other = await page.request.post('/api/student/register', {
    data: {
      fullName: 'Siswa Lain',
      email: uniqueEmail(),
      password: 'rahasia123',
      phoneNumber: '081234567890',
      botCheck: used,
    },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(other.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/signup');
  await fillValid(page, uniqueEmail());
  await page.route('**/api/student/register', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, botCheck: used }) });
  });
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Verifikasi ini sudah pernah dipakai. Silakan verifikasi ulang.')).toBeVisible();
  await expect(robotCheckbox(page)).not.toBeChecked();
  await expectPath(page, '/signup');

  // Without the swap, a new solution (Space on the checkbox) signs up.
  await page.unroute('**/api/student/register');
  await robotCheckbox(page).focus();
  await page.keyboard.press('Space');
  await expect(robotCheckbox(page, 'Terverifikasi')).toBeChecked();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expectPath(page, '/intro');
});
