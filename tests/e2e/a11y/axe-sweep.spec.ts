/**
 * The axe sweep (WCAG 2.2 AA): every route of docs/decisions/0003-product-and-screens.md, signed out and signed in
 * as each role (the practice, project, quiz, slide and review screens included), in Indonesian and in English.
 * A route fails on any serious or critical violation (only the rules that can report one run: helpers.ts,
 * `axeOptions`); every route must also carry its own "<screen> · KelasKoding" title.
 * Each test collects all routes' findings before failing, so one run lists everything to fix.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  adminRoutes,
  type Lang,
  mentorRoutes,
  openInApp,
  PUBLIC_ROUTES,
  type Role,
  seriousViolations,
  settle,
  signInAs,
  studentMaterials,
  studentRoutes,
  sweptRulesAgainstTagRun,
  useLanguage,
} from './helpers';

// Parallel: the parts spread over the workers instead of queueing behind each other in one.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/** Each role's routes are swept in this many tests (every third route each), so none runs for minutes. */
const PARTS = 3;

/** Visits the routes inside one running app (the first by loading it when no page is open yet). */
async function sweep(page: Page, routes: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const route of routes) {
    if (page.url() === 'about:blank') {
      await page.goto(route);
      await settle(page);
    } else {
      await openInApp(page, route);
    }
    const title = await page.title();
    if (!/^.+ · KelasKoding$/.test(title)) findings.push(`${route}: title "${title}"`);
    for (const v of await seriousViolations(page)) findings.push(`${route}: ${v}`);
  }
  return findings;
}

/** Material ids for the admin's material screens come from the demo student's map of course 2. */
async function materialsFromStudent(page: Page): Promise<Awaited<ReturnType<typeof studentMaterials>>> {
  const context = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
  if (!context) throw new Error('no browser');
  const other = await context.newPage();
  await signInAs(other, 'student');
  const materials = await studentMaterials(other.request);
  await context.close();
  return materials;
}

test('the sweep runs exactly the serious and critical rules of its tags', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  const { swept, tagRun } = await sweptRulesAgainstTagRun(page);
  expect(swept).toContain('color-contrast');
  expect(swept).toEqual(tagRun);
});

for (const lang of ['id', 'en'] as const satisfies Lang[]) {
  test(`public routes pass axe (${lang})`, async ({ page, baseURL }) => {
    await useLanguage(page, baseURL as string, lang);
    expect(await sweep(page, PUBLIC_ROUTES)).toEqual([]);
  });

  for (const role of ['student', 'mentor', 'admin'] as const satisfies Role[]) {
    for (let part = 0; part < PARTS; part++) {
      test(`${role} routes pass axe (${lang}, part ${part + 1} of ${PARTS})`, async ({ page, baseURL }) => {
        await useLanguage(page, baseURL as string, lang);
        await signInAs(page, role);
        const routes =
          role === 'student'
            ? await studentRoutes(page.request)
            : role === 'mentor'
              ? await mentorRoutes(page.request)
              : adminRoutes(await materialsFromStudent(page));
        expect(
          await sweep(
            page,
            routes.filter((_, i) => i % PARTS === part),
          ),
        ).toEqual([]);
      });
    }
  }
}
