/**
 * Signing in for specs whose subject is not signing in: the role's login API sets the session cookie, and the
 * `auth.strategy` cookie remembers the role as the app's own sign-in does (src/state/auth.ts), so the next page
 * the spec opens is signed in. It skips loading the login screen and submitting its form, a page load per test
 * that added up across the suite; tests/e2e/shell/sign-in.spec.ts and guards.spec.ts keep signing in through
 * the forms.
 */
import { expect, type Page, test } from '@playwright/test';

export type SignInRole = 'student' | 'mentor' | 'admin';

export async function signInThroughApi(page: Page, role: SignInRole, email: string, password: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the Playwright config has no baseURL');
  const res = await page.request.post(`/api/${role}/login`, {
    data: { email, password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  await rememberRole(page, role, baseURL);
}

/** Writes the `auth.strategy` cookie the app's own sign-in and sign-up write, so the app asks for this role. */
export async function rememberRole(page: Page, role: SignInRole, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'auth.strategy', value: role, url: baseURL }]);
}
