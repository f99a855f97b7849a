/** A runaway loop in student code is stopped with its line, and the app keeps answering. */
import { expect, test } from '@playwright/test';
import { consoleLine, FIXTURE, openPlayground } from './helpers';

test('while (true) {} is reported with its line within a second', async ({ page }) => {
  const frame = await openPlayground(page, FIXTURE.loop);
  const report = consoleLine(page, 'Kemungkinan perulangan tak terbatas di baris 13 (index.html)');
  await expect(report).toBeVisible();

  // Run the page again and time it: the loop starts as the page loads.
  const started = Date.now();
  await page.getByRole('button', { name: 'Jalankan ulang' }).click();
  await expect(report).toBeHidden();
  await expect(report).toBeVisible();
  const elapsed = Date.now() - started;
  expect(elapsed).toBeLessThan(1000);
  test.info().annotations.push({ type: 'loop-report-ms', description: String(elapsed) });

  // The page survived the stopped loop: it still answers clicks, and loops started by them are caught too.
  await expect(frame.locator('h1')).toHaveText('Sebelum perulangan');
  await frame.getByRole('button', { name: 'Putar', exact: true }).click();
  await expect(consoleLine(page, 'Kemungkinan perulangan tak terbatas di baris 8 (index.html)')).toBeVisible();
  await frame.getByRole('button', { name: 'Putar di atribut' }).click();
  await expect(consoleLine(page, 'Kemungkinan perulangan tak terbatas di baris 15 (index.html)')).toBeVisible();
});

test("the app's own controls keep responding while student code spins", async ({ page }) => {
  await openPlayground(page, FIXTURE.loop);
  const rerun = page.getByRole('button', { name: 'Jalankan ulang' });
  for (let round = 0; round < 3; round += 1) {
    await rerun.click();
    const started = Date.now();
    // A tab click and a text edit in the app while the page's loop runs.
    await page.getByRole('tab', { name: 'index.html' }).click();
    await page
      .getByLabel('Kunci jawaban (JSON)')
      .fill(`[{ "kind": "js", "jsAnswer": "while (true)", "file": "index.html" }]`);
    expect(Date.now() - started).toBeLessThan(1500);
  }
  await expect(page.getByText('Semua aturan terpenuhi (1/1).')).toBeVisible();
  await expect(consoleLine(page, 'Kemungkinan perulangan tak terbatas di baris 13 (index.html)')).toBeVisible();
});

test('a frame that stops answering is torn down and the app carries on', async ({ page }) => {
  const frame = await openPlayground(page, FIXTURE.loop);
  await expect(consoleLine(page, 'di baris 13')).toBeVisible();
  // An endless chain of microtasks has no loop statement to guard: only the watchdog can end it.
  await frame.getByRole('button', { name: 'Banjiri microtask' }).click();
  await expect(consoleLine(page, 'Pratinjau berhenti merespons')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Contoh ruang kerja').selectOption({ label: FIXTURE.site });
  await expect(frame.locator('h1')).toHaveText('Toko Kue Sari');
});
