/**
 * Admin uploads: typed by content, size-capped by UPLOAD_MAX_MB, admin only, stored once
 * by content hash under UPLOAD_DIR, and served to signed-in users with HTTP Range (206/416).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../api/contracts/answers';
import { storedUpload } from '../../api/contracts/platform';
import { parseRange } from '../../api/routes/uploads';
import { createTestApp, demo, login, type TestApp } from './helpers';

const ORIGIN = 'http://localhost';
const webm = readFileSync(join(process.cwd(), 'public/media/intro.webm'));
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// The smallest ISO base media file: one `ftyp` box (brand isom).
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
]);
const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHalo, selamat datang!\n');

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let admin: string;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'kelaskoding-uploads-'));
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir, UPLOAD_MAX_MB: '1' } });
  app = t.app;
  admin = await login(app, 'admin', demo.admin, demo.password);
});
afterAll(() => {
  t.cleanup();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, name: string, cookie = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return app.request('/api/admin/uploads', { method: 'POST', body: form, headers: { cookie, origin: ORIGIN } });
}

/** The stored file's address and type, read with the answer's contract. */
const urlOf = async (res: Response) => dataOf(storedUpload).parse(await res.json()).data;

describe('POST /api/admin/uploads', () => {
  it('takes videos, images and captions, typed by their content', async () => {
    for (const [bytes, name, type] of [
      [webm, 'intro.webm', 'video/webm'],
      [mp4, 'klip.mp4', 'video/mp4'],
      [png, 'logo.png', 'image/png'],
      [vtt, 'id.vtt', 'text/vtt'],
      // A name that lies does not matter: the content decides.
      [png, 'bukan-video.mp4', 'image/png'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status, name).toBe(201);
      const data = await urlOf(res);
      expect(data.type).toBe(type);
      expect(data.url).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.\w+$/);
    }
  });

  it('keeps one copy of the same file', async () => {
    const first = await urlOf(await upload(png, 'a.png'));
    const second = await urlOf(await upload(png, 'b.png'));
    expect(second.url).toBe(first.url);
    expect(readdirSync(uploadDir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
  });

  it('refuses other files with 415, too large ones with 413, and a missing file with 400', async () => {
    const text = await upload(Buffer.from('halo, ini bukan video'), 'video.mp4');
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    expect((await upload(Buffer.from('MZ\x90\x00'), 'setup.exe')).status).toBe(415);
    const big = Buffer.concat([mp4, Buffer.alloc(1024 * 1024 + 10)]);
    expect((await upload(big, 'besar.mp4')).status).toBe(413);
    const empty = await app.request('/api/admin/uploads', {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(empty.status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await upload(png, 'x.png', '')).status).toBe(401);
    const student = await login(app, 'student', demo.student, demo.password);
    expect((await upload(png, 'x.png', student)).status).toBe(403);
  });
});

describe('GET /api/uploads/:name', () => {
  it('serves the file whole and by byte range, to signed-in users', async () => {
    const { url } = await urlOf(await upload(webm, 'intro.webm'));
    const student = await login(app, 'student', demo.student, demo.password);
    const whole = await app.request(url, { headers: { cookie: student } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(webm)).toBe(true);

    const part = await app.request(url, { headers: { cookie: student, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${webm.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(webm.subarray(100, 200))).toBe(true);

    const tail = await app.request(url, { headers: { cookie: student, range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(webm.subarray(webm.length - 10))).toBe(true);

    // Two ranges at once: the whole file, as a server that sends no multipart answers may.
    const several = await app.request(url, { headers: { cookie: student, range: 'bytes=0-9, 20-29' } });
    expect(several.status).toBe(200);
    expect(Buffer.from(await several.arrayBuffer()).equals(webm)).toBe(true);
    const outside = await app.request(url, { headers: { cookie: student, range: `bytes=${webm.length + 5}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${webm.length}`);

    expect((await app.request(url)).status).toBe(401);
  });

  it('answers 404 for unknown and malformed names', async () => {
    const cookie = admin;
    expect((await app.request(`/api/uploads/${'0'.repeat(64)}.png`, { headers: { cookie } })).status).toBe(404);
    expect((await app.request('/api/uploads/..%2F..%2Fpackage.json', { headers: { cookie } })).status).toBe(404);
  });
});

describe('parseRange', () => {
  it('reads the three forms and refuses what the file cannot satisfy', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=100-150, 200-', 100)).toBeNull();
  });

  it('reads whitespace where RFC 9110 allows it, and answers the whole file for what it does not serve', () => {
    expect(parseRange('bytes= 0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=0-9 ,', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('Bytes = 10 - 19', 100)).toEqual({ start: 10, end: 19 });
    // Several ranges (no multipart answers here), an invalid range or an unknown unit: the whole file.
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1, 500-600', 100)).toBeUndefined();
    expect(parseRange('bytes=9-3', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange('bytes=abc', 100)).toBeUndefined();
  });
});
