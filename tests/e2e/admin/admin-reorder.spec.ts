/**
 * Quick reorder clicks: each sends the whole order, so an answer that comes late must not put an older order back.
 * The first save is held on the way to the server while the admin clicks again; the second order is sent only
 * after it, and the server ends with what the screen shows.
 */
import { expect, type Route, test } from '@playwright/test';
import { adminCreate, signInAdmin, tag } from './helpers';

test('two quick moves of a chapter are saved in the order they were made', async ({ page }) => {
  const id = tag();
  await signInAdmin(page);
  const courseId = await adminCreate(page, 'courses', { title: { id: `Kursus urutan ${id}` } });
  const names = ['A', 'B', 'C'].map((letter) => `Bab ${letter} ${id}`);
  for (const name of names) await adminCreate(page, 'chapters', { courseId, title: { id: name }, isTrial: false });

  let held: Route | null = null;
  const sent: number[][] = [];
  await page.route('**/api/admin/chapters/re-order', async (route) => {
    sent.push((route.request().postDataJSON() as { ids: number[] }).ids);
    if (held === null) held = route;
    else await route.continue();
  });

  await page.goto(`/admin/course/${courseId}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(names[0]!);
  await rows.nth(1).getByRole('button', { name: 'Turunkan' }).click();
  await expect(rows.nth(2)).toContainText(names[0]!);
  await rows.nth(2).getByRole('button', { name: 'Turunkan' }).click();
  await expect(rows.nth(3)).toContainText(names[0]!);
  // The second order waits for the first answer: one save on the way at a time.
  await expect.poll(() => sent.length).toBe(1);

  await (held as Route | null)?.continue();
  await expect.poll(() => sent.length).toBe(2);
  await expect(page.getByText('Urutan berhasil disimpan.').first()).toBeVisible();

  const order = async () => {
    const res = await page.request.get(`/api/admin/chapters?courseId=${courseId}&length=10`);
    return ((await res.json()) as { data: { title: { id: string } }[] }).data.map((c) => c.title.id);
  };
  await expect.poll(order).toEqual([names[1], names[2], names[0]]);
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(3)).toContainText(names[0]!);
});
