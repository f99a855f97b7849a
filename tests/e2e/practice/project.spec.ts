/** A project goes from the student's editor to the server with status new and shows in /submissions. */
import { expect, type Page, test } from '@playwright/test';
import { cursorAfter, reachTrial, registerAndSignIn } from './helpers';

/** Signs up a new trial student (`prefix` names them) and opens the course's project, its brief shown. */
async function openProjectAsNewStudent(page: Page, baseURL: string, prefix: string): Promise<void> {
  const userId = await registerAndSignIn(page, baseURL, prefix);
  const project = await reachTrial(page, baseURL, userId, 'submission');
  await page.goto(`/learning/submission?materialId=${project.id}`);
  // The screen's first open loads the editor, the workspace and the checker's worker: 9–46 s at load 15–23 on
  // the shared 2-core machine (main and this branch alike, measured 26 Nov 2026), beyond the default 10 s.
  await expect(page.getByRole('heading', { name: 'Brief proyek' })).toBeVisible({ timeout: 60_000 });
}

/** Asks for a new file named `name` in the current folder ("+ File", then "Simpan"). */
async function submitNewFile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '+ File' }).click();
  await page.getByLabel('Nama (dengan ekstensi, mis. style.css)').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
}

test('a student builds and submits a project and finds it in /submissions with status new', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openProjectAsNewStudent(page, baseURL!, 'project');
  await expect(page.getByText('Belum dikirim')).toBeVisible();

  await cursorAfter(page, 'Buat kartu profilmu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(
    '<h1>Sari</h1><img src="https://example.com/sari.png" alt="Foto Sari"><p>Belajar web.</p><p>Suka membaca.</p>',
  );
  const checklist = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem');
  await expect(checklist).toHaveCount(3);
  for (const item of await checklist.all()) await expect(item).toHaveAttribute('data-status', 'passed');
  // The preview follows the typing.
  await expect(page.frameLocator('iframe[title="Pratinjau proyek"]').locator('h1')).toHaveText('Sari');

  await page.getByRole('button', { name: 'Kirim proyek' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByText('Proyek terkirim. Status: baru.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim ulang proyek' })).toBeVisible();

  await page.goto('/submissions');
  const row = page.getByRole('row', { name: /Kartu Profil/ });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-status="new"]')).toHaveText('Baru');
  await expect(row.getByRole('cell', { name: /^Bab Percobaan 1 · Topik \d+$/ })).toBeVisible();
  await row.getByRole('button', { name: 'Lihat kode' }).click();
  await expect(page.locator('.cv .cm-content')).toContainText('<h1>Sari</h1>');
  await page.getByRole('tab', { name: 'Pratinjau' }).click();
  await expect(page.frameLocator('iframe[title="Pratinjau submission"]').locator('h1')).toHaveText('Sari');
});

test("links between the project's pages switch the preview, and a page not written yet says so", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openProjectAsNewStudent(page, baseURL!, 'pages');

  await submitNewFile(page, 'tentang.html');
  await expect(page.getByRole('tab', { name: 'tentang.html' })).toBeVisible();
  await page.locator('.cm-content').click();
  await page.keyboard.insertText('<h1>Tentang Sari</h1><a href="./index.html">Kembali</a>');

  await page.getByRole('tab', { name: 'index.html' }).click();
  await cursorAfter(page, 'Buat kartu profilmu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<a href="tentang.html">Tentang</a> <a href="hilang.html">Hilang</a>');

  const preview = page.frameLocator('iframe[title="Pratinjau proyek"]');
  const picker = page.getByLabel('Halaman');
  await expect(picker).toHaveValue('index.html');
  await preview.getByRole('link', { name: 'Tentang' }).click();
  await expect(preview.locator('h1')).toHaveText('Tentang Sari');
  await expect(picker).toHaveValue('tentang.html');
  await preview.getByRole('link', { name: 'Kembali' }).click();
  await expect(picker).toHaveValue('index.html');

  await preview.getByRole('link', { name: 'Hilang' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'File not found!!' })).toBeVisible();
  await expect(picker).toHaveValue('hilang.html');
  // Writing the missing page shows it.
  await submitNewFile(page, 'hilang.html');
  await page.locator('.cm-content').click();
  await page.keyboard.insertText('<h1>Sudah ada</h1>');
  await expect(preview.locator('h1')).toHaveText('Sudah ada');
});

test('a student adds an image from their computer, the page shows it and the project is accepted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openProjectAsNewStudent(page, baseURL!, 'image');

  // An image cannot be written as text: the new-file dialog points to the image button.
  await submitNewFile(page, 'foto.png');
  await expect(page.getByText('Untuk gambar, pakai tombol + Gambar dan pilih file dari komputermu.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();

  // A file that is not an image is refused with a clear message.
  await page
    .getByLabel('Pilih gambar')
    .setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('hai') });
  await expect(page.getByText('Pilih gambar PNG, JPG, GIF, SVG, WebP atau ICO.')).toBeVisible();

  const onePixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Pilih gambar').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixel });
  // It opens in its own tab, shown as a picture.
  await expect(page.getByRole('tab', { name: 'foto.png' })).toBeVisible();
  await expect(page.locator('.pr-ws__image img')).toHaveJSProperty('naturalWidth', 1);

  await page.getByRole('tab', { name: 'index.html' }).click();
  await cursorAfter(page, 'Buat kartu profilmu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(
    '<h1>Sari</h1><img src="foto.png" alt="Foto Sari"><p>Belajar web.</p><p>Suka membaca.</p>',
  );
  const picture = page.frameLocator('iframe[title="Pratinjau proyek"]').getByRole('img', { name: 'Foto Sari' });
  await expect(picture).toHaveJSProperty('naturalWidth', 1);

  await page.getByRole('button', { name: 'Kirim proyek' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(page.getByText('Proyek terkirim. Status: baru.')).toBeVisible();
});
