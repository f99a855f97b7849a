/** Shared steps of the student specs: a fresh student per test, so progress and profile changes stay theirs. */
import { expect, type Page } from '@playwright/test';
import { signInThroughApi } from '../api-sign-in';
import { botCheckToken } from '../bot-check-token';

export const PASSWORD = 'rahasia123';
export const DEMO_STUDENT = { email: 'student@kelaskoding.id', password: 'kelaskoding123' };

/** A unique address per call, so parallel workers never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Creates a student through `POST /api/student/register` (with the Origin the app sends), then drops the
 * session it set so the test signs in through the UI like a user.
 */
export async function registerStudent(
  page: Page,
  baseURL: string,
  prefix: string,
): Promise<{ email: string; fullName: string }> {
  const email = uniqueEmail(prefix);
  const fullName = `Siswa ${prefix}`;
  const res = await page.request.post('/api/student/register', {
    data: {
      fullName,
      email,
      password: PASSWORD,
      phoneNumber: '081234567890',
      botCheck: await botCheckToken(page.request),
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.context().clearCookies();
  return { email, fullName };
}

/** Signs in (through the API: the /signin form has its own spec) and opens the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await signInThroughApi(page, 'student', email, password);
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
}

/** The signed-in student's progress percentage, as the server holds it. */
export async function serverPercentage(page: Page): Promise<number> {
  const user = (await (await page.request.get('/api/student/user')).json()) as { data: { id: number } };
  const res = await page.request.get(`/api/student/show-progress/${user.data.id}/2`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { percentage: number }[] }).data[0]!.percentage;
}
