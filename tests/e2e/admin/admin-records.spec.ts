/**
 * Admin commerce and material editing end to end: create and edit a package (on course 1, so the
 * student package list of course 2 stays as other specs expect), order the
 * payments, and edit a new video material of an own course through its /video/edit screen.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAdmin, tag } from './helpers';

test('an admin creates and edits a package, and orders payments', async ({ page }) => {
  const name = `Paket Uji ${tag()}`;
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Paket', exact: true }).click();
  await page.getByRole('button', { name: 'Tambah paket' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await dialog.getByLabel('Nama paket').fill(name);
  await dialog.getByLabel('Kursus').selectOption({ label: 'Dasar Logika Pemrograman' });
  await dialog.getByLabel('Harga (Rp)').fill('250000');
  await dialog.getByLabel('Durasi (bulan)').fill('6');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil ditambahkan.').last()).toBeVisible();
  // The search runs 300 ms after typing. Until it lands the list shows every package (seeded ones cost
  // Rp 250.000 too) and its rows move, so wait for the one match before reading or clicking a row.
  const packages = page.getByRole('table', { name: 'Daftar paket' });
  await page.getByRole('searchbox', { name: 'Cari' }).fill(name);
  await expect(packages.getByRole('row')).toHaveCount(2);
  await expect(packages.getByRole('cell', { name: 'Rp 250.000' })).toBeVisible();

  await page.getByRole('button', { name: `Ubah ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Harga (Rp)').fill('199000');
  await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  await expect(packages.getByRole('cell', { name: 'Rp 199.000' })).toBeVisible();

  await page.getByRole('link', { name: 'Pembayaran', exact: true }).click();
  const table = page.getByRole('table', { name: 'Daftar pembayaran' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.getByRole('button', { name: 'Jumlah' }).click();
  await expect(table.getByRole('columnheader', { name: /Jumlah/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Tempat sampah' }).click();
  await expect(page.getByText('Deleted Data Not Found!')).toBeVisible();
});

test('an admin adds a video material and edits it on its edit screen', async ({ page }) => {
  const id = tag();
  await signInAdmin(page);
  // An own course → chapter → topic, created through the API with the admin's session.
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`/api/admin/${path}`, {
      data,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const courseId = await post('courses', { title: { id: `Kursus Video ${id}` } });
  const chapterId = await post('chapters', { courseId, title: { id: `Bab Video ${id}` } });
  const topicId = await post('topics', { chapterId, title: { id: `Topik Video ${id}` } });

  await page.goto(`/admin/course/${courseId}/${chapterId}/${topicId}`);
  await page.getByRole('button', { name: 'Tambah materi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Jenis materi').selectOption('video');
  await dialog.getByLabel('Judul (Indonesia)').fill(`Video ${id}`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('cell', { name: 'Video', exact: true })).toBeVisible();

  await page.getByRole('link', { name: `Video ${id}`, exact: true }).click();
  await expect(page).toHaveURL(/\/video\?materialId=\d+$/);
  await page.getByRole('link', { name: 'Ubah' }).click();
  await expect(page).toHaveURL(/\/video\/edit\?materialId=\d+$/);
  // The video is uploaded, not typed: its address and length come from the file.
  await page.getByLabel('Unggah video (MP4 atau WebM)').setInputFiles(join(process.cwd(), 'public/media/intro.webm'));
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Selesai mengubah' }).click();
  await expect(page.getByText(/^\/api\/uploads\/[0-9a-f]{64}\.webm$/)).toBeVisible();
});

test('the rich-text testing screen formats text and shows the stored HTML', async ({ page }) => {
  await page.goto('/testing/quill');
  const editor = page.getByRole('textbox', { name: 'Teks' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Judul tebal');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Miring' }).click();
  await expect(page.getByTestId('rich-text-html')).toContainText('<i>Judul tebal</i>');
  await page.getByRole('button', { name: 'Daftar berpoin' }).click();
  await expect(page.getByTestId('rich-text-html')).toContainText('<ul><li>');
});
