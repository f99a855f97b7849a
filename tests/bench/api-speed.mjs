/**
 * API speed against a bare server (issue 18): the product (`api/server.ts`, as `npm start` runs it) and
 * `bare-server.mjs` on the same freshly seeded SQLite file, loaded by autocannon with 50 connections in
 * alternating rounds (bare first in odd rounds, product first in even ones), route by route: health, a
 * session-validated read, the course map and a practice draft save. Reports req/s, p50/p99 latency,
 * errors and timeouts, the ratio product/bare, and each server's RSS idle and at its peak under load.
 *
 *   node tests/bench/api-speed.mjs [--rounds 2] [--seconds 4] [--connections 50]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

try {
  // The product first: it migrates and seeds the empty file.
  const product = await start('product', ['--import', 'tsx', 'api/server.ts'], PRODUCT_PORT, 'is running at');
  const bare = await start('bare', ['tests/bench/bare-server.mjs'], BARE_PORT, '[bare] ready');
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

  const routes = [
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/student/user (session read)', path: '/api/student/user' },
    { name: 'GET /api/student/courses/2/chapters', path: `/api/student/courses/2/chapters?studentId=${studentId}` },
    {
      name: 'PUT practice draft save',
      path: `/api/student/practice/${pmId}/code`,
      method: 'PUT',
      body: JSON.stringify({ workspace: starter }),
    },
  ];
  const idle = { product: rssMb(product.pid), bare: rssMb(bare.pid) };
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
        const key = `${route.name}|${which}`;
        const list = results.get(key) ?? [];
        list.push({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
        });
        results.set(key, list);
      }
    }
  }
  clearInterval(sampler);

  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`\n${connections} connections, ${rounds} alternating rounds of ${seconds} s per server and route\n`);
  console.log(
    '| route | product req/s | bare req/s | ratio | product p50 / p99 ms | bare p50 / p99 ms | errors (product, bare) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const route of routes) {
    const p = results.get(`${route.name}|product`);
    const b = results.get(`${route.name}|bare`);
    const ratio = mean(p.map((x) => x.rps)) / mean(b.map((x) => x.rps));
    console.log(
      `| ${route.name} | ${Math.round(mean(p.map((x) => x.rps)))} | ${Math.round(mean(b.map((x) => x.rps)))} | ${ratio.toFixed(2)}× | ${mean(p.map((x) => x.p50)).toFixed(1)} / ${mean(p.map((x) => x.p99)).toFixed(1)} | ${mean(b.map((x) => x.p50)).toFixed(1)} / ${mean(b.map((x) => x.p99)).toFixed(1)} | ${p.reduce((n, x) => n + x.errors, 0)}, ${b.reduce((n, x) => n + x.errors, 0)} |`,
    );
  }
  console.log(
    `\nRSS: product ${idle.product} MB idle, ${peak.product} MB peak; bare ${idle.bare} MB idle, ${peak.bare} MB peak`,
  );
} finally {
  cleanup();
}
