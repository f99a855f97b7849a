/**
 * Captions per language on a video material: a caption is a WebVTT upload, typed by its
 * content; the video stores one caption address per interface language (only addresses of uploaded
 * WebVTT files); the student's material screen returns them as tracks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthoringWorld, trialMaterial, uploadAs } from './authoring-fixture';
import { jsonRequest, type TestApp } from './helpers';

type Rec = { id: number } & Record<string, unknown>;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const vttId = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHalo, selamat datang!\n');
const vttEn = Buffer.from('\uFEFFWEBVTT - English\n\n00:00.000 --> 00:02.000\nHello, welcome!\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let admin: string;
let student: string;
let end: () => void;

beforeAll(async () => {
  ({ app, admin, student, end } = await startAuthoringWorld('kelaskoding-captions-'));
});
afterAll(() => end());

const upload = (bytes: Buffer, name: string) => uploadAs(app, admin, bytes, name);
const uploaded = async (bytes: Buffer, name: string) => {
  const res = await upload(bytes, name);
  expect(res.status, name).toBe(201);
  return ((await res.json()) as { data: { url: string; type: string } }).data;
};

async function call<T = { data: Rec }>(method: string, path: string, body?: unknown, cookie = admin) {
  const res = await jsonRequest(app, method, path, { cookie, body });
  return { status: res.status, body: (await res.json()) as T };
}

/** A published video material in the trial chapter of a new course, so any student may open it. */
async function trialVideo(): Promise<{ materialId: number; videoId: number }> {
  const { materialId, first } = await trialMaterial(app, admin, 'Kursus Teks Video', {
    title: 'Video dengan teks',
    relation: 'video',
    records: 'videos',
  });
  return { materialId, videoId: first.id };
}

describe('captions of a video material', () => {
  it('takes a caption file by its WebVTT header, whatever its name', async () => {
    expect((await uploaded(vttId, 'teks.txt')).type).toBe('text/vtt');
    expect((await uploaded(vttEn, 'en.vtt')).url).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.vtt$/);
    // A file named .vtt that is not WebVTT is refused.
    const fake = await upload(Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nSubRip, bukan WebVTT\n'), 'id.vtt');
    expect(fake.status).toBe(415);
    expect(((await fake.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
  });

  it('saves one caption per language with the video and returns them to the student', async () => {
    const { materialId, videoId } = await trialVideo();
    const id = await uploaded(vttId, 'id.vtt');
    const en = await uploaded(vttEn, 'en.vtt');

    const saved = await call('PUT', `/api/admin/videos/${videoId}`, {
      url: '/media/intro.webm',
      captions: { id: id.url, en: en.url },
    });
    expect(saved.status).toBe(200);
    const stored = await call<{ data: Rec[] }>('GET', `/api/admin/videos?materialId=${materialId}`);
    expect(stored.body.data[0]?.captions).toEqual({ id: id.url, en: en.url });

    const screen = await call<{ data: { content: Record<string, unknown> } }>(
      'GET',
      `/api/student/materials/${materialId}`,
      undefined,
      student,
    );
    expect(screen.status).toBe(200);
    expect(screen.body.data.content).toMatchObject({
      kind: 'video',
      url: '/media/intro.webm',
      captions: [
        { lang: 'id', url: id.url },
        { lang: 'en', url: en.url },
      ],
    });
    // The student's player can load the file it was given.
    const track = await app.request(en.url, { headers: { cookie: student } });
    expect(track.status).toBe(200);
    expect(track.headers.get('content-type')).toBe('text/vtt');
    expect(await track.text()).toContain('Hello, welcome!');

    // Removing one language keeps the other; the student then gets one track.
    const removed = await call('PUT', `/api/admin/videos/${videoId}`, { captions: { id: id.url, en: null } });
    expect(removed.status).toBe(200);
    const after = await call<{ data: { content: { captions: unknown[] } } }>(
      'GET',
      `/api/student/materials/${materialId}`,
      undefined,
      student,
    );
    expect(after.body.data.content.captions).toEqual([{ lang: 'id', url: id.url }]);
  });

  it('refuses a caption that is not an uploaded WebVTT file', async () => {
    const { videoId } = await trialVideo();
    const image = await uploaded(png, 'teks.vtt');
    for (const url of [image.url, 'https://example.com/id.vtt', '/api/uploads/abc.vtt', 'javascript:alert(1)']) {
      const res = await call<ErrorBody>('PUT', `/api/admin/videos/${videoId}`, { captions: { en: url } });
      expect(res.status, url).toBe(400);
      expect(res.body.error.fields?.['captions.en'], url).toBeTruthy();
    }
    const stored = await call<{ data: Rec }>('GET', `/api/admin/videos/${videoId}`);
    expect(stored.body.data.captions).toEqual({});
  });

  it('starts a video with no captions', async () => {
    const { materialId } = await trialVideo();
    const screen = await call<{ data: { content: { captions: unknown[] } } }>(
      'GET',
      `/api/student/materials/${materialId}`,
      undefined,
      student,
    );
    expect(screen.body.data.content.captions).toEqual([]);
  });
});
