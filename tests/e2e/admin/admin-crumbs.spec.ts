/** A material's admin page shows the whole path down to it, chapter included, and each step leads there. */
import { expect, test } from '@playwright/test';
import { createTrialMaterial, signInAdmin, tag } from './helpers';

test('the breadcrumb of a material page names its course, chapter and topic', async ({ page }) => {
  const name = `Materi jejak ${tag()}`;
  await signInAdmin(page);
  const made = await createTrialMaterial(page, 'slide', name);
  await page.goto(made.editPath);
  const crumbs = page.getByRole('navigation', { name: 'Jejak' }).getByRole('link');
  await expect(crumbs).toHaveText(['Kursus', `Kursus ${name}`, `Bab ${name}`, `Topik ${name}`]);
  await crumbs.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/admin/course/${made.courseId}/${made.chapterId}$`));
});
