/**
 * The simulator's payment page: shown to the invoice's owner only, no script under a strict CSP, and its
 * buttons (same-origin multipart form) go through the real notification handler with a real signature.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentNotifications, payments, subscriptions } from '../../api/db/schema';
import { setupCommerce } from './commerce-fixture';
import { demo, login, TEST_ORIGIN } from './helpers';

const f = setupCommerce();

async function invoice(channel = 'bca') {
  const s = await f.newStudent();
  const { invoiceId, paymentLink } = (await f.checkout(s.cookie, f.packageId, channel)).body.data;
  return { ...s, invoiceId, path: new URL(paymentLink).pathname };
}

function press(path: string, cookie: string, action: string, origin: string | null = TEST_ORIGIN) {
  const form = new FormData();
  form.set('action', action);
  const headers: Record<string, string> = { cookie };
  if (origin) headers.origin = origin;
  return f.app.request(path, { method: 'POST', headers, body: form, redirect: 'manual' });
}

const statusOf = async (invoiceId: string) =>
  (await f.db.select({ status: payments.status }).from(payments).where(eq(payments.invoiceId, invoiceId)))[0]?.status;

describe('simulator page', () => {
  it('shows the owner the invoice, VA number and buttons, under a CSP that allows no script', async () => {
    const s = await invoice('bri');
    const res = await f.app.request(s.path, { headers: { cookie: s.cookie } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const html = await res.text();
    expect(html).toContain(s.invoiceId);
    expect(html).toMatch(/data-testid="va-number">26215\d{11}</);
    expect(html).toContain('Rp');
    expect(html).not.toMatch(/<script/i);
    for (const action of ['pay', 'fail', 'expire']) expect(html).toContain(`value="${action}"`);
  });

  it('draws the QR code for QRIS and speaks English with the locale cookie', async () => {
    const s = await invoice('qris');
    const res = await f.app.request(s.path, { headers: { cookie: `${s.cookie}; locale=en` } });
    const html = await res.text();
    expect(html).toContain('<svg');
    expect(html).toContain('Payment simulator');
    expect(html).toContain('lang="en"');
  });

  it('is not shown to other students (404) or guests (401)', async () => {
    const s = await invoice();
    const other = await f.newStudent();
    expect((await f.app.request(s.path, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await f.app.request(s.path)).status).toBe(401);
    expect((await press(s.path, other.cookie, 'pay')).status).toBe(404);
    expect(await statusOf(s.invoiceId)).toBe('pending');
  });

  it('answers 403 to a signed-in admin or mentor: signing in again would not help', async () => {
    const s = await invoice();
    const admin = await f.app.request(s.path, { headers: { cookie: f.admin, 'x-locale': 'en' } });
    expect(admin.status).toBe(403);
    expect(await admin.text()).toContain('only for the student');
    const mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
    expect((await f.app.request(s.path, { headers: { cookie: mentor } })).status).toBe(403);
    expect((await press(s.path, mentor, 'pay')).status).toBe(403);
    expect(await statusOf(s.invoiceId)).toBe('pending');
  });

  it('pays through the notification handler and sends the student to /payment/success', async () => {
    const s = await invoice();
    const res = await press(s.path, s.cookie, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment/success?invoice=${s.invoiceId}`);
    expect(await statusOf(s.invoiceId)).toBe('paid');
    const payment = (await f.db.select().from(payments).where(eq(payments.invoiceId, s.invoiceId)))[0]!;
    expect(await f.db.select().from(subscriptions).where(eq(subscriptions.paymentId, payment.id))).toHaveLength(1);
    const [note] = await f.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, payment.id));
    const sent = JSON.parse(note!.payload!);
    expect(sent).toMatchObject({
      order_id: s.invoiceId,
      status_code: '200',
      gross_amount: '149000.00',
      transaction_status: 'settlement',
      payment_type: 'bank_transfer',
    });
    expect(sent.signature_key).toMatch(/^[0-9a-f]{128}$/);
    // Pressing again (a second tab) changes nothing and lands on the same page.
    const again = await press(s.path, s.cookie, 'fail');
    expect(again.headers.get('location')).toBe(`/payment/success?invoice=${s.invoiceId}`);
    expect(await statusOf(s.invoiceId)).toBe('paid');
    // The page of a paid invoice sends the visitor to its status.
    const page = await f.app.request(s.path, { headers: { cookie: s.cookie }, redirect: 'manual' });
    expect(page.status).toBe(303);
  });

  it('fails and expires through their buttons', async () => {
    const failed = await invoice('card');
    expect((await press(failed.path, failed.cookie, 'fail')).headers.get('location')).toBe(
      `/payment/failed?invoice=${failed.invoiceId}`,
    );
    expect(await statusOf(failed.invoiceId)).toBe('failed');
    const expired = await invoice('gopay');
    expect((await press(expired.path, expired.cookie, 'expire')).headers.get('location')).toBe(
      `/payment/expired?invoice=${expired.invoiceId}`,
    );
    expect(await statusOf(expired.invoiceId)).toBe('expired');
  });

  it('refuses a press from another site, without Origin, or with an unknown action', async () => {
    const s = await invoice();
    expect((await press(s.path, s.cookie, 'pay', 'http://evil.test')).status).toBe(403);
    expect((await press(s.path, s.cookie, 'pay', null)).status).toBe(403);
    expect((await press(s.path, s.cookie, 'steal')).status).toBe(400);
    const urlencoded = await f.app.request(s.path, {
      method: 'POST',
      headers: { cookie: s.cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(urlencoded.status).toBe(415);
    expect(await statusOf(s.invoiceId)).toBe('pending');
  });
});
