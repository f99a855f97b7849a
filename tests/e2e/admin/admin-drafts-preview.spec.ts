/**
 * Drafts and "preview as student", in Chromium with the real server: a new material is
 * a draft that students do not get; the admin previews it on the student's screen, publishes it from the
 * topic list, and a student gets it. A previewed practice checks and previews the code live and sends
 * nothing to the student API.
 */
import { expect, type Page, test } from '@playwright/test';
import { cursorAfter } from '../practice/helpers';
import { DEMO, signIn } from '../shell/helpers';
import { adminCreate, signInAdmin, tag } from './helpers';

type Row = { id: number; isTrial?: boolean; relation?: string; title: { id?: string } };

async function adminList(page: Page, path: string): Promise<Row[]> {
  const res = await page.request.get(`/api/admin/${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
}

/** Course 2's trial chapter and its first topic. */
async function trialTopic(page: Page): Promise<{ chapterId: number; topicId: number }> {
  const chapter = (await adminList(page, 'chapters?courseId=2&length=100')).find((c) => c.isTrial);
  const topic = (await adminList(page, `topics?chapterId=${chapter?.id}&length=100`))[0];
  if (!chapter || !topic) throw new Error('course 2 has no trial topic');
  return { chapterId: chapter.id, topicId: topic.id };
}

test('a draft is previewed as a student, published from the topic list, and then a student gets it', async ({
  page,
  browser,
}) => {
  const id = tag();
  const name = `Slide draf ${id}`;
  await signInAdmin(page);
  const origin = new URL(page.url()).origin;
  // A paid chapter of its own at the end of course 2, so the other specs' trial journeys never meet it; it
  // is trashed at the end.
  const published = { status: 'published' };
  const chapterId = await adminCreate(page, 'chapters', { courseId: 2, title: { id: `Bab draf ${id}` }, ...published });
  const topicId = await adminCreate(page, 'topics', { chapterId, title: { id: `Topik draf ${id}` }, ...published });
  const materialId = await adminCreate(page, 'materials', { topicId, title: { id: name }, relation: 'slide' });
  const slide = (await adminList(page, `slides?materialId=${materialId}`))[0];
  const saved = await page.request.put(`/api/admin/slides/${slide?.id}`, {
    data: { content: { id: `<p>Isi rahasia ${id}</p>` } },
    headers: { origin },
  });
  expect(saved.status()).toBe(200);

  // A student does not get the draft.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, DEMO.student.loginPath, DEMO.student.email);
  // Signed in once the dashboard shows: only then does the session cookie exist.
  await expect(student).toHaveURL(/\/dashboard$/);
  const me = await student.request.get('/api/student/user');
  const studentId = ((await me.json()) as { data: { id: number } }).data.id;
  const studentTitles = async () => {
    const res = await student.request.get(`/api/student/courses/2/chapters?studentId=${studentId}`);
    expect(res.status()).toBe(200);
    const map = (await res.json()) as { data: { topics: { materials: { title: { id?: string } }[] }[] }[] };
    return map.data.flatMap((c) => c.topics.flatMap((t) => t.materials.map((m) => m.title.id)));
  };
  expect(await studentTitles()).not.toContain(name);

  // The topic list marks it as a draft; the preview shows it on the student's slide screen.
  await page.goto(`/admin/course/2/${chapterId}/${topicId}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Draf', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Pratinjau sebagai siswa: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview\\?materialId=${materialId}$`));
  await expect(page.getByRole('note')).toContainText('Pratinjau sebagai siswa');
  await expect(page.getByText(`Isi rahasia ${id}`)).toBeVisible();
  await expect(page).toHaveTitle(/Pratinjau sebagai siswa/);

  await page.getByRole('button', { name: 'Kembali ke editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/course/2/${chapterId}/${topicId}$`));
  await page.getByRole('button', { name: `Terbitkan ${name}` }).click();
  await expect(page.getByText('Diterbitkan: siswa sekarang melihatnya.')).toBeVisible();
  await expect(row.getByText('Terbit', { exact: true })).toBeVisible();
  expect(await studentTitles()).toContain(name);
  await studentContext.close();
  const trashed = await page.request.delete(`/api/admin/chapters/${chapterId}`, { headers: { origin } });
  expect(trashed.status()).toBe(200);
});

test('a practice previewed as a student checks and previews the code live, and stores nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  const { chapterId } = await trialTopic(page);
  const topics = await adminList(page, `topics?chapterId=${chapterId}&length=100`);
  let practiceId: number | undefined;
  for (const topic of topics) {
    practiceId ??= (await adminList(page, `materials?topicId=${topic.id}&length=100`)).find(
      (m) => m.relation === 'practice',
    )?.id;
  }
  if (!practiceId) throw new Error('the trial chapter has no practice');
  const studentCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/student/')) studentCalls.push(request.url());
  });

  await page.goto(`/admin/preview?materialId=${practiceId}`);
  await expect(page.getByText('Tugas 1 dari 2')).toBeVisible();
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(rule).toHaveAttribute('data-status', 'failed');
  await cursorAfter(page, 'Tulis kodemu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<h1>Pratinjau admin</h1>');
  await expect(rule).toHaveAttribute('data-status', 'passed');
  await expect(page.frameLocator('iframe[title="Pratinjau latihan"]').locator('h1')).toHaveText('Pratinjau admin');
  // The starter comes back on a reload: a preview keeps no draft.
  await page.reload();
  await expect(page.getByText('Tugas 1 dari 2')).toBeVisible();
  await expect(page.locator('.cm-content')).not.toContainText('Pratinjau admin');
  expect(studentCalls).toEqual([]);
});
