/**
 * Practice authoring with publish QA end to end: on a practice of a course the test creates (the
 * seeded course 2 stays untouched), an admin adds an answer rule the reference solution fails and
 * sees the server's QA message beside the rule, fixes the rule and saves it, then sees a solution
 * edit that would break the task refused with the task named.
 */
import { expect, test } from '@playwright/test';
import { codeFile, workspaceOf } from '../../fixtures/workspace';
import { adminApi, adminCreate, createMaterial, materialPart, signInAdmin, tag } from './helpers';

test('an admin adds a rule the solution fails, sees the QA error, fixes it and saves', async ({ page }) => {
  await signInAdmin(page);
  const made = await createMaterial(page, 'practice', `Latihan ${tag()}`);
  const practiceId = await materialPart(page, 'practices', made.materialId);
  const workspace = (html: string) => workspaceOf([codeFile('FL-1', 'index.html', html)]);
  await adminApi(page, 'put', `practices/${practiceId}`, {
    starter: workspace('<p>Mulai di sini</p>'),
    solution: workspace('<h1>Judul</h1>\n<ul>\n  <li>Satu</li>\n  <li>Dua</li>\n</ul>'),
  });
  await adminCreate(page, 'tasks', {
    practiceId,
    title: { id: 'Judul halaman' },
    question: { id: 'Tambahkan judul h1.' },
    answers: [{ kind: 'html', tag: 'h1' }],
  });

  await page.goto(made.editPath);
  const taskForm = page.getByRole('form', { name: 'Tugas 1' });
  await expect(taskForm.getByRole('group', { name: 'Aturan 1: HTML' }).getByLabel('Tag', { exact: true })).toHaveValue(
    'h1',
  );

  // A rule the reference solution fails: the server's QA message appears next to that rule.
  await taskForm.getByLabel('Jenis aturan baru').selectOption('html');
  await taskForm.getByRole('button', { name: 'Tambah aturan' }).click();
  const rule = taskForm.getByRole('group', { name: 'Aturan 2: HTML' });
  await rule.getByLabel('Tag', { exact: true }).fill('table');
  await rule.getByLabel('Harus ada tag penutup').check();
  await taskForm.getByRole('button', { name: 'Simpan tugas 1' }).click();
  await expect(rule.getByText('Solusi acuan tidak lolos aturan ini: tag <table> tidak ditemukan.')).toBeVisible();

  // Fixed to what the solution holds (between 2 and 3 list items): saved.
  await rule.getByLabel('Tag', { exact: true }).fill('li');
  await rule.getByLabel('Harus ada tag penutup').uncheck();
  await rule.getByLabel('Jumlah', { exact: true }).selectOption('between');
  await rule.getByLabel('Jumlah minimal').fill('2');
  await rule.getByLabel('Jumlah maksimal').fill('3');
  await taskForm.getByRole('button', { name: 'Simpan tugas 1' }).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible();
  await expect(rule.getByRole('alert')).toHaveCount(0);

  // Stored: a fresh load shows the rule as saved.
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Tugas 1' }).getByRole('group', { name: 'Aturan 2: HTML' });
  await expect(reloaded.getByLabel('Tag', { exact: true })).toHaveValue('li');
  await expect(reloaded.getByLabel('Jumlah maksimal')).toHaveValue('3');

  // A solution that no longer passes the task is refused, naming the task and the rule.
  const workspaces = page.getByRole('form', { name: 'Kode awal dan solusi' });
  await workspaces.getByLabel('Solusi acuan: isi index.html').fill('<h1>Judul</h1><ul><li>Satu</li></ul>');
  await workspaces.getByRole('button', { name: 'Simpan kode awal dan solusi' }).click();
  await expect(
    workspaces.getByText('Solusi acuan tidak lolos tugas 1 (aturan 2: jumlah <li> tidak sesuai).'),
  ).toBeVisible();

  // Images come from disk: a text file is refused, a picture is shown, moved into a folder and stored.
  await workspaces
    .getByLabel('Solusi acuan: isi index.html')
    .fill('<h1>Judul</h1>\n<ul>\n  <li>Satu</li>\n  <li>Dua</li>\n</ul>');
  const addImage = workspaces.getByLabel('Kode awal: tambah gambar');
  await addImage.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('hai') });
  await expect(workspaces.getByText('Pilih gambar PNG, JPG, GIF, SVG, WebP atau ICO.')).toBeVisible();
  const onePixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await addImage.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixel });
  await expect(workspaces.getByRole('img', { name: 'logo.png' })).toHaveJSProperty('naturalWidth', 1);
  await workspaces.getByLabel('Kode awal: jalur berkas 2').fill('img/logo.png');
  await workspaces.getByRole('button', { name: 'Simpan kode awal dan solusi' }).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible();
  // The form keeps what was just saved (it once went back to the files stored before the save).
  await expect(workspaces.getByLabel('Kode awal: jalur berkas 2')).toHaveValue('img/logo.png');
  await expect(workspaces.getByRole('img', { name: 'img/logo.png' })).toBeVisible();
  const stored = await adminApi<{
    starter: { files: { path: string; files?: { path: string; type: string; value: string }[] }[] };
  }>(page, 'get', `practices/${practiceId}`);
  const img = stored.starter.files.find((node) => node.path === 'img');
  expect(img?.files?.[0]).toMatchObject({
    path: 'img/logo.png',
    type: 'image',
    value: `data:image/png;base64,${onePixel.toString('base64')}`,
  });
});

test('an admin edits a quiz question: four options and the key derived from the flags', async ({ page }) => {
  await signInAdmin(page);
  const made = await createMaterial(page, 'quiz', `Kuis ${tag()}`);
  const quizId = await materialPart(page, 'quizes', made.materialId);
  const post = (path: string, data: unknown) => adminCreate(page, path, data);
  await post('questions', { quizId, question: { id: 'Tag judul terbesar?' } });

  await page.goto(made.editPath);
  await page.getByLabel('Jenis soal').selectOption('multiple');
  for (const [i, text] of ['<h1>', '<h6>', '<title>', '<header>'].entries()) {
    await page.getByLabel(`Teks pilihan ${i + 1}`).fill(text);
  }
  await page.getByLabel('Kunci jawaban 1').check();
  await page.getByLabel('Kunci jawaban 4').check();
  await expect(page.getByText('Kunci jawaban: a, d')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).last().click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible();

  const stored = await page.request.get(`/api/admin/questions?quizId=${quizId}`);
  const question = ((await stored.json()) as { data: { type: string; answer: unknown }[] }).data[0];
  expect(question?.type).toBe('multiple');
  expect(question?.answer).toEqual({
    options: [
      { id: 'a', text: '<h1>', key: true },
      { id: 'b', text: '<h6>', key: false },
      { id: 'c', text: '<title>', key: false },
      { id: 'd', text: '<header>', key: true },
    ],
    key: ['a', 'd'],
  });
});

test('saving one question keeps the unsaved edits of another', async ({ page }) => {
  await signInAdmin(page);
  const made = await createMaterial(page, 'quiz', `Kuis Dua Bagian ${tag()}`);
  const quizId = await materialPart(page, 'quizes', made.materialId);
  const post = (path: string, data: unknown) => adminCreate(page, path, data);
  await post('questions', { quizId, question: { id: 'Soal pertama' } });
  await post('questions', { quizId, question: { id: 'Soal kedua' } });

  await page.goto(made.editPath);
  const first = page.getByLabel('Pertanyaan (Indonesia)').nth(0);
  const second = page.getByLabel('Pertanyaan (Indonesia)').nth(1);
  await expect(second).toHaveValue('Soal kedua');
  await first.fill('Soal pertama, diubah');
  await second.fill('Soal kedua, belum disimpan');
  await page.getByRole('button', { name: 'Simpan' }).nth(1).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible();
  // The other question's form still holds what was typed into it.
  await expect(second).toHaveValue('Soal kedua, belum disimpan');
  await expect(first).toHaveValue('Soal pertama, diubah');
});
