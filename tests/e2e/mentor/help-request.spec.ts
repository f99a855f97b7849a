/**
 * "Minta bantuan" end to end in Chromium: a learner fails a rule and asks for help from the practice screen; their
 * mentor opens the request from the help queue, scrubs the editing replay to the failing check, comments on a
 * line picked by its number in the viewer and answers with a suggested change; the learner sees the answer and applies the suggestion, and the rule
 * passes.
 */
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../api-sign-in';
import { cursorAfter, reachTrial, registerAndSignIn } from '../practice/helpers';
import { DEMO_PASSWORD as PASSWORD } from '../shell/helpers';
import { assignToDemoMentor, MENTOR } from './helpers';

test('a stuck learner asks, the mentor scrubs the replay and answers, the learner applies it and passes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const studentContext = await browser.newContext({ baseURL: baseURL! });
  const student = await studentContext.newPage();
  const userId = await registerAndSignIn(student, baseURL!, 'help');
  const practice = await reachTrial(student, baseURL!, userId, 'practice');

  // The learner is mentor@kelaskoding.id's (an admin's assignment; sign-up gave them the least-loaded mentor).
  await assignToDemoMentor(page, userId);

  // The learner writes a heading without its closing tag: the rule fails.
  await student.goto(`/learning/practice?materialId=${practice.id}`);
  const rule = student.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(rule).toHaveAttribute('data-status', 'failed');
  await cursorAfter(student, 'Tulis kodemu di sini');
  await student.keyboard.press('Enter');
  // Typed piece by piece (CodeMirror would close a typed tag by itself): each piece is a change in the replay.
  for (const piece of ['<h1>', 'Halo', ' ', 'KelasKoding']) await student.keyboard.insertText(piece);
  await expect(rule).toContainText('perlu ditutup');

  // They ask for help.
  await student.getByRole('button', { name: 'Minta bantuan' }).click();
  const form = student.getByRole('dialog', { name: 'Minta bantuan mentor' });
  await form.getByRole('button', { name: 'Kirim' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByLabel('Apa yang sudah kamu coba?').fill('Saya menulis tag h1 dengan teks.');
  await form.getByLabel('Di mana kamu buntu?').fill('Aturan h1 bilang perlu ditutup.');
  await form.getByRole('button', { name: 'Kirim' }).click();
  await expect(form).toBeHidden();
  const panel = student.getByRole('region', { name: 'Permintaan bantuan' });
  await expect(panel).toContainText('Menunggu jawaban mentor.');

  // The mentor sees the count in the top bar and opens the request from the queue.
  await signInThroughApi(page, 'mentor', MENTOR, PASSWORD);
  await page.goto('/mentor/help');
  await expect(page.getByTestId('help-waiting')).toBeVisible();
  const queueRow = page.getByRole('row').filter({ hasText: 'Siswa help' }).filter({ hasText: 'Aturan h1' });
  await queueRow.getByRole('link', { name: 'Buka' }).click();
  await expect(page).toHaveURL(/\/mentor\/help\?request=\d+$/);
  await expect(page.locator('.cm-content').first()).toContainText('<h1>Halo KelasKoding');

  // Scrub to the first failing check: the code there has no heading yet, and the verdict is the failing one.
  const failedCheck = page.locator('.hq-mark.is-check.is-failed').first();
  await failedCheck.click();
  await expect(failedCheck).toHaveClass(/is-here/);
  await expect(page.getByTestId('replay-verdict')).toContainText('aturan lulus');
  await expect(page.locator('.cm-content').first()).not.toContainText('<h1>Halo');
  // Step forward change by change to the first typed character, then play to the end.
  await page.getByRole('button', { name: 'Perubahan berikutnya' }).click();
  await page.getByRole('button', { name: 'Putar' }).click();
  await expect(page.getByRole('button', { name: 'Putar' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.cm-content').first()).toContainText('<h1>Halo KelasKoding');

  // A comment on the heading's line, and an answer with the fixed file.
  const suggestion = page.getByLabel('Usulkan perubahan pada file (opsional)');
  await suggestion.selectOption('index.html');
  const content = page.getByLabel('Isi baru index.html');
  const sent = await content.inputValue();
  const line = sent.split('\n').findIndex((l) => l.includes('<h1>Halo KelasKoding')) + 1;
  expect(line).toBeGreaterThan(0);
  // The line is picked by clicking its number in the viewer: the form takes it and focuses the comment's text.
  await page.locator('.cm-lineNumbers .cm-gutterElement', { hasText: new RegExp(`^${line}$`) }).click();
  await expect(page.getByRole('spinbutton', { name: 'Baris' })).toHaveValue(String(line));
  await expect(page.getByLabel('Komentar', { exact: true })).toBeFocused();
  await page.getByLabel('Komentar', { exact: true }).fill('Tutup tag h1 dengan </h1>.');
  await page.getByRole('button', { name: 'Tambah komentar' }).click();
  await expect(page.locator('.cm-content').first()).toContainText('Tutup tag h1 dengan');
  await content.fill(sent.replace('<h1>Halo KelasKoding', '<h1>Halo KelasKoding</h1>'));
  await page.getByLabel('Jawaban untuk siswa').fill('Tag h1 belum ditutup. Lihat usulan perubahan.');
  await page.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dijawab');

  // The learner opens the answer (as the notification's link does), applies the suggestion and passes.
  await student.reload();
  await student.getByRole('button', { name: /Permintaan bantuan \(1\)/ }).click();
  await student.getByRole('dialog', { name: 'Permintaan bantuan' }).getByRole('button', { name: 'Lihat' }).click();
  await expect(panel).toContainText('Tag h1 belum ditutup.');
  await expect(panel).toContainText('Tutup tag h1 dengan </h1>.');
  await expect(student.locator('.cm-content')).toContainText('Tutup tag h1 dengan');
  await panel.getByRole('button', { name: 'Terapkan usulan' }).click();
  await expect(student.locator('.cm-content')).toContainText('<h1>Halo KelasKoding</h1>');
  await expect(rule).toHaveAttribute('data-status', 'passed');
  await expect(panel.getByRole('button', { name: 'Terapkan lagi' })).toBeVisible();
  await studentContext.close();
});
