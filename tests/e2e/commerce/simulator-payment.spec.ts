/**
 * The simulator's payment page in Chromium, under the app's real headers: a new student checks out, the
 * page shows the invoice and its QR code without a single CSP complaint, and its buttons land the student
 * on /payment/{status} with the invoice paid (paid chapters open) or failed.
 */
import { expect, type Page, test } from '@playwright/test';
import { registerStudent, signIn } from '../student/helpers';

async function checkout(page: Page, baseURL: string, channel: string) {
  const packages = (await (await page.request.get('/api/student/packages')).json()) as {
    data: { id: number; name: string }[];
  };
  const pkg = packages.data.find((p) => p.name === 'Paket 1 Bulan');
  expect(pkg).toBeDefined();
  const res = await page.request.post('/api/student/checkout', {
    data: { packageId: pkg?.id, channel },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { invoiceId: string; paymentLink: string } }).data;
}

function cspComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

test('a student pays a QRIS invoice on the simulator and lands on /payment/success', async ({ page, baseURL }) => {
  const student = await registerStudent(page, baseURL as string, 'simpay');
  await signIn(page, student.email);
  const invoice = await checkout(page, baseURL as string, 'qris');
  expect(invoice.paymentLink).toBe(`${baseURL}/api/payments/simulator/${invoice.invoiceId}`);

  const complaints = cspComplaints(page);
  await page.goto(invoice.paymentLink);
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible();
  await expect(page.getByText(invoice.invoiceId)).toBeVisible();
  const qr = page.locator('.qr svg');
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThan(150);
  // The nonce'd stylesheet applied: the pay button is the blue one.
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toHaveCSS(
    'background-color',
    'rgb(47, 111, 237)',
  );
  await page.screenshot({ path: test.info().outputPath('simulator-page.png'), fullPage: true });

  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/payment/success' && url.searchParams.get('invoice') === invoice.invoiceId,
  );
  expect(complaints).toEqual([]);

  const paid = await page.request.get(`/api/student/payments/${invoice.invoiceId}`);
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');
  const chapters = await page.request.get('/api/student/courses/2/chapters');
  expect(((await chapters.json()) as { meta: { subscribed: boolean } }).meta.subscribed).toBe(true);
});

test('the fail button of a VA invoice lands on /payment/failed', async ({ page, baseURL }) => {
  const student = await registerStudent(page, baseURL as string, 'simfail');
  await signIn(page, student.email);
  const invoice = await checkout(page, baseURL as string, 'bca');
  await page.goto(invoice.paymentLink);
  await expect(page.getByTestId('va-number')).toHaveText(/^70012\d{11}$/);
  await page.getByRole('button', { name: 'Gagalkan pembayaran' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/payment/failed');
  const failed = await page.request.get(`/api/student/payments/${invoice.invoiceId}`);
  expect(((await failed.json()) as { data: { status: string } }).data.status).toBe('failed');
});

test.describe('in a browser that prefers English, with no language chosen in the app', () => {
  test.use({ locale: 'en-US' });

  test('the simulator speaks the app’s Indonesian, and English once English is chosen', async ({ page, baseURL }) => {
    const student = await registerStudent(page, baseURL as string, 'simlang');
    await signIn(page, student.email);
    const invoice = await checkout(page, baseURL as string, 'qris');
    await page.goto(invoice.paymentLink);
    await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');

    await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL as string }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  });
});
