/**
 * The Midtrans gateway against a local fake of Snap and the status API on 127.0.0.1 (never the network):
 * the create-transaction request as Midtrans documents it, redirect_url as paymentLink, reconciliation
 * through the status API, a failing gateway, and the server key rules of env.ts / server-key.ts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentInvoice } from '../../api/contracts/commerce';
import { appSettings, payments } from '../../api/db/schema';
import { parseEnv } from '../../api/env';
import { paymentServerKey } from '../../api/services/commerce/payments';
import { fromFixture, ONE_MONTH_PACKAGE, SERVER_KEY, setupCommerce } from './commerce-fixture';
import { createTestApp } from './helpers';

type Seen = { method: string; url: string; auth: string | undefined; body: Record<string, unknown> | null };
const seen: Seen[] = [];
const statusReplies = new Map<string, { status: number; body: unknown }>();
let snapFails = false;
let server: Server;
let base = '';

const snapReply = JSON.parse(
  readFileSync(new URL('../fixtures/midtrans/snap-create-response.json', import.meta.url), 'utf8'),
);

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && req.url === '/snap/v1/transactions') {
      if (snapFails) {
        res.writeHead(401).end(JSON.stringify({ error_messages: ['Access denied due to unauthorized transaction'] }));
        return;
      }
      res.writeHead(201).end(JSON.stringify(snapReply));
      return;
    }
    const status = /^\/v2\/([^/]+)\/status$/.exec(req.url ?? '');
    if (req.method === 'GET' && status) {
      const reply = statusReplies.get(decodeURIComponent(status[1]!)) ?? {
        status: 404,
        body: { status_code: '404', status_message: "Transaction doesn't exist." },
      };
      res.writeHead(reply.status).end(JSON.stringify(reply.body));
      return;
    }
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const f = setupCommerce({ PAYMENT_GATEWAY: 'midtrans' });
// The fake server's address is known only once it listens: the gateway reads it lazily from env.
beforeAll(() => {
  Object.assign(f.env, { MIDTRANS_SNAP_URL: base, MIDTRANS_API_URL: base });
});

describe('midtrans gateway', () => {
  it('creates a Snap transaction as documented and uses its redirect_url as paymentLink', async () => {
    const s = await f.newStudent();
    const res = await f.checkout(s.cookie, f.packageId, 'mandiri');
    expect(res.status).toBe(201);
    expect(res.body.data.paymentLink).toBe(snapReply.redirect_url);
    const call = seen.find(
      (c) =>
        c.url === '/snap/v1/transactions' &&
        (c.body as { transaction_details: { order_id: string } }).transaction_details.order_id ===
          res.body.data.invoiceId,
    )!;
    expect(call.auth).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(call.body).toMatchObject({
      transaction_details: { order_id: res.body.data.invoiceId, gross_amount: ONE_MONTH_PACKAGE.price },
      item_details: [{ price: ONE_MONTH_PACKAGE.price, quantity: 1, name: 'Paket 1 Bulan' }],
      customer_details: { email: s.email },
      enabled_payments: ['echannel'],
      expiry: { unit: 'minutes', duration: 1440 },
      callbacks: { finish: `http://localhost/payment/pending?invoice=${res.body.data.invoiceId}` },
    });
    const invoice = await f.call<{ data: StudentInvoice }>(
      s.cookie,
      'GET',
      `/api/student/payments/${res.body.data.invoiceId}`,
    );
    expect(invoice.body.data).toMatchObject({
      gateway: 'midtrans',
      instructions: null,
      paymentLink: snapReply.redirect_url,
    });
  });

  it('reconciles through the status API: "check status" applies a verified settlement', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'bni')).body.data;
    // Midtrans does not know the order yet (the student has not chosen): nothing changes.
    const unknown = await f.call<{ data: StudentInvoice }>(
      s.cookie,
      'POST',
      `/api/student/payments/${invoiceId}/check`,
    );
    expect(unknown.body.data.status).toBe('pending');
    statusReplies.set(invoiceId, {
      status: 200,
      body: fromFixture('status-settlement', invoiceId, ONE_MONTH_PACKAGE.price),
    });
    const checked = await f.call<{ data: StudentInvoice }>(
      s.cookie,
      'POST',
      `/api/student/payments/${invoiceId}/check`,
    );
    expect(checked.status).toBe(200);
    expect(checked.body.data.status).toBe('paid');
    expect(checked.body.data.subscription).not.toBeNull();
    expect(seen.some((c) => c.method === 'GET' && c.url === `/v2/${invoiceId}/status`)).toBe(true);
    // A forged status answer (wrong key) would be refused like any notification: the invoice stays as it is.
    const t = await f.newStudent();
    const other = (await f.checkout(t.cookie, f.packageId, 'bni')).body.data.invoiceId;
    statusReplies.set(other, {
      status: 200,
      body: fromFixture('status-settlement', other, ONE_MONTH_PACKAGE.price, {}, 'wrong'),
    });
    const refused = await f.call<{ data: StudentInvoice }>(t.cookie, 'POST', `/api/student/payments/${other}/check`);
    expect(refused.body.data.status).toBe('pending');
  });

  it('applies a notified settlement or refund only as the status API confirms it', async () => {
    const s = await f.newStudent();
    const { invoiceId } = (await f.checkout(s.cookie, f.packageId, 'bni')).body.data;
    const price = ONE_MONTH_PACKAGE.price;
    const statusOf = async () => (await f.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)))[0]!;
    // The status API knows nothing of the order yet: a signed settlement is not applied.
    const settlement = fromFixture('notification-bank-transfer-settlement', invoiceId, price);
    expect((await f.notify(settlement)).status).toBe(400);
    // The status API says pending: still not applied.
    statusReplies.set(invoiceId, {
      status: 200,
      body: fromFixture('notification-bank-transfer-pending', invoiceId, price),
    });
    expect((await f.notify(settlement)).status).toBe(400);
    expect((await statusOf()).status).toBe('pending');
    // Confirmed: applied, once.
    statusReplies.set(invoiceId, { status: 200, body: fromFixture('status-settlement', invoiceId, price) });
    const applied = await f.notify(settlement);
    expect(applied.body.data?.outcome).toBe('applied');
    expect((await statusOf()).status).toBe('paid');
    // A signed settlement re-sent as a refund agrees with its code (both 200) but the status API says settlement.
    const replayedAsRefund = fromFixture('notification-bank-transfer-settlement', invoiceId, price, {
      transaction_status: 'refund',
    });
    expect((await f.notify(replayedAsRefund)).status).toBe(400);
    expect((await statusOf()).status).toBe('paid');
    // A status notification that moves nothing (pending) needs no confirmation.
    const t = await f.newStudent();
    const other = (await f.checkout(t.cookie, f.packageId, 'bni')).body.data.invoiceId;
    const pending = await f.notify(fromFixture('notification-bank-transfer-pending', other, price));
    expect(pending.body.data?.outcome).toBe('duplicate');
  });

  it('answers 502 when Snap refuses, and fails that invoice so the next checkout starts afresh', async () => {
    const s = await f.newStudent();
    snapFails = true;
    const res = await f.call<{ error: { code: string } }>(s.cookie, 'POST', '/api/student/checkout', {
      packageId: f.packageId,
      channel: 'gopay',
    });
    snapFails = false;
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('bad_gateway');
    const rows = await f.db.select().from(payments).where(eq(payments.studentId, s.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect((await f.checkout(s.cookie, f.packageId, 'gopay')).status).toBe(201);
  });
});

describe('payment server key', () => {
  it('must be set to run Midtrans in production', () => {
    expect(() => parseEnv({ PAYMENT_GATEWAY: 'midtrans', NODE_ENV: 'production' })).toThrow(/PAYMENT_SERVER_KEY/);
    expect(
      parseEnv({ PAYMENT_GATEWAY: 'midtrans', NODE_ENV: 'production', PAYMENT_SERVER_KEY: 'x' }).PAYMENT_SERVER_KEY,
    ).toBe('x');
    expect(parseEnv({ NODE_ENV: 'production' }).PAYMENT_GATEWAY).toBe('simulator');
    expect(() => parseEnv({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('is generated once when unset and kept in the database', async () => {
    const t = await createTestApp({ seed: 'none' });
    try {
      const key = await paymentServerKey(t.db, t.env);
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(await paymentServerKey(t.db, { ...t.env })).toBe(key);
      expect(await t.db.select().from(appSettings)).toEqual([
        expect.objectContaining({ key: 'payment.server_key', value: key }),
      ]);
    } finally {
      t.cleanup();
    }
  });
});
