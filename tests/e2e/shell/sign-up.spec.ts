import { expect, test } from '@playwright/test';
import { expectPath, greeting, uniqueEmail } from './helpers';

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
});

test('a new student signs up, meets the robot guide, reaches the dashboard and signs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await fillValid(page, email);
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
