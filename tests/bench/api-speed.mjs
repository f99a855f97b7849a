/**
 * API speed against a bare server (issue 18): the product (`dist-server/server.mjs`, built here as `npm start`
 * builds and runs it; `--entry tsx` runs `api/server.ts` through tsx instead) and `bare-server.mjs` on the same
 * freshly seeded SQLite file, loaded by autocannon with 50 connections in alternating rounds (bare first in odd
 * rounds, product first in even ones), route by route: health, a session-validated read, the course map, a
 * practice draft save and a slide's finish. Reports req/s, p50/p99 latency, errors and timeouts, the ratio
 * product/bare and p99 ratio, each server's CPU time per request (user + system, from /proc) and its ratio, and
 * each server's RSS idle (started on the seeded file, before any request) and at its peak under load. Compare
 * figures only within one run: the machine is shared. On a busy machine req/s follows what the other processes
 * leave over, while CPU per request does not: `cpu ratio` (bare CPU/request ÷ product CPU/request) is the req/s
 * ratio the two would reach with a core each to themselves.
 *
 *   node tests/bench/api-speed.mjs [--rounds 2] [--seconds 4] [--connections 50] [--port 4710] [--entry built|tsx]
 *     [--log warn|info] [--only health,user,map,save,finish] [--profile <folder>]
 *
 * `--profile <folder>` starts both servers with `node --cpu-prof`: their profiles (.cpuprofile, open them in Chrome's
 * DevTools or speedscope) are written to <folder>/product and <folder>/bare when the run ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

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
    // Some routes only, by key (health, user, map, save, finish): for a quick look while changing one path.
    only: { type: 'string', default: '' },
    profile: { type: 'string', default: '' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dir = mkdtempSync(join(tmpdir(), 'kk-api-speed-'));
const dbFile = join(dir, 'bench.db');
const PRODUCT_PORT = Number(values.port);
const BARE_PORT = PRODUCT_PORT + 1;
const children = [];

function start(name, args, port, ready) {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbFile,
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

/** CPU time (user + system) the process has used so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks). */
const CLOCK_TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
};

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);

const run = (args) => {
  const done = spawnSync(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: dbFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (done.status !== 0) throw new Error(`${args.join(' ')} exited with ${done.status}`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  // Seeded before either server starts, so both start as on any restart (seeding inside the server would leave
  // its garbage in the product's idle figure).
  run(['--import', 'tsx', 'api/db/seed/cli.ts']);
  if (values.entry === 'built') run(['scripts/build-server.mjs']);
  const profiling = (which) => (values.profile ? ['--cpu-prof', `--cpu-prof-dir=${join(values.profile, which)}`] : []);
  const productArgs = [
    ...profiling('product'),
    ...(values.entry === 'built' ? ['dist-server/server.mjs'] : ['--import', 'tsx', 'api/server.ts']),
  ];
  const product = await start('product', productArgs, PRODUCT_PORT, 'is running at');
  const bare = await start(
    'bare',
    [...profiling('bare'), '--import', 'tsx', 'tests/bench/bare-server.mjs'],
    BARE_PORT,
    '[bare] ready',
  );
  await sleep(2000);
  const idle = { product: rssMb(product.pid), bare: rssMb(bare.pid) };
  const origin = `http://127.0.0.1:${PRODUCT_PORT}`;

  const login = await fetch(`${origin}/api/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'student@kelaskoding.id', password: 'kelaskoding123' }),
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

  const allRoutes = [
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
  ];
  const only = values.only ? values.only.split(',') : null;
  const routes = only ? allRoutes.filter((route) => only.includes(route.key)) : allRoutes;
  const pids = { product: product.pid, bare: bare.pid };
  const loadAtStart = loadavg()[0];
  const peak = { ...idle };
  const sampler = setInterval(() => {
    peak.product = Math.max(peak.product, rssMb(product.pid));
    peak.bare = Math.max(peak.bare, rssMb(bare.pid));
  }, 200);

  const servers = { product: PRODUCT_PORT, bare: BARE_PORT };
  const results = new Map();
  for (const route of routes) {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['bare', 'product'] : ['product', 'bare'];
      for (const which of order) {
        const port = servers[which];
        const cpuBefore = cpuMs(pids[which]);
        const r = await autocannon({
          url: `http://127.0.0.1:${port}${route.path}`,
          method: route.method ?? 'GET',
          headers: {
            cookie,
            origin: `http://127.0.0.1:${port}`,
            ...(route.body ? { 'content-type': 'application/json' } : {}),
          },
          body: route.body,
          connections,
          duration: seconds,
        });
        const cpu = cpuMs(pids[which]) - cpuBefore;
        const key = `${route.name}|${which}`;
        const list = results.get(key) ?? [];
        list.push({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
          requests: r.requests.total,
          cpu,
        });
        results.set(key, list);
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
  for (const route of routes) {
    const p = results.get(`${route.name}|product`);
    const b = results.get(`${route.name}|bare`);
    const ratio = mean(p.map((x) => x.rps)) / mean(b.map((x) => x.rps));
    const p99Ratio = mean(p.map((x) => x.p99)) / mean(b.map((x) => x.p99));
    const cpuP = cpuPerRequest(p);
    const cpuB = cpuPerRequest(b);
    console.log(
      `| ${route.name} | ${Math.round(mean(p.map((x) => x.rps)))} | ${Math.round(mean(b.map((x) => x.rps)))} | ${ratio.toFixed(2)}× | ${mean(p.map((x) => x.p50)).toFixed(1)} / ${mean(p.map((x) => x.p99)).toFixed(1)} | ${mean(b.map((x) => x.p50)).toFixed(1)} / ${mean(b.map((x) => x.p99)).toFixed(1)} | ${p99Ratio.toFixed(2)}× | ${Math.round(cpuP)}, ${Math.round(cpuB)} | ${(cpuB / cpuP).toFixed(2)}× | ${p.reduce((n, x) => n + x.errors, 0)}, ${b.reduce((n, x) => n + x.errors, 0)} |`,
    );
  }
  console.log(
    `\nProduct: ${values.entry === 'built' ? 'dist-server/server.mjs (built)' : 'api/server.ts through tsx'}, LOG_LEVEL=${values.log}`,
  );
  console.log(`Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
  console.log(
    `RSS: product ${idle.product} MB idle, ${peak.product} MB peak; bare ${idle.bare} MB idle, ${peak.bare} MB peak`,
  );
} finally {
  cleanup();
}
