/**
 * How an HTML rule runs its .php page (its `render`), authored in the admin's rule editor: on the seeded Form
 * practice, the greeting rule of task 2 is judged on a post of nama=Budi. The admin sees that run in the rule,
 * the try-out judges with it (the greeting shows only for a post), and an edited value is saved and kept. A text
 * asked of a void element is marked and its save refused.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAdmin } from './helpers';

type Row = { id: number; title: { id?: string } };

async function adminList(page: Page, path: string): Promise<Row[]> {
  const res = await page.request.get(`/api/admin/${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
}

/** The admin edit address of course 2's seeded practice "Latihan: Form dengan $_POST". */
async function formPracticePath(page: Page): Promise<{ path: string; materialId: number }> {
  for (const chapter of await adminList(page, 'chapters?courseId=2&length=100')) {
    for (const topic of await adminList(page, `topics?chapterId=${chapter.id}&length=100`)) {
      const material = (await adminList(page, `materials?topicId=${topic.id}&length=100`)).find(
        (m) => m.title.id === 'Latihan: Form dengan $_POST',
      );
      if (material) {
        const path = `/admin/course/2/${chapter.id}/${topic.id}/practice/edit?materialId=${material.id}`;
        return { path, materialId: material.id };
      }
    }
  }
  throw new Error('course 2 has no Form practice');
}

test('an admin reads, tries and edits how a rule runs its .php page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const { path, materialId } = await formPracticePath(page);
  await page.goto(path);
  const taskForm = page.getByRole('form', { name: 'Tugas 2' });
  const rule = taskForm.getByRole('group', { name: 'Aturan 2: HTML' });
  await expect(rule.getByLabel('Hanya di berkas (opsional)')).toHaveValue('hasil.php');

  // The stored run is shown, opened: a POST of nama=Budi.
  const run = rule.locator('details', { hasText: 'Jalankan halaman dengan (opsional)' });
  await expect(run).toHaveAttribute('open', '');
  await expect(run.getByLabel('Metode')).toHaveValue('POST');
  await expect(run.getByLabel('Nama isian 1')).toHaveValue('nama');
  await expect(run.getByLabel('Nilai isian 1')).toHaveValue('Budi');
  await expect(run.getByLabel('Nama variabel 1')).toHaveCount(0);
  await rule.screenshot({ path: testInfo.outputPath('render-section.png') });

  // The try-out runs the page as the rule says: the reference greets only a post, so as a plain GET it fails.
  const tryout = taskForm.getByRole('region', { name: 'Coba aturan tugas 2' });
  const solutionPasses = tryout.getByText('Solusi acuan lolos semua aturan, sesuai syarat.');
  await expect(solutionPasses).toBeVisible({ timeout: 60_000 });
  await run.getByLabel('Metode').selectOption('GET');
  await expect(run.getByLabel('Nama isian 1')).toHaveCount(0);
  await expect(
    tryout.getByText('Solusi acuan gagal pada 1 dari 2 aturan: tugas ini akan ditolak saat disimpan.'),
  ).toBeVisible({ timeout: 60_000 });
  // Back to POST: the fields come back as they were, and the solution passes again.
  await run.getByLabel('Metode').selectOption('POST');
  await expect(run.getByLabel('Nilai isian 1')).toHaveValue('Budi');
  await expect(solutionPasses).toBeVisible({ timeout: 60_000 });

  // The text the greeting must show, judged on the post: the reference greets Budi, so "Halo, Budi" holds and
  // another name fails with the student's hint saying what the element shows on that run.
  const text = rule.getByLabel('Teks di dalam elemen (opsional)');
  await text.fill('Halo,   Budi');
  await expect(solutionPasses).toBeVisible({ timeout: 60_000 });
  await text.fill('Halo, Sari');
  await expect(
    tryout.getByText('Solusi acuan gagal pada 1 dari 2 aturan: tugas ini akan ditolak saat disimpan.'),
  ).toBeVisible({ timeout: 60_000 });
  await expect(
    tryout.getByText(
      'Setelah form dikirim (POST nama=Budi): Teks di dalam <p class="sapaan"> harus memuat “Halo, Sari”, sekarang “Halo, Budi!”.',
    ),
  ).toBeVisible();
  // A void element never holds text: asked for one, the field says so as it is typed, the try-out waits and the save
  // is refused before any request.
  let saves = 0;
  page.on('request', (req) => {
    if (req.method() !== 'GET' && /\/api\/admin\/tasks/.test(req.url())) saves += 1;
  });
  const tag = rule.getByLabel('Tag', { exact: true });
  await tag.fill('<input>');
  await expect(
    rule.getByRole('alert').filter({ hasText: '<input> tidak pernah berisi teks (elemen void)' }),
  ).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(tryout.getByText('Lengkapi dulu aturan nomor 2 agar bisa dicoba.')).toBeVisible();
  await taskForm.getByRole('button', { name: 'Simpan tugas 2' }).click();
  await expect(
    page.getByText('Belum disimpan: aturan 2 meminta teks dari elemen yang tidak pernah berisi teks.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(text).toBeFocused();
  expect(saves).toBe(0);
  await rule.screenshot({ path: testInfo.outputPath('text-on-void.png') });
  await tag.fill('p');
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');
  await text.fill('');
  await expect(solutionPasses).toBeVisible({ timeout: 60_000 });

  // Edited with the keyboard: another name posted, then saved and kept across a reload.
  await run.getByLabel('Nilai isian 1').fill('Sari');
  await run.getByRole('button', { name: 'Tambah isian form' }).focus();
  await page.keyboard.press('Enter');
  await run.getByLabel('Nama isian 2').fill('kota');
  await run.getByLabel('Nilai isian 2').fill('Bandung');
  await expect(solutionPasses).toBeVisible({ timeout: 60_000 });

  // A field name given twice would post one value only: both rows say so, the try-out waits and the save is refused,
  // with what was typed kept.
  await run.getByRole('button', { name: 'Tambah isian form' }).click();
  await run.getByLabel('Nama isian 3').fill(' nama');
  await run.getByLabel('Nilai isian 3').fill('Andi');
  const fieldTwice = 'Nama isian “nama” dipakai di isian 1, 3: form hanya mengirim satu nilai per nama.';
  await expect(run.getByRole('alert').filter({ hasText: fieldTwice })).toHaveCount(2);
  await expect(run.getByLabel('Nama isian 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(run.getByLabel('Nama isian 2')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(tryout.getByText('Lengkapi dulu aturan nomor 2 agar bisa dicoba.')).toBeVisible();
  // Variables too, `$umur` and `umur` being one variable.
  await run.getByRole('button', { name: 'Tambah variabel' }).click();
  await run.getByLabel('Nama variabel 1').fill('$umur');
  await run.getByLabel('Nilai variabel 1').fill('17');
  await run.getByRole('button', { name: 'Tambah variabel' }).click();
  await run.getByLabel('Nama variabel 2').fill('umur');
  await run.getByLabel('Nilai variabel 2').fill('23');
  await expect(run.getByRole('alert').filter({ hasText: 'Variabel “umur” diberi nilai di baris 1, 2' })).toBeVisible();
  // The mark under a name leaves the row level: the value's input beside the name's, the remove button on their line.
  const name = await run.getByLabel('Nama variabel 2').boundingBox();
  const value = await run.getByLabel('Nilai variabel 2').boundingBox();
  const remove = await run.getByRole('button', { name: 'Hapus variabel 2' }).boundingBox();
  if (!name || !value || !remove) throw new Error('the variable row is not laid out');
  expect(Math.abs(value.y - name.y)).toBeLessThan(1);
  expect(Math.abs(remove.y + remove.height / 2 - (name.y + name.height / 2))).toBeLessThan(2);
  await taskForm.getByRole('button', { name: 'Simpan tugas 2' }).click();
  await expect(
    page.getByText('Belum disimpan: aturan 2 memakai nama yang sama dua kali di “Jalankan halaman dengan”.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(run.getByLabel('Nama isian 1')).toBeFocused();
  expect(saves).toBe(0);
  await expect(run.getByLabel('Nilai isian 3')).toHaveValue('Andi');
  await expect(run.getByLabel('Nilai variabel 2')).toHaveValue('23');
  await rule.screenshot({ path: testInfo.outputPath('render-duplicates.png') });
  // Fixed by removing the extra rows: the marks go and the try-out runs again.
  await run.getByRole('button', { name: 'Hapus isian 3' }).click();
  await run.getByRole('button', { name: 'Hapus variabel 2' }).click();
  await run.getByRole('button', { name: 'Hapus variabel 1' }).click();
  await expect(run.getByRole('alert')).toHaveCount(0);
  await expect(solutionPasses).toBeVisible({ timeout: 60_000 });
  await taskForm.getByRole('button', { name: 'Simpan tugas 2' }).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible({ timeout: 30_000 });
  await expect(rule.getByRole('alert')).toHaveCount(0);

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Tugas 2' }).getByRole('group', { name: 'Aturan 2: HTML' });
  await expect(reloaded.getByLabel('Metode')).toHaveValue('POST');
  await expect(reloaded.getByLabel('Nilai isian 1')).toHaveValue('Sari');
  await expect(reloaded.getByLabel('Nama isian 2')).toHaveValue('kota');
  await expect(reloaded.getByLabel('Nilai isian 2')).toHaveValue('Bandung');
  const practice = (await adminList(page, `practices?materialId=${materialId}`))[0];
  const tasks = (await adminList(page, `tasks?practiceId=${practice?.id}&length=200`)) as (Row & {
    answers: unknown[];
  })[];
  expect(tasks[1]?.answers[1]).toMatchObject({
    file: 'hasil.php',
    render: { method: 'POST', body: { nama: 'Sari', kota: 'Bandung' } },
  });

  // A bad variable name is refused by the server with its message, shown in the section.
  await reloaded.getByRole('button', { name: 'Tambah variabel' }).click();
  await reloaded.getByLabel('Nama variabel 1').fill('1umur');
  await reloaded.getByLabel('Nilai variabel 1').fill('23');
  await page.getByRole('form', { name: 'Tugas 2' }).getByRole('button', { name: 'Simpan tugas 2' }).click();
  await expect(
    reloaded.getByRole('alert').filter({ hasText: 'Cara menjalankan halaman PHP tidak valid' }),
  ).toBeVisible();

  // Removed again and the seeded run put back, so the seed stays as other specs know it.
  await reloaded.getByRole('button', { name: 'Hapus variabel 1' }).click();
  await reloaded.getByRole('button', { name: 'Hapus isian 2' }).click();
  await reloaded.getByLabel('Nilai isian 1').fill('Budi');
  await page.getByRole('form', { name: 'Tugas 2' }).getByRole('button', { name: 'Simpan tugas 2' }).click();
  await expect(page.getByText('Perubahan berhasil disimpan.').last()).toBeVisible({ timeout: 30_000 });
});
