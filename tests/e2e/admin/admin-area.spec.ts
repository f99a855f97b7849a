/**
 * The admin area end to end: create a mentor, assign a (freshly created, unassigned) student to
 * them, build an own course with chapters, reorder chapters by dragging, create a topic, trash and
 * restore it, and switch the interface to English. Names are unique per run; seeded course 2 is
 * never touched.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAdmin, tag } from './helpers';

const PASSWORD = 'kelaskoding123';

async function createPerson(page: Page, button: string, name: string, email: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nama lengkap').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Kata sandi').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil ditambahkan.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function createContent(page: Page, button: string, title: string, description?: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Judul (Indonesia)').fill(title);
  await dialog.getByLabel('Judul (Inggris)').fill(`${title} EN`);
  if (description) {
    const editor = dialog.getByRole('textbox', { name: 'Deskripsi (Indonesia)' });
    await editor.click();
    await page.keyboard.type(description);
    await page.keyboard.press('ControlOrMeta+a');
    await dialog.getByRole('group', { name: 'Bahasa Indonesia' }).getByRole('button', { name: 'Tebal' }).click();
    await expect(editor.locator('b, strong')).toHaveText(description);
  }
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
}

test('dashboard shows the counts and the chart', async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByText('Pendapatan bulan ini')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Grafik pendaftaran dan pembayaran' })).toBeVisible();
  await page.getByRole('button', { name: 'Per minggu' }).click();
  await expect(page.getByRole('button', { name: 'Per minggu' })).toHaveAttribute('aria-pressed', 'true');
});

test('an admin creates a mentor and assigns a new unassigned student to them', async ({ page }) => {
  const id = tag();
  const mentorName = `Mentor Uji ${id}`;
  const studentName = `Siswa Uji ${id}`;
  await signInAdmin(page);

  await page.getByRole('link', { name: 'Mentor', exact: true }).click();
  await createPerson(page, 'Tambah mentor', mentorName, `mentor.${id}@example.com`);
  await page.getByRole('searchbox', { name: 'Cari' }).fill(mentorName);
  await expect(page.getByRole('cell', { name: mentorName, exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Siswa', exact: true }).click();
  await createPerson(page, 'Tambah siswa', studentName, `siswa.${id}@example.com`);
  // A new student gets a mentor automatically (MENTOR_AUTO_ASSIGN); the admin takes it away to assign by hand.
  const origin = new URL(page.url()).origin;
  const found = await page.request.get(`/api/admin/students?search=${encodeURIComponent(`siswa.${id}@example.com`)}`);
  const student = ((await found.json()) as { data: { id: number; mentor_id: number | null }[] }).data[0];
  expect(student?.mentor_id).not.toBeNull();
  const cleared = await page.request.put(`/api/admin/students/${student?.id}/mentor`, {
    data: { mentorId: null },
    headers: { origin },
  });
  expect(cleared.status()).toBe(200);

  await page.goto('/admin/mentor/students');
  await page.getByRole('button', { name: new RegExp(mentorName) }).click();
  const unassigned = page.getByRole('table', { name: 'Siswa tanpa mentor' });
  await page.getByRole('searchbox', { name: 'Cari' }).first().fill(studentName);
  // Wait for the debounced search to land, so the click cannot hit a row that is moving.
  await expect(unassigned.getByRole('row')).toHaveCount(2);
  await unassigned.getByRole('button', { name: `Tetapkan ${studentName}` }).click();
  await expect(page.getByText(`${studentName} ditetapkan ke mentor.`)).toBeVisible();
  const assigned = page.getByRole('table', { name: 'Siswa mentor terpilih' });
  await expect(assigned.getByRole('cell', { name: studentName, exact: true })).toBeVisible();
  await expect(unassigned.getByRole('cell', { name: studentName, exact: true })).toBeHidden();
  // Its count includes the student (other tests' sign-ups may go to this new, least-loaded mentor too).
  await expect(page.getByRole('button', { name: new RegExp(`${mentorName}\\s*[1-9]`) })).toBeVisible();
});

test('an admin builds chapters, reorders them by dragging, trashes and restores a topic, in both languages', async ({
  page,
}) => {
  const id = tag();
  const course = `Kursus E2E ${id}`;
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Kursus', exact: true }).click();
  await createContent(page, 'Tambah kursus', course, 'Kursus uji coba');
  await page.getByRole('link', { name: course, exact: true }).click();

  await createContent(page, 'Tambah bab', `Bab Satu ${id}`);
  await createContent(page, 'Tambah bab', `Bab Dua ${id}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(`Bab Satu ${id}`);

  // Drag the second chapter onto the first one: it moves to the top.
  await rows.nth(2).dragTo(rows.nth(1));
  await expect(page.getByText('Urutan berhasil disimpan.')).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Bab Dua ${id}`);
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`Bab Dua ${id}`);

  // The keyboard buttons move it back.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('button', { name: 'Turunkan' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`Bab Satu ${id}`);

  await page.getByRole('link', { name: `Bab Satu ${id}`, exact: true }).click();
  const topic = `Topik ${id}`;
  await createContent(page, 'Tambah topik', topic);

  await page.getByRole('button', { name: `Hapus ${topic}` }).click();
  await expect(page.getByText('Do you really want to delete these records?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(page.getByText('Topik berhasil dihapus.')).toBeVisible();
  await expect(page.getByText('Data Not Found!')).toBeVisible();

  await page.getByRole('button', { name: 'Tempat sampah' }).click();
  await page.getByRole('button', { name: `Pulihkan ${topic}` }).click();
  await expect(page.getByText('Topik berhasil dipulihkan.')).toBeVisible();
  await expect(page.getByText('Deleted Data Not Found!')).toBeVisible();
  await page.getByRole('button', { name: 'Aktif' }).click();
  await expect(page.getByRole('link', { name: topic, exact: true })).toBeVisible();

  // Switch the interface to English: the same screen now speaks English.
  await page.getByRole('button', { name: 'Bahasa: ID' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Add topic' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trash' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${topic} EN`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitem', { name: 'Indonesia' }).click();
  await expect(page.getByRole('button', { name: 'Tambah topik' })).toBeVisible();
});
