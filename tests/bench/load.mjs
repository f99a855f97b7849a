/**
 * Load and failure benchmark. Simulated students, written into a seeded database by
 * load-students.mts (not signed up over HTTP), each in its own loop until the time is up: a visit signs in (sending
 * the old cookie, so the old session ends), then rounds of: the course map, a practice opened, two slide or video
 * finishes and a draft save at once (two tabs and an autosave, so one student's writes race each other), a second
 * draft save, the notification list, and one unread notification marked read. Students start spread over the first
 * tenth of the run (a burst of sign-ins at one instant would only measure the argon2 queue).
 *
 * Configurations, one after another in the same run:
 *   sqlite  the built server (dist-server/server.mjs, as `npm start` runs it) on a SQLite file, one process
 *   bare    tests/bench/bare-server.mjs (node:http + better-sqlite3, no framework) on a copy of the same file, with
 *           the same workload: the floor `sqlite` is compared with (req/s ratio and CPU per request)
 *   floor   tests/bench/framework-floor.mjs (the bare server's work through Hono on @hono/node-server, nothing of ours)
 *           on its own copy of the file (port + 4), not in the default list: it splits the product's distance from
 *           the bare server into the framework's share and ours
 *   pg      the built server with WORKERS=3 (node:cluster) on one PostgreSQL (a throw-away cluster as the tests
 *           start it, scripts/pg-cluster.mjs; TEST_DATABASE_URL names another). Unless `--kill 0`, one of the three
 *           processes gets SIGKILL at that fraction of the run: the others must keep serving.
 *
 * Reported per configuration: requests per second, p50 and p99 latency (all requests and per route), errors (any
 * non-2xx answer or failed request: must be 0) and lost updates (must be 0): after the run every acknowledged write
 * is read back from the database (each draft's last acknowledged contents, or a later one whose answer was lost;
 * each finished material; each notification marked read), and each progress's percentage must match its finished
 * rows. With the kill, requests that fail on a connection that was open at the kill are counted apart ("in flight at
 * the kill"); every request on a connection opened after it must succeed. The load average is shown with every figure.
 *
 *   node tests/bench/load.mjs [--students 20] [--seconds 10] [--configs sqlite,bare,pg] [--kill 0.5]
 *     [--port 4720] [--skip-build] [--profile <folder>] [--bare-node-flags] [--bare-headers product|plain]
 *   the full run: nice node tests/bench/load.mjs --students 200 --seconds 60
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { childPids, cpuMs, cpuTreeMs, postmasterPid } from './proc-stats.mjs';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    configs: { type: 'string', default: 'sqlite,bare,pg' },
    // The fraction of the pg run at which one server process is killed (0: no kill).
    kill: { type: 'string', default: '0.5' },
    // Ports: the product on port, the bare server on port + 1, the three processes on port + 2, PostgreSQL on port + 3, the framework floor on port + 4.
    port: { type: 'string', default: '4720' },
    'skip-build': { type: 'boolean', default: false },
    // Rounds per visit: a visit starts with a sign-in.
    'rounds-per-visit': { type: 'string', default: '10' },
    // Starts the one-process servers (sqlite, bare) with `node --cpu-prof`, their profiles in <folder>/<name>.
    profile: { type: 'string', default: '' },
    // Starts the bare server with the product's node flags too (scripts/server-node-flags.mjs): the floor on the same
    // heap settings, to see what the flags give a server with no framework.
    'bare-node-flags': { type: 'boolean', default: false },
    // The headers the bare server and the floor answer with (bare-work.mjs): `product` (the product's API answer
    // headers, so every server sends the same answer) or `plain` (Content-Type and Content-Length only, as before).
    'bare-headers': { type: 'string', default: 'product' },
  },
});
if (!['product', 'plain'].includes(values['bare-headers'])) throw new Error('--bare-headers is product or plain');
// Read by bare-work.mjs in the bare server and the floor, which inherit this environment.
process.env.BARE_HEADERS = values['bare-headers'];
const STUDENTS = Number(values.students);
const SECONDS = Number(values.seconds);
const KILL_AT = Number(values.kill);
const PORT = Number(values.port);
const ROUNDS_PER_VISIT = Number(values['rounds-per-visit']);
const configs = values.configs.split(',');
const profiling = (name) => (values.profile ? ['--cpu-prof', `--cpu-prof-dir=${join(values.profile, name)}`] : []);
const REQUEST_TIMEOUT_MS = 60_000;

const dir = mkdtempSync(join(tmpdir(), 'kk-load-'));
const children = new Set();
let pgCluster = null;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0].toFixed(1);

function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
/** What the servers logged at warn or above (LOG_LEVEL=warn), shown after the report. */
const serverLog = [];

function runNode(args, env, capture = false) {
  const done = spawnSync(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', capture ? 'pipe' : 'ignore', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (done.status !== 0) throw new Error(`${args.join(' ')} exited with ${done.status}`);
  return done.stdout;
}

/** Seeds the demo data and the load students into `url`; returns load-students.mts's JSON. */
function seed(url) {
  runNode(['--import', 'tsx', 'api/db/seed/cli.ts'], { DATABASE_URL: url });
  return JSON.parse(
    runNode(['--import', 'tsx', 'tests/bench/load-students.mts', String(STUDENTS)], { DATABASE_URL: url }, true),
  );
}

function start(name, args, env, ready) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', BOT_CHECK: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const text = String(chunk);
      if (text.includes(ready)) resolve(child);
      for (const line of text.split('\n')) if (line.startsWith('{')) serverLog.push(`${name}: ${line}`);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One HTTP request on the run's keep-alive agent; resolves with status and parsed JSON, rejects on a network error. */
function send(agent, port, method, path, { cookie, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, headers: res.headers, json, text, socket: req.socket });
        });
        res.on('error', (err) => reject(Object.assign(err, { socket: req.socket })));
      },
    );
    req.on('socket', (socket) => {
      socket.openedAt ??= performance.now();
    });
    req.on('error', (err) => reject(Object.assign(err, { socket: req.socket })));
    // A request that gets no answer counts as failed (a connection handed to a process that then died can hang).
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.end(payload);
  });
}

const pick = (list, random) => list[Math.floor(random() * list.length)];
/** A small seeded random, so runs of the same size do the same things. */
function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A practice draft of about 1 KB, carrying a marker unique to this save. */
function draft(marker) {
  const body = `    <h1>Halo ${marker}</h1>\n${'    <p>Belajar HTML dengan tenang dan teliti.</p>\n'.repeat(20)}`;
  return {
    files: [
      {
        id: 'FL-load-1',
        name: 'index',
        ext: 'html',
        lang: 'html',
        path: 'index.html',
        type: 'code',
        value: `<!DOCTYPE html>\n<html lang="id">\n  <body>\n${body}  </body>\n</html>\n`,
      },
    ],
    activeFile: 'FL-load-1',
    activeFolder: null,
    openedFiles: ['FL-load-1'],
    copied: null,
  };
}

/**
 * Drives the students against `port` for SECONDS; `onMidRun` (optional) is called at KILL_AT of the run and returns
 * the moment (performance.now()) of the kill. Returns the stats and, per student, what was acknowledged.
 */
/** The run is also reported in this many equal slices (req/s and CPU per request in each): a trend over the run shows. */
const SLICES = 6;

async function drive(port, seeded, onMidRun, pid) {
  // Idle keep-alive sockets are closed after 4 s, before the server's 5 s keep-alive timeout: otherwise a socket the
  // server is closing is sometimes reused and its request fails with ECONNRESET (browsers retry such a request).
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4000 });
  // inWindow: answered before the time was up (req/s counts these over SECONDS: a request hanging after the kill
  // must not stretch the window).
  const stats = {
    latencies: new Map(),
    errors: [],
    inFlightAtKill: [],
    requests: 0,
    inWindow: 0,
    killAt: null,
    // Per slice of the run: requests answered in it, and the server's CPU (ms) over it (one-process servers).
    slices: Array.from({ length: SLICES }, () => ({ requests: 0, cpu: null })),
  };
  const begin = performance.now();
  const deadline = begin + SECONDS * 1000;
  const sliceMs = (SECONDS * 1000) / SLICES;
  const sampler =
    pid !== undefined &&
    (async () => {
      for (let i = 0; i < SLICES; i++) {
        const cpuBefore = cpuMs(pid);
        await sleep(Math.max(0, begin + (i + 1) * sliceMs - performance.now()));
        stats.slices[i].cpu = cpuMs(pid) - cpuBefore;
      }
    })();

  /** `expected`: the answer statuses that are not errors (a draft save may be refused as stale: 409). */
  async function call(route, method, path, options, expected = [200]) {
    const started = performance.now();
    try {
      const res = await send(agent, port, method, path, options);
      const ms = performance.now() - started;
      if (!expected.includes(res.status)) {
        stats.errors.push({ route, status: res.status, body: res.text.slice(0, 200) });
        return null;
      }
      stats.requests++;
      const answered = performance.now();
      if (answered <= deadline) {
        stats.inWindow++;
        stats.slices[Math.min(SLICES - 1, Math.floor((answered - begin) / sliceMs))].requests++;
      }
      const list = stats.latencies.get(route) ?? [];
      list.push(ms);
      stats.latencies.set(route, list);
      return res;
    } catch (err) {
      const openedAt = err.socket?.openedAt;
      if (stats.killAt !== null && openedAt !== undefined && openedAt <= stats.killAt) {
        stats.inFlightAtKill.push({ route, code: err.code ?? err.message, startedAfterKill: started > stats.killAt });
      } else {
        stats.errors.push({ route, status: err.code ?? err.message });
      }
      return null;
    }
  }

  const states = seeded.students.map((s, index) => ({
    ...s,
    index,
    cookie: null,
    drafts: new Map(), // progressMaterialId → { acked: the last acknowledged save's number, refused: 409s }
    finished: new Set(), // material ids acknowledged finished
    attempted: new Set(), // material ids a finish was sent for
    read: new Set(), // notification ids acknowledged read
    unread: [...s.notifications],
    saves: 0,
    lastEdit: 0,
  }));

  // Each save carries its edit time (increasing per student, as one editor's are): the server refuses a save edited
  // before the code it holds (409 stale_save), e.g. one whose answer timed out and that runs after a newer one.
  async function saveDraft(st, pm) {
    const number = ++st.saves;
    st.lastEdit = Math.max(Date.now(), st.lastEdit + 1);
    const entry = st.drafts.get(pm) ?? { acked: 0, refused: 0 };
    st.drafts.set(pm, entry);
    const res = await call(
      'PUT practice draft',
      'PUT',
      `/api/student/practice/${pm}/code`,
      { cookie: st.cookie, body: { workspace: draft(`[load:${st.index}:${number}]`), editedAt: st.lastEdit } },
      [200, 409],
    );
    if (res?.status === 200) entry.acked = Math.max(entry.acked, number);
    else if (res?.status === 409) entry.refused++;
  }

  async function finish(st, m) {
    st.attempted.add(m.id);
    const res = await call('PUT finish slide/video', 'PUT', `/api/student/progresses/${st.progressId}`, {
      cookie: st.cookie,
      body: { chapterId: m.chapterId, topicId: m.topicId, materialId: m.id },
    });
    if (res) st.finished.add(m.id);
  }

  async function student(st) {
    const random = mulberry(1000 + st.index);
    const practices = st.materials.filter((m) => m.relation === 'practice');
    const slides = st.materials.filter((m) => m.relation === 'slide' || m.relation === 'video');
    await sleep((st.index / states.length) * SECONDS * 100);
    for (let round = 0; performance.now() < deadline; round++) {
      if (round % ROUNDS_PER_VISIT === 0 || !st.cookie) {
        const res = await call('POST sign-in', 'POST', '/api/student/login', {
          cookie: st.cookie ?? undefined,
          body: { email: st.email, password: seeded.password },
        });
        const cookie = res?.headers['set-cookie']?.find((c) => c.startsWith('auth.session='));
        // A sign-in that brought no session leaves the student signed out, as the app's sign-in form does: the server
        // may have ended the old session before its answer was lost (a process killed mid-request), so the student
        // signs in again rather than sending a cookie that may be gone.
        st.cookie = cookie ? cookie.split(';')[0] : null;
        if (!st.cookie) continue;
      }
      await call('GET course map', 'GET', `/api/student/courses/2/chapters?studentId=${st.id}`, { cookie: st.cookie });
      const practice = pick(practices, random);
      await call('POST open material', 'POST', `/api/student/progresses/${st.progressId}/progress-topic`, {
        cookie: st.cookie,
        body: { chapterId: practice.chapterId, topicId: practice.topicId, materialId: practice.id },
      });
      const a = pick(slides, random);
      let b = pick(slides, random);
      while (b.id === a.id) b = pick(slides, random);
      await Promise.all([finish(st, a), finish(st, b), saveDraft(st, practice.progressMaterialId)]);
      await saveDraft(st, practice.progressMaterialId);
      await call('GET notifications', 'GET', '/api/notifications?start=0&length=10', { cookie: st.cookie });
      const note = st.unread[0];
      if (note !== undefined) {
        const res = await call('PUT notification read', 'PUT', `/api/notifications/${note}/read`, {
          cookie: st.cookie,
        });
        if (res) {
          st.unread.shift();
          st.read.add(note);
        }
      }
    }
  }

  const midRun =
    onMidRun &&
    (async () => {
      await sleep(SECONDS * 1000 * KILL_AT);
      stats.killAt = await onMidRun();
    })();
  await Promise.all([...states.map(student), midRun, sampler]);
  stats.seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  return { stats, states };
}

const round2 = (n) => Math.round(n * 100) / 100;

/** Reads every load student's rows back and counts acknowledged writes that are not there. */
function verify(states, rows, total) {
  const lost = { drafts: 0, finishes: 0, reads: 0, totals: 0, unasked: 0, refusedSaves: 0, examples: [] };
  const pmById = new Map(rows.materials.map((r) => [r.id, r]));
  const byProgress = new Map();
  for (const r of rows.materials) {
    const list = byProgress.get(r.progressId) ?? [];
    list.push(r);
    byProgress.set(r.progressId, list);
  }
  const percentage = new Map(rows.progresses.map((p) => [p.id, p.percentage]));
  const readAt = new Map(rows.notifications.map((n) => [n.id, n.readAt]));
  for (const st of states) {
    for (const [pm, entry] of st.drafts) {
      const code = pmById.get(pm)?.code ?? '';
      // The draft must hold the last acknowledged save or a later one (whose answer was lost or is the last
      // sent). A save the server refused as older (409) is not a lost update: it never overwrote anything; but an
      // older save found over an acknowledged newer one is, whether or not its own answer arrived.
      lost.refusedSaves += entry.refused;
      const found = Number(new RegExp(`\\[load:${st.index}:(\\d+)\\]`).exec(code)?.[1] ?? 0);
      if (entry.acked && found < entry.acked) {
        lost.drafts++;
        lost.examples.push(
          `draft ${pm} of student ${st.index}: acknowledged save ${entry.acked}, found ${code.slice(0, 80)}`,
        );
      }
    }
    const mine = byProgress.get(st.progressId) ?? [];
    const finishedInDb = new Set(mine.filter((r) => r.isFinish).map((r) => r.materialId));
    for (const m of st.finished) {
      if (!finishedInDb.has(m)) {
        lost.finishes++;
        lost.examples.push(`finish of material ${m} by student ${st.index}`);
      }
    }
    for (const m of finishedInDb) if (!st.attempted.has(m)) lost.unasked++;
    const expected = round2((finishedInDb.size / total) * 100);
    if (Math.abs((percentage.get(st.progressId) ?? -1) - expected) > 0.005) {
      lost.totals++;
      lost.examples.push(
        `progress ${st.progressId}: percentage ${percentage.get(st.progressId)}, ${finishedInDb.size} finished rows give ${expected}`,
      );
    }
    for (const n of st.read) {
      if (readAt.get(n) === null || readAt.get(n) === undefined) {
        lost.reads++;
        lost.examples.push(`notification ${n} of student ${st.index}`);
      }
    }
  }
  return lost;
}

function readSqlite(file, states) {
  const db = new Database(file, { readonly: true });
  try {
    const progressIds = states.map((s) => s.progressId).join(',');
    const userIds = states.map((s) => s.id).join(',');
    return {
      materials: db
        .prepare(
          `select id, progress_id as progressId, material_id as materialId, is_finish = 1 as isFinish, code from progress_materials where progress_id in (${progressIds})`,
        )
        .all()
        .map((r) => ({ ...r, isFinish: r.isFinish === 1 })),
      progresses: db.prepare(`select id, percentage from progresses where id in (${progressIds})`).all(),
      notifications: db.prepare(`select id, read_at as readAt from notifications where user_id in (${userIds})`).all(),
    };
  } finally {
    db.close();
  }
}

async function readPostgres(url, states) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const progressIds = states.map((s) => s.progressId);
    const userIds = states.map((s) => s.id);
    const materials = await client.query(
      'select id, progress_id as "progressId", material_id as "materialId", is_finish as "isFinish", code::text as code from progress_materials where progress_id = any($1)',
      [progressIds],
    );
    const progresses = await client.query('select id, percentage from progresses where id = any($1)', [progressIds]);
    const notes = await client.query('select id, read_at as "readAt" from notifications where user_id = any($1)', [
      userIds,
    ]);
    return {
      materials: materials.rows,
      progresses: progresses.rows.map((r) => ({ id: r.id, percentage: Number(r.percentage) })),
      notifications: notes.rows,
    };
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarize(name, { stats }, lost, extra = {}) {
  const all = [...stats.latencies.values()].flat().sort((a, b) => a - b);
  return {
    name,
    rps: stats.inWindow / SECONDS,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    requests: stats.requests,
    errors: stats.errors.length,
    errorExamples: stats.errors.slice(0, 3),
    allErrors: stats.errors,
    inFlightAtKill: stats.inFlightAtKill,
    lost,
    routes: [...stats.latencies.entries()].map(([route, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { route, count: list.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    }),
    slices: stats.slices,
    ...extra,
  };
}

const results = [];
try {
  if (!values['skip-build'] && configs.some((c) => c !== 'bare')) runNode(['scripts/build-server.mjs'], {});

  if (configs.includes('sqlite') || configs.includes('bare') || configs.includes('floor')) {
    const file = join(dir, 'product.db');
    const seeded = seed(file);
    const total = seeded.students[0].materials.length;
    // Each floor gets its own copy of the seeded file (with its write-ahead log), so no run reads another's writes.
    const copyOf = (name) => {
      const copy = join(dir, `${name}.db`);
      copyFileSync(file, copy);
      if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
      return copy;
    };
    const bareFile = copyOf('bare');
    const floorFile = copyOf('floor');

    const runOne = async (name, args, dbFile, port, ready) => {
      const server = await start(name, args, { DATABASE_URL: dbFile, PORT: String(port) }, ready);
      await sleep(1000);
      const loadBefore = load();
      const cpuBefore = cpuMs(server.pid);
      const run = await drive(port, seeded, undefined, server.pid);
      const cpu = cpuMs(server.pid) - cpuBefore;
      const loadAfter = load();
      await stop(server);
      const lost = verify(run.states, readSqlite(dbFile, run.states), total);
      const summary = summarize(name, run, lost, {
        load: `${loadBefore} → ${loadAfter}`,
        cpuPerRequest: (1000 * cpu) / Math.max(1, run.stats.requests),
      });
      results.push(summary);
      console.log(`[load] ${name}: ${Math.round(summary.rps)} req/s, load ${summary.load}`);
    };
    if (configs.includes('sqlite')) {
      await runOne(
        'sqlite',
        [...profiling('sqlite'), ...SERVER_NODE_FLAGS, 'dist-server/server.mjs'],
        file,
        PORT,
        'is running at',
      );
    }
    if (configs.includes('bare')) {
      await runOne(
        'bare',
        [
          ...profiling('bare'),
          ...(values['bare-node-flags'] ? SERVER_NODE_FLAGS : []),
          '--import',
          'tsx',
          'tests/bench/bare-server.mjs',
        ],
        bareFile,
        PORT + 1,
        '[bare] ready',
      );
    }
    if (configs.includes('floor')) {
      await runOne(
        'floor',
        [...profiling('floor'), '--import', 'tsx', 'tests/bench/framework-floor.mjs'],
        floorFile,
        PORT + 4,
        '[floor] ready',
      );
    }
  }

  if (configs.includes('pg')) {
    process.env.PG_CLUSTER_PORT ??= String(PORT + 3);
    pgCluster = await startCluster();
    const seeded = seed(pgCluster.url);
    // The throw-away cluster runs without autovacuum: give the planner the statistics a live server would have.
    const admin = new pg.Client({ connectionString: pgCluster.url });
    await admin.connect();
    await admin.query('analyze');
    await admin.end();
    const total = seeded.students[0].materials.length;
    const port = PORT + 2;
    const primary = await start(
      'pg',
      [...SERVER_NODE_FLAGS, 'dist-server/server.mjs'],
      { DATABASE_URL: pgCluster.url, PORT: String(port), WORKERS: '3' },
      'is running at',
    );
    for (let i = 0; i < 50 && childPids(primary.pid).length < 3; i++) await sleep(200);
    await sleep(1000);
    const loadBefore = load();
    const postmaster = postmasterPid(new URL(pgCluster.url).port);
    const cpuBefore = { node: cpuTreeMs(primary.pid), postgres: postmaster ? cpuTreeMs(postmaster) : 0 };
    let killed = null;
    let replacedAfter = null;
    const onMidRun =
      KILL_AT > 0
        ? async () => {
            const before = childPids(primary.pid);
            killed = before[1] ?? before[0];
            const at = performance.now();
            process.kill(killed, 'SIGKILL');
            // The supervisor starts a new process: how long until three serve again.
            void (async () => {
              for (let i = 0; i < 300; i++) {
                const now = childPids(primary.pid);
                if (now.length >= 3 && !now.includes(killed)) {
                  replacedAfter = performance.now() - at;
                  return;
                }
                await sleep(50);
              }
            })();
            return at;
          }
        : undefined;
    const run = await drive(port, seeded, onMidRun);
    const loadAfter = load();
    const cpu = {
      node: cpuTreeMs(primary.pid) - cpuBefore.node,
      postgres: postmaster ? cpuTreeMs(postmaster) - cpuBefore.postgres : 0,
    };
    await stop(primary);
    const lost = verify(run.states, await readPostgres(pgCluster.url, run.states), total);
    const summary = summarize('pg', run, lost, {
      load: `${loadBefore} → ${loadAfter}`,
      killed: killed ? { pid: killed, at: KILL_AT, replacedAfterMs: replacedAfter } : null,
      cpuPerRequest: (1000 * cpu.node) / Math.max(1, run.stats.requests),
      postgresCpuPerRequest: (1000 * cpu.postgres) / Math.max(1, run.stats.requests),
    });
    results.push(summary);
    console.log(`[load] pg: ${Math.round(summary.rps)} req/s, load ${summary.load}`);
  }
} finally {
  for (const child of children) await stop(child);
  await pgCluster?.stop();
}

// The report.
const fmt = (n) => n.toFixed(1);
console.log(
  `\n${STUDENTS} students, ${SECONDS} s per configuration, a sign-in every ${ROUNDS_PER_VISIT} rounds (node ${process.version})\n`,
);
console.log(
  '| configuration | req/s | p50 ms | p99 ms | requests | errors | lost updates | in flight at the kill | load avg (1 min) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
const label = {
  sqlite: 'one process, SQLite (built server)',
  bare: 'bare node:http + better-sqlite3',
  floor: 'framework floor (Hono on @hono/node-server)',
  pg: 'three processes (WORKERS=3), one PostgreSQL',
};
for (const r of results) {
  const lostCount = r.lost.drafts + r.lost.finishes + r.lost.reads + r.lost.totals;
  const kill = r.killed ? `${r.inFlightAtKill.length}` : '–';
  console.log(
    `| ${label[r.name]}${r.killed ? `, one killed at ${Math.round(r.killed.at * 100)}%` : ''} | ${Math.round(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.requests} | ${r.errors} | ${lostCount} | ${kill} | ${r.load} |`,
  );
}
const sqlite = results.find((r) => r.name === 'sqlite');
const bare = results.find((r) => r.name === 'bare');
const sliced = results.filter((r) => r.slices.every((slice) => slice.cpu !== null));
if (sliced.length > 0) {
  const seconds = SECONDS / SLICES;
  console.log(`\nOver the run, in ${SLICES} slices of ${fmt(seconds)} s: req/s, and the server's CPU µs per request`);
  for (const r of sliced) {
    const cells = r.slices.map(
      (x) => `${Math.round(x.requests / seconds)} (${Math.round((1000 * x.cpu) / Math.max(1, x.requests))})`,
    );
    console.log(`| ${label[r.name]} | ${cells.join(' | ')} |`);
  }
}
if (sqlite && bare) {
  console.log(
    `\nSQLite product / bare: ${(sqlite.rps / bare.rps).toFixed(2)}× req/s (target ≥ 0.85×); CPU per request ${Math.round(sqlite.cpuPerRequest)} µs against ${Math.round(bare.cpuPerRequest)} µs (${(bare.cpuPerRequest / sqlite.cpuPerRequest).toFixed(2)}×)`,
  );
}
const floorResult = results.find((r) => r.name === 'floor');
if (floorResult && bare) {
  console.log(
    `Framework floor / bare: ${(floorResult.rps / bare.rps).toFixed(2)}× req/s (CPU per request ${Math.round(floorResult.cpuPerRequest)} µs, ${(bare.cpuPerRequest / floorResult.cpuPerRequest).toFixed(2)}×)${sqlite ? `; SQLite product / floor: ${(sqlite.rps / floorResult.rps).toFixed(2)}×` : ''}`,
  );
}
const pgResult = results.find((r) => r.name === 'pg');
if (pgResult) {
  console.log(
    `PostgreSQL configuration: CPU per request ${Math.round(pgResult.cpuPerRequest)} µs in the server processes, ${Math.round(pgResult.postgresCpuPerRequest)} µs in PostgreSQL`,
  );
}
for (const r of results) {
  console.log(`\n${label[r.name]}: per route`);
  console.log('| route | requests | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  for (const route of r.routes) {
    console.log(`| ${route.route} | ${route.count} | ${fmt(route.p50)} | ${fmt(route.p99)} |`);
  }
  if (r.errors > 0) {
    const kinds = new Map();
    for (const e of r.allErrors) kinds.set(`${e.route} ${e.status}`, (kinds.get(`${e.route} ${e.status}`) ?? 0) + 1);
    console.log(`errors (${r.errors}):`, Object.fromEntries(kinds), 'first ones:', r.errorExamples);
  }
  if (r.lost.refusedSaves > 0) {
    console.log(`${r.lost.refusedSaves} draft saves refused as older than the code the server held (409 stale_save)`);
  }
  const lostCount = r.lost.drafts + r.lost.finishes + r.lost.reads + r.lost.totals;
  console.log(
    `lost: ${r.lost.drafts} drafts, ${r.lost.finishes} finishes, ${r.lost.reads} notification reads, ${r.lost.totals} percentages not matching their rows; ${r.lost.unasked} finished rows nobody sent`,
  );
  if (lostCount > 0) console.log(r.lost.examples.slice(0, 10));
  if (r.killed) {
    const after = r.inFlightAtKill.filter((x) => x.startedAfterKill).length;
    const hung = r.inFlightAtKill.filter((x) => x.code === 'timeout').length;
    if (hung > 0) {
      console.log(
        `${hung} of them got no answer at all until the ${REQUEST_TIMEOUT_MS / 1000} s timeout: connections node:cluster's primary had handed to the process as it died`,
      );
    }
    console.log(
      `killed process ${r.killed.pid} (SIGKILL) at ${Math.round(r.killed.at * 100)}% of the run; ${r.inFlightAtKill.length} requests failed on connections open at the kill (${after} of them sent after it, on a connection not yet seen closed); a new process served ${r.killed.replacedAfterMs === null ? 'not within 15 s' : `after ${Math.round(r.killed.replacedAfterMs)} ms`}`,
    );
  }
}
if (serverLog.length > 0) {
  console.log(`\nServer log lines at warn or above (${serverLog.length}, first 20):`);
  for (const line of serverLog.slice(0, 20)) console.log(line.slice(0, 400));
}
const failed = results.some(
  (r) => r.errors > 0 || r.lost.drafts + r.lost.finishes + r.lost.reads + r.lost.totals + r.lost.unasked > 0,
);
process.exitCode = failed ? 1 : 0;
