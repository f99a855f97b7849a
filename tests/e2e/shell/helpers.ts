/** Shared steps of the shell specs: sign in through the UI and read the greeting in the top bar. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'kelaskoding123';

export const DEMO = {
  admin: {
    email: 'admin@kelaskoding.id',
    name: 'Admin KelasKoding',
    loginPath: '/admin',
    dashboard: '/admin/dashboard',
  },
  mentor: { email: 'mentor@kelaskoding.id', name: 'Rina Mentor', loginPath: '/mentor', dashboard: '/mentor/dashboard' },
  student: { email: 'student@kelaskoding.id', name: 'Andi Pratama', loginPath: '/signin', dashboard: '/dashboard' },
} as const;

/** Fills and submits a login form (Indonesian UI) at `loginPath`. */
export async function signIn(page: Page, loginPath: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(loginPath);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** The greeting in the top bar ("Halo, <name>"). */
export function greeting(page: Page) {
  return page.getByTestId('greeting');
}

/** A unique address per run and call, so parallel workers never collide. */
export function uniqueEmail(prefix = 'shell'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Waits until the URL's path is exactly `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Waits until the app has rendered over the built landing page (scripts/prerender-landing.ts): until then the page
 * is static markup whose buttons do nothing and whose links have no hover prefetch. React marks the elements it made.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shell = document.querySelector('#root > *');
    return shell !== null && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'));
  });
}
