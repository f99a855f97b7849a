/**
 * API speed against a bare server (docs/decisions/0017-speed-targets.md): the product (`dist-server/server.mjs`, built here as `npm start`
 * builds and runs it; `--entry tsx` runs `api/server.ts` through tsx instead) and `bare-server.mjs` on the same
 * freshly seeded SQLite file, loaded by autocannon with 50 connections in alternating rounds (bare first in odd
 * rounds, product first in even ones), route by route: health, a session-validated read, the course map, a
 * practice draft save, a slide's finish, the notification list and a material's opening. Reports req/s, p50/p99
 * latency, errors and timeouts, the ratio product/bare and p99 ratio, each server's CPU time per request (user +
 * system, from /proc) and its ratio, and each server's RSS idle (started on the seeded file, before any request) and
 * at its peak under load. Compare figures only within one run: the machine is shared. On a busy machine req/s
 * follows what the other processes leave over, while CPU per request does not: `cpu ratio` (bare CPU/request ÷
 * product CPU/request) is the req/s ratio the two would reach with a core each to themselves.
 *
 *   node tests/bench/api-speed.mjs [--rounds 2] [--seconds 4] [--connections 50] [--port 4710] [--entry built|tsx]
 *     [--log warn|info] [--only health,user,map,save,finish,notes,open] [--profile <folder>] [--profile-interval 1000]
 *     [--database pg|postgres://…] [--statements] [--baseline <bundle folder>] [--warmup 2] [--load-student] [--floor]
 *     [--bare-headers product|plain]
 *
 * `--profile <folder>` starts the servers with `node --cpu-prof`: their profiles (.cpuprofile, open them in Chrome's
 * DevTools or speedscope) are written to <folder>/product, <folder>/bare (and <folder>/product-pg) when the run ends.
 *
 * `--database` adds a third server: the same product, one process, on PostgreSQL, seeded the same way and
 * analysed, loaded in the same alternating rounds (port + 2). `pg` starts a throw-away cluster
 * (scripts/pg-cluster.mjs, on port + 3) with pg_stat_statements preloaded; a `postgres://` URL names a server of
 * yours (its database is seeded over). Its table shows, per route, the server's CPU per request beside the SQLite
 * product's from the same rounds, PostgreSQL's own CPU per request (the postmaster and its backends, when the server
 * runs on this machine), and from pg_stat_statements (when loaded) the statements and the transactions (BEGINs) each
 * request cost, counted over 20 requests sent one after another before the timed rounds; `--statements` lists each route's statements with their calls per request. The bare server stays on
 * SQLite: it is the floor of the SQLite product only. `--baseline <folder>` adds a fourth server on the same
 * PostgreSQL database: another build of the product (`node scripts/build-server.mjs --outdir <folder>` from an
 * earlier commit), so a change to the PostgreSQL path is compared before/after within one run (port + 4). Without
 * `--database`, `--baseline` runs that build on the SQLite file instead (port + 4), in the same alternating rounds, and
 * a table compares this build's CPU per request with the baseline's: a change's own effect, free of the machine's load.
 *
 * `--floor` adds the framework's floor (framework-floor.mjs, port + 5): the bare server's work served through Hono on
 * @hono/node-server with nothing of ours. Its table splits each route's distance from the bare server into the
 * framework's share (floor ÷ bare) and ours (product ÷ floor).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { cpuMs, cpuTreeMs, postmasterPid } from './proc-stats.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
    // Two free ports: the product's and the bare server's (port + 1).
    port: { type: 'string', default: '4710' },
    entry: { type: 'string', default: 'built' },
    // The product's per-request log (pino) is off by default: the bare server logs nothing, and the lines would be
    // read by this process, which also drives the load. `--log info` measures the server with it.
    log: { type: 'string', default: 'warn' },
    // Some routes only, by key (health, user, map, save, finish, notes, open): for a quick look while changing one path.
    only: { type: 'string', default: '' },
    profile: { type: 'string', default: '' },
    // The profiler's sampling interval in µs (node's default 1000): 100 resolves a few µs of a short request.
    'profile-interval': { type: 'string', default: '1000' },
    // `pg` (a throw-away cluster) or a postgres:// URL: the product on PostgreSQL as a third server.
    database: { type: 'string', default: '' },
    statements: { type: 'boolean', default: false },
    baseline: { type: 'string', default: '' },
    // Seconds of unmeasured load per route and server before the rounds: V8 compiles the hot paths first, and the
    // product's larger code took longer to warm, so the first measured round read it at half its speed.
    warmup: { type: 'string', default: '2' },
    // Sign in as one of load.mjs's students (load-students.mts: every material unlocked, a running subscription, three
    // unread notifications) instead of the demo student, part-way through the course.
    'load-student': { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    // The headers the bare server and the floor answer with (bare-work.mjs): `product` (the product's API answer
    // headers, so every server sends the same answer) or `plain` (Content-Type and Content-Length only, as before).
    'bare-headers': { type: 'string', default: 'product' },
  },
});
if (!['product', 'plain'].includes(values['bare-headers'])) throw new Error('--bare-headers is product or plain');
// Read by bare-work.mjs in the bare server and the floor, which inherit this environment.
process.env.BARE_HEADERS = values['bare-headers'];
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dir = mkdtempSync(join(tmpdir(), 'kk-api-speed-'));
const dbFile = join(dir, 'bench.db');
const PRODUCT_PORT = Number(values.port);
const BARE_PORT = PRODUCT_PORT + 1;
const PG_PRODUCT_PORT = PRODUCT_PORT + 2;
const BASELINE_PORT = PRODUCT_PORT + 4;
const FLOOR_PORT = PRODUCT_PORT + 5;
const children = [];
let pgCluster = null;

function start(name, args, port, ready, databaseUrl = dbFile) {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // One process: WORKERS from the caller's environment would start a cluster.
      WORKERS: '1',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      BOT_CHECK: 'off',
      LOG_LEVEL: values.log,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(ready)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);

/**
 * The statements PostgreSQL ran since the last reset, from pg_stat_statements (null when it is not loaded): the
 * bench's own reads of it are left out.
 */
async function statementStats(admin) {
  try {
    const { rows } = await admin.query(
      `select query, calls::int as calls, total_exec_time as ms from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'
       order by calls desc, query`,
    );
    return rows;
  } catch {
    return null;
  }
}
async function resetStatementStats(admin) {
  try {
    await admin.query('select pg_stat_statements_reset()');
  } catch {}
}

const run = (args, databaseUrl = dbFile) => {
  const done = spawnSync(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (done.status !== 0) throw new Error(`${args.join(' ')} exited with ${done.status}`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The student the routes are measured for: the demo student, or one of the load benchmark's (`--load-student`). */
let studentEmail = 'student@kelaskoding.id';

/** Signs the demo student in on `origin` and finds what the routes need: the cookie, a practice draft, a slide. */
async function routesFor(origin) {
  const login = await fetch(`${origin}/api/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: studentEmail, password: 'kelaskoding123' }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const studentId = (await login.json()).data.id;
  const get = async (path) => (await fetch(`${origin}${path}`, { headers: { cookie } })).json();
  const map = await get(`/api/student/courses/2/chapters?studentId=${studentId}`);
  const practice = map.data
    .flatMap((c) => c.topics.flatMap((t) => t.materials))
    .find((m) => m.relation === 'practice' && m.is_unlock);
  if (!practice) throw new Error('the demo student has no open practice');
  const opened = await fetch(`${origin}/api/student/progresses/${map.meta.progress.id}/progress-topic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id }),
  });
  const pmId = (await opened.json()).progressMaterialId;
  const { starter } = (await get(`/api/student/practice/${pmId}`)).data;
  // A slide the student has open: finishing it again is allowed, and is the finish without a code check.
  const slide = map.data
    .flatMap((c) => c.topics.flatMap((t) => t.materials))
    .find((m) => m.relation === 'slide' && m.is_unlock);
  if (!slide) throw new Error('the demo student has no open slide');

  const routes = [
    { key: 'health', name: 'GET /api/health', path: '/api/health' },
    { key: 'user', name: 'GET /api/student/user (session read)', path: '/api/student/user' },
    {
      key: 'map',
      name: 'GET /api/student/courses/2/chapters',
      path: `/api/student/courses/2/chapters?studentId=${studentId}`,
    },
    {
      key: 'save',
      name: 'PUT practice draft save',
      path: `/api/student/practice/${pmId}/code`,
      method: 'PUT',
      body: JSON.stringify({ workspace: starter }),
    },
    {
      key: 'finish',
      name: 'PUT slide finish',
      path: `/api/student/progresses/${map.meta.progress.id}`,
      method: 'PUT',
      body: JSON.stringify({ chapterId: slide.chapter_id, topicId: slide.topic_id, materialId: slide.id }),
    },
    { key: 'notes', name: 'GET /api/notifications (first 10)', path: '/api/notifications?start=0&length=10' },
    {
      key: 'open',
      name: 'POST open material (practice)',
      path: `/api/student/progresses/${map.meta.progress.id}/progress-topic`,
      method: 'POST',
      body: JSON.stringify({ chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id }),
    },
  ];
  return { cookie, routes, practicePath: `/api/student/practice/${pmId}` };
}

try {
  // Seeded before either server starts, so both start as on any restart (seeding inside the server would leave
  // its garbage in the product's idle figure).
  run(['--import', 'tsx', 'api/db/seed/cli.ts']);
  if (values['load-student']) {
    const written = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/load-students.mts', '1'], {
      env: { ...process.env, DATABASE_URL: dbFile },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (written.status !== 0) throw new Error(`load-students.mts exited with ${written.status}`);
    studentEmail = JSON.parse(written.stdout.trim().split('\n').pop()).students[0].email;
  }
  let pgUrl = null;
  let admin = null;
  if (values.database) {
    if (values.database === 'pg') {
      process.env.PG_CLUSTER_PORT ??= String(PRODUCT_PORT + 3);
      pgCluster = await startCluster({ settings: ['shared_preload_libraries=pg_stat_statements'] });
      pgUrl = pgCluster.url;
    } else {
      pgUrl = values.database;
    }
    run(['--import', 'tsx', 'api/db/seed/cli.ts', '--force'], pgUrl);
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    // A throw-away cluster runs without autovacuum: give the planner the statistics a live server would have.
    await admin.query('analyze');
    await admin.query('create extension if not exists pg_stat_statements').catch(() => {});
  }
  if (values.entry === 'built') run(['scripts/build-server.mjs']);
  const profiling = (which) =>
    values.profile
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${join(values.profile, which)}`,
          `--cpu-prof-interval=${values['profile-interval']}`,
        ]
      : [];
  // The product (and an earlier build of it) runs with the node flags `npm start` gives it (scripts/server-node-flags.mjs).
  const productEntry = [
    ...SERVER_NODE_FLAGS,
    ...(values.entry === 'built' ? ['dist-server/server.mjs'] : ['--import', 'tsx', 'api/server.ts']),
  ];
  const product = await start('product', [...profiling('product'), ...productEntry], PRODUCT_PORT, 'is running at');
  const bare = await start(
    'bare',
    [...profiling('bare'), '--import', 'tsx', 'tests/bench/bare-server.mjs'],
    BARE_PORT,
    '[bare] ready',
  );
  const productPg = pgUrl
    ? await start('product-pg', [...profiling('product-pg'), ...productEntry], PG_PRODUCT_PORT, 'is running at', pgUrl)
    : null;
  const baselinePg =
    pgUrl && values.baseline
      ? await start(
          'baseline-pg',
          [...profiling('baseline-pg'), ...SERVER_NODE_FLAGS, join(values.baseline, 'server.mjs')],
          BASELINE_PORT,
          'is running at',
          pgUrl,
        )
      : null;
  // An earlier build on the same SQLite file (`--baseline` without `--database`): the same rounds, for a before/after.
  const baselineSqlite =
    !pgUrl && values.baseline
      ? await start(
          'baseline',
          [...profiling('baseline'), ...SERVER_NODE_FLAGS, join(values.baseline, 'server.mjs')],
          BASELINE_PORT,
          'is running at',
        )
      : null;
  const floor = values.floor
    ? await start(
        'floor',
        [...profiling('floor'), '--import', 'tsx', 'tests/bench/framework-floor.mjs'],
        FLOOR_PORT,
        '[floor] ready',
      )
    : null;
  const postmaster = pgUrl ? postmasterPid(new URL(pgUrl).port || '5432') : null;
  await sleep(2000);
  const pids = {
    product: product.pid,
    bare: bare.pid,
    ...(productPg ? { pg: productPg.pid } : {}),
    ...(baselinePg ? { pgbase: baselinePg.pid } : {}),
    ...(baselineSqlite ? { base: baselineSqlite.pid } : {}),
    ...(floor ? { floor: floor.pid } : {}),
  };
  const servers = {
    product: PRODUCT_PORT,
    bare: BARE_PORT,
    ...(productPg ? { pg: PG_PRODUCT_PORT } : {}),
    ...(baselinePg ? { pgbase: BASELINE_PORT } : {}),
    ...(baselineSqlite ? { base: BASELINE_PORT } : {}),
    ...(floor ? { floor: FLOOR_PORT } : {}),
  };
  const onPostgres = (which) => which === 'pg' || which === 'pgbase';
  const idle = Object.fromEntries(Object.entries(pids).map(([which, pid]) => [which, rssMb(pid)]));

  const sqliteSetup = await routesFor(`http://127.0.0.1:${PRODUCT_PORT}`);
  // The bare server reads the same file, so the product's session and ids serve it too.
  const setups = {
    product: sqliteSetup,
    bare: sqliteSetup,
    ...(productPg ? { pg: await routesFor(`http://127.0.0.1:${PG_PRODUCT_PORT}`) } : {}),
    ...(baselinePg ? { pgbase: await routesFor(`http://127.0.0.1:${BASELINE_PORT}`) } : {}),
    ...(baselineSqlite ? { base: sqliteSetup } : {}),
    ...(floor ? { floor: sqliteSetup } : {}),
  };
  // Reading the practice above started the product's check pool (worker threads, counted in its CPU): start the
  // baseline's too, or a before/after on the same file compares a server with the pool against one without.
  if (baselineSqlite) {
    const res = await fetch(`http://127.0.0.1:${BASELINE_PORT}${sqliteSetup.practicePath}`, {
      headers: { cookie: sqliteSetup.cookie },
    });
    if (!res.ok) throw new Error(`the baseline answered ${res.status} to the practice read`);
    await res.arrayBuffer();
  }
  const only = values.only ? values.only.split(',') : null;
  const keys = sqliteSetup.routes.map((route) => route.key).filter((key) => !only || only.includes(key));
  const loadAtStart = loadavg()[0];
  const peak = { ...idle };
  const sampler = setInterval(() => {
    for (const [which, pid] of Object.entries(pids)) peak[which] = Math.max(peak[which], rssMb(pid));
  }, 200);

  const results = new Map();
  /** Per route and PostgreSQL server: PostgreSQL's CPU (ms) and the requests it served. */
  const pgSide = new Map();
  const names = new Map(sqliteSetup.routes.map((route) => [route.key, route.name]));
  const pgServers = [...(productPg ? ['pg'] : []), ...(baselinePg ? ['pgbase'] : [])];

  // Statements per request, counted apart from the timed rounds: COUNT_REQUESTS requests one after another, so no
  // request is cut off at the end of a window (under load the counts per answered request would read high).
  const COUNT_REQUESTS = 20;
  /** Per route and PostgreSQL server: each statement's calls and time over the counted requests (null: not counted). */
  const counts = new Map();
  for (const key of keys) {
    for (const which of pgServers) {
      const { cookie, routes } = setups[which];
      const route = routes.find((r) => r.key === key);
      await resetStatementStats(admin);
      for (let i = 0; i < COUNT_REQUESTS; i++) {
        const res = await fetch(`http://127.0.0.1:${servers[which]}${route.path}`, {
          method: route.method ?? 'GET',
          headers: {
            cookie,
            origin: `http://127.0.0.1:${servers[which]}`,
            ...(route.body ? { 'content-type': 'application/json' } : {}),
          },
          body: route.body,
        });
        if (!res.ok) throw new Error(`${which} ${route.name} answered ${res.status} while counting statements`);
        await res.arrayBuffer();
      }
      const stats = await statementStats(admin);
      counts.set(
        `${key}|${which}`,
        stats && new Map(stats.map((row) => [row.query, { calls: row.calls, ms: row.ms }])),
      );
    }
  }

  const allServers = [
    'bare',
    'product',
    ...(floor ? ['floor'] : []),
    ...(baselineSqlite ? ['base'] : []),
    ...(productPg ? ['pg'] : []),
    ...(baselinePg ? ['pgbase'] : []),
  ];
  /** `durationSeconds` of load on one route of one server, as every round sends it. */
  const loadRoute = (which, key, durationSeconds) => {
    const port = servers[which];
    const { cookie, routes } = setups[which];
    const route = routes.find((r) => r.key === key);
    return autocannon({
      url: `http://127.0.0.1:${port}${route.path}`,
      method: route.method ?? 'GET',
      headers: {
        cookie,
        origin: `http://127.0.0.1:${port}`,
        ...(route.body ? { 'content-type': 'application/json' } : {}),
      },
      body: route.body,
      connections,
      duration: durationSeconds,
    });
  };

  const warmupSeconds = Number(values.warmup);
  if (warmupSeconds > 0) {
    for (const key of keys) for (const which of allServers) await loadRoute(which, key, warmupSeconds);
  }

  for (const key of keys) {
    for (let round = 0; round < rounds; round++) {
      // Bare first in even rounds, last in odd ones.
      const order = round % 2 === 1 ? [...allServers].reverse() : allServers;
      for (const which of order) {
        const cpuBefore = cpuMs(pids[which]);
        const pgCpuBefore = onPostgres(which) && postmaster ? cpuTreeMs(postmaster) : 0;
        const r = await loadRoute(which, key, seconds);
        const cpu = cpuMs(pids[which]) - cpuBefore;
        if (onPostgres(which)) {
          const side = pgSide.get(`${key}|${which}`) ?? { cpu: 0, requests: 0 };
          side.cpu += postmaster ? cpuTreeMs(postmaster) - pgCpuBefore : 0;
          side.requests += r.requests.total;
          pgSide.set(`${key}|${which}`, side);
        }
        const list = results.get(`${key}|${which}`) ?? [];
        list.push({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
          requests: r.requests.total,
          cpu,
        });
        results.set(`${key}|${which}`, list);
      }
    }
  }
  clearInterval(sampler);

  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`\n${connections} connections, ${rounds} alternating rounds of ${seconds} s per server and route\n`);
  console.log(
    '| route | product req/s | bare req/s | ratio | product p50 / p99 ms | bare p50 / p99 ms | p99 ratio | CPU µs/request (product, bare) | cpu ratio | errors (product, bare) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const cpuPerRequest = (list) => (1000 * sum(list.map((x) => x.cpu))) / Math.max(1, sum(list.map((x) => x.requests)));
  for (const key of keys) {
    const p = results.get(`${key}|product`);
    const b = results.get(`${key}|bare`);
    const ratio = mean(p.map((x) => x.rps)) / mean(b.map((x) => x.rps));
    const bareP99 = mean(b.map((x) => x.p99));
    // autocannon reports whole milliseconds: with few connections both p99s can read 0, which has no ratio.
    const p99Ratio = bareP99 > 0 ? `${(mean(p.map((x) => x.p99)) / bareP99).toFixed(2)}×` : '— (bare p99 under 1 ms)';
    const cpuP = cpuPerRequest(p);
    const cpuB = cpuPerRequest(b);
    console.log(
      `| ${names.get(key)} | ${Math.round(mean(p.map((x) => x.rps)))} | ${Math.round(mean(b.map((x) => x.rps)))} | ${ratio.toFixed(2)}× | ${mean(p.map((x) => x.p50)).toFixed(1)} / ${mean(p.map((x) => x.p99)).toFixed(1)} | ${mean(b.map((x) => x.p50)).toFixed(1)} / ${mean(b.map((x) => x.p99)).toFixed(1)} | ${p99Ratio} | ${Math.round(cpuP)}, ${Math.round(cpuB)} | ${(cpuB / cpuP).toFixed(2)}× | ${p.reduce((n, x) => n + x.errors, 0)}, ${b.reduce((n, x) => n + x.errors, 0)} |`,
    );
  }
  if (floor) {
    console.log(
      "\nThe framework floor (framework-floor.mjs: the bare server's work through Hono on @hono/node-server, nothing of ours)\n",
    );
    console.log(
      "| route | floor req/s | floor ÷ bare (the framework's share) | product ÷ floor (ours) | CPU µs/request (product, floor, bare) | errors (floor) |",
    );
    console.log('|---|---|---|---|---|---|');
    for (const key of keys) {
      const p = results.get(`${key}|product`);
      const f = results.get(`${key}|floor`);
      const b = results.get(`${key}|bare`);
      const rps = (list) => mean(list.map((x) => x.rps));
      console.log(
        `| ${names.get(key)} | ${Math.round(rps(f))} | ${(rps(f) / rps(b)).toFixed(2)}× (CPU ${(cpuPerRequest(b) / cpuPerRequest(f)).toFixed(2)}×) | ${(rps(p) / rps(f)).toFixed(2)}× (CPU ${(cpuPerRequest(f) / cpuPerRequest(p)).toFixed(2)}×) | ${Math.round(cpuPerRequest(p))}, ${Math.round(cpuPerRequest(f))}, ${Math.round(cpuPerRequest(b))} | ${f.reduce((n, x) => n + x.errors, 0)} |`,
      );
    }
  }
  if (baselineSqlite) {
    console.log(`\nThis build against the baseline (${values.baseline}) on the same SQLite file, in the same rounds\n`);
    console.log('| route | req/s (this, baseline) | CPU µs/request (this, baseline) | CPU ratio this/baseline |');
    console.log('|---|---|---|---|');
    for (const key of keys) {
      const p = results.get(`${key}|product`);
      const b = results.get(`${key}|base`);
      console.log(
        `| ${names.get(key)} | ${Math.round(mean(p.map((x) => x.rps)))}, ${Math.round(mean(b.map((x) => x.rps)))} | ${Math.round(cpuPerRequest(p))}, ${Math.round(cpuPerRequest(b))} | ${(cpuPerRequest(p) / cpuPerRequest(b)).toFixed(2)}× |`,
      );
    }
  }
  if (productPg) {
    const pgLabel = { pg: 'this build', pgbase: `baseline (${values.baseline})` };
    console.log(
      `\nThe product on PostgreSQL (one process, DATABASE_POOL_SIZE ${process.env.DATABASE_POOL_SIZE ?? 10})\n`,
    );
    console.log(
      '| route | build | PG req/s | PG p50 / p99 ms | server CPU µs/request (PG, SQLite) | ratio | PostgreSQL CPU µs/request | statements/request | BEGINs/request | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const key of keys) {
      for (const which of pgServers) {
        const g = results.get(`${key}|${which}`);
        const p = results.get(`${key}|product`);
        const side = pgSide.get(`${key}|${which}`);
        const cpuG = cpuPerRequest(g);
        const cpuP = cpuPerRequest(p);
        const statements = counts.get(`${key}|${which}`);
        const perRequest = (n) => (statements ? (n / COUNT_REQUESTS).toFixed(2) : '–');
        const all = sum([...(statements?.values() ?? [])].map((x) => x.calls));
        const begins = sum(
          [...(statements?.entries() ?? [])].filter(([query]) => /^\s*begin\b/i.test(query)).map(([, x]) => x.calls),
        );
        console.log(
          `| ${names.get(key)} | ${pgLabel[which]} | ${Math.round(mean(g.map((x) => x.rps)))} | ${mean(g.map((x) => x.p50)).toFixed(1)} / ${mean(g.map((x) => x.p99)).toFixed(1)} | ${Math.round(cpuG)}, ${Math.round(cpuP)} | ${(cpuG / cpuP).toFixed(2)}× | ${postmaster ? Math.round((1000 * side.cpu) / Math.max(1, side.requests)) : '–'} | ${perRequest(all)} | ${perRequest(begins)} | ${g.reduce((n, x) => n + x.errors, 0)} |`,
        );
      }
    }
    if (values.statements) {
      for (const key of keys) {
        for (const which of pgServers) {
          const statements = counts.get(`${key}|${which}`);
          if (!statements) continue;
          console.log(
            `\n${names.get(key)}, ${pgLabel[which]}: statements per request (calls ÷ ${COUNT_REQUESTS} requests in a row, mean ms)`,
          );
          for (const [query, x] of [...statements.entries()].sort((a, b) => b[1].calls - a[1].calls)) {
            const text = query.replace(/\s+/g, ' ').slice(0, 150);
            console.log(
              `  ${(x.calls / COUNT_REQUESTS).toFixed(2)}  ${(x.ms / Math.max(1, x.calls)).toFixed(3)} ms  ${text}`,
            );
          }
        }
      }
    }
  }
  console.log(
    `\nProduct: ${values.entry === 'built' ? 'dist-server/server.mjs (built)' : 'api/server.ts through tsx'}, LOG_LEVEL=${values.log}`,
  );
  console.log(`Bare server and floor headers: ${values['bare-headers']} (--bare-headers)`);
  console.log(`Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
  console.log(
    `RSS: ${Object.keys(pids)
      .map(
        (which) =>
          `${{ pg: 'product on PostgreSQL', pgbase: 'baseline on PostgreSQL', base: 'baseline', floor: 'framework floor' }[which] ?? which} ${idle[which]} MB idle, ${peak[which]} MB peak`,
      )
      .join('; ')}`,
  );
  await admin?.end();
} finally {
  // The servers first: a pool still connected while its PostgreSQL stops reports a lost connection.
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.on('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  cleanup();
  await pgCluster?.stop();
}
