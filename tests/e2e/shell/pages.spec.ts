import { expect, type Page, type Response, test } from '@playwright/test';
import { waitForApp } from './helpers';

test('an unknown route shows the 404 page with a Home button, in the app language', async ({ page, baseURL }) => {
  const response = await page.goto('/no/such/page');
  // The server knows the app's addresses: the shell comes with a real 404 status.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman ini tidak ditemukan' })).toBeVisible();
  await expect(
    page.getByText('Kami tidak menemukan halaman yang kamu cari. Coba lagi atau kembali ke beranda.'),
  ).toBeVisible();
  await page.context().addCookies([{ name: 'locale', value: 'en', url: baseURL as string }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(
    page.getByText("We can't find the page you're looking for. please try again or head back to home"),
  ).toBeVisible();
  await page.context().addCookies([{ name: 'locale', value: 'id', url: baseURL as string }]);
  await page.reload();
  await page.locator('.kk-error').getByRole('link', { name: 'Beranda' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Coba gratis sekarang' }).first()).toBeVisible();
});

test('the landing page is also served at /index.html and links to the free trial', async ({ page }) => {
  await page.goto('/index.html');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jadi web developer');
  await page.getByRole('link', { name: 'Coba gratis sekarang' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
});

test('the landing page arrives painted, in the chosen language, and the app takes it over in place', async ({
  browser,
  baseURL,
}) => {
  // Without scripts: what a slow link shows before the app's scripts arrive (scripts/prerender-landing.ts).
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await still.newPage();
  const stylesheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jadi web developer');
  await expect(page).toHaveTitle('Beranda · KelasKoding');
  // The landing screen's own styles came inside the document (the hero title's tightened letter spacing): its first
  // paint waits for no stylesheet request.
  expect(await page.locator('.kk-hero__title').evaluate((h1) => getComputedStyle(h1).letterSpacing)).not.toBe('normal');
  expect(stylesheets).toEqual([]);
  await still.addCookies([{ name: 'locale', value: 'en', url: baseURL as string }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Become a web developer');
  await still.close();

  // With scripts: the app renders the same page over it, never a loading state, and the page works.
  const live = await browser.newContext({ baseURL });
  const app = await live.newPage();
  const errors: string[] = [];
  app.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const landing = await app.goto('/');
  // Under the shell's strict policy: its written-in styles apply, and the app runs without a violation
  // (a refused style or script would be a console error, checked below).
  expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
  const heading = app.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Jadi web developer');
  await waitForApp(app);
  await app.waitForLoadState('networkidle');
  await expect(app.locator('.kk-loading-bar[data-state="loading"]')).toHaveCount(0);
  await expect(heading).toContainText('Jadi web developer');
  // The document carried only the rules its own markup uses: the app linked each whole stylesheet, once.
  const written = await app
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => (style as HTMLElement).dataset.href));
  expect(written.length).toBeGreaterThan(0);
  for (const href of written) await expect(app.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await app.getByRole('link', { name: 'Coba gratis sekarang' }).first().click();
  await expect(app).toHaveURL((url) => url.pathname === '/signup');
  expect(errors).toEqual([]);
  await live.close();
});

test('a section below the fold is reached by its anchor and by keyboard focus, before and after the app takes over', async ({
  browser,
  baseURL,
}) => {
  // Until the app renders, the built page lays out those sections only near the viewport (landing.css).
  const sectionTop = (page: Page) => page.locator('#kurikulum').evaluate((s) => s.getBoundingClientRect().top);
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto('/#kurikulum');
  await expect.poll(() => sectionTop(page)).toBe(0);
  await page.goto('/');
  const lastCall = page.locator('.kk-cta a');
  await expect(lastCall).not.toBeInViewport();
  for (let tab = 0; tab < 30 && !(await lastCall.evaluate((a) => a === document.activeElement)); tab += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(lastCall).toBeFocused();
  await expect(lastCall).toBeInViewport();
  await still.close();

  const live = await browser.newContext({ baseURL });
  const app = await live.newPage();
  await app.goto('/#kurikulum');
  await waitForApp(app);
  await app.waitForLoadState('networkidle');
  // The app renders over the page where the visitor is (it does not scroll it back to the top).
  await expect.poll(() => sectionTop(app)).toBe(0);
  await live.close();
});

test('the intro walks through 3 steps with next and previous', async ({ page }) => {
  await page.goto('/intro');
  await expect(page.getByText('Langkah 1 dari 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page.getByText('Langkah 2 dari 3')).toBeVisible();
  await page.getByRole('button', { name: 'Sebelumnya' }).click();
  await expect(page.getByText('Langkah 1 dari 3')).toBeVisible();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page.getByText('Langkah 3 dari 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mulai belajar' })).toBeVisible();
});

test('the payment page claims nothing without an invoice, whatever the address says', async ({ page }) => {
  for (const path of ['/payment/success', '/payment/failed', '/payment']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Status pembayaran' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Pembayaran (berhasil|gagal)/ })).toHaveCount(0);
  }
  // With an invoice, a guest is asked to sign in (tests/e2e/commerce has the signed-in cases).
  await page.goto('/payment/success?invoice=KK-00000000-NOTMINE');
  await expect(page.getByRole('heading', { name: 'Masuk untuk melihat pembayaran ini' })).toBeVisible();
});

test('keyboard users can skip to the content', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Syarat dan Ketentuan' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Langsung ke konten' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#kk-main')).toBeFocused();
});

test('hovering a link fetches its screen before the click', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const [chunk] = await Promise.all([
    page.waitForRequest((r) => /\/assets\/terms-screen-[^/]+\.js$/.test(r.url())),
    page.getByRole('link', { name: 'Syarat dan Ketentuan' }).hover(),
  ]);
  expect(chunk.url()).toContain('terms-screen');
});

test('the landing page downloads neither the code editor nor the checker and its parsers', async ({ page }) => {
  const scripts: Response[] = [];
  const workers: string[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', onResponse);
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jadi web developer');
  await waitForApp(page);
  // Focusing a link prefetches the screen it leads to (as resting the pointer on it does): those stay light too.
  for (const link of await page.getByRole('link').all()) await link.focus();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);

  // Bodies are read once the network is idle: every script seen has finished loading by then.
  const loaded = await Promise.all(scripts.map(async (r) => ({ url: r.url(), body: await r.text() })));
  // The sign-up screen was prefetched, so the check below covers prefetched chunks as well.
  expect(loaded.some(({ url }) => /signup-screen/.test(url))).toBe(true);
  expect(workers).toEqual([]);
  for (const { url, body } of loaded) {
    // CodeMirror's editor class; parse5's error codes (the checker and preview builder).
    expect(body, url).not.toContain('cm-editor');
    expect(body, url).not.toContain('abrupt-closing-of-empty-comment');
    expect(url).not.toMatch(/checker\.worker|code-editor/);
  }
});
