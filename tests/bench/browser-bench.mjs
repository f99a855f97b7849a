/**
 * What the Chromium benchmarks (keystroke, slow link, PHP in the browser, PHP keystroke) share: the real server on
 * a free port with a throw-away database serving a given build, a headless Debian Chromium, and a fresh student
 * signed in on the trial practice turned into a benchmark workspace. One place, so they measure the same server
 * started the same way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../../scripts/find-chromium.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The build a benchmark serves: the one `--dist DIR` names among `args`, or else a fresh production build into
 * `dir`/dist, so a benchmark never measures a stale dist/.
 */
export function benchDist(args, dir) {
  const distArg = args.indexOf('--dist');
  if (distArg >= 0) return resolve(root, args[distArg + 1]);
  const staticDir = join(dir, 'dist');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', staticDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('build failed');
  return staticDir;
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/**
 * Starts the server on `staticDir` and `dbPath` (sign-up needs no bot check: the benchmarks create their
 * student over HTTP) and resolves once it answers. `stop()` ends it and waits for its exit.
 */
export async function startBenchServer({ staticDir, dbPath }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbPath,
      NODE_ENV: 'test',
      STATIC_DIR: staticDir,
      BOT_CHECK: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Headless Chromium as the e2e suite finds it. */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: resolveChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/**
 * Marks every trial material before the trial chapter's first practice finished for `studentId` (so that practice
 * opens), in one transaction on the open benchmark database. Answers the practice's material id.
 */
export function unlockTrialPractice(db, studentId) {
  const trial = db
    .prepare(
      `SELECT m.id AS id, m.relation AS relation FROM materials m JOIN topics t ON t.id = m.topic_id
       JOIN chapters c ON c.id = t.chapter_id
       WHERE c.course_id = 2 AND c.is_trial = 1 AND m.deleted_at IS NULL AND t.deleted_at IS NULL AND c.deleted_at IS NULL
       ORDER BY c."order", c.id, t."order", t.id, m."order", m.id`,
    )
    .all();
  const index = trial.findIndex((m) => m.relation === 'practice');
  if (index < 0) throw new Error('no trial practice');
  const progress = db.prepare('SELECT id FROM progresses WHERE student_id = ? AND course_id = 2').get(studentId);
  const now = Date.now();
  const upsert = db.prepare(
    `INSERT INTO progress_materials (progress_id, material_id, is_unlock, is_finish, started_at, finished_at, updated_at)
     VALUES (?, ?, 1, 1, ?, ?, ?)
     ON CONFLICT (progress_id, material_id) DO UPDATE SET is_unlock = 1, is_finish = 1, finished_at = excluded.finished_at`,
  );
  db.transaction(() => {
    for (const m of trial.slice(0, index)) upsert.run(progress.id, m.id, now, now, now);
  })();
  return trial[index].id;
}

/**
 * Makes the trial chapter's practice `workspace` with one task judged by `answers`, and unlocks it (and the
 * materials before it) for `studentId`. Answers the practice's material id.
 */
function prepareTrialPractice(dbPath, studentId, workspace, answers) {
  const db = new Database(dbPath);
  try {
    const materialId = unlockTrialPractice(db, studentId);
    const practice = db.prepare('SELECT id FROM practices WHERE material_id = ?').get(materialId);
    db.transaction(() => {
      db.prepare('UPDATE practices SET starter = ? WHERE id = ?').run(JSON.stringify(workspace), practice.id);
      db.prepare('UPDATE tasks SET deleted_at = ? WHERE practice_id = ?').run(Date.now(), practice.id);
      db.prepare(
        `INSERT INTO tasks (practice_id, "order", title, question, example, copyable, answers)
         VALUES (?, 0, ?, ?, NULL, '[]', ?)`,
      ).run(
        practice.id,
        JSON.stringify({ id: 'Benchmark', en: 'Benchmark' }),
        JSON.stringify({ id: 'Ruang kerja benchmark.', en: 'Benchmark workspace.' }),
        JSON.stringify(answers),
      );
    })();
    return materialId;
  } finally {
    db.close();
  }
}

/**
 * Registers a fresh student over HTTP, makes the trial practice `workspace` judged by `answers` (see above), signs
 * the student in through the sign-in form (locale id-ID) and answers the practice's material id.
 */
export async function openTrialPracticeAs(page, { base, dbPath, workspace, answers }) {
  const email = `bench.${Date.now()}@example.com`;
  const reg = await page.request.post('/api/student/register', {
    data: { fullName: 'Siswa Benchmark', email, password: 'rahasia123', phoneNumber: '081234567890' },
    headers: { origin: base },
  });
  if (reg.status() !== 201) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const userId = (await reg.json()).data.id;
  await page.request.get(`/api/student/show-progress/${userId}/2`);
  const materialId = prepareTrialPractice(dbPath, userId, workspace, answers);
  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return materialId;
}
