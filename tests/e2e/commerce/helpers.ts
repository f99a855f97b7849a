/**
 * Steps shared by the commerce specs: bring a new student to the end of the free trial chapter through
 * the real progress and submission API (quizzes answered from the seed's keys, practices and the project
 * sent with their reference solutions), so the next material is the first of a paid chapter.
 */
import { expect, type Page } from '@playwright/test';
import { introChapter } from '../../../api/db/seed/content-web-intro';
import { reachTrial } from '../practice/helpers';

/** The signed-in student's user id. */
export async function currentStudentId(page: Page): Promise<number> {
  const res = await page.request.get('/api/student/user');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Finishes every trial material and submits the trial project, as the student signed in on `page`. */
export async function finishTrialChapter(page: Page, baseURL: string): Promise<void> {
  const userId = await currentStudentId(page);
  const project = await reachTrial(page, baseURL, userId, 'submission');
  const opened = await page.request.post(`/api/student/progresses/${await progressId(page, userId)}/progress-topic`, {
    data: { chapterId: project.chapter_id, topicId: project.topic_id, materialId: project.id },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { progressMaterialId } = (await opened.json()) as { progressMaterialId: number };
  const def = introChapter.topics.flatMap((t) => t.materials).find((m) => m.relation === 'submission');
  if (def?.relation !== 'submission') throw new Error('the seed has no trial project');
  const sent = await page.request.post(`/api/student/submissions/${progressMaterialId}`, {
    data: { workspace: def.solution },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

async function progressId(page: Page, userId: number): Promise<number> {
  const res = await page.request.get(`/api/student/show-progress/${userId}/2`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}
