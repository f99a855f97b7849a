/**
 * /payment/{status} tells the truth about the invoice as the API holds it: pending shows the
 * instructions and a status check, a failed payment offers a retry, and neither a guest nor another
 * student is ever told that someone's payment succeeded; without an invoice the page stays neutral.
 */
import { expect, test } from '@playwright/test';
import { registerStudent, signIn } from '../student/helpers';

test('a pending invoice shows its instructions, a failed one a retry, and no one else sees it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const owner = await registerStudent(page, baseURL!, 'payer');
  await signIn(page, owner.email);

  // A checkout through the API, as the buy dialog makes it.
  const packages = await page.request.get('/api/student/packages?courseId=2');
  const packageId = ((await packages.json()) as { data: { id: number }[] }).data[0]!.id;
  const checkout = await page.request.post('/api/student/checkout', {
    data: { packageId, channel: 'mandiri' },
    headers: { origin },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { invoiceId } = ((await checkout.json()) as { data: { invoiceId: string } }).data;

  // Even at /payment/success, a pending invoice is shown as pending, with its virtual account.
  await page.goto(`/payment/success?invoice=${invoiceId}`);
  await expect(page.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toHaveCount(0);
  await expect(page.getByTestId('va-number')).toHaveText(/^\d{8,}$/);
  await expect(page.getByText('Virtual account Mandiri', { exact: true })).toBeVisible();
  await expect(page.getByText(/ke nomor virtual account Mandiri berikut/)).toBeVisible();
  await page.getByRole('button', { name: 'Cek status pembayaran' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pembayaran kamu belum kami terima' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-pending.png'), fullPage: true });

  // The /subscription page offers to resume it.
  await page.goto('/subscription');
  await expect(page.getByText(/belum selesai/)).toBeVisible();
  await expect(page.locator(`tr[data-invoice="${invoiceId}"]`)).toContainText('Menunggu pembayaran');

  // Buying that package again with another channel points at the unpaid invoice instead.
  await page
    .locator('.kk-sub__package')
    .first()
    .getByRole('button', { name: /^Beli / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Virtual account BCA' }).check();
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(dialog.getByRole('status')).toContainText('belum dibayar dengan Virtual account Mandiri');
  await page.screenshot({ path: testInfo.outputPath('checkout-existing.png') });
  await dialog.getByRole('button', { name: 'Lanjutkan tagihan itu' }).click();
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible();
  await expect(page.getByText(invoiceId)).toBeVisible();

  // Failing it on the simulator page lands on /payment/failed with a retry.
  await page.goto(`/payment/pending?invoice=${invoiceId}`);
  await page.getByRole('link', { name: 'Buka halaman pembayaran' }).click();
  await page.getByRole('button', { name: 'Gagalkan pembayaran' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/payment/failed');
  await expect(page.getByRole('heading', { name: 'Pembayaran gagal' })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Gagal');
  await page.screenshot({ path: testInfo.outputPath('payment-failed.png'), fullPage: true });
  // Its accessible name is the text it shows, so speech input ("click Pilih metode lain") finds it.
  await expect(page.getByRole('link', { name: 'Pilih metode lain', exact: true })).toHaveAttribute(
    'href',
    `/subscription?buy=${packageId}`,
  );
  // The retry makes a new invoice with the same channel and goes to pay it.
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible();
  await expect(page.getByText(invoiceId)).toHaveCount(0);

  // Another student does not see the invoice, whatever the address says.
  const other = await registerStudent(page, baseURL!, 'snoop');
  await signIn(page, other.email);
  await page.goto(`/payment/success?invoice=${invoiceId}`);
  await expect(page.getByRole('heading', { name: 'Tagihan tidak ditemukan' })).toBeVisible();
  await expect(page.getByText(invoiceId)).toHaveCount(0);

  // Their own QRIS invoice shows the QR code our server draws.
  const qris = await page.request.post('/api/student/checkout', {
    data: { packageId, channel: 'qris' },
    headers: { origin },
  });
  expect(qris.status(), await qris.text()).toBe(201);
  const qrisInvoice = ((await qris.json()) as { data: { invoiceId: string } }).data.invoiceId;
  await page.goto(`/payment/pending?invoice=${qrisInvoice}`);
  const qr = page.getByRole('img', { name: 'Kode QR pembayaran' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('payment-qris.png'), fullPage: true });

  // A guest is asked to sign in; without an invoice the page claims nothing.
  await page.context().clearCookies();
  await page.goto(`/payment/success?invoice=${invoiceId}`);
  await expect(page.getByRole('heading', { name: 'Masuk untuk melihat pembayaran ini' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toHaveCount(0);
  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { name: 'Status pembayaran' })).toBeVisible();
  await expect(page.getByText(/berhasil|aktif/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('payment-neutral.png') });
});
