/**
 * `BOT_CHECK=recaptcha`: sign-up tokens are checked with Google's siteverify API. A local HTTP
 * server on 127.0.0.1 plays siteverify, answering each token with the fixture of that name
 * (tests/fixtures/recaptcha, written from Google's published response format); never the network.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../api/env';
import { createTestApp, dataOf, errorOf, jsonRequest } from './helpers';

const fixtures = join(import.meta.dirname, '../fixtures/recaptcha');
const SECRET = 'test-secret-key';

let server: Server;
let verifyUrl: string;
/** The form bodies siteverify received, in order. */
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response') ?? '';
      if (req.method !== 'POST' || !/^[a-z-]+$/.test(token)) {
        res.writeHead(400).end();
        return;
      }
      if (token === 'server-error') {
        res.writeHead(500).end('oops');
        return;
      }
      const answer =
        form.get('secret') === SECRET
          ? readFileSync(join(fixtures, `${token}.json`))
          : readFileSync(join(fixtures, 'invalid-input-secret.json'));
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = (extra: Record<string, string> = {}) => ({
  BOT_CHECK: 'recaptcha',
  RECAPTCHA_SITE_KEY: 'test-site-key',
  RECAPTCHA_SECRET_KEY: SECRET,
  RECAPTCHA_VERIFY_URL: verifyUrl,
  ...extra,
});

let serial = 0;
const student = (botCheck?: string) => ({
  fullName: 'Dewi Lestari',
  email: `dewi.${++serial}@example.com`,
  password: 'rahasia123',
  phoneNumber: '081234567890',
  ...(botCheck === undefined ? {} : { botCheck }),
});

describe('BOT_CHECK=recaptcha', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal', env: env() });
  });
  afterAll(() => t.cleanup());

  const register = (body: unknown, locale: 'id' | 'en' = 'en') =>
    jsonRequest(t.app, 'POST', '/api/student/register', { body, locale });
  async function expectRefused(token: string | undefined, text: string) {
    const res = await register(student(token));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'validation', fields: { botCheck: text } });
  }

  it('tells the client the site key, the action and version 3, and issues no ALTCHA challenge', async () => {
    const res = await jsonRequest(t.app, 'GET', '/api/bot-check/config');
    expect(await dataOf(res)).toEqual({
      provider: 'recaptcha',
      siteKey: 'test-site-key',
      action: 'signup',
      version: 3,
    });
    expect((await jsonRequest(t.app, 'GET', '/api/bot-check/challenge')).status).toBe(404);
  });

  it('accepts a successful answer with our action, a good score and our hostname', async () => {
    received.length = 0;
    const res = await register(student('success'));
    expect(res.status).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]?.get('secret')).toBe(SECRET);
    expect(received[0]?.get('response')).toBe('success');
  });

  it('refuses a low score, another action, another hostname', async () => {
    await expectRefused('low-score', 'We could not confirm that you are not a robot. Please try again.');
    await expectRefused('wrong-action', 'The not-a-robot check is not valid. Please verify again.');
    await expectRefused('wrong-hostname', 'The not-a-robot check is not valid. Please verify again.');
  });

  it('turns error codes into messages: invalid token, expired or duplicate token', async () => {
    await expectRefused('invalid-input-response', 'The not-a-robot check is not valid. Please verify again.');
    await expectRefused('timeout-or-duplicate', 'The check has expired. Please verify again.');
    const res = await register(student('timeout-or-duplicate'), 'id');
    expect((await errorOf(res)).fields.botCheck).toBe('Verifikasi sudah kedaluwarsa. Silakan verifikasi ulang.');
  });

  it('refuses a missing token without asking Google', async () => {
    received.length = 0;
    await expectRefused(undefined, 'Please complete the check that you are not a robot first.');
    expect(received).toHaveLength(0);
  });

  it('answers 400 "unavailable" when siteverify fails or is unreachable, never a 500', async () => {
    await expectRefused(
      'server-error',
      'The verification service cannot be reached right now. Please try again in a moment.',
    );
    const down = await createTestApp({
      seed: 'none',
      env: env({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }),
    });
    try {
      const res = await jsonRequest(down.app, 'POST', '/api/student/register', {
        body: student('success'),
        locale: 'en',
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields.botCheck).toMatch(/cannot be reached/);
    } finally {
      down.cleanup();
    }
  });

  it('logs a secret key that Google refuses, and tells the visitor the service is unavailable', async () => {
    const wrong = await createTestApp({ seed: 'minimal', env: env({ RECAPTCHA_SECRET_KEY: 'not-the-secret' }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await jsonRequest(wrong.app, 'POST', '/api/student/register', {
        body: student('success'),
        locale: 'en',
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields.botCheck).toMatch(/cannot be reached/);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('invalid-input-secret'));
    } finally {
      logged.mockRestore();
      wrong.cleanup();
    }
  });

  it('checks the hostname against RECAPTCHA_HOSTNAMES when set', async () => {
    const listed = await createTestApp({
      seed: 'minimal',
      env: env({ RECAPTCHA_HOSTNAMES: 'kelaskoding.id, evil.example' }),
    });
    try {
      const ok = await jsonRequest(listed.app, 'POST', '/api/student/register', { body: student('wrong-hostname') });
      expect(ok.status).toBe(201);
      const refused = await jsonRequest(listed.app, 'POST', '/api/student/register', { body: student('success') });
      expect(refused.status).toBe(400);
    } finally {
      listed.cleanup();
    }
  });

  it('refuses a minimum score from RECAPTCHA_MIN_SCORE', async () => {
    const strict = await createTestApp({ seed: 'minimal', env: env({ RECAPTCHA_MIN_SCORE: '0.95' }) });
    try {
      const res = await jsonRequest(strict.app, 'POST', '/api/student/register', { body: student('success') });
      expect(res.status).toBe(400);
    } finally {
      strict.cleanup();
    }
  });
});

describe('configuration', () => {
  it('stops at start when BOT_CHECK=recaptcha lacks its keys', () => {
    expect(() => parseEnv({ BOT_CHECK: 'recaptcha' })).toThrow(/RECAPTCHA_SITE_KEY.*\n.*RECAPTCHA_SECRET_KEY/);
    expect(() => parseEnv({ BOT_CHECK: 'captcha' })).toThrow(/BOT_CHECK/);
  });
});
