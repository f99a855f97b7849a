/**
 * A behaviour rule from authoring to learning, in Chromium: an admin writes the test in the rule form's code editor,
 * tries it on the starter, the solution and a sample (run in the browser's behaviour frame), the server's publish
 * gate accepts it, and in the student's practice screen (the admin's preview of it) the rule waits while code is
 * typed, then passes for code written another way than the solution.
 */
import { expect, test } from '@playwright/test';
import { codeFile, workspaceOf } from '../../fixtures/workspace';
import { adminApi, createMaterial, materialPart, signInAdmin, tag } from './helpers';

const html =
  '<!DOCTYPE html>\n<button id="tambah">Tambah</button>\n<span id="n">0</span>\n<script src="app.js"></script>\n';
const workspace = (js: string) =>
  workspaceOf([codeFile('FL-1', 'index.html', html), codeFile('FL-2', 'app.js', js)], ['FL-1', 'FL-2']);
const solution =
  "let n = 0;\ndocument.querySelector('#tambah').addEventListener('click', () => {\n  n += 1;\n  document.querySelector('#n').textContent = n;\n});\n";

test('an admin writes, tries and saves a behaviour rule, and a learner passes it with other code', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAdmin(page);
  const made = await createMaterial(page, 'practice', `Perilaku ${tag()}`);
  const practiceId = await materialPart(page, 'practices', made.materialId);
  await adminApi(page, 'put', `practices/${practiceId}`, {
    starter: workspace('// Tulis kodemu di sini\n'),
    solution: workspace(solution),
  });

  await page.goto(made.editPath);
  await page.getByRole('button', { name: 'Tambah tugas' }).click();
  const taskForm = page.getByRole('form', { name: 'Tugas 1' });
  await taskForm.getByLabel('Judul tugas (Indonesia)').fill('Hitung klik');
  await taskForm.getByLabel('Soal (Indonesia)').fill('Setiap klik pada tombol menambah angka satu.');
  await taskForm.getByLabel('Jenis aturan baru').selectOption({ label: 'Perilaku (tes JavaScript)' });
  await taskForm.getByRole('button', { name: 'Tambah aturan' }).click();
  const editor = taskForm.getByRole('textbox', {
    name: 'Kode pengujian (JavaScript, dijalankan setelah halaman dimuat)',
  });
  await editor.click();
  await page.keyboard.insertText(
    "click('#tambah');\nclick('#tambah');\nassert.equal($('#n').textContent, '2', 'dua klik');",
  );
  await taskForm.getByLabel('Pesan bila gagal (Indonesia, opsional)').fill('Setiap klik menambah angka satu.');

  // Tried in the browser before it is saved: the starter fails it, the solution passes it.
  const tryout = taskForm.getByRole('region', { name: /^Coba aturan/ });
  await expect(tryout.getByText('Kode awal gagal pada 1 dari 1 aturan, sesuai syarat.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(tryout.getByText('Solusi acuan lolos semua aturan, sesuai syarat.')).toBeVisible();
  await tryout.getByLabel('Kode awal', { exact: true }).check();
  const results = tryout.getByRole('list', { name: /^Hasil aturan pada/ });
  await expect(results.getByRole('listitem')).toHaveAttribute('data-status', 'failed');
  await expect(results.getByText(/^Setiap klik menambah angka satu\. Hasil pengujian: /)).toBeVisible();

  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/admin/tasks') && res.request().method() === 'POST',
  );
  await taskForm.getByRole('button', { name: 'Simpan tugas 1' }).click();
  expect((await saved).status()).toBe(201);

  // The learner's screen: other code than the solution (an onclick property, innerText, a function declaration).
  await page.goto(`/admin/preview?materialId=${made.materialId}`);
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(rule).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  // Screen readers hear the settled verdict once, not the checklist's every change.
  const announcement = page.getByTestId('verdict-announcement');
  await expect(announcement).toHaveText('0 dari 1 syarat terpenuhi.');
  await page.getByRole('textbox', { name: /app\.js/ }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    "function tambah() {\n  const n = document.getElementById('n');\n  n.innerText = Number(n.innerText) + 1;\n}\ndocument.getElementById('tambah').onclick = tambah;\n",
  );
  await expect(rule).toHaveAttribute('data-status', 'passed', { timeout: 30_000 });
  await expect(announcement).toHaveText('Semua syarat terpenuhi.');
  await expect(announcement).toHaveAttribute('role', 'status');
});
