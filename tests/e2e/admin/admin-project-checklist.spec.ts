/**
 * An admin gives a project starter files, a reference solution and a checklist: the
 * try-out shows the gate while typing, the server refuses a solution that fails a rule, and the fixed
 * project is stored with its checklist.
 */
import { expect, test } from '@playwright/test';
import { adminCreate, signInAdmin, tag } from './helpers';

test('an admin builds a project with starter files, a solution and a checklist', async ({ page }) => {
  const id = tag();
  await signInAdmin(page);
  const post = (path: string, data: unknown) => adminCreate(page, path, data);
  const courseId = await post('courses', { title: { id: `Kursus Proyek ${id}` } });
  const chapterId = await post('chapters', { courseId, title: { id: `Bab ${id}` } });
  const topicId = await post('topics', { chapterId, title: { id: `Topik ${id}` } });
  const materialId = await post('materials', { topicId, title: { id: `Proyek ${id}` }, relation: 'submission' });

  await page.goto(`/admin/course/${courseId}/${chapterId}/${topicId}/submission/edit?materialId=${materialId}`);
  const form = page.getByRole('form', { name: 'Kode awal, solusi dan checklist proyek' });
  await form.getByRole('button', { name: 'Tambah berkas' }).first().click();
  await form.getByLabel('Kode awal: jalur berkas 1').fill('index.html');
  await form.getByLabel('Kode awal: isi index.html').fill('<p>Tulis profilmu di sini</p>');
  // No solution yet: the try-out says the gate checks the starter only.
  const tryout = form.getByRole('region', { name: 'Coba aturan tugas 1' });
  await form.getByLabel('Jenis aturan baru').selectOption('html');
  await form.getByRole('button', { name: 'Tambah aturan' }).click();
  const rule = form.getByRole('group', { name: 'Aturan 1: HTML' });
  await rule.getByLabel('Tag', { exact: true }).fill('img');
  await expect(tryout.getByText('Belum ada solusi acuan: saat disimpan hanya kode awal yang diperiksa.')).toBeVisible();
  await form.getByRole('button', { name: 'Tambah berkas' }).nth(1).click();
  await form.getByLabel('Solusi acuan: jalur berkas 1').fill('index.html');
  await form.getByLabel('Solusi acuan: isi index.html').fill('<h1>Profil</h1>');

  // The try-out warns before the save, and the server agrees.
  await expect(
    tryout.getByText('Solusi acuan gagal pada 1 dari 1 aturan: tugas ini akan ditolak saat disimpan.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Simpan kode awal, solusi dan checklist' }).click();
  await expect(rule.getByText(/^Solusi acuan tidak lolos aturan ini/)).toBeVisible();

  await rule.getByLabel('Tag', { exact: true }).fill('h1');
  await expect(tryout.getByText('Kode awal gagal pada 1 dari 1 aturan, sesuai syarat.')).toBeVisible();
  await expect(tryout.getByText('Solusi acuan lolos semua aturan, sesuai syarat.')).toBeVisible();
  await form.getByRole('button', { name: 'Simpan kode awal, solusi dan checklist' }).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible();

  const stored = await page.request.get(`/api/admin/submissions?materialId=${materialId}`);
  const project = ((await stored.json()) as { data: { answers: { tag: string }[]; starter: unknown }[] }).data[0];
  expect(project?.answers.map((a) => a.tag)).toEqual(['h1']);
  expect(JSON.stringify(project?.starter)).toContain('Tulis profilmu di sini');
});
