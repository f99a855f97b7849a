/**
 * The admin's commerce screens in Chromium: grant a subscription (student, package, reason) and end
 * it, record a manual payment that opens the student's paid chapters (seen by the student too, with its
 * receipt), read the payment's history, and see revenue per month on the dashboard.
 */
import { expect, type Locator, test } from '@playwright/test';
import { signInAdmin } from '../admin/helpers';
import { registerStudent, signIn } from '../student/helpers';

/** Picks a student in the shared picker: type the name, then choose the match. */
async function pickStudent(dialog: Locator, fullName: string, email: string) {
  await dialog.getByLabel('Cari siswa').fill(fullName);
  const select = dialog.getByLabel('Siswa', { exact: true });
  await expect(select.locator('option', { hasText: email })).toHaveCount(1);
  await select.selectOption({ label: `${fullName} · ${email}` });
}

/** Picks the first package of the students' course (course 2, "Pengembangan Web"). */
async function pickWebPackage(dialog: Locator) {
  const select = dialog.getByLabel('Paket', { exact: true });
  const option = select.locator('option', { hasText: 'Pengembangan Web' }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value'))!);
}

test('an admin grants a subscription, ends it, records a manual payment and refunds it', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const granted = await registerStudent(page, baseURL!, `hadiah${Date.now().toString(36)}`);
  const payer = await registerStudent(page, baseURL!, `transfer${Date.now().toString(36)}`);
  await signInAdmin(page);

  // Dashboard: revenue per month beside the sign-up chart.
  await expect(page.getByRole('heading', { name: 'Pendapatan per bulan' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Grafik pendapatan per bulan' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pendapatan per bulan' }).getByRole('row')).toHaveCount(13);
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true });

  // Grant: every field is required.
  await page.getByRole('link', { name: 'Langganan', exact: true }).click();
  await page.getByRole('button', { name: 'Berikan langganan' }).click();
  let dialog = page.getByRole('dialog', { name: 'Berikan langganan' });
  await dialog.getByRole('button', { name: 'Berikan', exact: true }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(3);
  await pickStudent(dialog, granted.fullName, granted.email);
  await pickWebPackage(dialog);
  await dialog.getByLabel('Alasan').fill('Beasiswa lomba coding');
  await page.screenshot({ path: testInfo.outputPath('admin-grant.png') });
  await dialog.getByRole('button', { name: 'Berikan', exact: true }).click();
  await expect(page.getByText('Langganan berhasil diberikan.').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Daftar langganan' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(granted.fullName);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Aktif');

  // End it now.
  await table.getByRole('button', { name: `Akhiri langganan ${granted.fullName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Akhiri langganan' });
  await dialog.getByLabel('Alasan (opsional)').fill('Permintaan siswa');
  await dialog.getByRole('button', { name: 'Akhiri sekarang' }).click();
  await expect(page.getByText('Langganan berhasil diakhiri.').last()).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Tidak aktif');
  await expect(table.getByRole('button', { name: `Akhiri langganan ${granted.fullName}` })).toHaveCount(0);

  // Record a manual bank transfer for the second student.
  await page.getByRole('link', { name: 'Pembayaran', exact: true }).click();
  await page.getByRole('button', { name: 'Catat pembayaran manual' }).click();
  dialog = page.getByRole('dialog', { name: 'Catat pembayaran manual' });
  await pickStudent(dialog, payer.fullName, payer.email);
  await pickWebPackage(dialog);
  await expect(dialog.getByLabel('Metode')).toHaveValue('transfer');
  await dialog.getByLabel('Referensi (opsional)').fill('TRF-0001');
  await page.screenshot({ path: testInfo.outputPath('admin-manual-payment.png') });
  await dialog.getByRole('button', { name: 'Catat pembayaran' }).click();
  await expect(page.getByText(/dicatat dan langganannya dibuat/).last()).toBeVisible();

  const payments = page.getByRole('table', { name: 'Daftar pembayaran' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(payer.fullName);
  await expect(payments.getByRole('row')).toHaveCount(2);
  const row = payments.getByRole('row').nth(1);
  await expect(row).toContainText('Lunas');
  await expect(row).toContainText('Transfer bank');
  const invoiceId = (await row.getByRole('cell').first().textContent())!.trim();

  // Its history holds the admin's record, applied.
  await row.getByRole('button', { name: `Riwayat ${invoiceId}` }).click();
  dialog = page.getByRole('dialog', { name: `Riwayat notifikasi ${invoiceId}` });
  const history = dialog.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Admin');
  await expect(history.getByRole('row').nth(1)).toContainText('Diterapkan');
  await expect(history.getByRole('row').nth(1)).toContainText('Lunas');
  await page.screenshot({ path: testInfo.outputPath('admin-history.png') });
  await dialog.getByRole('button', { name: 'Tutup' }).first().click();

  await page.getByRole('link', { name: 'Langganan', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(payer.fullName);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Aktif');

  // The student sees what the admin recorded: the paid chapters open, the subscription and the receipt.
  const student = await browser.newContext({ baseURL });
  const studentPage = await student.newPage();
  await signIn(studentPage, payer.email);
  await studentPage.goto('/learning');
  const paid = studentPage.locator('.kk-map__chapter', { has: studentPage.getByText('Bab 1', { exact: true }) });
  await expect(paid).toBeVisible();
  await expect(paid.getByText('Perlu berlangganan')).toHaveCount(0);
  await studentPage.goto('/subscription');
  await expect(studentPage.getByTestId('active-subscription')).toBeVisible();
  const invoice = studentPage.locator(`tr[data-invoice="${invoiceId}"]`);
  await expect(invoice).toContainText('Transfer bank');
  await invoice.getByRole('link', { name: `Kuitansi tagihan ${invoiceId}` }).click();
  await expect(studentPage.getByTestId('receipt-status')).toHaveText('Lunas');

  // The money goes back: the admin records the refund, and the student's paid chapters close again.
  await page.getByRole('link', { name: 'Pembayaran', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Cari' }).fill(payer.fullName);
  await expect(payments.getByRole('row')).toHaveCount(2);
  await payments.getByRole('button', { name: `Kembalikan dana ${invoiceId}` }).click();
  const confirm = page.getByRole('dialog', { name: `Kembalikan dana ${invoiceId}?` });
  await confirm.getByRole('button', { name: 'Catat pengembalian dana' }).click();
  await expect(page.getByText(/dicatat sudah dikembalikan/).last()).toBeVisible();
  await expect(payments.getByRole('row').nth(1)).toContainText('Dikembalikan');
  await expect(payments.getByRole('button', { name: `Kembalikan dana ${invoiceId}` })).toHaveCount(0);
  await studentPage.goto('/learning');
  await expect(paid.getByText('Perlu berlangganan')).toBeVisible();
  await student.close();
});
