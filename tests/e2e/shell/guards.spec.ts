import { expect, test } from '@playwright/test';
import { DEMO, expectPath, greeting, signIn } from './helpers';

test('signed out, a student page sends you to /signin', async ({ page }) => {
  await page.goto('/dashboard');
  await expectPath(page, '/signin');
  await page.goto('/mentor/dashboard');
  await expectPath(page, '/mentor');
  await page.goto('/admin/dashboard');
  await expectPath(page, '/admin');
});

test('a student is kept out of the admin and mentor areas and the guest pages', async ({ page }) => {
  await signIn(page, DEMO.student.loginPath, DEMO.student.email);
  await expectPath(page, '/dashboard');
  await page.goto('/admin/dashboard');
  await expectPath(page, '/dashboard');
  await page.goto('/mentor/material');
  await expectPath(page, '/dashboard');
  await page.goto('/signin');
  await expectPath(page, '/dashboard');
  await expect(greeting(page)).toHaveText(`Halo, ${DEMO.student.name}`);
});

test('a mentor visiting a student page goes to the mentor dashboard', async ({ page }) => {
  await signIn(page, DEMO.mentor.loginPath, DEMO.mentor.email);
  await expectPath(page, '/mentor/dashboard');
  await page.goto('/dashboard');
  await expectPath(page, '/mentor/dashboard');
  await page.goto('/admin');
  await expectPath(page, '/mentor/dashboard');
});
