/**
 * Shared steps of the accessibility specs: every route of docs/decisions/0003-product-and-screens.md per role with real ids from the seed,
 * signing in per role, choosing the language by its cookie, and an axe run that keeps only the serious
 * and critical violations (the issue's bar), described so a failure says where and what.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Frame, type Page } from '@playwright/test';
import type { PartialResult, PartialResults, Result, RunOptions } from 'axe-core';
import { signInThroughApi } from '../api-sign-in';

export const PASSWORD = 'kelaskoding123';
export const ACCOUNTS = {
  student: { email: 'student@kelaskoding.id', login: '/signin', home: '/dashboard' },
  mentor: { email: 'mentor@kelaskoding.id', login: '/mentor', home: '/mentor/dashboard' },
  admin: { email: 'admin@kelaskoding.id', login: '/admin', home: '/admin/dashboard' },
} as const;
export type Role = keyof typeof ACCOUNTS;
export type Lang = 'id' | 'en';

/** Chooses the UI language the way the language switch remembers it (the `locale` cookie). */
export async function useLanguage(page: Page, baseURL: string, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: lang, url: baseURL }]);
}

/** Signs in as the role's demo account (through the API: the forms have their own specs) and opens its dashboard. */
export async function signInAs(page: Page, role: Role): Promise<void> {
  const account = ACCOUNTS[role];
  await signInThroughApi(page, role, account.email, PASSWORD);
  await page.goto(account.home);
  await expect(page).toHaveURL((url) => url.pathname === account.home);
}

type MapMaterial = { id: number; relation: string; chapter_id: number; topic_id: number; is_unlock: boolean };

/** One unlocked material of each kind the demo student can open, from the learning map. */
export async function studentMaterials(request: APIRequestContext): Promise<MapMaterial[]> {
  const user = (await (await request.get('/api/student/user')).json()) as { data: { id: number } };
  const res = await request.get(`/api/student/courses/2/chapters?studentId=${user.data.id}`);
  expect(res.status()).toBe(200);
  const chapters = (await res.json()) as { data: { topics: { materials: MapMaterial[] }[] }[] };
  const all = chapters.data.flatMap((c) => c.topics.flatMap((t) => t.materials));
  const picked = new Map<string, MapMaterial>();
  for (const m of all) {
    const kind = m.relation.startsWith('submission') ? 'submission' : m.relation;
    if (m.is_unlock && !picked.has(kind)) picked.set(kind, m);
  }
  return [...picked.values()];
}

/** The learning screen of a material (a `submission*` relation opens the project screen). */
export function learningPath(m: { id: number; relation: string }): string {
  const kind = m.relation.startsWith('submission') ? 'submission' : m.relation;
  return `/learning/${kind}?materialId=${m.id}`;
}

/** Every student route of docs/decisions/0003-product-and-screens.md, with one material of each kind. */
export async function studentRoutes(request: APIRequestContext): Promise<string[]> {
  const materials = await studentMaterials(request);
  // Reading the list issues what the demo student has earned, so the public page of one can be swept too.
  const held = await request.get('/api/student/certificates');
  expect(held.status()).toBe(200);
  const certificates = ((await held.json()) as { data: { certificates: Array<{ id: string }> } }).data.certificates;
  return [
    '/dashboard',
    '/account?view=profile',
    '/account?view=info',
    '/learning',
    '/submissions',
    '/subscription',
    '/review',
    '/certificates',
    ...certificates.slice(0, 1).map((c) => `/certificates/${c.id}`),
    ...materials.map(learningPath),
  ];
}

/** Every mentor route of docs/decisions/0003-product-and-screens.md, with a student and an already reviewed project (opening a `new` one changes it). */
export async function mentorRoutes(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/mentor/submissions', { params: { status: 'reviewed', length: 1 } });
  expect(res.ok()).toBe(true);
  const rows = ((await res.json()) as { data: { progressMaterialId: number; progressId: number }[] }).data;
  const row = rows[0];
  if (!row) throw new Error('the seed has no reviewed project for mentor@kelaskoding.id');
  return [
    '/mentor/dashboard',
    '/mentor/account?view=profile',
    '/mentor/account?view=info',
    '/mentor/material',
    '/mentor/submission/list',
    '/mentor/help',
    `/mentor/student/${row.progressId}`,
    `/mentor/submission?progressMaterialId=${row.progressMaterialId}`,
  ];
}

/** Every admin route of docs/decisions/0003-product-and-screens.md; course, chapter, topic and material ids come from the student's map of course 2. */
export function adminRoutes(materials: MapMaterial[]): string[] {
  const first = materials[0];
  if (!first) throw new Error('no material to open');
  const list = [
    '/admin/dashboard',
    '/admin/student',
    '/admin/mentor',
    '/admin/mentor/students',
    '/admin/course',
    '/admin/package',
    '/admin/payment',
    '/admin/subscription',
    '/admin/certificates',
    '/admin/course/2',
    `/admin/course/2/${first.chapter_id}`,
    `/admin/course/2/${first.chapter_id}/${first.topic_id}`,
  ];
  for (const m of materials) {
    const kind = m.relation.startsWith('submission') ? 'submission' : m.relation;
    const base = `/admin/course/2/${m.chapter_id}/${m.topic_id}/${kind}`;
    list.push(`${base}?materialId=${m.id}`, `${base}/edit?materialId=${m.id}`);
  }
  // Preview as student: the student's screen under the preview bar.
  list.push(`/admin/preview?materialId=${first.id}`);
  return list;
}

/** Routes anyone may open signed out. */
export const PUBLIC_ROUTES = [
  '/',
  '/terms',
  '/intro',
  '/payment',
  '/payment/success',
  '/restricted',
  '/signin',
  '/signup',
  '/mentor',
  '/admin',
  '/testing/test',
  '/testing/quill',
  '/no-such-page',
];

/** Waits until the screen has loaded its data: no request in flight, no loading bar, main content present. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.kk-loading-bar[data-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Starts counting the page's requests in flight (every frame's), which `settleInApp` waits on. */
function trackRequests(page: Page): Set<unknown> {
  const known = inFlight.get(page);
  if (known) return known;
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
  return open;
}

/**
 * Opens `route` inside the running app, as its own links do (history.pushState, which the router follows),
 * then waits until no request has been in flight for 250 ms and nothing shows as loading. The sweep visits
 * some fifty routes per language: loading the app shell and axe once per test instead of once per route
 * took most of its time.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  const open = trackRequests(page);
  await page.evaluate((to) => window.history.pushState(null, '', to), route);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === route);
  // A request that stays open (a download still streaming in) must not stall the sweep: after 15 s the
  // screen is judged as it stands (a download still running does not change what is on screen).
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - quietSince < 250 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
  await expect(page.locator('.kk-loading-bar[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Screens fade in: axe would measure the contrast of text still half transparent. Finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
type AxeWindow = Window & { axe: typeof import('axe-core') & { _audit?: { rules: AxeRuleSpec[] } } };
type AxeRuleSpec = { id: string; tags: string[]; impact?: string | null };

/**
 * The rules that can report a serious or critical violation, the sweep's bar. axe gives every check of a rule
 * the rule's own impact (its `impact`, listed per rule in axe's rule descriptions), so a rule of minor or moderate
 * impact never reports a serious one: running it only cost time (about a quarter of each run). The list is read
 * from the running axe, so a rule a new axe version adds is swept; a rule without a stated impact is kept, and an
 * axe without its rule table falls back to every rule of the tags.
 */
async function axeOptions(frame: Frame): Promise<RunOptions> {
  const ids = await frame.evaluate((tags) => {
    const rules = (window as unknown as AxeWindow).axe._audit?.rules;
    if (!rules) return null;
    return (
      rules
        // As a run by these tags would: experimental and deprecated rules stay off (a rule off by default but of a
        // requested tag, such as target-size of wcag22aa, runs).
        .filter((rule) => !rule.tags.includes('experimental') && !rule.tags.includes('deprecated'))
        .filter((rule) => rule.tags.some((tag) => tags.includes(tag)))
        .filter((rule) => !rule.impact || rule.impact === 'serious' || rule.impact === 'critical')
        .map((rule) => rule.id)
    );
  }, AXE_TAGS);
  const runOnly: RunOptions['runOnly'] =
    ids && ids.length > 0 ? { type: 'rule', values: ids } : { type: 'tag', values: AXE_TAGS };
  return { runOnly, resultTypes: ['violations'] };
}

/**
 * The rules the sweep runs on this page, and the rules of serious or critical impact that a plain run by the
 * sweep's tags evaluates: `axeOptions` holds when the two are equal (a test checks it, so an axe upgrade that
 * changes how rules are chosen shows at once).
 */
export async function sweptRulesAgainstTagRun(page: Page): Promise<{ swept: string[]; tagRun: string[] }> {
  await ensureAxe(page.mainFrame());
  const options = await axeOptions(page.mainFrame());
  const swept = options.runOnly && !Array.isArray(options.runOnly) ? [...(options.runOnly.values as string[])] : [];
  const tagRun = await page.evaluate(async (tags) => {
    const axe = (window as unknown as AxeWindow).axe;
    const run = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    const impact = new Map((axe._audit?.rules ?? []).map((rule) => [rule.id, rule.impact]));
    return [...run.passes, ...run.violations, ...run.incomplete, ...run.inapplicable]
      .map((result) => result.id)
      .filter((id) => impact.get(id) === 'serious' || impact.get(id) === 'critical');
  }, AXE_TAGS);
  return { swept: swept.sort(), tagRun: [...new Set(tagRun)].sort() };
}

/** Puts axe into a frame once per document (a route change inside the app keeps it). */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as unknown as Partial<AxeWindow>).axe === 'object')) return;
  await frame.evaluate(axeSource);
}

/**
 * axe's partial runs, the way @axe-core/playwright does them: this frame's own result, then every child
 * frame's in axe's frame order, so `finishRun` can put the tree back together. Frames axe cannot reach
 * count as null, as there.
 */
async function partialRuns(frame: Frame, context: unknown, options: RunOptions): Promise<(PartialResult | null)[]> {
  await ensureAxe(frame);
  const children = await frame.evaluate(
    (c) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(c as never),
    context,
  );
  const own = await frame.evaluate(({ c, o }) => (window as unknown as AxeWindow).axe.runPartial(c as never, o), {
    c: context,
    o: options,
  });
  const results: (PartialResult | null)[] = [own];
  for (const { frameSelector, frameContext } of children) {
    try {
      const handle = await frame.evaluateHandle(
        (s) => (window as unknown as AxeWindow).axe.utils.shadowSelect(s as never),
        frameSelector,
      );
      const child = await handle.asElement()?.contentFrame();
      results.push(...(child ? await partialRuns(child, frameContext, options) : [null]));
    } catch {
      results.push(null);
    }
  }
  return results;
}

/** Serious and critical axe violations of the page and its frames, one line each (rule, impact, first targets). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await ensureAxe(page.mainFrame());
  const options = await axeOptions(page.mainFrame());
  const partials = await partialRuns(page.mainFrame(), { exclude: [], include: [] }, options);
  const results = await page.evaluate(
    ({ p, o }) => (window as unknown as AxeWindow).axe.finishRun(p as PartialResults, o),
    { p: partials, o: options },
  );
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v: Result) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}
