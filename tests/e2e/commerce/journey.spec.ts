/**
 * The commerce journey in Chromium with the default gateway (the simulator): a new student signs up,
 * finishes the free trial chapter, meets the paid chapter's gate, buys a package on the simulator page,
 * lands on /payment/success and opens a paid material; the invoice then has a receipt.
 */
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../student/helpers';
import { finishTrialChapter } from './helpers';

const PASSWORD = 'rahasia-pembeli-1';

/** Signs up through /signup, solving the bot check in the browser, then walks the intro. */
async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Nama lengkap').fill('Bima Pembeli');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nomor telepon').fill('081234567890');
  await page.getByLabel('Laki-laki').check();
  await page.getByLabel('Tanggal lahir').fill('2000-02-02');
  const province = page.getByLabel('Provinsi');
  await expect(province.locator('option')).not.toHaveCount(1);
  await province.selectOption({ label: 'Jawa Barat' });
  await expect(page.getByLabel('Kota')).toBeEnabled();
  await page.getByLabel('Kota').selectOption({ label: 'Kota Bandung' });
  await page.getByLabel('Pekerjaan').fill('Mahasiswa');
  // The bot check (ALTCHA's proof of work) starts solving while the form is filled; Tab reaches its checkbox.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'Verifikasi bukan robot' }).getByRole('checkbox')).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Terverifikasi', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/intro');
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('button', { name: 'Mulai belajar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
}

const paidChapter = (page: Page) => page.locator('.kk-map__chapter', { has: page.getByText('Bab 1', { exact: true }) });

test('a new student signs up, buys a package on the simulator and opens a paid material', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('buyer'));
  await finishTrialChapter(page, baseURL!);

  // The first paid material is next, behind the subscription gate.
  await page.goto('/learning');
  await expect(paidChapter(page).getByText('Perlu berlangganan')).toBeVisible();
  await paidChapter(page).getByRole('link', { name: 'Berlangganan untuk membuka bab ini' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/subscription');
  await expect(page.getByText(/Pembelian paket akan segera tersedia/)).toHaveCount(0);
  await expect(page.getByText('Kamu belum berlangganan.', { exact: false })).toBeVisible();

  // The buy dialog: a channel must be chosen; the radios work by keyboard.
  const firstPackage = page.locator('.kk-sub__package').first();
  const packageName = (await firstPackage.locator('h3').textContent()) ?? '';
  const price = (await firstPackage.locator('.kk-sub__price').textContent()) ?? '';
  expect(price).toMatch(/^Rp \d{1,3}(\.\d{3})+$/);
  await firstPackage.getByRole('button', { name: `Beli ${packageName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Beli ${packageName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Virtual account bank' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Pilih metode pembayaran dulu.');
  await dialog.getByRole('radio', { name: 'Virtual account BCA' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Virtual account BNI' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'Virtual account BCA' })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('checkout-dialog.png') });
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();

  // The simulator's page, hosted by our server, pays like the gateway would.
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible();
  await expect(page.getByText(price, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('simulator.png') });
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/payment/success' && url.searchParams.has('invoice'));
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Lunas');
  await expect(page.getByText(/Langganan kamu aktif sampai/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-success.png') });
  const invoiceId = new URL(page.url()).searchParams.get('invoice')!;

  // The paid chapter is open: its first material loads.
  await page.getByRole('link', { name: 'Mulai belajar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/learning');
  await expect(paidChapter(page).getByText('Perlu berlangganan')).toHaveCount(0);
  const link = paidChapter(page).locator('a.kk-map__m-link').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/learning\/\w+\?materialId=\d+/);
  await expect(page.getByText('Materi ini masih terkunci')).toHaveCount(0);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();

  // /subscription: the active subscription, its end date and renewal, and the paid invoice's receipt.
  await page.goto('/subscription');
  await expect(page.getByTestId('active-subscription')).toContainText(packageName);
  await expect(page.getByTestId('subscription-end')).toHaveText(/^\d{2} \w+ \d{4} \/ \d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Perpanjang langganan' })).toBeVisible();
  const row = page.locator(`tr[data-invoice="${invoiceId}"]`);
  await expect(row).toContainText('Lunas');
  await expect(row).toContainText(price);
  await expect(row).toContainText('Virtual account BCA');
  await page.screenshot({ path: testInfo.outputPath('subscription.png'), fullPage: true });
  await row.getByRole('link', { name: `Kuitansi tagihan ${invoiceId}` }).click();
  await expect(page.getByRole('heading', { name: 'Kuitansi pembayaran' })).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText(price);
  await expect(page.getByTestId('receipt-status')).toHaveText('Lunas');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.kk-topbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible();
});
