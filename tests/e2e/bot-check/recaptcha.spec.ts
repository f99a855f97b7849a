/**
 * The sign-up screen with `BOT_CHECK=recaptcha`. This spec starts its own server in that mode (the
 * shared one runs ALTCHA), with `RECAPTCHA_VERIFY_URL` pointing at a siteverify stand-in on
 * 127.0.0.1 that answers from the documented fixtures (tests/fixtures/recaptcha). Google's script is
 * the one outside piece: the browser gets a stand-in for `api.js` whose `execute` returns the token
 * the test names, or the real request is aborted to show the "Failed to load script" text.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const fixtures = join(import.meta.dirname, '../../fixtures/recaptcha');
const SITE_KEY = 'e2e-site-key';
const SECRET = 'e2e-secret';
const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/api.js**';

let dir: string;
let siteverify: Server;
let app: ChildProcess;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'kelaskoding-recaptcha-'));
  siteverify = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      const name = form.get('secret') === SECRET && /^[a-z-]+$/.test(token) ? token : 'invalid-input-secret';
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(join(fixtures, `${name}.json`)));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'recaptcha.db'),
      NODE_ENV: 'test',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      BOT_CHECK: 'recaptcha',
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`,
      // The fixtures were answered for "localhost".
      RECAPTCHA_HOSTNAMES: 'localhost',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the reCAPTCHA-mode server did not start');
});

test.afterAll(async () => {
  app?.kill();
  await new Promise<void>((resolve) => (siteverify ? siteverify.close(() => resolve()) : resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** A port that is free now, released for the server about to start. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Serves a stand-in for Google's api.js whose `execute` gives `token` (or fails when it is null). */
async function fakeGoogle(page: Page, token: string | null) {
  await page.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.grecaptcha = {
        ready: (cb) => cb(),
        execute: (key, options) => key === ${JSON.stringify(SITE_KEY)} && options.action === 'signup' && ${JSON.stringify(token)}
          ? Promise.resolve(${JSON.stringify(token)})
          : Promise.reject(new Error('execute failed')),
      };`,
    }),
  );
}

async function fillValid(page: Page) {
  await page.getByLabel('Nama lengkap').fill('Bayu Pratama');
  await page.getByLabel('Email', { exact: true }).fill(`bayu.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-bayu-1');
  await page.getByLabel('Nomor telepon').fill('081234567890');
  await page.getByLabel('Laki-laki').check();
  await page.getByLabel('Tanggal lahir').fill('2000-01-02');
  const province = page.getByLabel('Provinsi');
  await expect(province.locator('option')).not.toHaveCount(1);
  await province.selectOption({ label: 'Jawa Barat' });
  await page.getByLabel('Kota').selectOption({ label: 'Kota Bandung' });
  await page.getByLabel('Pekerjaan').fill('Mahasiswa');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Daftar', exact: true }).click();

test('a visitor Google scores as human signs up; the ALTCHA widget is not there', async ({ page }) => {
  await fakeGoogle(page, 'success');
  await page.goto(`${base}/signup`);
  await expect(page.getByText('Pendaftaran dilindungi reCAPTCHA v3 dari Google.')).toBeVisible();
  await expect(page.locator('altcha-widget')).toHaveCount(0);
  await fillValid(page);
  await submit(page);
  await expect(page).toHaveURL((url) => url.pathname === '/intro');
});

test('a low score is refused with a translated message on the bot check', async ({ page }) => {
  await fakeGoogle(page, 'low-score');
  await page.goto(`${base}/signup`);
  await fillValid(page);
  await submit(page);
  await expect(page.getByText('Kami tidak dapat memastikan bahwa kamu bukan robot. Silakan coba lagi.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
});

test("Google's script failing to load or to execute shows the spec's texts", async ({ page }) => {
  await page.route(GOOGLE_SCRIPT, (route) => route.abort());
  await page.goto(`${base}/signup`);
  await expect(page.getByText('ReCaptcha error: Failed to load script')).toBeVisible();

  await page.unroute(GOOGLE_SCRIPT);
  await fakeGoogle(page, null);
  await page.reload();
  await fillValid(page);
  await submit(page);
  await expect(page.getByText('ReCaptcha error: Failed to execute')).toBeVisible();
});
