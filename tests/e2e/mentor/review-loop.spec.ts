/**
 * The whole review loop in the browser: the mentor signs in, filters the dashboard, opens a student,
 * opens one of their `new` projects (→ in review), comments on a line, scores it and marks it reviewed;
 * the student then gets the notification and sees the review with its line comment.
 *
 * It reviews a seeded `new` project of one of mentor@kelaskoding.id's students other than
 * student@kelaskoding.id, so specs that use the demo student are not disturbed. A second test has a new student
 * submit a PHP project that the mentor's preview runs (docs/decisions/0018-php-runtime.md). A third has a new student
 * write a project in two files and submit it from the editor: the mentor scrubs its editing replay, the viewer
 * follows the file being edited, and a line number (or Enter on a line) starts a line comment.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { workspaceOfTexts } from '../../fixtures/workspace';
import { signInThroughApi } from '../api-sign-in';
import { cursorAfter, reachTrial, registerAndSignIn, trialMaterials } from '../practice/helpers';
import { DEMO_PASSWORD as PASSWORD } from '../shell/helpers';
import { assignToDemoMentor, MENTOR } from './helpers';

type SubmissionRow = { progressMaterialId: number; progressId: number; name: string; submissionTitle: string };

/** The oldest `new` project of the mentor's students that is not the demo student's. */
async function pickProject(request: APIRequestContext): Promise<SubmissionRow> {
  const res = await request.get('/api/mentor/submissions', {
    params: { status: 'new', 'order[column]': 'submittedAt', 'order[dir]': 'asc', length: 200 },
  });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: SubmissionRow[] };
  const row = data.find((r) => r.name !== 'Andi Pratama');
  if (!row) throw new Error('the seed has no new project of another student of mentor@kelaskoding.id');
  return row;
}

test('a mentor reviews a project line by line and the student sees the review', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'mentor', MENTOR, PASSWORD);
  await page.goto('/mentor/dashboard');
  await expect(page).toHaveURL(/\/mentor\/dashboard$/);
  const students = page.getByRole('table', { name: 'Daftar siswa' });
  await expect(students.getByRole('row').nth(1)).toBeVisible();

  // Filter the dashboard by the first paid chapter: every row shown is in that chapter.
  const chapter = page.getByRole('combobox', { name: 'Bab', exact: true });
  await expect.poll(() => chapter.evaluate((el) => (el as HTMLSelectElement).options.length)).toBeGreaterThan(2);
  const labels = await chapter.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.text));
  const firstPaid = labels.find((label) => label.startsWith('Bab 1:'));
  if (!firstPaid) throw new Error(`no paid chapter among ${labels.join(', ')}`);
  await chapter.selectOption({ label: firstPaid });
  await expect(page).toHaveURL(/\/mentor\/dashboard$/);
  await expect
    .poll(async () => {
      const cells = await students.getByRole('row').locator('td:nth-child(5)').allTextContents();
      return cells.length > 0 && cells.every((text) => text.startsWith('Bab 1 ·'));
    })
    .toBe(true);
  await chapter.selectOption({ label: 'Semua bab' });

  const project = await pickProject(page.request);
  const detailRes = await page.request.get(`/api/mentor/students/${project.progressId}`);
  const student = ((await detailRes.json()) as { data: { email: string; name: string } }).data;

  // Search the student and open them.
  await page.getByRole('searchbox', { name: 'Cari nama siswa' }).fill(student.name);
  await expect(students.getByRole('row')).toHaveCount(2);
  await students.getByRole('row', { name: `Buka ${student.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mentor/student/${project.progressId}$`));
  await expect(page.getByRole('heading', { name: student.name })).toBeVisible();
  await expect(page.getByText('Tanggal bergabung')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ringkasan belajar' }).getByRole('row').nth(1)).toBeVisible();

  // Open the new project from the student's submissions: it moves to "in review".
  const submissions = page.getByRole('table', { name: 'Pengumpulan proyek' });
  const row = submissions.getByRole('row', { name: `Review ${project.submissionTitle}` }).filter({ hasText: 'Baru' });
  await row.first().click();
  await expect(page).toHaveURL(new RegExp(`/mentor/submission\\?progressMaterialId=${project.progressMaterialId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sedang direview');
  await expect(page.locator('.cm-content').first()).toBeVisible();
  // The project brief is rich text: it shows formatted, never as literal tags.
  const brief = page.locator('.rv-brief');
  await brief.getByText('Instruksi proyek').click();
  await expect(brief.locator('code').first()).toBeVisible();
  await expect(brief).not.toContainText('<p>');

  // Pick line 2 by clicking beside its number in the comment gutter, then write the comment.
  const lineTwo = page.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^2$/ });
  const gutter = page.locator('.cm-comment-gutter');
  const lineBox = await lineTwo.boundingBox();
  const gutterBox = await gutter.boundingBox();
  if (!lineBox || !gutterBox) throw new Error('editor gutters not rendered');
  await page.mouse.click(gutterBox.x + gutterBox.width / 2, lineBox.y + lineBox.height / 2);
  const form = page.getByRole('form', { name: 'Tambah komentar baris' });
  await expect(form.getByLabel('Baris')).toHaveValue('2');
  const commentText = `Perhatikan indentasi baris ini (${Date.now().toString(36)}).`;
  await form.getByLabel('Komentar').fill(commentText);
  await form.getByRole('button', { name: 'Tambah komentar' }).click();
  await expect(page.locator('.cm-line-comment', { hasText: commentText })).toBeVisible();

  // The live preview runs in its sandboxed frame; the checker lists the project's rules.
  await page.getByRole('tab', { name: 'Pratinjau' }).click();
  await expect(page.frameLocator('iframe[title="Pratinjau proyek"]').locator('body')).not.toBeEmpty();
  await page.getByRole('tab', { name: 'Hasil pemeriksaan' }).click();
  await expect(page.getByText(/\d+ dari \d+ aturan terpenuhi/)).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();

  // Score and finish.
  await page.getByLabel('Feedback umum').fill('Struktur sudah rapi, lanjutkan!');
  await page.getByLabel('Nilai (0–100)').fill('88');
  await page.getByRole('button', { name: 'Tandai sudah direview' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kirim review' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sudah direview');
  await expect(page.getByText('Struktur sudah rapi, lanjutkan!')).toBeVisible();

  // The student is notified and sees the review with the line comment.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInThroughApi(studentPage, 'student', student.email, PASSWORD);
  await studentPage.goto('/dashboard');
  const code = await studentPage.request.get(`/api/student/get-submission-code/${project.progressMaterialId}`);
  expect(code.ok()).toBe(true);
  const reviewed = (await code.json()) as { data: { materialId: number; comments: Array<{ path: string | null }> } };
  const body = JSON.stringify(reviewed);
  expect(body).toContain(commentText);
  expect(body).toContain('reviewed');

  // The notification opens the reviewed project in /submissions, the comment beside its line.
  await studentPage.getByRole('button', { name: /^Notifikasi/ }).click();
  await studentPage
    .getByRole('button', { name: /Proyekmu sudah direview/ })
    .filter({ hasText: project.submissionTitle })
    .first()
    .click();
  await expect(studentPage).toHaveURL(new RegExp(`/submissions\\?progressMaterialId=${project.progressMaterialId}$`));
  await expect(studentPage.locator('.cm-line-comment', { hasText: commentText })).toBeVisible({ timeout: 15_000 });
  await expect(studentPage.getByText('Struktur sudah rapi, lanjutkan!').first()).toBeVisible();

  // Where the student works on the project, the comment is under its line in the editor and listed by the brief.
  await studentPage.goto(`/learning/submission?materialId=${reviewed.data.materialId}`);
  await expect(studentPage.getByRole('heading', { name: 'Brief proyek' })).toBeVisible();
  await expect(studentPage.locator('.cm-line-comment', { hasText: commentText })).toBeVisible({ timeout: 15_000 });
  const listed = studentPage.getByRole('region', { name: 'Komentar mentor' });
  await expect(listed.getByRole('listitem').filter({ hasText: commentText })).toBeVisible();
  const path = reviewed.data.comments.find((c) => c.path !== null)?.path;
  await expect(listed.getByRole('button', { name: `${path}:2` })).toBeVisible();
  await studentContext.close();
});

/** A workspace of `files` (path → text) as the editor stores it. */
test("the mentor's review preview runs a submitted project's PHP pages, links and redirects", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // A new trial student submits a PHP project; the admin gives them to mentor@kelaskoding.id.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const userId = await registerAndSignIn(studentPage, baseURL!, 'php-review');
  const project = await reachTrial(studentPage, baseURL!, userId, 'submission');
  await studentPage.goto(`/learning/submission?materialId=${project.id}`);
  await expect(studentPage.getByRole('heading', { name: 'Brief proyek' })).toBeVisible();
  const opened = (await trialMaterials(studentPage, userId)).find((m) => m.id === project.id);
  const pmId = opened?.progress_material_id;
  if (!pmId) throw new Error('the project was not opened');
  const files = {
    'index.php': '<?php $nama = "Toko " . "Sari"; ?>\n<h1><?= $nama ?></h1>\n<a href="lanjut.php?ke=2">Lanjut</a>\n',
    'lanjut.php': '<?php\nheader("Location: akhir.php?dari=" . $_GET["ke"]);\nexit;\n',
    'akhir.php': '<p class="akhir">Dari halaman <?= (int) $_GET["dari"] ?></p>\n',
  };
  const origin = new URL(baseURL!).origin;
  const submitted = await studentPage.request.post(`/api/student/submissions/${pmId}`, {
    data: { workspace: workspaceOfTexts(files, { openFirst: true }) },
    headers: { origin },
  });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);
  await studentContext.close();

  await assignToDemoMentor(page, userId);

  await signInThroughApi(page, 'mentor', MENTOR, PASSWORD);
  await page.goto(`/mentor/submission?progressMaterialId=${pmId}`);
  await page.getByRole('tab', { name: 'Pratinjau' }).click();
  const frame = page.frameLocator('iframe[title="Pratinjau proyek"]');
  // index.php ran (its output, not its source); its link runs lanjut.php, whose redirect before exit is followed.
  // The page's first PHP start (download, compile, warm-up): 2.4 s on a quiet machine, but 45 s was seen with
  // two browsers starting PHP at load 12, so the wait is long; later pages take milliseconds.
  await expect(frame.locator('h1'))
    .toHaveText('Toko Sari', { timeout: 150_000 })
    .catch(async (error: Error) => {
      // Say what the preview showed instead (its alert, its loading state or its console).
      throw new Error(`${error.message}\npreview pane: ${await page.locator('.rv-preview').innerText()}`);
    });
  await frame.getByRole('link', { name: 'Lanjut' }).click();
  await expect(frame.locator('p.akhir')).toHaveText('Dari halaman 2', { timeout: 30_000 });
});

test('a project carries its editing replay to the review; the viewer follows its files; a line number comments', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A new trial student writes the project in two files in the editor and submits it from there.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const userId = await registerAndSignIn(student, baseURL!, 'replay-review');
  const project = await reachTrial(student, baseURL!, userId, 'submission');
  await student.goto(`/learning/submission?materialId=${project.id}`);
  await expect(student.getByRole('heading', { name: 'Brief proyek' })).toBeVisible({ timeout: 60_000 });
  await cursorAfter(student, 'Buat kartu profilmu di sini');
  await student.keyboard.press('Enter');
  await student.keyboard.insertText('<h1>Sari</h1>');
  await student.getByRole('button', { name: '+ File' }).click();
  await student.getByLabel('Nama (dengan ekstensi, mis. style.css)').fill('style.css');
  await student.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  await expect(student.getByRole('dialog')).toBeHidden();
  await student.locator('.cm-content').click();
  await student.keyboard.insertText('h1 { color: teal; }');
  await student.getByRole('tab', { name: 'index.html' }).click();
  await cursorAfter(student, '<h1>Sari</h1>');
  await student.keyboard.insertText('<p>Belajar web.</p>');
  await student.getByRole('button', { name: 'Kirim proyek' }).click();
  await student.getByRole('dialog').getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(student.getByText('Proyek terkirim. Status: baru.')).toBeVisible();
  const opened = (await trialMaterials(student, userId)).find((m) => m.id === project.id);
  const pmId = opened?.progress_material_id;
  if (!pmId) throw new Error('the project was not opened');
  await studentContext.close();

  await assignToDemoMentor(page, userId);

  // The mentor opens the review: the code as submitted, with the replay's scrubber at its end.
  await signInThroughApi(page, 'mentor', MENTOR, PASSWORD);
  await page.goto(`/mentor/submission?progressMaterialId=${pmId}`);
  const code = page.locator('.cm-content').first();
  await expect(code).toContainText('<h1>Sari</h1><p>Belajar web.</p>');
  const slider = page.getByRole('slider', { name: 'Posisi rekaman' });
  await expect(slider).toBeVisible();
  await expect(page.getByTestId('replay-verdict')).not.toContainText('Putar sampai akhir');

  // Stepping back over the paragraph (and a check after it, when one ran) reaches the last typing in style.css: the
  // viewer follows the learner into that file.
  const styleTab = page.getByRole('tab', { name: /style\.css/ });
  const position = page.getByTestId('replay-position');
  const inStyle = async () => ((await code.textContent()) ?? '').includes('h1 { color: teal; }');
  for (let step = 0; step < 4 && !(await inStyle()); step++) {
    const before = await position.textContent();
    await page.getByRole('button', { name: 'Perubahan sebelumnya' }).click();
    await expect(position).not.toHaveText(before ?? '');
  }
  await expect(code).toContainText('h1 { color: teal; }');
  await expect(styleTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('replay-verdict')).toContainText('Putar sampai akhir untuk berkomentar');
  // Earlier still, index.html before the paragraph: the viewer goes back to it.
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 4 && !((await code.textContent()) ?? '').includes('<h1>Sari</h1>'); step++) {
    const before = await position.textContent();
    await page.getByRole('button', { name: 'Perubahan berikutnya' }).click();
    await expect(position).not.toHaveText(before ?? '');
  }
  await expect(code).toContainText('<h1>Sari</h1>');
  await expect(code).not.toContainText('Belajar web.');
  await expect(page.getByRole('tab', { name: /index\.html/ })).toHaveAttribute('aria-selected', 'true');
  // Back to the end: the files as sent.
  await slider.focus();
  await page.keyboard.press('End');
  await expect(code).toContainText('<h1>Sari</h1><p>Belajar web.</p>');

  // A click on a line number starts a comment on that line, its text box focused.
  const form = page.getByRole('form', { name: 'Tambah komentar baris' });
  await page.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^3$/ }).click();
  await expect(form.getByLabel('Baris')).toHaveValue('3');
  await expect(form.getByLabel('Komentar')).toBeFocused();
  // By keyboard: Enter on the cursor's line of the read-only code.
  await page.locator('.cm-content .cm-line', { hasText: '<title>' }).first().click();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Baris')).toHaveValue('5');
  await expect(form.getByLabel('Komentar')).toBeFocused();
  await page.keyboard.insertText('Judul halaman sudah tepat.');
  await form.getByRole('button', { name: 'Tambah komentar' }).click();
  await expect(page.locator('.cm-line-comment', { hasText: 'Judul halaman sudah tepat.' })).toBeVisible();
});
