/** Shared steps of the admin specs: sign in as the demo admin, and a unique tag for names made per run. */
import { expect, type Page } from '@playwright/test';
import { DEMO, signIn } from '../shell/helpers';

/** A short tag unique per run and call, so parallel workers never collide. */
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the admin login form and waits for the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO.admin.loginPath, DEMO.admin.email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
