/**
 * Each framework mechanism's own gain (docs/decisions/0013, 0014 and 0016): the product's server built once
 * (mechanism-server.ts) and started four times on one freshly seeded SQLite file, once with every mechanism and once
 * with each switched off alone (`no-chain`: our router without the handler chain; `no-router`: Hono's default router
 * and `compose`, so the router's own gain is `no-router` against `no-chain`; `no-turns`: node-server's plain
 * listener). autocannon loads one server at a time, route by route, in alternating rounds whose order turns by one
 * server each round, so every variant runs next to `all` in time.
 *
 * Reported per route and variant: CPU time per request (user + system from /proc; on a shared machine it follows the
 * server's own work, where req/s follows what other processes leave over) as the median of the rounds with their
 * range, and the ratio to `all` taken round by round (a variant and `all` ran seconds apart), median and range.
 * A ratio above 1.00 whose whole range stays above 1.00 is the mechanism's gain showing.
 *
 *   node tests/bench/framework-mechanisms.mjs [--rounds 5] [--seconds 3] [--connections 50] [--port 4730]
 *     [--warmup 2] [--only health,user,material,finish,admin,save,notes]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { cpuMs } from './proc-stats.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4730' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string', default: 'health,user,material,finish,admin' },
    // A second `all` (`all,all-2,…`) is an A/A check: how far two identical servers read apart in the same rounds.
    variants: { type: 'string', default: 'all,no-chain,no-router,no-turns' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const VARIANTS = values.variants.split(',');
if (VARIANTS[0] !== 'all') throw new Error('--variants starts with all');

const dir = mkdtempSync(join(tmpdir(), 'kk-mechanisms-'));
const dbFile = join(dir, 'bench.db');
// Inside the project, so that the bundle's packages resolve from node_modules (as dist-server's do).
const outdir = '.tmp-mechanisms';
const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

function start(variant, port) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(outdir, 'mechanism-server.mjs'), variant.replace(/-\d+$/, '')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: '1',
        DATABASE_URL: dbFile,
        PORT: String(port),
        HOST: '127.0.0.1',
        BOT_CHECK: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${variant} exited with ${code}`)));
  });
}

async function signIn(origin, role, email) {
  const res = await fetch(`${origin}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'kelaskoding123' }),
  });
  if (res.status !== 200) throw new Error(`${role} sign-in answered ${res.status}`);
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], id: (await res.json()).data.id };
}

/** The routes, for the demo student part-way through the course and the demo admin (sessions shared by all servers). */
async function routesFor(origin) {
  const student = await signIn(origin, 'student', 'student@kelaskoding.id');
  const admin = await signIn(origin, 'admin', 'admin@kelaskoding.id');
  const get = async (path) => (await fetch(`${origin}${path}`, { headers: { cookie: student.cookie } })).json();
  const map = await get(`/api/student/courses/2/chapters?studentId=${student.id}`);
  const materials = map.data.flatMap((c) => c.topics.flatMap((t) => t.materials));
  const slide = materials.find((m) => m.relation === 'slide' && m.is_unlock);
  const practice = materials.find((m) => m.relation === 'practice' && m.is_unlock);
  if (!slide || !practice) throw new Error('the demo student has no open slide or practice');
  const opened = await fetch(`${origin}/api/student/progresses/${map.meta.progress.id}/progress-topic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: student.cookie, origin },
    body: JSON.stringify({ chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id }),
  });
  const pmId = (await opened.json()).progressMaterialId;
  // Reading the practice (for the draft save's body) starts the server's check pool: only with `save` (see below).
  const starter = values.only.split(',').includes('save')
    ? (await get(`/api/student/practice/${pmId}`)).data.starter
    : null;
  const s = student.cookie;
  const practicePath = `/api/student/practice/${pmId}`;
  const routes = [
    { key: 'health', name: 'GET /api/health', path: '/api/health' },
    { key: 'user', name: 'GET /api/student/user (session read)', path: '/api/student/user', cookie: s },
    { key: 'material', name: 'GET a slide (material read)', path: `/api/student/materials/${slide.id}`, cookie: s },
    {
      key: 'finish',
      name: 'PUT slide finish',
      path: `/api/student/progresses/${map.meta.progress.id}`,
      method: 'PUT',
      body: JSON.stringify({ chapterId: slide.chapter_id, topicId: slide.topic_id, materialId: slide.id }),
      cookie: s,
    },
    {
      key: 'admin',
      name: 'GET /api/admin/students (admin list, page of 10)',
      path: '/api/admin/students?order[column]=name&order[dir]=asc&start=0&length=10',
      cookie: admin.cookie,
    },
    {
      key: 'save',
      name: 'PUT practice draft save',
      path: `/api/student/practice/${pmId}/code`,
      method: 'PUT',
      body: JSON.stringify({ workspace: starter }),
      cookie: s,
    },
    { key: 'notes', name: 'GET /api/notifications', path: '/api/notifications?start=0&length=10', cookie: s },
  ];
  return { routes, practicePath, cookie: s, starter };
}

const load = (port, route, duration) =>
  autocannon({
    url: `http://127.0.0.1:${port}${route.path}`,
    method: route.method ?? 'GET',
    headers: {
      origin: `http://127.0.0.1:${port}`,
      ...(route.cookie ? { cookie: route.cookie } : {}),
      ...(route.body ? { 'content-type': 'application/json' } : {}),
    },
    body: route.body,
    connections: Number(values.connections),
    duration,
  });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** The middle half of `xs` (25th to 75th percentile, nearest rank): the spread that one odd round does not stretch. */
const quartiles = (xs, digits) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `${at(0.25).toFixed(digits)}–${at(0.75).toFixed(digits)}`;
};
const range = (xs, digits) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

try {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'api/db/seed/cli.ts'], {
    env: { ...process.env, DATABASE_URL: dbFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  await build({
    entryPoints: { 'mechanism-server': 'tests/bench/mechanism-server.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const port = Number(values.port);
  const servers = {};
  for (const [i, variant] of VARIANTS.entries())
    servers[variant] = { port: port + i, pid: (await start(variant, port + i)).pid };
  const setup = await routesFor(`http://127.0.0.1:${servers.all.port}`);
  const routes = setup.routes.filter((r) => values.only.split(',').includes(r.key));
  // Reading a practice starts the server's check pool (worker threads, whose CPU counts in the process's): with `save`,
  // read it on every server, or the one the routes were found on would carry the pool alone (2× the CPU per request
  // on a busy machine); without, no server starts it.
  for (const v of setup.starter === null ? [] : VARIANTS) {
    const res = await fetch(`http://127.0.0.1:${servers[v].port}${setup.practicePath}`, {
      headers: { cookie: setup.cookie },
    });
    if (!res.ok) throw new Error(`${v} answered ${res.status} to the practice read`);
    await res.arrayBuffer();
  }
  const loadAtStart = loadavg()[0];
  if (Number(values.warmup) > 0)
    for (const route of routes) for (const v of VARIANTS) await load(servers[v].port, route, Number(values.warmup));

  /** Per route and variant: one { cpu µs/request, req/s, errors } per round. */
  const results = new Map();
  for (const route of routes) {
    for (let round = 0; round < rounds; round++) {
      const order = VARIANTS.map((_, i) => VARIANTS[(i + round) % VARIANTS.length]);
      for (const v of round % 2 ? order.reverse() : order) {
        const before = cpuMs(servers[v].pid);
        const r = await load(servers[v].port, route, seconds);
        const cpu = cpuMs(servers[v].pid) - before;
        const list = results.get(`${route.key}|${v}`) ?? [];
        list.push({
          cpu: (1000 * cpu) / Math.max(1, r.requests.total),
          rps: r.requests.average,
          errors: r.errors + r.timeouts + r.non2xx,
        });
        results.set(`${route.key}|${v}`, list);
      }
    }
  }

  console.log(`\n${values.connections} connections, ${rounds} rounds of ${seconds} s per server and route\n`);
  console.log(
    '| route | variant | CPU µs/request, median (range) | ratio to all, median (middle half; range) | req/s median | errors |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const route of routes) {
    const all = results.get(`${route.key}|all`);
    for (const v of VARIANTS) {
      const list = results.get(`${route.key}|${v}`);
      const cpus = list.map((x) => x.cpu);
      const ratios = list.map((x, i) => x.cpu / all[i].cpu);
      const ratio = v === 'all' ? '—' : `${median(ratios).toFixed(2)}× (${quartiles(ratios, 2)}; ${range(ratios, 2)})`;
      console.log(
        `| ${route.name} | ${v} | ${Math.round(median(cpus))} (${range(cpus, 0)}) | ${ratio} | ${Math.round(median(list.map((x) => x.rps)))} | ${list.reduce((n, x) => n + x.errors, 0)} |`,
      );
    }
  }
  // The router alone: Hono's default router against ours, both without the chain.
  if (VARIANTS.includes('no-router') && VARIANTS.includes('no-chain'))
    console.log('\n| route | router: no-router ÷ no-chain, median (middle half; range) |');
  if (VARIANTS.includes('no-router') && VARIANTS.includes('no-chain')) console.log('|---|---|');
  for (const route of VARIANTS.includes('no-router') && VARIANTS.includes('no-chain') ? routes : []) {
    const plain = results.get(`${route.key}|no-router`);
    const ratios = results.get(`${route.key}|no-chain`).map((x, i) => plain[i].cpu / x.cpu);
    console.log(`| ${route.name} | ${median(ratios).toFixed(2)}× (${quartiles(ratios, 2)}; ${range(ratios, 2)}) |`);
  }
  console.log(`\nLoad average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
} finally {
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
}
