/**
 * Captions per language: the admin attaches a WebVTT file in Indonesian and one in
 * English to an uploaded video; a student's player carries both tracks, shows the interface language's
 * by default, and its cue is read from the served file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { registerStudent, signIn } from '../student/helpers';
import { createTrialMaterial, signInAdmin, tag } from './helpers';

const vtt = (text: string) => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:05.000\n${text}\n`);

test('an admin attaches captions per language and the student player shows them', async ({ page, baseURL }) => {
  await signInAdmin(page);
  const made = await createTrialMaterial(page, 'video', `Video Teks ${tag()}`);
  await page.goto(made.editPath);
  await page.getByLabel('Unggah video (MP4 atau WebM)').setInputFiles({
    name: 'intro.webm',
    mimeType: 'video/webm',
    buffer: readFileSync(join(process.cwd(), 'public/media/intro.webm')),
  });
  await expect(page.getByLabel('Pratinjau video')).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}\.webm$/, {
    timeout: 20_000,
  });

  await expect(page.getByTestId('caption-id')).toContainText('Belum ada teks.');
  await page.getByLabel('Unggah teks Indonesia (WebVTT)').setInputFiles({
    name: 'id.vtt',
    mimeType: 'text/vtt',
    buffer: vtt('Halo, selamat datang!'),
  });
  await expect(page.getByTestId('caption-id').getByRole('link', { name: 'Lihat berkas teks' })).toBeVisible();
  await page.getByLabel('Unggah teks English (WebVTT)').setInputFiles({
    name: 'en.vtt',
    mimeType: 'text/vtt',
    buffer: vtt('Hello, welcome!'),
  });
  await expect(page.getByTestId('caption-en').getByRole('link', { name: 'Lihat berkas teks' })).toBeVisible();
  // A file that is not WebVTT is refused by its content, whatever its name says.
  await page.getByLabel('Unggah teks English (WebVTT)').setInputFiles({
    name: 'en.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('1\n00:00:00,000 --> 00:00:05,000\nSubRip\n'),
  });
  // It is refused before uploading, with what a WebVTT file must hold, not only "not supported".
  await expect(
    page.getByRole('alert').filter({ hasText: 'en.vtt bukan berkas WebVTT: baris pertamanya harus WEBVTT.' }),
  ).toBeVisible();
  await expect(page.locator('video[aria-label="Pratinjau video"] track')).toHaveCount(2);

  // A new student opens the material: the player has both tracks, Indonesian on by default.
  const student = await registerStudent(page, baseURL as string, 'captions');
  await signIn(page, student.email);
  await page.goto(`/learning/video?materialId=${made.materialId}`);
  const player = page.locator('video.kk-video__player');
  await expect(player).toBeVisible();
  const tracks = player.locator('track');
  await expect(tracks).toHaveCount(2);
  await expect(tracks.nth(0)).toHaveAttribute('srclang', 'id');
  await expect(tracks.nth(0)).toHaveAttribute('label', 'Indonesia');
  await expect(tracks.nth(0)).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}\.vtt$/);
  await expect(tracks.nth(1)).toHaveAttribute('srclang', 'en');
  await expect(tracks.nth(1)).toHaveAttribute('label', 'English');

  // The default track loads from the server (readyState 2 = LOADED) and its cue is the file's text.
  await expect.poll(() => tracks.nth(0).evaluate((t: HTMLTrackElement) => t.readyState)).toBe(2);
  const modes = await player.evaluate((v: HTMLVideoElement) =>
    Array.from(v.textTracks, (t) => `${t.language}:${t.mode}`),
  );
  expect(modes).toEqual(['id:showing', 'en:disabled']);
  await player.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 1;
  });
  await expect
    .poll(() =>
      player.evaluate((v: HTMLVideoElement) => {
        const cues = v.textTracks[0]?.activeCues;
        return cues && cues.length > 0 ? (cues[0] as VTTCue).text : null;
      }),
    )
    .toBe('Halo, selamat datang!');
});
