/** Shared steps of the mentor specs. */
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../api-sign-in';
import { DEMO, DEMO_PASSWORD } from '../shell/helpers';

/** The demo mentor, whose screens the mentor specs drive. */
export const MENTOR = DEMO.mentor.email;

/**
 * Makes learner `userId` the demo mentor's (sign-up gives a learner the least-loaded mentor, which may be another):
 * signs `page` in as the demo admin, assigns through the admin API, and signs out again.
 */
export async function assignToDemoMentor(page: Page, userId: number): Promise<void> {
  await signInThroughApi(page, 'admin', DEMO.admin.email, DEMO_PASSWORD);
  const mentors = await page.request.get('/api/admin/mentors', { params: { search: MENTOR } });
  const mentorId = ((await mentors.json()) as { data: { id: number }[] }).data[0]?.id;
  expect(mentorId, `the mentor ${MENTOR}`).toBeDefined();
  // The page may not have opened the app yet, so the origin comes from the configuration, as signing in takes it.
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const assigned = await page.request.put(`/api/admin/students/${userId}/mentor`, {
    data: { mentorId },
    headers: { origin },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await page.context().clearCookies();
}
