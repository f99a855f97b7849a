/**
 * Upload memory (docs/decisions/0022-hardening.md): how much the server's resident memory grows while admins upload.
 * Starts the product on a throw-away SQLite database and upload folder, signs the demo admin in, and sends three
 * uploads at once, twice: first of `--baseline-mb` (1 MB) each, the baseline, then of `--mb` (150 MB) each. Each body
 * is a multipart form with a declared Content-Length, as a browser sends it, generated a megabyte at a time as it is
 * sent, so the benchmark itself holds none of it. The server's RSS is read from /proc every 10 ms; the growth is
 * its peak during a round less its RSS just before. Passes when the large round grows at most `--slack-mb` (64) more
 * than the baseline round: memory that does not follow the upload's size. An upload read whole grew by about the
 * three files (153 MB to 1.15 GB for three 150 MB uploads).
 *
 *   node tests/bench/upload-memory.mjs [--mb 150] [--baseline-mb 1] [--entry built|tsx] [--port 4780]
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '150' },
    'baseline-mb': { type: 'string', default: '1' },
    uploads: { type: 'string', default: '3' },
    'slack-mb': { type: 'string', default: '64' },
    entry: { type: 'string', default: 'built' },
    port: { type: 'string', default: '4780' },
  },
});
const MB = 1024 * 1024;
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'kk-upload-memory-'));
const uploadDir = join(dir, 'uploads');
let server = null;

function cleanup() {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);

/** Starts the product (one process) and resolves once it listens. */
function startServer() {
  if (values.entry === 'built') {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`build-server.mjs exited with ${built.status}`);
  }
  const entry = values.entry === 'built' ? ['dist-server/server.mjs'] : ['--import', 'tsx', 'api/server.ts'];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WORKERS: '1',
      DATABASE_URL: join(dir, 'bench.db'),
      UPLOAD_DIR: uploadDir,
      UPLOAD_MAX_MB: String(Math.max(Number(values.mb), Number(values['baseline-mb'])) + 1),
      PORT: String(port),
      HOST: '127.0.0.1',
      BOT_CHECK: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('is running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A multipart body: an MP4 header and random bytes up to `bytes`, made as it is read; with its exact length. */
function generatedForm(bytes) {
  const boundary = `kk-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  // The smallest ISO base media file's `ftyp` box: what makes the upload an MP4 by content.
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41'),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fixed = [head, ftyp];
  let left = bytes - ftyp.byteLength;
  let ended = false;
  const body = new ReadableStream(
    {
      pull(controller) {
        const next = fixed.shift();
        if (next) return controller.enqueue(new Uint8Array(next));
        if (left > 0) {
          const size = Math.min(MB, left);
          left -= size;
          return controller.enqueue(new Uint8Array(randomBytes(size)));
        }
        if (!ended) {
          ended = true;
          return controller.enqueue(new Uint8Array(tail));
        }
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.byteLength + bytes + tail.byteLength,
  };
}

async function signIn() {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'admin@kelaskoding.id', password: 'kelaskoding123' }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function upload(cookie, bytes) {
  const form = generatedForm(bytes);
  const res = await fetch(`${origin}/api/admin/uploads`, {
    method: 'POST',
    body: form.body,
    duplex: 'half',
    headers: { cookie, origin, 'content-type': form.contentType, 'content-length': String(form.length) },
  });
  if (res.status !== 201) throw new Error(`an upload of ${bytes} bytes answered ${res.status}: ${await res.text()}`);
  await res.json();
}

/** Sends `count` uploads of `mb` MB at once; the server's RSS before, at its peak, and the time taken. */
async function round(pid, cookie, mb, count) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: count }, () => upload(cookie, mb * MB)));
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb(pid));
  return { mb, count, before, peak, growth: peak - before, seconds: (performance.now() - started) / 1000 };
}

const child = await startServer();
const cookie = await signIn();
const count = Number(values.uploads);
// One small upload first: the first one loads the type sniffer, which is not what is measured.
await upload(cookie, 64 * 1024);
const baseline = await round(child.pid, cookie, Number(values['baseline-mb']), count);
const large = await round(child.pid, cookie, Number(values.mb), count);
const stored = readdirSync(uploadDir).filter((name) => name.endsWith('.mp4')).length;

const row = (name, r) =>
  `${name.padEnd(10)} ${`${r.count} × ${r.mb} MB`.padStart(12)} ${r.before.toFixed(0).padStart(10)} ${r.peak
    .toFixed(0)
    .padStart(10)} ${r.growth.toFixed(1).padStart(10)} ${r.seconds.toFixed(1).padStart(8)}`;
console.log(`\nUpload memory: the server's RSS in MB (${values.entry === 'built' ? 'dist-server/server.mjs' : 'tsx'})`);
console.log(
  `${'round'.padEnd(10)} ${'uploads'.padStart(12)} ${'before'.padStart(10)} ${'peak'.padStart(10)} ${'growth'.padStart(10)} ${'s'.padStart(8)}`,
);
console.log(row('baseline', baseline));
console.log(row('large', large));
const extra = large.growth - baseline.growth;
const slack = Number(values['slack-mb']);
console.log(
  `\nThe large round sent ${large.count * large.mb} MB and grew ${extra.toFixed(1)} MB more than the baseline ` +
    `(at most ${slack}); ${stored} files stored.`,
);
if (stored !== 1 + 2 * count) throw new Error(`expected ${1 + 2 * count} stored files, found ${stored}`);
process.exitCode = extra <= slack ? 0 : 1;
if (process.exitCode) console.log('FAIL: memory followed the upload size.');
