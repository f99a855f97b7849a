/** A fresh student edits the profile, with the phone rules and the province → city selects. */
import { expect, test } from '@playwright/test';
import { registerStudent, signIn } from './helpers';

test('a student edits name, phone, province and city, and sees them after a reload', async ({ page, baseURL }) => {
  const { email } = await registerStudent(page, baseURL!, 'account');
  await signIn(page, email);
  await page.goto('/account?view=info');

  const province = page.getByLabel('Provinsi');
  const city = page.getByLabel('Kota');
  await expect(province.locator('option', { hasText: 'Pilih Provinsi' })).toBeDisabled();
  await expect(city).toBeDisabled();

  await page.getByLabel('Nama lengkap').fill('');
  const phone = page.getByLabel('Nomor telepon');
  await phone.fill('08a12');
  await expect(phone).toHaveValue('0812');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByText('Phone number minimum 11 numbers long')).toBeVisible();

  await page.getByLabel('Nama lengkap').fill('Sari Wulandari');
  await phone.fill('085712345678');
  await page.getByLabel('Jenis kelamin').selectOption('female');
  await page.getByLabel('Tanggal lahir').fill('2001-05-17');
  await province.selectOption({ label: 'Jawa Barat' });
  await expect(city).toBeEnabled();
  await expect(city.locator('option', { hasText: 'Pilih Kota' })).toBeDisabled();
  const cityOptions = await city.locator('option:not([disabled])').allTextContents();
  expect(cityOptions.some((c) => /bandung/i.test(c))).toBe(true);
  expect(cityOptions.some((c) => /surabaya/i.test(c))).toBe(false);
  const bandung = cityOptions.find((c) => /^kota bandung$/i.test(c)) ?? cityOptions.find((c) => /bandung/i.test(c))!;
  await city.selectOption({ label: bandung });
  await page.getByLabel('Pekerjaan').fill('Desainer');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Profil berhasil disimpan.')).toBeVisible();

  await page.goto('/account?view=profile');
  await page.reload();
  await expect(page.getByText('Sari Wulandari').first()).toBeVisible();
  await expect(page.getByText('085712345678')).toBeVisible();
  await expect(page.getByText(bandung, { exact: true })).toBeVisible();
  await expect(page.getByText('Desainer')).toBeVisible();
  await expect(page.getByText('Belum berlangganan (akses percobaan)')).toBeVisible();
});
