/**
 * Sign-in and sign-up throttling: failures count per account–address pair and per client
 * address, in the database, so that neither guessing nor locking the real owner out works, and so that
 * several server processes on one database count together. Client addresses come from X-Forwarded-For
 * (TRUST_PROXY=1), as behind one reverse proxy.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { closeDb, openDb } from '../../api/db/client';
import { loginThrottles } from '../../api/db/schema';
import { parseEnv } from '../../api/env';
import { createTestApp, dataOf, demo, errorOf, jsonRequest, type TestApp, withBotCheck } from './helpers';

const limits = {
  TRUST_PROXY: '1',
  LOGIN_MAX_FAILURES: '3',
  LOGIN_ADDRESS_MAX_FAILURES: '6',
  LOGIN_WINDOW_MINUTES: '10',
  REGISTER_MAX_ATTEMPTS: '3',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal', env: limits });
});
afterAll(() => t.cleanup());

const signIn = (app: TestApp, role: string, email: string, password: string, address: string) =>
  jsonRequest(app, 'POST', `/api/${role}/login`, {
    body: { email, password },
    locale: 'en',
    headers: { 'x-forwarded-for': address },
  });

describe('guessing one account', () => {
  it('answers 429 with Retry-After to the guessing address once it fails the account too often', async () => {
    for (const guess of ['wrong-1', 'wrong-2']) {
      expect((await signIn(t.app, 'admin', demo.admin, guess, '203.0.113.7')).status).toBe(401);
    }
    const third = await signIn(t.app, 'admin', demo.admin, 'wrong-3', '203.0.113.7');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBe(600);
    // Even the right password is refused to that address for the window: guessing cannot go on.
    const right = await signIn(t.app, 'admin', demo.admin, demo.password, '203.0.113.7');
    expect(right.status).toBe(429);
    expect(await errorOf(right)).toEqual({
      code: 'too_many_requests',
      message: 'Too many sign-in attempts. Please try again in 10 minutes.',
    });
  });

  it('does not lock the real owner out: the admin signs in from their own address meanwhile', async () => {
    const res = await signIn(t.app, 'admin', demo.admin, demo.password, '198.51.100.20');
    expect(res.status).toBe(200);
    expect((await dataOf(res)).role).toBe('admin');
  });

  it('counts an IPv6 client per /64, so rotating its own addresses does not reset the count', async () => {
    const addresses = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::1'];
    const statuses = [];
    for (const address of addresses)
      statuses.push((await signIn(t.app, 'mentor', demo.mentor, 'nope', address)).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await signIn(t.app, 'mentor', demo.mentor, demo.password, '2001:db8:9::1')).status).toBe(200);
  });

  it('takes the address the proxy saw, not one the client wrote in front of it', async () => {
    // The client forges "1.2.3.4"; the proxy appends the real peer, which is what counts.
    for (const forged of ['1.1.1.1', '2.2.2.2']) {
      const res = await signIn(t.app, 'student', demo.trial, 'bad', `${forged}, 192.0.2.55`);
      expect(res.status).toBe(401);
    }
    expect((await signIn(t.app, 'student', demo.trial, 'bad', '3.3.3.3, 192.0.2.55')).status).toBe(429);
  });
});

describe('one address guessing across many accounts', () => {
  it('is stopped by the address count, while the accounts stay open to everyone else', async () => {
    const sprayer = '192.0.2.99';
    const accounts = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
    const statuses: number[] = [];
    for (const email of accounts) {
      statuses.push((await signIn(t.app, 'student', email, 'guess-1', sprayer)).status);
      statuses.push((await signIn(t.app, 'student', email, 'guess-2', sprayer)).status);
    }
    // Two guesses per account never reach the pair limit (3), but the sixth failure from the address does.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    expect((await signIn(t.app, 'student', demo.student, demo.password, sprayer)).status).toBe(429);
    expect((await signIn(t.app, 'student', demo.student, demo.password, '198.51.100.21')).status).toBe(200);
  });

  it('keeps the address count when the address signs in to an account of its own', async () => {
    const address = '192.0.2.100';
    for (let i = 0; i < 5; i++) await signIn(t.app, 'student', `x${i}@example.com`, 'guess', address);
    expect((await signIn(t.app, 'student', demo.student, demo.password, address)).status).toBe(200);
    expect((await signIn(t.app, 'student', 'y@example.com', 'guess', address)).status).toBe(429);
  });

  it('clears the pair count after a success, so the owner is not locked by their own typos', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 2; i++) await signIn(t.app, 'mentor', demo.mentor2, 'typo', address);
    expect((await signIn(t.app, 'mentor', demo.mentor2, demo.password, address)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await signIn(t.app, 'mentor', demo.mentor2, 'typo', address)).status).toBe(401);
    }
  });
});

describe('a burst of parallel guesses', () => {
  // Each attempt is reserved before its password is checked, so only the first ones of a burst (up to the limit) are
  // checked at all: the right password sent last is refused unchecked. Counted after the check, every guess of the
  // burst was checked and the right one signed in.
  it('checks no more passwords for one account than the pair limit: the right one, sent last, is refused', async () => {
    const address = '203.0.113.120';
    const guesses = [...Array.from({ length: 59 }, (_, i) => `guess-${i}`), demo.password];
    const statuses = (
      await Promise.all(guesses.map((guess) => signIn(t.app, 'mentor', demo.mentor, guess, address)))
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses).not.toContain(200);
  });

  it('checks no more passwords from one address than the address limit, over many accounts', async () => {
    const address = '203.0.113.121';
    const attempts = [
      ...Array.from({ length: 80 }, (_, i) => ({ email: `spray${i}@example.com`, password: 'guess' })),
      { email: demo.student, password: demo.password },
    ];
    const statuses = (
      await Promise.all(attempts.map(({ email, password }) => signIn(t.app, 'student', email, password, address)))
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn(t.app, 'student', demo.student, demo.password, address)).status).toBe(429);
  });
});

describe('sign-up', () => {
  const form = (email: string) => ({
    fullName: 'Dewi Lestari',
    email,
    password: 'rahasia123',
    phoneNumber: '081234567890',
  });
  const register = async (email: string, address: string) =>
    jsonRequest(t.app, 'POST', '/api/student/register', {
      body: await withBotCheck(t.app, form(email)),
      locale: 'en',
      headers: { 'x-forwarded-for': address },
    });

  it('answers "already registered" for a student account, as the sign-up screen needs', async () => {
    const res = await register(demo.student, '198.51.100.40');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('This email is already registered.');
  });

  it("does not reveal an admin's or a mentor's address: it signs up like a free one, and the staff account is untouched", async () => {
    const res = await register(demo.admin, '198.51.100.41');
    expect(res.status).toBe(201);
    expect(await dataOf(res)).toMatchObject({ role: 'student', email: demo.admin });
    expect((await register(demo.mentor, '198.51.100.41')).status).toBe(201);
    const admin = await signIn(t.app, 'admin', demo.admin, demo.password, '198.51.100.42');
    expect((await dataOf(admin)).role).toBe('admin');
    const student = await signIn(t.app, 'student', demo.admin, 'rahasia123', '198.51.100.42');
    expect((await dataOf(student)).role).toBe('student');
    // The student's password does not open the admin account, nor the admin's the student one.
    expect((await signIn(t.app, 'admin', demo.admin, 'rahasia123', '198.51.100.43')).status).toBe(401);
  });

  it('throttles attempts per client address, whatever their answer', async () => {
    const address = '198.51.100.50';
    expect((await register(demo.student, address)).status).toBe(409);
    expect((await register('new.one@example.com', address)).status).toBe(201);
    expect((await register(demo.trial, address)).status).toBe(409);
    const fourth = await register('free@example.com', address);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBe(600);
    expect((await errorOf(fourth)).message).toBe(
      'Too many sign-up attempts from this network. Please try again in 10 minutes.',
    );
    expect((await register('free@example.com', '198.51.100.51')).status).toBe(201);
  });
});

describe('two server processes on one database', () => {
  it('count failures together, also when they arrive at once', async () => {
    const other = parseEnv({ NODE_ENV: 'test', DATABASE_URL: t.env.DATABASE_URL, ...limits });
    const db2 = openDb(other.DATABASE_URL);
    const app2 = createApp({ db: db2, env: other });
    try {
      const address = '203.0.113.80';
      expect((await signIn(t.app, 'admin', demo.admin, 'w1', address)).status).toBe(401);
      expect((await signIn(app2, 'admin', demo.admin, 'w2', address)).status).toBe(401);
      expect((await signIn(t.app, 'admin', demo.admin, 'w3', address)).status).toBe(429);
      expect((await signIn(app2, 'admin', demo.admin, demo.password, address)).status).toBe(429);

      // Eight failures at once from one address, split over both processes: none is lost.
      const burst = '203.0.113.81';
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => signIn(i % 2 ? app2 : t.app, 'student', `p${i}@example.com`, 'x', burst)),
      );
      const [row] = await t.db
        .select({ failures: loginThrottles.failures })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, `login-address:${burst}`));
      expect(row?.failures).toBe(8);
      expect((await signIn(app2, 'student', demo.student, demo.password, burst)).status).toBe(429);

      // Fifty guesses at one account at once over both processes, the right one last: it is refused unchecked.
      const guesses = [...Array.from({ length: 49 }, (_, i) => `g${i}`), demo.password];
      const answers = await Promise.all(
        guesses.map((guess, i) => signIn(i % 2 ? app2 : t.app, 'mentor', demo.mentor2, guess, '203.0.113.82')),
      );
      expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(3);
      expect(answers.at(-1)?.status).toBe(429);
    } finally {
      await closeDb(db2);
    }
  });
});
