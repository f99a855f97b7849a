/**
 * Judging PHP pages (issue 15 §3): an HTML or CSS answer whose `file` names a `.php` page of the workspace is
 * judged on the HTML that page renders for a plain GET. The rendering itself is not done here: the server and
 * tests render with `runPhp` (index.ts, `checkAnswersAsync`), the browser with the page's own PHP worker, and both
 * then call `judgeRendered`, which is pure and synchronous like `checkAnswers`. Answers that involve no PHP get
 * exactly the result `checkAnswers` gives them.
 *
 * In a Laravel workspace (one with routes/web.php) a `.php` file is not a page: a rule on it is judged on the HTML
 * of a route (`pageRequest`): the first GET route that renders the Blade view the rule names, else `/`. A failing
 * rule on a page view that no route shows carries `params.unrouted` (the view's name): the route is what is missing.
 */
import { isFatal, type PhpError, type PhpRequest } from '../php/api';
import { isLaravelWorkspace, laravelRouteFor, unroutedView } from '../php/laravel-routes';
import type { Answer, CheckFile, CheckReport, RuleResult } from './api';

/** context.ts's path rule, repeated here so the app's main thread can use this module without the parsers. */
function normalizePath(path: string): string {
  let p = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  if (p.startsWith('/')) p = p.slice(1);
  return p;
}

const PHP_PAGE = /\.php$/i;

/** The `.php` page an answer is judged on, or null when it involves no PHP. */
function phpPageOf(answer: unknown, present: Set<string>): string | null {
  if (answer === null || typeof answer !== 'object') return null;
  const { kind, file } = answer as { kind?: unknown; file?: unknown };
  if ((kind !== 'html' && kind !== 'css') || typeof file !== 'string') return null;
  const path = normalizePath(file.trim());
  return PHP_PAGE.test(path) && present.has(path) ? path : null;
}

function presentPaths(files: CheckFile[]): Set<string> {
  const present = new Set<string>();
  for (const file of Array.isArray(files) ? files : []) {
    if (file && typeof file.path === 'string') present.add(normalizePath(file.path));
  }
  return present;
}

/** The `.php` pages that must be rendered (GET, no parameters) to judge these answers; empty when none. */
export function phpPagesToRender(files: CheckFile[], answers: Answer[]): string[] {
  if (!Array.isArray(answers)) return [];
  const present = presentPaths(files);
  const pages = new Set<string>();
  for (const answer of answers) {
    const page = phpPageOf(answer, present);
    if (page) pages.add(page);
  }
  return [...pages];
}

/**
 * The request that renders `page` (a path from `phpPagesToRender`) for judging: a plain GET of the page, or in a
 * Laravel workspace a GET of the route that renders it (workers/php/laravel-routes.ts). The browser, `checkAnswersAsync`
 * and the server's re-check all render through this, so they judge the same HTML.
 */
export function pageRequest(files: CheckFile[], page: string): PhpRequest {
  const list = Array.isArray(files) ? files.filter((file) => file && typeof file.path === 'string') : [];
  if (!isLaravelWorkspace(list)) return { path: page };
  return { path: laravelRouteFor(list, page) };
}

/** A path for a page's rendered HTML beside it (so its relative links resolve alike) that no file uses. */
function renderedPath(page: string, present: Set<string>): string {
  let path = `${page}.html`;
  while (present.has(path)) path = `${path.slice(0, -5)}_.html`;
  return path;
}

/**
 * A page's rendering: its body, or the body with the errors PHP reported (`PhpResponse`'s fields). A page that
 * stopped with a fatal error is still judged on what it printed, and a rule it fails names that error.
 */
export type RenderedPage = string | { body: string; errors?: PhpError[] };

/**
 * Judges answers with the rendered HTML of the `.php` pages they name (`rendered`: page path → its rendering), using
 * `check` (the synchronous `checkAnswers`). Results of PHP answers name the `.php` page and carry no line (a
 * line of the output is not a line of the source); every other result is `check(files, answers)`'s.
 */
export function judgeRendered(
  files: CheckFile[],
  answers: Answer[],
  rendered: Record<string, RenderedPage>,
  check: (files: CheckFile[], answers: Answer[]) => CheckReport,
): CheckReport {
  const base = check(files, answers);
  if (!Array.isArray(answers)) return base;
  const present = presentPaths(files);
  const aliases = new Map<string, string>(); // page → rendered path
  const extra: CheckFile[] = [];
  const stoppedBy = new Map<string, PhpError>(); // page → the fatal error that ended it
  for (const [page, rendering] of Object.entries(rendered)) {
    const alias = renderedPath(page, present);
    aliases.set(page, alias);
    const body = typeof rendering === 'string' ? rendering : String(rendering?.body ?? '');
    extra.push({ path: alias, value: body });
    const fatal = typeof rendering === 'string' ? undefined : rendering?.errors?.find(isFatal);
    if (fatal) stoppedBy.set(page, fatal);
  }
  const phpIndexes: number[] = [];
  const phpAnswers: Answer[] = [];
  answers.forEach((answer, index) => {
    const page = phpPageOf(answer, present);
    const alias = page ? aliases.get(page) : undefined;
    if (!page || !alias) return;
    phpIndexes.push(index);
    phpAnswers.push({ ...answer, file: alias } as Answer);
  });
  if (phpAnswers.length === 0) return base;
  const back = new Map([...aliases].map(([page, alias]) => [alias, page]));
  const judged = check([...(Array.isArray(files) ? files : []), ...extra], phpAnswers);
  const results: RuleResult[] = [...base.results];
  const unrouted = unroutedViews(files, phpAnswers, back);
  judged.results.forEach((judgedResult, at) => {
    const index = phpIndexes[at] as number;
    const out = onSource(judgedResult, index, back);
    const view = unrouted[at];
    // A view no route shows was judged on `/`, another page: what fails is the missing route, and the hint must
    // say so (params.unrouted) rather than ask for markup the view may already hold.
    if (view && !out.passed) out.params = { ...out.params, unrouted: view };
    // The page printed an error page instead of its markup: what to fix first is that error (rule-hints.ts).
    const fatal = stoppedBy.get(back.get(String((phpAnswers[at] as { file?: unknown }).file)) ?? '');
    if (fatal && !out.passed) {
      out.params = { ...out.params, pageError: fatal.message };
      if (fatal.file) out.params.errorFile = fatal.file;
      if (fatal.line) out.params.errorLine = fatal.line;
    }
    results[index] = out;
  });
  return { passed: results.every((r) => r.passed), results };
}

/** For each PHP answer (its file an alias of a rendered page), the view's name when no route shows that view. */
function unroutedViews(files: CheckFile[], phpAnswers: Answer[], back: Map<string, string>): (string | null)[] {
  const list = Array.isArray(files) ? files.filter((file) => file && typeof file.path === 'string') : [];
  if (!isLaravelWorkspace(list)) return phpAnswers.map(() => null);
  return phpAnswers.map((answer) => {
    const page = back.get(String((answer as { file?: unknown }).file));
    return page ? unroutedView(list, page) : null;
  });
}

function onSource(result: RuleResult, index: number, back: Map<string, string>): RuleResult {
  const out: RuleResult = { ...result, index };
  if (out.file !== undefined) {
    const page = back.get(out.file);
    if (page) {
      out.file = page;
      delete out.line;
    }
  }
  if (out.params) {
    const params = { ...out.params };
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' && back.has(value)) params[key] = back.get(value) as string;
    }
    out.params = params;
  }
  return out;
}
