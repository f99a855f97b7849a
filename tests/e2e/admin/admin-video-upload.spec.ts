/**
 * A video uploaded from the admin's computer: progress while it goes up, its length and
 * poster read from the file, the material saved with the stored address, and the player plays it back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAdmin, tag } from './helpers';

test('an admin uploads a video and sees it with the length read from the file', async ({ page }) => {
  const id = tag();
  await signInAdmin(page);
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/admin/${path}`, { data, headers: { origin } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const courseId = await post('courses', { title: { id: `Kursus Video ${id}` } });
  const chapterId = await post('chapters', { courseId, title: { id: `Bab ${id}` } });
  const topicId = await post('topics', { chapterId, title: { id: `Topik ${id}` } });
  const materialId = await post('materials', { topicId, title: { id: `Video ${id}` }, relation: 'video' });

  await page.goto(`/admin/course/${courseId}/${chapterId}/${topicId}/video/edit?materialId=${materialId}`);
  await expect(page.getByText('Belum ada video.')).toBeVisible();
  const file = readFileSync(join(process.cwd(), 'public/media/intro.webm'));
  await page.getByLabel('Unggah video (MP4 atau WebM)').setInputFiles({
    name: 'intro.webm',
    mimeType: 'video/webm',
    buffer: file,
  });
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible({ timeout: 20_000 });

  const player = page.getByLabel('Pratinjau video');
  await expect(player).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}\.webm$/);
  await expect(player).toHaveAttribute('poster', /^\/api\/uploads\/[0-9a-f]{64}\.png$/);
  // The player reads the same length from the served file as the form read from the local one.
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  const seconds = Math.round(await player.evaluate((v: HTMLVideoElement) => v.duration));
  expect(seconds).toBeGreaterThan(0);
  await expect(page.getByTestId('video-duration')).toHaveText(`Durasi: 0:${String(seconds).padStart(2, '0')}`);

  const stored = await page.request.get(`/api/admin/videos?materialId=${materialId}`);
  const video = ((await stored.json()) as { data: { url: string; durationSeconds: number }[] }).data[0];
  expect(video?.durationSeconds).toBe(seconds);
  expect(video?.url).toMatch(/^\/api\/uploads\//);
});
