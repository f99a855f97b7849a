/** Shared steps of the admin specs: sign in as the demo admin, and a unique tag for names made per run. */
import { expect, type Page } from '@playwright/test';
import { signInThroughApi } from '../api-sign-in';
import { DEMO, DEMO_PASSWORD } from '../shell/helpers';

/** A short tag unique per run and call, so parallel workers never collide. */
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in as the demo admin (through the API: the form has its own spec) and opens the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  await signInThroughApi(page, 'admin', DEMO.admin.email, DEMO_PASSWORD);
  await page.goto(DEMO.admin.dashboard);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Creates a record through the admin API as the signed-in admin (201 expected); returns its id. */
export async function adminCreate(page: Page, path: string, data: unknown): Promise<number> {
  const res = await page.request.post(`/api/admin/${path}`, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The ids of a material made through the admin API, with the address of its admin edit screen. */
export type MadeMaterial = {
  courseId: number;
  chapterId: number;
  topicId: number;
  materialId: number;
  editPath: string;
};

/** Calls the admin API as the signed-in admin and returns the answer's `data`; any answer but 2xx fails the test. */
export async function adminApi<T = { id: number }>(
  page: Page,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request[method](`/api/admin/${path}`, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A new course → chapter → topic → material of `relation`, made through the admin API as the signed-in admin, named
 * after `name`. Left as drafts unless `open`: then all are published and the chapter is a trial one, so any student
 * may open the material without a subscription.
 */
export async function createMaterial(
  page: Page,
  relation: string,
  name: string,
  { open = false }: { open?: boolean } = {},
): Promise<MadeMaterial> {
  const post = (path: string, data: unknown) => adminCreate(page, path, data);
  const published = open ? { status: 'published' } : {};
  const courseId = await post('courses', { title: { id: `Kursus ${name}` } });
  const chapterId = await post('chapters', {
    courseId,
    title: { id: `Bab ${name}` },
    ...(open ? { isTrial: true } : {}),
    ...published,
  });
  const topicId = await post('topics', { chapterId, title: { id: `Topik ${name}` }, ...published });
  const materialId = await post('materials', { topicId, title: { id: name }, relation, ...published });
  const editPath = `/admin/course/${courseId}/${chapterId}/${topicId}/${relation}/edit?materialId=${materialId}`;
  return { courseId, chapterId, topicId, materialId, editPath };
}

/** A published material of `relation` in a new trial chapter (`createMaterial` with `open`). */
export function createTrialMaterial(page: Page, relation: string, name: string): Promise<MadeMaterial> {
  return createMaterial(page, relation, name, { open: true });
}

/** The id of the practice or quiz the API made together with material `materialId`. */
export async function materialPart(page: Page, resource: 'practices' | 'quizes', materialId: number): Promise<number> {
  const rows = await adminApi<{ id: number }[]>(page, 'get', `${resource}?materialId=${materialId}`);
  expect(rows, `${resource} of material ${materialId}`).toHaveLength(1);
  return (rows[0] as { id: number }).id;
}
