/**
 * Screens that must fit their frame at the laptop sizes (1366×768, 1440×900): the student's invoices inside
 * their card with every receipt link reachable without a sideways scroll, and the admin dashboard ending at its
 * footer (its revenue table for screen readers is hidden without adding height).
 */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../api-sign-in';
import { registerStudent, signIn } from '../student/helpers';

async function checkoutEveryPackage(page: Page, baseURL: string): Promise<number> {
  const packages = (await (await page.request.get('/api/student/packages')).json()) as { data: { id: number }[] };
  for (const [i, pkg] of packages.data.entries()) {
    const res = await page.request.post('/api/student/checkout', {
      data: { packageId: pkg.id, channel: i % 2 === 0 ? 'bca' : 'qris' },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return packages.data.length;
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`the invoice table fits its card at ${size.width} px, receipts reachable`, async ({ page, baseURL }) => {
    await page.setViewportSize(size);
    const student = await registerStudent(page, baseURL as string, `fit${size.width}`);
    await signIn(page, student.email);
    const count = await checkoutEveryPackage(page, baseURL as string);
    expect(count).toBeGreaterThanOrEqual(3);

    await page.goto('/subscription');
    const table = page.locator('.kk-sub__table');
    await expect(table.locator('tbody tr')).toHaveCount(count);
    const wrap = page.locator('.kk-sub__table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const card = (await page.locator('section', { has: table }).boundingBox())!;
    const tableBox = (await table.boundingBox())!;
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(card.x + card.width);
    for (const receipt of await page.getByRole('link', { name: /^Kuitansi tagihan/ }).all()) {
      const box = (await receipt.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('the admin dashboard scrolls no further than its footer', async ({ page }) => {
  await signInThroughApi(page, 'admin', 'admin@kelaskoding.id', 'kelaskoding123');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('img', { name: 'Grafik pendapatan per bulan' })).toBeVisible();
  // The figures stay in the page for screen readers.
  await expect(page.getByRole('table', { name: 'Pendapatan per bulan' })).toBeAttached();
  const overshoot = await page.evaluate(() => {
    const footer = document.querySelector('footer.kk-footer')!.getBoundingClientRect();
    return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
  });
  expect(overshoot).toBeLessThanOrEqual(1);
});
