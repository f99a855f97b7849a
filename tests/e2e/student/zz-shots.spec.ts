import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { signInThroughApi } from '../api-sign-in';

test('shots', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const db = new Database(process.env.E2E_DATABASE_URL ?? 'data/e2e.db');
  const row = db
    .prepare(
      `SELECT p.id AS id FROM progresses p JOIN review_cards r ON r.student_id = p.student_id
       JOIN student_details d ON d.user_id = p.student_id JOIN users m ON m.id = d.mentor_id
       WHERE m.email = 'mentor@kelaskoding.id' LIMIT 1`,
    )
    .get() as { id: number };
  db.close();
  for (const lang of ['id', 'en']) {
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    await signInThroughApi(page, 'mentor', 'mentor@kelaskoding.id', 'kelaskoding123');
    await page.goto(`/mentor/student/${row.id}`);
    await expect(page.getByTestId('mentor-review').locator('li').first()).toBeVisible();
    await page.getByTestId('mentor-review').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/review-shots/mentor-${lang}.png`, fullPage: true });
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    await signInThroughApi(page, 'admin', 'admin@kelaskoding.id', 'kelaskoding123');
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('review-rules')).toBeVisible();
    await page.getByTestId('review-figures').screenshot({ path: `/tmp/review-shots/admin-${lang}.png` });
  }
});
