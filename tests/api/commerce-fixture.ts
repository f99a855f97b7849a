/**
 * Commerce test fixture: the real app on a seeded database with a known payment server key, an admin
 * session, fresh students made through the admin API, and notifications signed as Midtrans signs them
 * (payloads from tests/fixtures/midtrans, written from Midtrans's documentation).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { CheckoutResult } from '../../api/contracts/commerce';
import type { Db } from '../../api/db/client';
import type { Env } from '../../api/env';
import { notificationSignature } from '../../api/services/commerce/payments/signature';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';

export const SERVER_KEY = 'SB-Mid-server-test-key-0123456789';

export type CommerceFixture = {
  app: TestApp;
  db: Db;
  env: Env;
  admin: string;
  /** Calls the API as `cookie` (JSON body, same Origin) and reads the JSON answer. */
  call: <T = unknown>(
    cookie: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T }>;
  /** A new student (through the admin API), signed in. */
  newStudent: () => Promise<{ id: number; cookie: string; email: string }>;
  /** Sends a notification the way the gateway does: JSON, no Origin, no cookie. */
  notify: (
    body: unknown,
  ) => Promise<{ status: number; body: { data?: { outcome: string }; error?: { code: string } } }>;
  /** Id of the seeded one-month package of course 2 (Paket 1 Bulan, Rp149.000). */
  packageId: number;
  /** Id of the seeded three-month package of course 2. */
  package3Id: number;
  checkout: (
    cookie: string,
    packageId: number,
    channel?: string,
  ) => Promise<{ status: number; body: { data: CheckoutResult } }>;
};

let counter = 0;

/** Builds the fixture for one test file (fresh database); `env` adds variables. */
export function setupCommerce(env: Record<string, string> = {}): CommerceFixture {
  const f = {} as CommerceFixture;
  let cleanup = () => {};
  beforeAll(async () => {
    const t = await createTestApp({ env: { PAYMENT_SERVER_KEY: SERVER_KEY, ...env } });
    cleanup = t.cleanup;
    Object.assign(f, { app: t.app, db: t.db, env: t.env });
    f.admin = await login(t.app, 'admin', demo.admin, demo.password);
    f.call = async <T>(cookie: string | undefined, method: string, path: string, body?: unknown) => {
      const res = await jsonRequest(t.app, method, path, { cookie, body });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    };
    f.newStudent = async () => {
      counter++;
      const email = `buyer${counter}-${Math.random().toString(36).slice(2, 8)}@kelaskoding.test`;
      const created = await f.call<{ data: { id: number } }>(f.admin, 'POST', '/api/admin/students', {
        email,
        fullName: `Pembeli ${counter}`,
        password: 'rahasia123',
        phone: '081234567890',
      });
      if (created.status !== 201) throw new Error(`student not created: ${JSON.stringify(created.body)}`);
      return { id: created.body.data.id, cookie: await login(t.app, 'student', email, 'rahasia123'), email };
    };
    f.notify = async (body: unknown) => {
      const res = await t.app.request('/api/payments/notification', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Awaited<ReturnType<CommerceFixture['notify']>>['body'] };
    };
    const packages = await f.call<{ data: { id: number; name: string; price: number }[] }>(
      f.admin,
      'GET',
      '/api/admin/packages?search=Paket&length=50',
    );
    f.packageId = packages.body.data.find((p) => p.name === 'Paket 1 Bulan')?.id as number;
    f.package3Id = packages.body.data.find((p) => p.name === 'Paket 3 Bulan')?.id as number;
    f.checkout = (cookie, packageId, channel = 'bca') =>
      f.call(cookie, 'POST', '/api/student/checkout', { packageId, channel });
  });
  afterAll(() => cleanup());
  return f;
}

/** The seeded one-month package of course 2 (Paket 1 Bulan). */
export const ONE_MONTH_PACKAGE = { price: 149_000, months: 1 };

/** A Midtrans payload fixture for `orderId` / `amount`, signed with `key`; `overrides` replace fields before signing. */
export function fromFixture(
  name: string,
  orderId: string,
  amount: number | string,
  overrides: Record<string, unknown> = {},
  key = SERVER_KEY,
): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(new URL(`../fixtures/midtrans/${name}.json`, import.meta.url), 'utf8'));
  const body = {
    ...raw,
    order_id: orderId,
    gross_amount: typeof amount === 'number' ? `${amount}.00` : amount,
    ...overrides,
  };
  body.signature_key = notificationSignature(body.order_id, body.status_code, body.gross_amount, key);
  return body;
}
