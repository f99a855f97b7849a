/**
 * The sign-up bot check with ALTCHA (the default): the challenge call, and register refusing a
 * missing, wrong, replayed or expired solution with 400 and a translated `botCheck` field error.
 * Solutions are made by altcha-lib's own solver, as the browser widget makes them.
 */
import { type Challenge, createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { closeDb, openDb } from '../../api/db/client';
import { botCheckSecrets, botCheckUsed } from '../../api/db/schema';
import { solveAltchaChallenge } from '../fixtures/solve-altcha';
import { botCheckToken, createTestApp, dataOf, errorOf, jsonRequest, type TestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal' });
});
afterAll(() => t.cleanup());

let serial = 0;
const student = () => ({
  fullName: 'Rina Kusuma',
  email: `rina.${++serial}@example.com`,
  password: 'rahasia123',
  phoneNumber: '081234567890',
});

const register = (app: TestApp, body: unknown, locale?: 'id' | 'en') =>
  jsonRequest(app, 'POST', '/api/student/register', { body, ...(locale ? { locale } : {}) });

async function expectRefused(res: Response, text: string) {
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.code).toBe('validation');
  expect(error.fields.botCheck).toBe(text);
}

const pack = (challenge: Challenge, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

describe('GET /api/bot-check', () => {
  it('names ALTCHA and its challenge address by default', async () => {
    const res = await jsonRequest(t.app, 'GET', '/api/bot-check/config');
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({ provider: 'altcha', challengeUrl: '/api/bot-check/challenge' });
  });

  it('hands out a fresh signed SHA-256 challenge that expires, never cached', async () => {
    const before = Date.now() / 1000;
    const first = await jsonRequest(t.app, 'GET', '/api/bot-check/challenge');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const a = (await first.json()) as Challenge;
    const b = (await (await jsonRequest(t.app, 'GET', '/api/bot-check/challenge')).json()) as Challenge;
    expect(a.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before) + 600);
    expect(a.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 600);
    expect(b.signature).not.toBe(a.signature);
  });

  it('generates the HMAC key once and keeps it in the database', async () => {
    const rows = await t.db.select().from(botCheckSecrets);
    expect(rows.map((r) => ({ name: r.name, n: r.value.length }))).toEqual([{ name: 'altcha-hmac-key', n: 64 }]);
  });
});

describe('POST /api/student/register with ALTCHA', () => {
  it('accepts a solved challenge (201)', async () => {
    const res = await register(t.app, { ...student(), botCheck: await botCheckToken(t.app) });
    expect(res.status).toBe(201);
  });

  it('refuses a missing solution in the request language', async () => {
    await expectRefused(await register(t.app, student()), 'Selesaikan dulu verifikasi bahwa kamu bukan robot.');
    await expectRefused(
      await register(t.app, { ...student(), botCheck: '' }, 'en'),
      'Please complete the check that you are not a robot first.',
    );
  });

  it('refuses a solution that is not one: garbage, a wrong counter, a forged signature, a foreign key', async () => {
    const wrong = 'The not-a-robot check is not valid. Please verify again.';
    await expectRefused(await register(t.app, { ...student(), botCheck: 'bm90IGEgcGF5bG9hZA==' }, 'en'), wrong);
    await expectRefused(await register(t.app, { ...student(), botCheck: '%%%' }, 'en'), wrong);

    const challenge = (await (await jsonRequest(t.app, 'GET', '/api/bot-check/challenge')).json()) as Challenge;
    const solved = JSON.parse(Buffer.from(await solveAltchaChallenge(challenge), 'base64').toString());
    const wrongCounter = pack(challenge, { ...solved.solution, counter: solved.solution.counter + 1 });
    await expectRefused(await register(t.app, { ...student(), botCheck: wrongCounter }, 'en'), wrong);

    // Easier parameters under the old signature: the signature no longer matches.
    const tampered = pack({ ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } }, solved.solution);
    await expectRefused(await register(t.app, { ...student(), botCheck: tampered }, 'en'), wrong);

    // A challenge signed with someone else's key, solved correctly.
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'not-our-key',
    });
    await expectRefused(
      await register(t.app, { ...student(), botCheck: await solveAltchaChallenge(foreign) }, 'en'),
      wrong,
    );
    // The untouched solution still works afterwards: failed attempts do not use it up.
    expect((await register(t.app, { ...student(), botCheck: pack(challenge, solved.solution) })).status).toBe(201);
  });

  it('refuses a replayed solution, also in another process on the same database', async () => {
    const token = await botCheckToken(t.app);
    expect((await register(t.app, { ...student(), botCheck: token })).status).toBe(201);
    await expectRefused(
      await register(t.app, { ...student(), botCheck: token }),
      'Verifikasi ini sudah pernah dipakai. Silakan verifikasi ulang.',
    );

    // A second server process: its own connection and app, the key and used solutions from the database.
    const otherDb = openDb(t.env.DATABASE_URL);
    try {
      const other = createApp({ db: otherDb, env: t.env });
      await expectRefused(
        await register(other, { ...student(), botCheck: token }, 'en'),
        'This check has already been used. Please verify again.',
      );
      // A challenge issued by the first process is accepted once by the second.
      const fresh = await botCheckToken(t.app);
      expect((await register(other, { ...student(), botCheck: fresh })).status).toBe(201);
      await expectRefused(
        await register(t.app, { ...student(), botCheck: fresh }),
        'Verifikasi ini sudah pernah dipakai. Silakan verifikasi ulang.',
      );
    } finally {
      await closeDb(otherDb);
    }
  });

  it('does not use up a solution when the form has field errors', async () => {
    const token = await botCheckToken(t.app);
    const bad = await register(t.app, { ...student(), email: 'not-an-email', botCheck: token });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ email: 'This is not email format.' });
    // "Already registered" is told only once the bot check has passed, so that answer uses the solution up: the
    // check, not the address, is what a guesser pays for.
    const taken = await register(t.app, { ...student(), email: 'rina.1@example.com', botCheck: token });
    expect(taken.status).toBe(409);
    await expectRefused(
      await register(t.app, { ...student(), botCheck: token }),
      'Verifikasi ini sudah pernah dipakai. Silakan verifikasi ulang.',
    );
    expect((await register(t.app, { ...student(), botCheck: await botCheckToken(t.app) })).status).toBe(201);
  });
});

describe('expiry', () => {
  const key = 'a-configured-test-key';
  let e: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    e = await createTestApp({ seed: 'minimal', env: { ALTCHA_HMAC_KEY: key } });
  });
  afterAll(() => e.cleanup());

  const signed = (expiresAt: number) =>
    createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 50, deriveKey, expiresAt, hmacSignatureSecret: key });

  it('uses ALTCHA_HMAC_KEY when set and stores no generated key', async () => {
    const token = await solveAltchaChallenge(await signed(Math.floor(Date.now() / 1000) + 60));
    expect((await register(e.app, { ...student(), botCheck: token })).status).toBe(201);
    expect(await e.db.$count(botCheckSecrets)).toBe(0);
  });

  it('refuses a correctly solved challenge after it expired', async () => {
    const token = await solveAltchaChallenge(await signed(Math.floor(Date.now() / 1000) - 1));
    await expectRefused(
      await register(e.app, { ...student(), botCheck: token }, 'en'),
      'The check has expired. Please verify again.',
    );
  });

  it('purges used solutions once their challenge has expired', async () => {
    await e.db.insert(botCheckUsed).values({ signature: 'f'.repeat(64), expiresAt: new Date(Date.now() - 1000) });
    const token = await solveAltchaChallenge(await signed(Math.floor(Date.now() / 1000) + 60));
    expect((await register(e.app, { ...student(), botCheck: token })).status).toBe(201);
    const left = await e.db.select({ signature: botCheckUsed.signature }).from(botCheckUsed);
    expect(left.map((r) => r.signature)).not.toContain('f'.repeat(64));
    expect(left).toHaveLength(2);
  });
});

describe('BOT_CHECK=off', () => {
  let o: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    o = await createTestApp({ seed: 'minimal', env: { BOT_CHECK: 'off' } });
  });
  afterAll(() => o.cleanup());

  it('signs up without a token, issues no challenge and says so', async () => {
    expect((await register(o.app, student())).status).toBe(201);
    expect((await jsonRequest(o.app, 'GET', '/api/bot-check/challenge')).status).toBe(404);
    expect(await dataOf(await jsonRequest(o.app, 'GET', '/api/bot-check/config'))).toEqual({ provider: 'off' });
  });
});
