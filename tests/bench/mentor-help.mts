/**
 * The mentor's help screen load time, in Chromium, on the built app, against the mentor's project review measured in
 * the same run.
 *
 *   node --import tsx tests/bench/mentor-help.mts [--rounds 7] [--dist dist]
 *
 * Builds the client into a private temp folder first (other work may be rebuilding `dist/`), unless `--dist <folder>`
 * names an existing build. Starts the real server with a throw-away seeded database and seeds, for the demo mentor:
 * a help request carrying the 30-minute editing session of tests/fixtures/replay-session.ts (about 5,000 events),
 * the same files submitted as a project without a replay (the baseline: the review screen as it was before replays),
 * and the same files submitted with that replay. Each round opens the three screens in a rotating order in one
 * signed-in page and times, from the navigation's start, (1) the editor showing the file and the replay scrubber (or
 * the "no replay" line) ready, and (2) the preview tab's page drawn. Prints the medians and the ratios to the
 * baseline.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { packReplay } from '../../src/editor/replay/replay-codec';
import { recordedSession } from '../fixtures/replay-session';
import { launchBenchChromium, root, startBenchServer, unlockTrialPractice } from './browser-bench.mjs';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1]) || 7;
const MENTOR = 'mentor@kelaskoding.id';
const PASSWORD = 'kelaskoding123';

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

function sessionWorkspace(texts: Map<string, string>) {
  const file = (id: string, path: string, lang: string) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    return { id, name: name.slice(0, dot), ext: name.slice(dot + 1), lang, path, type: 'code', value: texts.get(path) };
  };
  return {
    files: [
      file('FL-index', 'index.html', 'html'),
      { id: 'FLD-css', folder: true, name: 'css', path: 'css', files: [file('FL-style', 'css/style.css', 'css')] },
    ],
    activeFile: 'FL-index',
    activeFolder: null,
    openedFiles: ['FL-index'],
    copied: null,
  };
}

async function registerStudent(page: Page, base: string, label: string): Promise<number> {
  const reg = await page.request.post('/api/student/register', {
    data: {
      fullName: `Siswa ${label}`,
      email: `bench.${label}.${Date.now()}@example.com`,
      password: 'rahasia123',
      phoneNumber: '081234567890',
    },
    headers: { origin: base },
  });
  if (reg.status() !== 201) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const userId = ((await reg.json()) as { data: { id: number } }).data.id;
  await page.request.get(`/api/student/show-progress/${userId}/2`);
  await page.context().clearCookies();
  return userId;
}

/** Seeds the three screens' data; answers their addresses. */
function seed(dbPath: string, students: [number, number], workspace: unknown, replay: string) {
  const db = new Database(dbPath);
  try {
    const now = Date.now();
    const mentor = db.prepare('SELECT id FROM users WHERE email = ?').get(MENTOR) as { id: number };
    const project = db
      .prepare(
        `SELECT m.id AS id FROM materials m JOIN topics t ON t.id = m.topic_id JOIN chapters c ON c.id = t.chapter_id
         WHERE c.course_id = 2 AND c.is_trial = 1 AND m.relation = 'submission' AND m.deleted_at IS NULL
         ORDER BY c."order", t."order", m."order", m.id LIMIT 1`,
      )
      .get() as { id: number };
    const insertPm = db.prepare(
      `INSERT INTO progress_materials (progress_id, material_id, is_unlock, started_at, updated_at, code,
         submission_status, submitted_at, submission_replay)
       VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (progress_id, material_id) DO UPDATE SET code = excluded.code,
         submission_status = excluded.submission_status, submitted_at = excluded.submitted_at,
         submission_replay = excluded.submission_replay
       RETURNING id`,
    );
    const code = JSON.stringify(workspace);
    const out = { help: 0, review: 0, reviewReplay: 0 };
    db.transaction(() => {
      for (const userId of students) {
        db.prepare('UPDATE student_details SET mentor_id = ? WHERE user_id = ?').run(mentor.id, userId);
      }
      const progressOf = (userId: number) =>
        (db.prepare('SELECT id FROM progresses WHERE student_id = ? AND course_id = 2').get(userId) as { id: number })
          .id;
      const [a, b] = students;
      const practice = unlockTrialPractice(db, a);
      const practicePm = insertPm.get(progressOf(a), practice, now, now, code, null, null, null) as { id: number };
      const baseline = insertPm.get(progressOf(a), project.id, now, now, code, 'in review', now, null) as {
        id: number;
      };
      const withReplay = insertPm.get(progressOf(b), project.id, now, now, code, 'in review', now, replay) as {
        id: number;
      };
      const help = db
        .prepare(
          `INSERT INTO help_requests (student_id, progress_material_id, tried, stuck, files, replay, status,
             created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?) RETURNING id`,
        )
        .get(a, practicePm.id, 'Saya menata judul.', 'Warna judul tidak berubah.', code, replay, now, now) as {
        id: number;
      };
      out.help = help.id;
      out.review = baseline.id;
      out.reviewReplay = withReplay.id;
    })();
    return {
      help: `/mentor/help?request=${out.help}`,
      review: `/mentor/submission?progressMaterialId=${out.review}`,
      reviewReplay: `/mentor/submission?progressMaterialId=${out.reviewReplay}`,
    };
  } finally {
    db.close();
  }
}

/** Milliseconds from the navigation's start to the editor and the scrubber ready, then to the preview's page. */
async function measure(page: Page, url: string, withReplay: boolean) {
  await page.goto('about:blank');
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await Promise.all([
    page.locator('.cm-content', { hasText: 'Halo, saya Andi' }).first().waitFor(),
    withReplay
      ? page.getByRole('slider', { name: 'Posisi rekaman' }).waitFor()
      : page.getByText('tidak membawa rekaman pengeditan').waitFor(),
  ]);
  const editor = performance.now() - start;
  await page.getByRole('tab', { name: 'Pratinjau' }).click();
  await page.frameLocator('.rv-tabpanel iframe').getByRole('heading', { name: 'Halo, saya Andi' }).waitFor();
  return { editor, preview: performance.now() - start };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kelaskoding-bench-'));
  const distArg = args.indexOf('--dist');
  const staticDir = distArg >= 0 ? resolve(root, args[distArg + 1] as string) : join(dir, 'dist');
  if (distArg < 0) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', staticDir, '--emptyOutDir'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('build failed');
  }
  const dbPath = join(dir, 'bench.db');
  const { base, stop } = await startBenchServer({ staticDir, dbPath });
  let browser: Awaited<ReturnType<typeof launchBenchChromium>> | undefined;
  try {
    const { replay, texts } = recordedSession();
    const packed = await packReplay(replay);
    browser = await launchBenchChromium();
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1600, height: 900 },
      locale: 'id-ID',
    });
    const page = await context.newPage();
    const students: [number, number] = [await registerStudent(page, base, 'a'), await registerStudent(page, base, 'b')];
    const urls = seed(dbPath, students, sessionWorkspace(texts), packed);
    const login = await page.request.post('/api/mentor/login', {
      data: { email: MENTOR, password: PASSWORD },
      headers: { origin: base },
    });
    if (login.status() !== 200) throw new Error(`mentor login: ${login.status()} ${await login.text()}`);
    // The app asks for the role its own sign-in remembers in this cookie (src/state/auth.ts); without it the
    // screens see a signed-out visitor and show the mentor's sign-in form.
    await context.addCookies([{ name: 'auth.strategy', value: 'mentor', url: base }]);

    const screens = [
      { key: 'review', label: 'review, no replay (baseline)', url: urls.review, replay: false },
      { key: 'help', label: 'help request, 30-min replay', url: urls.help, replay: true },
      { key: 'reviewReplay', label: 'review, 30-min replay', url: urls.reviewReplay, replay: true },
    ];
    const times = new Map(screens.map((s) => [s.key, { editor: [] as number[], preview: [] as number[] }]));
    // One warm-up round: the build's chunks and the grammars come from the HTTP cache afterwards, as for a mentor.
    for (const s of screens) {
      await measure(page, s.url, s.replay).catch(async (error: Error) => {
        throw new Error(
          `${s.label} did not get ready: ${error.message}\n${(await page.innerText('body')).slice(0, 600)}`,
        );
      });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < screens.length; i++) {
        const s = screens[(round + i) % screens.length] as (typeof screens)[number];
        const m = await measure(page, s.url, s.replay);
        times.get(s.key)?.editor.push(m.editor);
        times.get(s.key)?.preview.push(m.preview);
      }
    }
    console.log(`replay: ${replay.events.length} events, ${(packed.length / 1024).toFixed(1)} KB as sent`);
    const baseline = times.get('review') as { editor: number[]; preview: number[] };
    for (const s of screens) {
      const t = times.get(s.key) as { editor: number[]; preview: number[] };
      const editor = median(t.editor);
      const preview = median(t.preview);
      console.log(
        `${s.label}: editor and scrubber ${editor.toFixed(0)} ms (${(editor / median(baseline.editor)).toFixed(2)}×),` +
          ` preview ${preview.toFixed(0)} ms (${(preview / median(baseline.preview)).toFixed(2)}×), median of ${ROUNDS}`,
      );
    }
  } finally {
    await browser?.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
