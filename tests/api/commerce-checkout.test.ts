/** Checkout and the student's invoices: amounts from the server, one pending invoice per package, owner-only reads. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentSubscription, Receipt, StudentInvoice, StudentInvoiceRow } from '../../api/contracts/commerce';
import { payments, users } from '../../api/db/schema';
import { ONE_MONTH_PACKAGE, setupCommerce } from './commerce-fixture';
import { demo, login } from './helpers';

const f = setupCommerce();

describe('checkout', () => {
  it('opens a pending invoice at the package price on the simulator', async () => {
    const s = await f.newStudent();
    // A price sent by the client is not part of the contract and is ignored.
    const res = await f.call<{
      data: {
        invoiceId: string;
        amount: number;
        status: string;
        paymentLink: string;
        expiresAt: string;
        channel: string;
      };
    }>(s.cookie, 'POST', '/api/student/checkout', { packageId: f.packageId, channel: 'bca', amount: 1 });
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ status: 'pending', amount: ONE_MONTH_PACKAGE.price, channel: 'bca' });
    expect(data.invoiceId).toMatch(/^KK-\d{8}-[A-Z0-9]{8}$/);
    expect(data.paymentLink).toBe(`http://localhost/api/payments/simulator/${data.invoiceId}`);
    const hours = (Date.parse(data.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('returns the pending invoice on a second checkout of the same package, a new one for another package', async () => {
    const s = await f.newStudent();
    const first = await f.checkout(s.cookie, f.packageId, 'bca');
    const again = await f.checkout(s.cookie, f.packageId, 'qris');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const other = await f.checkout(s.cookie, f.package3Id, 'qris');
    expect(other.status).toBe(201);
    expect(other.body.data.invoiceId).not.toBe(first.body.data.invoiceId);
    const list = await f.call<{ data: StudentInvoiceRow[]; total: number }>(s.cookie, 'GET', '/api/student/payments');
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((i) => i.invoiceId)).toEqual([other.body.data.invoiceId, first.body.data.invoiceId]);
  });

  it('refuses unknown channels, unknown and trashed packages, and bad bodies with 400', async () => {
    const s = await f.newStudent();
    expect((await f.checkout(s.cookie, f.packageId, 'ovo')).status).toBe(400);
    const unknown = await f.call<{ error: { code: string; fields: Record<string, string> } }>(
      s.cookie,
      'POST',
      '/api/student/checkout',
      { packageId: 99999, channel: 'bca' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.packageId).toBeTruthy();
    const created = await f.call<{ data: { id: number } }>(f.admin, 'POST', '/api/admin/packages', {
      name: 'Paket Lama',
      price: 10000,
      courseId: 2,
      durationInMonth: 1,
    });
    await f.call(f.admin, 'DELETE', `/api/admin/packages/${created.body.data.id}`);
    expect((await f.checkout(s.cookie, created.body.data.id)).status).toBe(400);
    expect((await f.call(s.cookie, 'POST', '/api/student/checkout', { channel: 'bca' })).status).toBe(400);
    expect((await f.call(s.cookie, 'POST', '/api/student/checkout', [])).status).toBe(400);
  });

  it('is for signed-in students only, from our own origin', async () => {
    expect(
      (await f.call(undefined, 'POST', '/api/student/checkout', { packageId: f.packageId, channel: 'bca' })).status,
    ).toBe(401);
    const mentor = await login(f.app, 'mentor', demo.mentor, demo.password);
    expect(
      (await f.call(mentor, 'POST', '/api/student/checkout', { packageId: f.packageId, channel: 'bca' })).status,
    ).toBe(403);
    const s = await f.newStudent();
    const res = await f.app.request('/api/student/checkout', {
      method: 'POST',
      headers: { cookie: s.cookie, origin: 'http://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ packageId: f.packageId, channel: 'bca' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('the student invoice', () => {
  it('shows its owner the instructions, package and course; 404 for anyone else', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'bni')).body.data;
    const own = await f.call<{ data: StudentInvoice }>(s.cookie, 'GET', `/api/student/payments/${invoiceId}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      invoiceId,
      status: 'pending',
      amount: ONE_MONTH_PACKAGE.price,
      channel: 'bni',
      packageName: 'Paket 1 Bulan',
      package: { id: f.packageId, durationInMonth: 1 },
      course: { id: 2 },
      gateway: 'simulator',
      paidAt: null,
      subscription: null,
      instructions: { kind: 'va', bank: 'bni' },
    });
    expect(own.body.data.instructions).toHaveProperty('vaNumber', expect.stringMatching(/^8808\d{12}$/));

    const other = await f.newStudent();
    for (const path of ['', '/receipt', '/qr.svg']) {
      const res = await f.call<{ error: { code: string } }>(
        other.cookie,
        'GET',
        `/api/student/payments/${invoiceId}${path}`,
      );
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(invoiceId);
    }
    expect((await f.call(other.cookie, 'POST', `/api/student/payments/${invoiceId}/check`)).status).toBe(404);
    expect((await f.call(undefined, 'GET', `/api/student/payments/${invoiceId}`)).status).toBe(401);
    expect((await f.call(s.cookie, 'GET', '/api/student/payments/KK-00000000-NOPE')).status).toBe(404);
  });

  it('serves the QR code of a QRIS invoice as SVG, and none for a VA invoice', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'qris')).body.data;
    const invoice = await f.call<{ data: StudentInvoice }>(s.cookie, 'GET', `/api/student/payments/${invoiceId}`);
    expect(invoice.body.data.instructions).toMatchObject({
      kind: 'qris',
      qrImageUrl: `/api/student/payments/${invoiceId}/qr.svg`,
    });
    const res = await f.app.request(`/api/student/payments/${invoiceId}/qr.svg`, { headers: { cookie: s.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<path/);
    const va = (await f.checkout(s.cookie, f.package3Id, 'mandiri')).body.data.invoiceId;
    expect((await f.call(s.cookie, 'GET', `/api/student/payments/${va}/qr.svg`)).status).toBe(404);
  });

  it('has a receipt with the printable fields', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'gopay')).body.data;
    const res = await f.call<{ data: Receipt }>(s.cookie, 'GET', `/api/student/payments/${invoiceId}/receipt`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      invoiceId,
      status: 'pending',
      amount: ONE_MONTH_PACKAGE.price,
      channel: 'gopay',
      packageName: 'Paket 1 Bulan',
      durationInMonth: 1,
      student: { email: s.email },
      paidAt: null,
    });
  });

  it('shows no subscription and the pending invoice on /subscription', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'gopay')).body.data;
    const res = await f.call<{ data: CurrentSubscription }>(s.cookie, 'GET', '/api/student/subscription');
    expect(res.body.data).toMatchObject({
      status: 'none',
      current: null,
      renewalPackageId: null,
      pendingInvoice: { invoiceId },
    });
  });
});

describe('seeded invoices', () => {
  it('are payable simulator invoices, answered with an absolute link on this origin', async () => {
    const pending = (await f.db.select().from(payments).where(eq(payments.status, 'pending')))[0]!;
    expect(pending.paymentLink).toBe(`/api/payments/simulator/${pending.invoiceId}`);
    const owner = (await f.db.select({ email: users.email }).from(users).where(eq(users.id, pending.studentId)))[0]!;
    const cookie = await login(f.app, 'student', owner.email, demo.password);
    const res = await f.call<{ data: StudentInvoice }>(cookie, 'GET', `/api/student/payments/${pending.invoiceId}`);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      gateway: 'simulator',
      paymentLink: `http://localhost/api/payments/simulator/${pending.invoiceId}`,
    });
    expect(res.body.data.instructions).not.toBeNull();
  });
});
