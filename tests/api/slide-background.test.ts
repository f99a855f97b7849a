/**
 * Slide backgrounds (docs/decisions/0004-data.md): a slide keeps a background of an uploaded image, a name and
 * an x/y place in the 1600×900 deck; x and y are whole deck pixels at most one deck away; the student's
 * slide screen gets the background as saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthoringWorld, trialMaterial, uploadAs } from './authoring-fixture';
import { jsonRequest, type TestApp } from './helpers';

type Rec = { id: number } & Record<string, unknown>;
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let admin: string;
let student: string;
let end: () => void;
let image: string;
let caption: string;

beforeAll(async () => {
  ({ app, admin, student, end } = await startAuthoringWorld('kelaskoding-slides-'));
  image = await uploaded(png, 'laut.png');
  caption = await uploaded(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHalo\n'), 'id.vtt');
});
afterAll(() => end());

async function uploaded(bytes: Buffer, name: string): Promise<string> {
  const res = await uploadAs(app, admin, bytes, name);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

async function call<T = { data: Rec }>(method: string, path: string, body?: unknown, cookie = admin) {
  const res = await jsonRequest(app, method, path, { cookie, body });
  return { status: res.status, body: (await res.json()) as T };
}

/** A published slide material in the trial chapter of a new course, and its first slide. */
async function trialSlide(): Promise<{ materialId: number; slideId: number }> {
  const { materialId, first } = await trialMaterial(app, admin, 'Kursus Latar', {
    title: 'Slide berlatar',
    relation: 'slide',
    records: 'slides',
  });
  return { materialId, slideId: first.id };
}

describe('slide background', () => {
  it('is saved with the slide and read back by the admin and the student', async () => {
    const { materialId, slideId } = await trialSlide();
    const background = { name: 'Laut biru', x: -120, y: 45, image };
    const saved = await call('PUT', `/api/admin/slides/${slideId}`, { background });
    expect(saved.status).toBe(200);

    const read = await call('GET', `/api/admin/slides/${slideId}`);
    expect(read.body.data.background).toEqual(background);

    const screen = await call<{ data: { content: { kind: string; slides: Rec[] } } }>(
      'GET',
      `/api/student/materials/${materialId}`,
      undefined,
      student,
    );
    expect(screen.status).toBe(200);
    expect(screen.body.data.content.kind).toBe('slide');
    expect(screen.body.data.content.slides[0]?.background).toEqual(background);
    // The student may load the image it was given.
    const file = await app.request(image, { headers: { cookie: student } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    // The name is trimmed; the edges of the range are taken; null takes the background away.
    const edges = { name: '  Pojok  ', x: 1600, y: -900, image };
    expect((await call('PUT', `/api/admin/slides/${slideId}`, { background: edges })).status).toBe(200);
    expect((await call('GET', `/api/admin/slides/${slideId}`)).body.data.background).toEqual({
      ...edges,
      name: 'Pojok',
    });
    expect((await call('PUT', `/api/admin/slides/${slideId}`, { background: null })).status).toBe(200);
    expect((await call('GET', `/api/admin/slides/${slideId}`)).body.data.background).toBeNull();
  });

  it('takes a new slide with a background', async () => {
    const { materialId } = await trialSlide();
    const created = await call('POST', '/api/admin/slides', {
      materialId,
      title: { id: 'Slide kedua' },
      background: { name: 'Latar', x: 0, y: 0, image },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.background).toEqual({ name: 'Latar', x: 0, y: 0, image });
  });

  it('validates x and y as whole deck pixels at most one deck away, the name and the image', async () => {
    const { slideId } = await trialSlide();
    const ok = { name: 'Latar', x: 10, y: 20, image };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, x: 1.5 }, 'background.x', 'Posisi X harus bilangan bulat dari -1600 sampai 1600.'],
      [{ ...ok, x: 1601 }, 'background.x', 'Posisi X harus bilangan bulat dari -1600 sampai 1600.'],
      [{ ...ok, x: -1601 }, 'background.x', 'Posisi X harus bilangan bulat dari -1600 sampai 1600.'],
      [{ ...ok, x: '10' }, 'background.x', 'Posisi X harus bilangan bulat dari -1600 sampai 1600.'],
      [{ ...ok, y: 901 }, 'background.y', 'Posisi Y harus bilangan bulat dari -900 sampai 900.'],
      [{ ...ok, y: null }, 'background.y', 'Posisi Y harus bilangan bulat dari -900 sampai 900.'],
      [{ ...ok, name: '   ' }, 'background.name', 'This field is required.'],
      [{ ...ok, image: caption }, 'background.image', 'Latar harus gambar yang diunggah'],
      [{ ...ok, image: 'https://example.com/laut.png' }, 'background.image', 'Latar harus gambar yang diunggah'],
      [{ ...ok, image: 'javascript:alert(1)' }, 'background.image', 'Latar harus gambar yang diunggah'],
    ];
    for (const [background, field, text] of cases) {
      const res = await call<ErrorBody>('PUT', `/api/admin/slides/${slideId}`, { background });
      expect(res.status, JSON.stringify(background)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(background)).toContain(text);
    }
    const en = await jsonRequest(app, 'PUT', `/api/admin/slides/${slideId}`, {
      cookie: admin,
      locale: 'en',
      body: { background: { ...ok, y: -950 } },
    });
    expect(((await en.json()) as ErrorBody).error.fields?.['background.y']).toBe(
      'Y must be a whole number from -900 to 900.',
    );
    expect((await call('GET', `/api/admin/slides/${slideId}`)).body.data.background).toBeNull();
  });

  it('keeps a seeded background (an image data URL) when the slide is saved again', async () => {
    const seeded = await call<{ data: Rec[] }>('GET', '/api/admin/slides?length=200');
    const slide = seeded.body.data.find((s) => s.background !== null);
    if (!slide) throw new Error('the seed has slides with backgrounds');
    const res = await call('PUT', `/api/admin/slides/${slide.id}`, { background: slide.background });
    expect(res.status).toBe(200);
  });
});
