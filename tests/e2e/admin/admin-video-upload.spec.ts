/**
 * A video uploaded from the admin's computer: progress while it goes up, its length and
 * poster read from the file, the material saved with the stored address, and the player plays it back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createMaterial, signInAdmin, tag } from './helpers';

test('an admin uploads a video and sees it with the length read from the file', async ({ page }) => {
  await signInAdmin(page);
  const made = await createMaterial(page, 'video', `Video ${tag()}`);

  await page.goto(made.editPath);
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

  const stored = await page.request.get(`/api/admin/videos?materialId=${made.materialId}`);
  const video = ((await stored.json()) as { data: { url: string; durationSeconds: number }[] }).data[0];
  expect(video?.durationSeconds).toBe(seconds);
  expect(video?.url).toMatch(/^\/api\/uploads\//);
});
