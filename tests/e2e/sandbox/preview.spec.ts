/** The preview renders a multi-file workspace with its stylesheets, scripts and images inlined. */
import { expect, test } from '@playwright/test';
import { consoleLine, FIXTURE, openPlayground, previewFrame } from './helpers';

test('renders a multi-file workspace with inlined CSS, JS and images', async ({ page }) => {
  const frame = await openPlayground(page);
  const title = frame.locator('h1');
  await expect(title).toHaveText('Toko Kue Sari');
  // css/style.css applied, its url() (../img/pattern.svg) resolved from the stylesheet's folder.
  await expect(title).toHaveCSS('color', 'rgb(57, 66, 79)');
  await expect(title).toHaveCSS('font-size', '32px');
  const hero = frame.locator('header.hero');
  await expect(hero).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
  // js/app.js ran.
  await expect(frame.locator('#greeting')).toHaveText('Halo dari app.js!');
  // img/logo.png decoded and sized by the stylesheet.
  const logo = frame.getByRole('img', { name: 'Logo Toko Kue' });
  await expect(logo).toHaveJSProperty('complete', true);
  await expect(logo).toHaveJSProperty('naturalWidth', 1);
  // toPass retries an evaluate that lands while the frame is (re)loading, where expect.poll gives up.
  await expect(async () => expect(await logo.evaluate((img) => img.getBoundingClientRect().width)).toBe(32)).toPass();
  // The page's console reached the app, objects serialised.
  await expect(consoleLine(page, 'app.js dimuat')).toHaveText('app.js dimuat {halaman: "index", jumlah: 3}');
  // The checker ran in the worker beside it.
  await expect(page.getByText('5 dari 6 aturan terpenuhi.')).toBeVisible();
  await expect(page.getByText(/Aturan 4 \(CSS\): gagal · Aturan CSS tidak ditemukan/)).toBeVisible();
});

test('switches HTML pages from the picker and from links between pages', async ({ page }) => {
  const frame = await openPlayground(page);
  await expect(frame.locator('h1')).toHaveText('Toko Kue Sari');
  await page.getByLabel('Halaman').selectOption('pages/about.html');
  await expect(frame.locator('h1')).toHaveText('Tentang kami');
  // ../css/style.css from the page's own folder.
  await expect(frame.locator('h1')).toHaveCSS('color', 'rgb(57, 66, 79)');
  await frame.getByRole('link', { name: 'Kembali' }).click();
  await expect(frame.locator('h1')).toHaveText('Toko Kue Sari');
  await expect(page.getByLabel('Halaman')).toHaveValue('index.html');
  await frame.getByRole('link', { name: 'Tentang kami' }).click();
  await expect(page.getByLabel('Halaman')).toHaveValue('pages/about.html');
  await expect(page).toHaveURL(/\/testing\/test$/);
});

test('an in-page #hash link scrolls the preview and leaves the app where it is', async ({ page }) => {
  const frame = await openPlayground(page);
  const body = frame.locator('body');
  await expect(frame.locator('#greeting')).toHaveText('Halo dari app.js!');
  await expect(async () => expect(await body.evaluate(() => window.scrollY)).toBe(0)).toPass();
  await frame.getByRole('link', { name: 'Kontak' }).click();
  await expect(async () => expect(await body.evaluate(() => window.scrollY)).toBeGreaterThan(500)).toPass();
  await expect(frame.locator('h1')).toHaveText('Toko Kue Sari');
  await expect(page).toHaveURL(/\/testing\/test$/);
});

test('edits re-render the preview and a page the workspace lacks shows the spec errors', async ({ page }) => {
  const frame = await openPlayground(page);
  await page.getByRole('tab', { name: 'css/style.css' }).click();
  const editor = page.getByLabel('css/style.css', { exact: true });
  await editor.fill('h1 { color: rgb(255, 0, 0); }');
  // A retrying assertion: the edit re-renders the frame, and a one-shot evaluate can land mid-navigation.
  await expect(frame.locator('h1')).toHaveCSS('color', 'rgb(255, 0, 0)');

  await page.getByLabel('Contoh ruang kerja').selectOption({ label: FIXTURE.noHtml });
  await expect(page.getByRole('alert').filter({ hasText: 'File Target Not Found!!' })).toBeVisible();

  await page.getByLabel('Contoh ruang kerja').selectOption({ label: FIXTURE.links });
  await previewFrame(page).getByRole('link', { name: 'Halaman yang tidak ada' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'File not found!!' })).toBeVisible();
});
