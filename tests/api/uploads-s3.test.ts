/**
 * Uploads in S3-compatible object storage: the real app with S3_* set, against our own fake
 * store on 127.0.0.1 (tests/fakes/s3-server.ts), which verifies every request's SigV4 signature with its secret.
 * Upload, whole and ranged reads (streamed), missing files, wrong credentials and an unreachable store.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../api/env';
import { objectUrlOf, s3Storage } from '../../api/services/content/uploads/s3';
import { StorageUnavailableError } from '../../api/services/content/uploads/storage';
import { type FakeS3, startFakeS3 } from '../fakes/s3-server';
import { createTestApp, demo, login, type TestApp } from './helpers';

const ORIGIN = 'http://localhost';
const BUCKET = 'kelaskoding-uploads';
const ACCESS_KEY = 'AKIAKELASKODINGTEST';
const SECRET = 'kelaskoding-test-secret/0123456789abcdef';

const webm = readFileSync(join(process.cwd(), 'public/media/intro.webm'));
// The smallest ISO base media file: one `ftyp` box (brand isom).
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
]);
const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHalo, selamat datang!\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Started = Awaited<ReturnType<typeof createTestApp>>;
let s3: FakeS3;
let uploadDir: string;
let good: Started;
let wrong: Started;
let down: Started;
let downEndpoint: string;
const cookies = new Map<TestApp, { admin: string; student: string }>();

const s3Env = (endpoint: string, secret = SECRET) => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: secret,
  UPLOAD_MAX_MB: '1',
});

beforeAll(async () => {
  s3 = await startFakeS3({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, bucket: BUCKET });
  // A port nothing listens on: the store is down.
  const closed = createHttpServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  downEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  uploadDir = join(mkdtempSync(join(tmpdir(), 'kelaskoding-s3-')), 'uploads');
  good = await createTestApp({ seed: 'minimal', env: { ...s3Env(s3.endpoint), UPLOAD_DIR: uploadDir } });
  wrong = await createTestApp({ seed: 'minimal', env: s3Env(s3.endpoint, 'not-the-secret') });
  down = await createTestApp({ seed: 'minimal', env: s3Env(downEndpoint) });
  for (const { app } of [good, wrong, down]) {
    cookies.set(app, {
      admin: await login(app, 'admin', demo.admin, demo.password),
      student: await login(app, 'student', demo.student, demo.password),
    });
  }
});
afterAll(async () => {
  for (const t of [good, wrong, down]) t?.cleanup();
  rmSync(join(uploadDir, '..'), { recursive: true, force: true });
  await s3?.close();
});

function upload(app: TestApp, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return app.request('/api/admin/uploads', {
    method: 'POST',
    body: form,
    headers: { cookie: cookies.get(app)!.admin, origin: ORIGIN, 'x-locale': 'en' },
  });
}

function get(app: TestApp, url: string, headers: Record<string, string> = {}) {
  return app.request(url, { headers: { cookie: cookies.get(app)!.student, 'x-locale': 'en', ...headers } });
}

const dataOf = async (res: Response) => ((await res.json()) as { data: { url: string; type: string } }).data;
const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('uploads with S3_* set', () => {
  it('puts WebM, MP4 and WebVTT into the bucket with signed requests and signed payload hashes', async () => {
    for (const [bytes, name, type] of [
      [webm, 'intro.webm', 'video/webm'],
      [mp4, 'klip.mp4', 'video/mp4'],
      [vtt, 'id.vtt', 'text/vtt'],
    ] as const) {
      const res = await upload(good.app, bytes, name);
      expect(res.status, name).toBe(201);
      const data = await dataOf(res);
      expect(data.type).toBe(type);
      const key = keyOf(data.url);
      expect(key).toBe(`${sha256(bytes)}.${name.split('.').pop()}`);
      expect(s3.objects.get(key)?.bytes.equals(bytes)).toBe(true);
      const put = s3.requests.find((r) => r.method === 'PUT' && r.key === key);
      expect(put).toMatchObject({ status: 200, payloadHash: sha256(bytes) });
    }
    // Nothing went to the local folder.
    expect(existsSync(uploadDir)).toBe(false);
  });

  it('sends a file it already holds only once (HeadObject finds it)', async () => {
    const first = keyOf((await dataOf(await upload(good.app, vtt, 'a.vtt'))).url);
    const before = s3.requests.length;
    const second = keyOf((await dataOf(await upload(good.app, vtt, 'b.vtt'))).url);
    expect(second).toBe(first);
    expect(s3.requests.slice(before).map((r) => `${r.method} ${r.status}`)).toEqual(['HEAD 200']);
    expect(s3.requests.filter((r) => r.method === 'PUT' && r.key === first)).toHaveLength(1);
  });

  it('serves the file whole and by Range with the caching headers, the range asked of the store', async () => {
    const { url } = await dataOf(await upload(good.app, webm, 'intro.webm'));
    const key = keyOf(url);
    const whole = await get(good.app, url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('content-length')).toBe(String(webm.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(webm)).toBe(true);

    const part = await get(good.app, url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${webm.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await part.arrayBuffer()).equals(webm.subarray(100, 200))).toBe(true);
    expect(s3.requests.filter((r) => r.method === 'GET' && r.key === key).at(-1)).toMatchObject({
      status: 206,
      range: 'bytes=100-199',
    });

    const tail = await get(good.app, url, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${webm.length - 10}-${webm.length - 1}/${webm.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(webm.subarray(webm.length - 10))).toBe(true);

    const outside = await get(good.app, url, { range: `bytes=${webm.length + 5}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${webm.length}`);

    const captions = await get(good.app, (await dataOf(await upload(good.app, vtt, 'id.vtt'))).url);
    expect(captions.headers.get('content-type')).toBe('text/vtt');
    expect(await captions.text()).toBe(vtt.toString());
  });

  it('streams a video: its first bytes reach the viewer before the store has sent the rest', async () => {
    const { url } = await dataOf(await upload(good.app, webm, 'intro.webm'));
    const release = s3.holdBodies();
    try {
      const res = await get(good.app, url);
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let received = 0;
      // The store holds everything after its first 64 KiB: a buffering server would never get here.
      while (received < 64 * 1024) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the body ended early');
        received += value.byteLength;
      }
      expect(received).toBeLessThan(webm.length);
      release();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        received += chunk.value.byteLength;
      expect(received).toBe(webm.length);
    } finally {
      release();
    }
  });

  it('answers an unknown name with a 404 JSON error (the store said NoSuchKey)', async () => {
    const name = `${'0'.repeat(64)}.webm`;
    const res = await get(good.app, `/api/uploads/${name}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'File not found.' } });
    expect(s3.requests.filter((r) => r.key === name).map((r) => `${r.method} ${r.status}`)).toEqual(['HEAD 404']);

    const storage = s3Storage(storageConfig(s3.endpoint, SECRET));
    expect(await storage.read(name)).toBeNull();
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', status: 404, code: 'NoSuchKey' });
    expect(await storage.size(name)).toBeNull();
  });
});

function storageConfig(endpoint: string, secret: string) {
  return {
    endpoint,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: secret,
    region: 'us-east-1',
    forcePathStyle: true,
  };
}

describe('a store that refuses us or is down', () => {
  it('wrong credentials: the upload and the read answer 502 with a JSON error, and the cause is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const stored = keyOf((await dataOf(await upload(good.app, mp4, 'klip.mp4'))).url);
      const before = s3.objects.size;
      const res = await upload(wrong.app, webm, 'intro.webm');
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: { code: 'bad_gateway', message: 'File storage cannot be reached right now. Try again in a moment.' },
      });
      expect(s3.objects.size).toBe(before);
      expect(s3.requests.at(-1)).toMatchObject({ method: 'HEAD', status: 403, code: 'SignatureDoesNotMatch' });

      const read = await get(wrong.app, `/api/uploads/${stored}`);
      expect(read.status).toBe(502);
      expect(((await read.json()) as { error: { code: string } }).error.code).toBe('bad_gateway');
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/^\[uploads\] S3 HeadObject \S+ answered 403$/),
        expect.stringMatching(/^\[uploads\] S3 HeadObject \S+ answered 403$/),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('wrong credentials: the store’s SignatureDoesNotMatch reaches the log with its message', async () => {
    const storage = s3Storage(storageConfig(s3.endpoint, 'not-the-secret'));
    const error = await storage.read(`${'1'.repeat(64)}.webm`).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toMatch(
      /answered 403 SignatureDoesNotMatch: The request signature we calculated does not match/,
    );
  });

  it('an unreachable store: 502, never a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await upload(down.app, vtt, 'id.vtt');
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_gateway');
      const read = await get(down.app, `/api/uploads/${sha256(vtt)}.vtt`);
      expect(read.status).toBe(502);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/failed: .*ECONNREFUSED/);
    } finally {
      warn.mockRestore();
    }
  });

  it('a store that accepts the connection but never answers counts as down after the answer timeout', async () => {
    const open: Socket[] = [];
    const silent = createTcpServer((socket) => open.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const storage = s3Storage(storageConfig(endpoint, SECRET), { answerTimeoutMs: 200 });
      const started = Date.now();
      const error = await storage.size(`${'2'.repeat(64)}.png`).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as Error).message).toMatch(/no answer within 200 ms/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('S3 configuration', () => {
  it('refuses half an S3 configuration at start, naming what is missing', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID: required with the other S3 variables[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => parseEnv({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(
      /S3_ENDPOINT: required/,
    );
    expect(() => parseEnv({ ...s3Env('ftp://store'), S3_BUCKET: BUCKET })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => parseEnv({ ...s3Env('http://store'), S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ ...s3Env('http://store'), S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('defaults: no S3 (UPLOAD_DIR), region us-east-1, path-style', () => {
    const env = parseEnv({});
    expect([env.S3_ENDPOINT, env.S3_BUCKET, env.S3_REGION, env.S3_FORCE_PATH_STYLE]).toEqual([
      '',
      '',
      'us-east-1',
      true,
    ]);
    expect(parseEnv({ ...s3Env('https://s3.example.test'), S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(
      false,
    );
  });

  it('addresses objects path-style or virtual-hosted', () => {
    const config = storageConfig('https://s3.eu-central-1.amazonaws.com/', SECRET);
    expect(objectUrlOf(config)('a.webm')).toBe(`https://s3.eu-central-1.amazonaws.com/${BUCKET}/a.webm`);
    expect(objectUrlOf({ ...config, forcePathStyle: false })('a.webm')).toBe(
      `https://${BUCKET}.s3.eu-central-1.amazonaws.com/a.webm`,
    );
    expect(objectUrlOf({ ...config, endpoint: 'http://127.0.0.1:9000/store' })('a.webm')).toBe(
      `http://127.0.0.1:9000/store/${BUCKET}/a.webm`,
    );
  });
});
