/**
 * Student code runs with an opaque origin behind a CSP: it cannot read the app's cookies or storage,
 * call the API with the student's session, or navigate the app.
 */
import { expect, test } from '@playwright/test';
import { consoleLine, consoleLines, FIXTURE, openPlayground } from './helpers';

const STUDENT = { email: 'student@kelaskoding.id', password: 'kelaskoding123' };

test.beforeEach(async ({ page, baseURL }) => {
  const response = await page.request.post('/api/student/login', {
    data: STUDENT,
    headers: { Origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.startsWith('auth.'))).toBe(true);
});

test('cannot read cookies, storage or the parent, nor fetch the API with the session', async ({ page }) => {
  await openPlayground(page, FIXTURE.security);
  // The app itself is signed in: the same request from the app's origin succeeds.
  const own = await page.evaluate(async () => (await fetch('/api/student/user', { credentials: 'include' })).status);
  expect(own).toBe(200);

  for (const probe of ['cookie', 'localStorage', 'sessionStorage', 'indexedDB', 'parent', 'top']) {
    await expect(consoleLine(page, `${probe}: SecurityError`)).toBeVisible();
  }
  await expect(consoleLine(page, 'fetch: TypeError')).toBeVisible();
  await expect(consoleLine(page, /Sumber .*\/api\/student\/user diblokir/)).toBeVisible();
  // An uncaught SecurityError is reported with its line in index.html (line 26 of the sample).
  await expect(consoleLine(page, /SecurityError.*cookie.*\(index\.html:26\)/)).toBeVisible();
  await expect(consoleLines(page).filter({ hasText: 'ALLOWED' })).toHaveCount(0);
});

test('cannot navigate the top window or itself away from the preview', async ({ page }) => {
  const frame = await openPlayground(page, FIXTURE.security);
  await expect(frame.locator('h1')).toHaveText('Uji keamanan');

  await frame.getByRole('button', { name: 'Pindahkan jendela atas' }).click();
  await expect(consoleLine(page, /SecurityError.*permission to navigate/)).toBeVisible();
  await expect(page).toHaveURL(/\/testing\/test$/);

  // The sandbox lets a frame load another URL into itself. The API's answer carries no embedder
  // policy, so the cross-origin-isolated app refuses to show it in the frame at all; the host notices a
  // document without its runtime and removes it. The app stays where it is and still works.
  const refused = page.waitForEvent(
    'requestfailed',
    (request) => request.url().endsWith('/api/student/user') && request.isNavigationRequest(),
  );
  await frame.getByRole('button', { name: 'Pindahkan bingkai' }).click();
  expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
  await expect(consoleLine(page, 'Halaman pratinjau berpindah ke alamat lain')).toBeVisible();
  await expect(page).toHaveURL(/\/testing\/test$/);
  await page.getByRole('button', { name: 'Jalankan ulang' }).click();
  await expect(frame.locator('h1')).toHaveText('Uji keamanan');
});

test('links and form submits do not navigate the app; dialogs show in the console', async ({ page }) => {
  const frame = await openPlayground(page, FIXTURE.links);
  await expect(frame.locator('h1')).toHaveText('Tautan dan formulir');

  await frame.getByRole('link', { name: 'Situs luar' }).click();
  await expect(consoleLine(page, 'Tautan ke https://example.com/ diblokir')).toBeVisible();
  await frame.getByRole('link', { name: 'Dasbor aplikasi' }).click();
  await expect(consoleLine(page, 'Tautan ke /dashboard diblokir')).toBeVisible();
  await frame.getByRole('link', { name: 'Tab baru' }).click();
  await expect(consoleLine(page, 'Tautan ke / diblokir')).toBeVisible();
  await frame.getByRole('button', { name: 'Kirim' }).click();
  await expect(consoleLine(page, 'Pengiriman formulir ke /api/student/login diblokir')).toBeVisible();
  await frame.getByRole('button', { name: 'Alert' }).click();
  await expect(consoleLine(page, 'Dialog alert: Halo!')).toBeVisible();

  await expect(frame.locator('h1')).toHaveText('Tautan dan formulir');
  await expect(page).toHaveURL(/\/testing\/test$/);
  expect(page.context().pages()).toHaveLength(1);
});

test("the student's own submit handler runs; a form it does not handle is blocked", async ({ page }) => {
  const frame = await openPlayground(page, FIXTURE.links);
  await page.getByRole('tab', { name: 'index.html' }).click();
  const editor = page.getByLabel('index.html', { exact: true });
  const source = await editor.inputValue();
  await editor.fill(
    source.replace(
      '</body>',
      `<script>
    document.getElementById('login').addEventListener('submit', (event) => {
      event.preventDefault();
      console.log('ditangani: ' + new FormData(event.target).get('email'));
    });
  </script>
</body>`,
    ),
  );
  // The edited page has the runtime's script and the student's.
  await expect(frame.locator('script')).toHaveCount(2);
  await frame.getByRole('button', { name: 'Kirim' }).click();
  await expect(consoleLine(page, 'ditangani: student@kelaskoding.id')).toBeVisible();
  await expect(consoleLine(page, 'Pengiriman formulir')).toHaveCount(0);
  await expect(page).toHaveURL(/\/testing\/test$/);
});
