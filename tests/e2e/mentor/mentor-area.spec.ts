/**
 * The rest of the mentor area, as mentor2@kelaskoding.id (the review-loop spec uses the first mentor):
 * the red dot and the notification dropdown with "see more", the read-only course material, the
 * student list's paging and sorting, and the account with the spec's validation.
 */
import { expect, type Page, test } from '@playwright/test';

const PASSWORD = 'kelaskoding123';

async function signInMentor2(page: Page) {
  await page.goto('/mentor');
  await page.getByLabel('Email', { exact: true }).fill('mentor2@kelaskoding.id');
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/mentor\/dashboard$/);
}

test('top bar: red dot while projects wait, real notifications with see more', async ({ page }) => {
  await signInMentor2(page);
  const counts = await page.request.get('/api/mentor/submissions/counts');
  const waiting = ((await counts.json()) as { data: { new: number } }).data.new;
  const submissionLink = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: /Proyek siswa/ });
  if (waiting > 0) await expect(submissionLink.getByRole('img')).toBeVisible();
  else await expect(submissionLink.getByRole('img')).toHaveCount(0);

  const list = await page.request.get('/api/notifications');
  const { total } = (await list.json()) as { total: number };
  await page.getByRole('button', { name: /^Notifikasi/ }).click();
  const panel = page.getByRole('region', { name: 'Daftar notifikasi' });
  await expect(panel).toBeVisible();
  if (total === 0) await expect(panel.getByText('Belum ada notifikasi')).toBeVisible();
  await panel.getByRole('button', { name: 'Lihat semua' }).click();
  const dialog = page.getByRole('dialog', { name: 'Semua notifikasi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Halaman 1 dari \d+/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('students are paged 10 at a time and sortable; the queue shows waiting time', async ({ page }) => {
  await signInMentor2(page);
  const table = page.getByRole('table', { name: 'Daftar siswa' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = await table.getByRole('row').count();
  expect(rows - 1).toBeLessThanOrEqual(10);
  const names = async () => table.getByRole('row').locator('td:first-child').allTextContents();
  const ascending = await names();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base' })));
  await table.getByRole('button', { name: 'Nama' }).click();
  await expect(table.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).not.toEqual(ascending);

  await page.getByRole('link', { name: /Proyek siswa/ }).click();
  await expect(page).toHaveURL(/\/mentor\/submission\/list$/);
  await expect(page.getByRole('heading', { name: 'Antrean review proyek' })).toBeVisible();
  const queue = page.getByRole('table', { name: 'Antrean proyek' });
  const first = queue.getByRole('row').nth(1);
  if ((await queue.getByRole('row').count()) > 1)
    await expect(first).toContainText(/Menunggu (sejak hari ini|\d+ hari)/);
});

test('course material is readable as a student sees it', async ({ page }) => {
  await signInMentor2(page);
  await page.getByRole('link', { name: 'Materi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Materi kursus' })).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Daftar materi' });
  await outline.getByRole('button', { name: /^Kuis/ }).first().click();
  await expect(page.getByRole('article')).toContainText('(jawaban benar)');
  await outline
    .getByRole('button', { name: /^Proyek/ })
    .first()
    .click();
  await expect(page.getByRole('article').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('the account shows the profile and validates edits', async ({ page }) => {
  await signInMentor2(page);
  await page.goto('/mentor/account');
  await expect(page.getByText('Total siswa')).toBeVisible();
  await expect(page.getByText('mentor2@kelaskoding.id')).toBeVisible();
  await page.getByRole('tab', { name: 'Ubah informasi' }).click();
  await expect(page).toHaveURL(/view=info/);
  const form = page.getByRole('form', { name: 'Ubah informasi' });
  const phone = form.getByLabel('Telepon');
  const savedPhone = await phone.inputValue();
  await phone.fill('08a12');
  await expect(phone).toHaveValue('0812');
  await form.getByLabel('Nama').fill('');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await expect(form.getByText('Phone number minimum 11 numbers long')).toBeVisible();
  await page.reload();
  const fresh = page.getByRole('form', { name: 'Ubah informasi' });
  await expect(fresh.getByLabel('Nama')).not.toHaveValue('');
  await fresh.getByLabel('Telepon').fill(savedPhone);
  await fresh.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/view=profile/);
});
