/**
 * Slide backgrounds (docs/decisions/0004-data.md): the admin uploads a background image, names and places it,
 * and the live deck preview beside the fields redraws as they type; the student's deck then shows the
 * slide with the same background in the same place.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { registerStudent, signIn } from '../student/helpers';
import { createTrialMaterial, signInAdmin, tag } from './helpers';

/** The background image of a deck: its address, its place in deck pixels and whether it has loaded. */
async function backgroundOf(deck: Locator) {
  const img = deck.locator('img.kk-slide__bg');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(192);
  return img.evaluate((i: HTMLImageElement) => ({ src: i.getAttribute('src'), left: i.style.left, top: i.style.top }));
}

test('an admin gives a slide a background in the live preview, and the student deck shows it', async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page);
  const made = await createTrialMaterial(page, 'slide', `Slide Latar ${tag()}`);
  await page.goto(made.editPath);
  const editor = page.locator('form.kk-admin__slide-editor');
  const preview = editor.getByRole('region', { name: 'Pratinjau slide' });
  const deck = preview.locator('section[aria-roledescription="slide"]');

  // The preview follows the fields before anything is saved.
  await editor.getByLabel('Judul (Indonesia)').fill('Laut dan langit');
  await expect(deck.getByRole('heading', { name: 'Laut dan langit' })).toBeVisible();
  await expect(editor.getByText('Belum ada latar.')).toBeVisible();
  await expect(deck.locator('img.kk-slide__bg')).toHaveCount(0);

  await editor.getByLabel('Unggah gambar latar').setInputFiles({
    name: 'ombak.png',
    mimeType: 'image/png',
    buffer: readFileSync(join(process.cwd(), 'public/icons/icon-192.png')),
  });
  await expect(editor.getByLabel('Nama latar')).toHaveValue('ombak');
  expect(await backgroundOf(deck)).toEqual({
    src: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{64}\.png$/),
    left: '0px',
    top: '0px',
  });
  await editor.getByLabel('Nama latar').fill('Ombak');
  await editor.getByLabel('Posisi X (px)').fill('-50');
  await editor.getByLabel('Posisi Y (px)').fill('100');
  const placed = await backgroundOf(deck);
  expect(placed).toMatchObject({ left: '-50px', top: '100px' });

  // The English preview falls back to the Indonesian title as students would see it.
  await preview.getByRole('button', { name: 'English' }).click();
  await expect(deck.getByRole('heading', { name: 'Laut dan langit [id]' })).toBeVisible();

  // A place out of the deck is refused by the server on its field.
  await editor.getByLabel('Posisi Y (px)').fill('1000');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor.getByText('Posisi Y harus bilangan bulat dari -900 sampai 900.')).toBeVisible();
  await editor.getByLabel('Posisi Y (px)').fill('100');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible();

  const stored = await page.request.get(`/api/admin/slides?materialId=${made.materialId}`);
  const slide = ((await stored.json()) as { data: { background: unknown }[] }).data[0];
  expect(slide?.background).toEqual({ name: 'Ombak', x: -50, y: 100, image: placed.src });

  // A new student opens the material: the deck draws the same background in the same place.
  const student = await registerStudent(page, baseURL as string, 'slidebg');
  await signIn(page, student.email);
  await page.goto(`/learning/slide?materialId=${made.materialId}`);
  const studentDeck = page.locator('section[aria-roledescription="slide"]');
  await expect(studentDeck.getByRole('heading', { name: 'Laut dan langit' })).toBeVisible();
  expect(await backgroundOf(studentDeck)).toEqual(placed);
});
