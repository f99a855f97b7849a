import { expect, test } from '@playwright/test';
import { DEMO, expectPath, greeting, signIn, uniqueEmail } from './helpers';

test.describe('sign in as each demo role', () => {
  for (const role of ['admin', 'mentor', 'student'] as const) {
    test(`${role} lands on the dashboard, greeted by name, and signs out`, async ({ page }) => {
      const demo = DEMO[role];
      await signIn(page, demo.loginPath, demo.email);
      await expectPath(page, demo.dashboard);
      await expect(greeting(page)).toHaveText(`Halo, ${demo.name}`);

      // The session survives a reload (server cookie + remembered strategy).
      await page.reload();
      await expectPath(page, demo.dashboard);
      await expect(greeting(page)).toHaveText(`Halo, ${demo.name}`);

      if (role === 'admin') {
        await expect(page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link')).toHaveText([
          'Dasbor',
          'Siswa',
          'Mentor',
          'Kursus',
          'Langganan',
          'Paket',
          'Pembayaran',
          'Sertifikat',
        ]);
        await page.getByRole('button', { name: 'Keluar' }).click();
      } else {
        await page.getByRole('button', { name: `Halo, ${demo.name}` }).click();
        await page.getByRole('menuitem', { name: 'Keluar' }).click();
      }
      await expectPath(page, role === 'student' ? '/' : demo.loginPath);

      // Signed out for real: the area sends us back to the login.
      await page.goto(demo.dashboard);
      await expectPath(page, demo.loginPath);
    });
  }

  test('a wrong password shows an error and stays on the login', async ({ page }) => {
    // An address of its own, so the per-address throttle never touches the shared demo accounts.
    await signIn(page, '/signin', uniqueEmail('wrong'), 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah.');
    await expectPath(page, '/signin');
  });

  test('client validation uses the spec messages', async ({ page }) => {
    await page.goto('/mentor');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByText('This is not email format.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toBeVisible();
  });
});
