/**
 * The rule try-out of the practice editor: rules as typed run in the student's browser
 * checker against the starter, the reference solution and a sample, with the student's own hints, and the
 * gate lines agree with what the server's publish QA then says on save.
 */
import { expect, test } from '@playwright/test';
import { codeFile, workspaceOf } from '../../fixtures/workspace';
import { adminApi, adminCreate, createMaterial, materialPart, signInAdmin, tag } from './helpers';

const workspace = (css: string) =>
  workspaceOf([
    codeFile('FL-1', 'index.html', '<link rel="stylesheet" href="style.css">\n<h1>Halo</h1>'),
    codeFile('FL-2', 'style.css', css),
  ]);

test('an admin tries a rule on the starter, the solution and a sample before saving it', async ({ page }) => {
  await signInAdmin(page);
  const made = await createMaterial(page, 'practice', `Coba ${tag()}`);
  const practiceId = await materialPart(page, 'practices', made.materialId);
  await adminApi(page, 'put', `practices/${practiceId}`, {
    starter: workspace('h1 { color: black; }'),
    // The solution writes the colour another way than the rule: the same computed value passes.
    solution: workspace('h1 { color: rgb(255, 255, 255); }'),
  });
  await adminCreate(page, 'tasks', {
    practiceId,
    title: { id: 'Judul putih' },
    question: { id: 'Buat judul berwarna putih.' },
    answers: [{ kind: 'css', selector: ['h1'], properties: '{"color":"white"}' }],
  });

  await page.goto(made.editPath);
  const taskForm = page.getByRole('form', { name: 'Tugas 1' });
  const tryout = taskForm.getByRole('region', { name: 'Coba aturan tugas 1' });
  await expect(tryout.getByText('Kode awal gagal pada 1 dari 1 aturan, sesuai syarat.')).toBeVisible();
  await expect(tryout.getByText('Solusi acuan lolos semua aturan, sesuai syarat.')).toBeVisible();
  const results = tryout.getByRole('list', { name: /^Hasil aturan pada/ });
  await expect(results.getByRole('listitem')).toHaveAttribute('data-status', 'passed');

  // On the starter, the student's own hint: what was expected and what was found.
  await tryout.getByLabel('Kode awal', { exact: true }).check();
  await expect(results.getByRole('listitem')).toHaveAttribute('data-status', 'failed');
  await expect(results.getByText('Pada h1, color harus white, sekarang black.')).toBeVisible();

  // A sample typed here, starting from the starter, flips as it is edited.
  await tryout.getByLabel('Kode contoh', { exact: true }).check();
  const sampleCss = tryout.getByLabel('Kode contoh: isi style.css');
  await expect(sampleCss).toHaveValue('h1 { color: black; }');
  await sampleCss.fill('h1 { color: #FFF }');
  await expect(results.getByRole('listitem')).toHaveAttribute('data-status', 'passed');
  await sampleCss.fill('h1 { colour: #fff }');
  await expect(results.getByRole('listitem')).toHaveAttribute('data-status', 'failed');

  // An unsaved rule edit the solution fails: the try-out warns, and the server's gate agrees on save.
  await taskForm.getByLabel('Properti (JSON)').fill('{"color":"red"}');
  await expect(
    tryout.getByText('Solusi acuan gagal pada 1 dari 1 aturan: tugas ini akan ditolak saat disimpan.'),
  ).toBeVisible();
  await taskForm.getByRole('button', { name: 'Simpan tugas 1' }).click();
  await expect(taskForm.getByText(/^Solusi acuan tidak lolos aturan ini/)).toBeVisible();

  // An incomplete rule is named instead of being tried.
  await taskForm.getByLabel('Properti (JSON)').fill('{"color":');
  await expect(tryout.getByText('Lengkapi dulu aturan nomor 1 agar bisa dicoba.')).toBeVisible();
});
