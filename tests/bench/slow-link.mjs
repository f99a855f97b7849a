/**
 * The app on a slow link, in Chromium, on the built app (docs/decisions/0017-speed-targets.md, "fast on a slow link").
 *
 *   node tests/bench/slow-link.mjs [--rounds 3] [--dist dist] [--landing-only] [--waterfall]
 *
 * Builds the client into a private temp folder (unless `--dist` names a build), starts the real server on
 * a free port with a throw-away seeded database, and measures with cold caches, throttled through the
 * DevTools protocol (network latency and bandwidth, CPU slowed 4×):
 *   - floor: first paint of a one-paragraph static page served by the same server (the baseline);
 *   - landing: first contentful paint of `/`, and when the app has rendered over that page (its buttons then work);
 *   - practice: navigation start → the first verdict in the checklist of the trial chapter's first
 *     practice, for a signed-in student.
 * Profiles: 1.6 Mbit/s with 150 ms round trips (targets: landing ≤ 1.5 s, first verdict ≤ 4 s), and
 * 0.5 Mbit/s (target: a verdict at all). Rounds alternate the pages; medians are reported, with each round's
 * figures. `--landing-only` measures the floor and the landing page at 1.6 Mbit/s only (for A/B runs of the
 * landing page, e.g. against a build of another commit given with `--dist`). `--waterfall` measures nothing: it loads
 * the landing page and the practice screen once each at 1.6 Mbit/s and prints where the time went (each request's
 * start, first byte and end with its size on the wire, the page's marks and paints, and its long tasks).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { benchDist, launchBenchChromium, startBenchServer, unlockTrialPractice } from './browser-bench.mjs';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1]) || 3;
const LANDING_ONLY = args.includes('--landing-only');
const WATERFALL = args.includes('--waterfall');
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

const VERDICT_SHOWN =
  '[aria-label="Syarat tugas"] [data-status="failed"], [aria-label="Syarat tugas"] [data-status="passed"]';

/**
 * Runs in the page before its own scripts: reports the first contentful paint and, given a selector, the frame in
 * which an element matching it is first on screen, as console messages (ms from navigation start). The page is
 * watched from inside, because Playwright's waitForFunction injects its own script into the page first: ~0.3 s of
 * the page's thread at CPU 4×, spent while the page loads (figures before 26 Nov 2026, 18:30 UTC included it).
 */
function probe(selector) {
  // The app has rendered over the built landing page once React's element is in #root (what makes its buttons work).
  const watchApp = () => {
    const shell = document.querySelector('#root > *');
    if (shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'))) {
      console.debug(`kk-probe app ${performance.now()}`);
    } else requestAnimationFrame(watchApp);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      console.debug(`kk-probe paint ${entry.startTime}`);
      // Watched only from the first paint on, so that the watching does not add to the figure before it.
      if (!selector) requestAnimationFrame(watchApp);
    }
  }).observe({ type: 'paint', buffered: true });
  if (!selector) return;
  const look = () => {
    if (document.querySelector(selector)) console.debug(`kk-probe shown ${performance.now()}`);
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** A page with the probe installed; `reported(name)` resolves with the probe's figure (undefined after `timeout`). */
async function probedPage(context, profile, selector) {
  const page = await throttledPage(context, profile);
  await page.addInitScript(probe, selector);
  const figures = new Map();
  const waiting = new Map();
  page.on('console', (message) => {
    const match = /^kk-probe (\w+) ([\d.]+)$/.exec(message.text());
    if (!match || figures.has(match[1])) return;
    figures.set(match[1], Number(match[2]));
    waiting.get(match[1])?.();
  });
  const reported = (name, timeout = 60_000) =>
    new Promise((resolve) => {
      if (figures.has(name)) return resolve(figures.get(name));
      const timer = setTimeout(() => resolve(undefined), timeout);
      waiting.set(name, () => {
        clearTimeout(timer);
        resolve(figures.get(name));
      });
    });
  return { page, reported };
}

/** First contentful paint of `url`; with `app`, also when the app had rendered over the page ({ paint, app }). */
async function measurePaint(context, profile, url, app = false) {
  const { page, reported } = await probedPage(context, profile);
  await page.goto(url, { waitUntil: 'commit' });
  const paint = await reported('paint');
  const appMs = app ? await reported('app') : undefined;
  await page.close();
  if (paint === undefined) throw new Error(`${url}: no first contentful paint within 60 s`);
  if (app && appMs === undefined) throw new Error(`${url}: the app did not render within 60 s`);
  return { paint, app: appMs };
}

const measureFloor = async (context, profile, base) =>
  (await measurePaint(context, profile, `${base}/floor.html`)).paint;
const measureLanding = (context, profile, base) => measurePaint(context, profile, `${base}/`, true);

async function measureVerdict(context, profile, base, materialId) {
  const { page, reported } = await probedPage(context, profile, VERDICT_SHOWN);
  try {
    await page.goto(`${base}/learning/practice?materialId=${materialId}`, { waitUntil: 'commit' });
    return await reported('shown', 90_000);
  } finally {
    await page.close();
  }
}

/** Long tasks and the app's timing marks (src/lib/timing-mark.ts clears its marks at once), kept for the waterfall. */
function recordTimeline() {
  window.__kkTimeline = [];
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      window.__kkTimeline.push({ kind: entry.entryType, name: entry.name, start: entry.startTime, ms: entry.duration });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver(keep).observe({ type: 'mark', buffered: true });
  new PerformanceObserver(keep).observe({ type: 'paint', buffered: true });
}

/** One throttled load of `path`, then where its time went, printed; it waits for the probe's figure `until`. */
async function waterfall(context, profile, base, path, selector, until) {
  const { page, reported } = await probedPage(context, profile, selector);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let zero;
  cdp.on('Network.requestWillBeSent', (e) => {
    zero ??= e.timestamp;
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, type: e.type });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { firstByte: e.timestamp, status: e.response.status });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  await page.addInitScript(recordTimeline);
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await reported(until, 90_000);
  const timeline = await page.evaluate(() => window.__kkTimeline);
  await page.close();
  const at = (t) => (t === undefined ? '    -' : ((t - zero) * 1000).toFixed(0).padStart(5));
  console.log(`\n${path} at ${profile.name} (ms from the document's request; bytes on the wire)`);
  console.log('  start first   end   bytes  request');
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const url = r.url.replace(base, '').replace(/^(.{90}).+$/, '$1…');
    console.log(
      `  ${at(r.start)} ${at(r.firstByte)} ${at(r.end)} ${String(r.bytes ?? '-').padStart(7)}  ${r.type} ${url}`,
    );
  }
  console.log('  page (ms from navigation start): paints, marks, long tasks');
  for (const entry of timeline.sort((a, b) => a.start - b.start)) {
    const ms = entry.kind === 'longtask' ? ` ${entry.ms.toFixed(0)} ms` : '';
    console.log(`  ${entry.start.toFixed(0).padStart(5)}  ${entry.kind} ${entry.name}${ms}`);
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-slowlink-'));
  const staticDir = benchDist(args, dir);
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

    if (WATERFALL) {
      const [profile] = ALL_PROFILES;
      await waterfall(context, profile, base, '/', undefined, 'app');
      await waterfall(context, profile, base, `/learning/practice?materialId=${materialId}`, VERDICT_SHOWN, 'shown');
      return;
    }
    console.log(`slow-link benchmark: ${ROUNDS} rounds per profile, cold caches, medians`);
    for (const profile of PROFILES) {
      const results = { floor: [], landing: [], app: [], verdict: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        results.floor.push(await measureFloor(context, profile, base));
        const landing = await measureLanding(context, profile, base);
        results.landing.push(landing.paint);
        results.app.push(landing.app);
        if (!LANDING_ONLY) results.verdict.push(await measureVerdict(context, profile, base, materialId));
      }
      const verdicts = results.verdict.filter((v) => v !== undefined);
      console.log(`\n${profile.name}`);
      const each = (values) => values.map((ms) => (ms / 1000).toFixed(2)).join(' / ');
      console.log(`  floor (static page, first paint)   ${seconds(median(results.floor))} (${each(results.floor)})`);
      console.log(
        `  landing, first contentful paint    ${seconds(median(results.landing))} (${each(results.landing)})`,
      );
      console.log(`  landing, app rendered over it      ${seconds(median(results.app))} (${each(results.app)})`);
      if (LANDING_ONLY) continue;
      console.log(
        `  practice, first verdict            ${verdicts.length ? seconds(median(verdicts)) : 'none'} (${verdicts.length}/${ROUNDS} rounds had one${verdicts.length ? `: ${each(verdicts)}` : ''})`,
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
