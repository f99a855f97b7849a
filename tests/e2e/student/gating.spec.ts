/** Paid chapters follow the subscription: locked for a fresh trial student, open for the subscribed demo student. */
import { expect, test } from '@playwright/test';
import { DEMO_STUDENT, registerStudent, signIn } from './helpers';

test('a paid chapter is locked for a trial student, also when opened by its address', async ({ page, baseURL }) => {
  const { email } = await registerStudent(page, baseURL!, 'gated');
  await signIn(page, email);
  await page.goto('/learning');
  const paid = page.locator('.kk-map__chapter', { has: page.getByText('Bab 1', { exact: true }) });
  await expect(paid.getByText('Perlu berlangganan')).toBeVisible();
  await expect(paid.locator('a.kk-map__m-link')).toHaveCount(0);
  await expect(paid.getByRole('link', { name: 'Berlangganan untuk membuka bab ini' })).toBeVisible();

  const materialId = await paid.locator('.kk-map__material').first().getAttribute('data-material-id');
  await page.goto(`/learning/slide?materialId=${materialId}`);
  await expect(page.getByText('Materi ini masih terkunci')).toBeVisible();
  await expect(page.getByText(/hanya untuk pelanggan/)).toBeVisible();
});

test('the paid chapters are open for the subscribed demo student', async ({ page }) => {
  await signIn(page, DEMO_STUDENT.email, DEMO_STUDENT.password);
  await page.goto('/learning');
  const paid = page.locator('.kk-map__chapter', { has: page.getByText('Bab 1', { exact: true }) });
  await expect(paid).toBeVisible();
  await expect(paid.getByText('Perlu berlangganan')).toHaveCount(0);
  await expect(paid.locator('.kk-map__material').first()).toHaveClass(/is-finished|is-current|is-open/);
  await expect(paid.locator('a.kk-map__m-link').first()).toBeVisible();
  await page.goto('/subscription');
  await expect(page.getByTestId('active-subscription')).toBeVisible();
  await expect(page.getByText(/^Rp \d{1,3}(\.\d{3})+$/).first()).toBeVisible();
});
