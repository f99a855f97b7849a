/**
 * Uploads stream to storage (docs/decisions/0022-hardening.md): a body far larger than any chunk, generated as it
 * is sent and never held whole by the test, is stored byte for byte; one past UPLOAD_MAX_MB is refused with 413
 * before it has been read through, and leaves no file behind, neither stored nor staged. How little memory the
 * server holds meanwhile is measured in tests/bench/upload-memory.mjs, against a small upload in the same run.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../api/contracts/answers';
import { storedUpload } from '../../api/contracts/platform';
import { createTestApp, demo, login, type TestApp } from './helpers';

const ORIGIN = 'http://localhost';
const MB = 1024 * 1024;
const MAX_MB = 128;
const BOUNDARY = 'kelaskoding-streaming-test';
// The smallest ISO base media file's `ftyp` box: what makes the upload an MP4 by content.
const ftyp = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let admin: string;
let uploadDir: string;
let stagingDir: string;
let savedTmpdir: string | undefined;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'kelaskoding-uploads-'));
  // Staging files go to the system's temporary folder: this file's own, so that what is left there can be seen.
  stagingDir = mkdtempSync(join(tmpdir(), 'kelaskoding-staging-'));
  savedTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = stagingDir;
  t = await createTestApp({ seed: 'minimal', env: { UPLOAD_DIR: uploadDir, UPLOAD_MAX_MB: String(MAX_MB) } });
  app = t.app;
  admin = await login(app, 'admin', demo.admin, demo.password);
});
afterAll(async () => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  await t?.cleanup();
  rmSync(uploadDir, { recursive: true, force: true });
  rmSync(stagingDir, { recursive: true, force: true });
});

/**
 * A multipart body whose `file` field is an MP4 header and `contentBytes` in all of random bytes, made one
 * megabyte at a time as the reader asks for it. `sent()` is the content pulled so far and its SHA-256.
 */
function generatedUpload(contentBytes: number) {
  const hash = createHash('sha256');
  let pulled = 0;
  const parts: (() => Buffer)[] = [
    () =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="besar.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      ),
  ];
  const content = (bytes: Buffer) => () => {
    hash.update(bytes);
    pulled += bytes.byteLength;
    return bytes;
  };
  parts.push(content(ftyp));
  for (let left = contentBytes - ftyp.byteLength; left > 0; left -= MB)
    parts.push(() => content(randomBytes(Math.min(MB, left)))());
  parts.push(() => Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  let next = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const part = parts[next++];
        if (part) controller.enqueue(new Uint8Array(part()));
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, sent: () => ({ bytes: pulled, sha256: hash.digest('hex') }) };
}

function post(body: ReadableStream<Uint8Array>) {
  return app.request('/api/admin/uploads', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      cookie: admin,
      origin: ORIGIN,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-locale': 'en',
    },
  } as RequestInit);
}

/** What receiving left in the staging folder. */
const staged = () => readdirSync(stagingDir).filter((name) => name.startsWith('kelaskoding-upload-'));

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('streamed uploads', () => {
  it('stores a 100 MB body byte for byte, under its content hash, and leaves no staging file', async () => {
    const upload = generatedUpload(100 * MB);
    const res = await post(upload.stream);
    expect(res.status).toBe(201);
    const { data } = dataOf(storedUpload).parse(await res.json());
    const sent = upload.sent();
    expect(sent.bytes).toBe(100 * MB);
    expect(data).toMatchObject({ type: 'video/mp4', url: `/api/uploads/${sent.sha256}.mp4` });
    const stored = join(uploadDir, `${sent.sha256}.mp4`);
    expect(await sha256Of(stored)).toBe(sent.sha256);
    expect(readdirSync(uploadDir)).toEqual([`${sent.sha256}.mp4`]);
    expect(staged()).toEqual([]);
    // Generating, hashing and writing 100 MB twice over takes seconds on a busy machine.
  }, 120_000);

  it('refuses a body past UPLOAD_MAX_MB with 413 before reading it through, and keeps nothing of it', async () => {
    const before = readdirSync(uploadDir);
    const upload = generatedUpload(4 * MAX_MB * MB);
    const res = await post(upload.stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: `The file is too large (at most ${MAX_MB} MB).` },
    });
    // Read no further than the limit and what was in flight: the rest of the 512 MB was never asked for.
    expect(upload.sent().bytes).toBeLessThan((MAX_MB + 16) * MB);
    expect(readdirSync(uploadDir)).toEqual(before);
    expect(staged()).toEqual([]);
  }, 120_000);
});
