/**
 * The app on a slow link, in Chromium, on the built app (issue 18, "fast on a slow link").
 *
 *   node tests/bench/slow-link.mjs [--rounds 3] [--dist dist] [--landing-only]
 *
 * Builds the client into a private temp folder (unless `--dist` names a build), starts the real server on
 * a free port with a throw-away seeded database, and measures with cold caches, throttled through the
 * DevTools protocol (network latency and bandwidth, CPU slowed 4×):
 *   - floor: first paint of a one-paragraph static page served by the same server (the baseline);
 *   - landing: first contentful paint of `/`;
 *   - practice: navigation start → the first verdict in the checklist of the trial chapter's first
 *     practice, for a signed-in student.
 * Profiles: 1.6 Mbit/s with 150 ms round trips (targets: landing ≤ 1.5 s, first verdict ≤ 4 s), and
 * 0.5 Mbit/s (target: a verdict at all). Rounds alternate the pages; medians are reported, with each round's
 * figures. `--landing-only` measures the floor and the landing page at 1.6 Mbit/s only (for A/B runs of the
 * landing page, e.g. against a build of another commit given with `--dist`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { launchBenchChromium, root, startBenchServer, unlockTrialPractice } from './browser-bench.mjs';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1]) || 3;
const LANDING_ONLY = args.includes('--landing-only');
const ALL_PROFILES = [
  { name: '1.6 Mbit/s, 150 ms, CPU 4×', kbps: 1600, latency: 150, cpu: 4 },
  { name: '0.5 Mbit/s, 150 ms, CPU 4×', kbps: 500, latency: 150, cpu: 4 },
];
const PROFILES = LANDING_ONLY ? ALL_PROFILES.slice(0, 1) : ALL_PROFILES;
const PASSWORD = 'rahasia123';

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const seconds = (ms) => (ms === undefined ? 'none' : `${(ms / 1000).toFixed(2)} s`);

/** Unlocks the trial chapter up to its first practice for `studentId`; returns that practice's material id. */
function unlockFirstPractice(dbPath, studentId) {
  const db = new Database(dbPath);
  try {
    return unlockTrialPractice(db, studentId);
  } finally {
    db.close();
  }
}

/** A fresh page with cold caches and the profile's throttling applied. */
async function throttledPage(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.kbps * 1000) / 8,
    uploadThroughput: (profile.kbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return page;
}

const firstPaint = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
    polling: 50,
    timeout: 60_000,
  });

async function measureFloor(context, profile, base) {
  const page = await throttledPage(context, profile);
  await page.goto(`${base}/floor.html`);
  const ms = await (await firstPaint(page)).jsonValue();
  await page.close();
  return ms;
}

async function measureLanding(context, profile, base) {
  const page = await throttledPage(context, profile);
  await page.goto(`${base}/`);
  const ms = await (await firstPaint(page)).jsonValue();
  await page.close();
  return ms;
}

async function measureVerdict(context, profile, base, materialId) {
  const page = await throttledPage(context, profile);
  await page.goto(`${base}/learning/practice?materialId=${materialId}`, { waitUntil: 'commit' });
  try {
    const handle = await page.waitForFunction(
      () =>
        document.querySelector(
          '[aria-label="Syarat tugas"] [data-status="failed"], [aria-label="Syarat tugas"] [data-status="passed"]',
        )
          ? performance.now()
          : null,
      undefined,
      { polling: 'raf', timeout: 90_000 },
    );
    return await handle.jsonValue();
  } catch {
    return undefined;
  } finally {
    await page.close();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-slowlink-'));
  const distArg = args.indexOf('--dist');
  const staticDir = distArg >= 0 ? resolve(root, args[distArg + 1]) : join(dir, 'dist');
  if (distArg < 0) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', staticDir, '--emptyOutDir'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('build failed');
  }
  // The floor: the smallest page the same server can send.
  writeFileSync(
    join(staticDir, 'floor.html'),
    '<!doctype html><html lang="id"><meta charset="utf-8"><title>Floor</title><p>KelasKoding</p></html>',
  );
  const dbPath = join(dir, 'bench.db');
  const { base, stop } = await startBenchServer({ staticDir, dbPath });
  let browser;
  try {
    browser = await launchBenchChromium();
    // A first visit: no service worker yet. Left on, the offline shell's worker would answer every later page
    // from its cache (and give the floor's navigation the app shell), so nothing would be measured cold.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'id-ID',
      serviceWorkers: 'block',
    });
    const email = `slowlink.${Date.now()}@example.com`;
    const reg = await context.request.post(`${base}/api/student/register`, {
      data: { fullName: 'Siswa Lambat', email, password: PASSWORD, phoneNumber: '081234567890' },
      headers: { origin: base },
    });
    if (reg.status() !== 201) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
    const userId = (await reg.json()).data.id;
    await context.request.get(`${base}/api/student/show-progress/${userId}/2`);
    const materialId = unlockFirstPractice(dbPath, userId);
    const login = await context.request.post(`${base}/api/student/login`, {
      data: { email, password: PASSWORD },
      headers: { origin: base },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    // The app remembers which role signed in in the `auth.strategy` cookie (as the sign-in form does).
    await context.addCookies([{ name: 'auth.strategy', value: 'student', url: base }]);

    console.log(`slow-link benchmark: ${ROUNDS} rounds per profile, cold caches, medians`);
    for (const profile of PROFILES) {
      const results = { floor: [], landing: [], verdict: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        results.floor.push(await measureFloor(context, profile, base));
        results.landing.push(await measureLanding(context, profile, base));
        if (!LANDING_ONLY) results.verdict.push(await measureVerdict(context, profile, base, materialId));
      }
      const verdicts = results.verdict.filter((v) => v !== undefined);
      console.log(`\n${profile.name}`);
      const each = (values) => values.map((ms) => (ms / 1000).toFixed(2)).join(' / ');
      console.log(`  floor (static page, first paint)   ${seconds(median(results.floor))} (${each(results.floor)})`);
      console.log(
        `  landing, first contentful paint    ${seconds(median(results.landing))} (${each(results.landing)})`,
      );
      if (LANDING_ONLY) continue;
      console.log(
        `  practice, first verdict            ${verdicts.length ? seconds(median(verdicts)) : 'none'} (${verdicts.length}/${ROUNDS} rounds had one)`,
      );
    }
  } finally {
    await browser?.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
