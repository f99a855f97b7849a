/**
 * Steps shared by the practice specs: a fresh student (signed in by registering), and finishing the trial
 * materials before a target through the real progress API, with the quiz answered from the seed's keys
 * and practices finished with their reference solutions.
 */
import { expect, type Page } from '@playwright/test';
import type { MaterialDef } from '../../../api/db/seed/content-types';
import { introChapter } from '../../../api/db/seed/content-web-intro';
import { blankTexts, keyOptionIds, puzzleOrder } from '../../../api/services/learning/progress-quiz-score';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import { rememberRole } from '../api-sign-in';
import { botCheckToken } from '../bot-check-token';

export type MapMaterial = {
  id: number;
  relation: string;
  chapter_id: number;
  topic_id: number;
  progress_material_id: number | null;
  is_finish: boolean;
  is_unlock: boolean;
};

/** Registers a student through the API, signed in as they are after signing up, on the dashboard; returns the user id. */
export async function registerAndSignIn(page: Page, baseURL: string, prefix: string): Promise<number> {
  const email = `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/api/student/register', {
    data: {
      fullName: `Siswa ${prefix}`,
      email,
      password: 'rahasia123',
      phoneNumber: '081234567890',
      botCheck: await botCheckToken(page.request),
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const userId = ((await res.json()) as { data: { id: number } }).data.id;
  // Registering signed them in (its session cookie); the strategy cookie tells the app the role, as its own
  // sign-up does. The sign-in and sign-up forms have their own specs.
  await rememberRole(page, 'student', baseURL);
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  return userId;
}

/** The trial chapter's materials in order, with the student's state. */
export async function trialMaterials(page: Page, userId: number): Promise<MapMaterial[]> {
  const res = await page.request.get(`/api/student/courses/2/chapters?studentId=${userId}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { is_trial: boolean; topics: { materials: MapMaterial[] }[] }[] };
  return body.data.filter((c) => c.is_trial).flatMap((c) => c.topics.flatMap((t) => t.materials));
}

const defs: MaterialDef[] = introChapter.topics.flatMap((t) => t.materials);

function quizReplies(def: MaterialDef, questionIds: number[]) {
  if (def.relation !== 'quiz') return [];
  return def.questions.map((q, i) => {
    const questionId = questionIds[i] ?? 0;
    switch (q.type) {
      case 'multiplechoice':
        return { questionId, value: keyOptionIds(q.answer).slice(0, 1) };
      case 'multiple':
        return { questionId, value: keyOptionIds(q.answer) };
      case 'puzzle':
        return { questionId, value: puzzleOrder(q.answer) };
      case 'fillblank':
        return { questionId, value: blankTexts(q.answer) };
      default:
        return { questionId, value: blankTexts(q.answer).slice(0, 1) };
    }
  });
}

/**
 * Finishes every trial material before the first of `relation` through the API and returns that one.
 * The seed's trial chapter definitions line up with the served materials by position.
 */
export async function reachTrial(page: Page, baseURL: string, userId: number, relation: string): Promise<MapMaterial> {
  const origin = new URL(baseURL).origin;
  const list = await trialMaterials(page, userId);
  const progress = await page.request.get(`/api/student/show-progress/${userId}/2`);
  const progressId = ((await progress.json()) as { data: { id: number }[] }).data[0]!.id;
  const targetIndex = list.findIndex((m) => m.relation === relation);
  expect(targetIndex).toBeGreaterThan(-1);
  for (let i = 0; i < targetIndex; i += 1) {
    const m = list[i]!;
    const def = defs[i]!;
    expect(def.relation).toBe(m.relation);
    const ref = { chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id };
    const opened = await page.request.post(`/api/student/progresses/${progressId}/progress-topic`, {
      data: ref,
      headers: { origin },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const body: Record<string, unknown> = { ...ref };
    if (m.relation === 'quiz') {
      const screen = await page.request.get(`/api/student/materials/${m.id}`);
      const content = ((await screen.json()) as { data: { content: { questions: { id: number }[] } } }).data.content;
      body.answers = quizReplies(
        def,
        content.questions.map((q) => q.id),
      );
    }
    if (def.relation === 'practice') body.files = toCheckFiles(def.solution);
    const res = await page.request.put(`/api/student/progresses/${progressId}`, { data: body, headers: { origin } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return list[targetIndex]!;
}

/** Puts the cursor at the end of the editor line holding `text`. */
export async function cursorAfter(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content .cm-line', { hasText: text }).first().click();
  await page.keyboard.press('End');
}
