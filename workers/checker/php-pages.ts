/**
 * Judging PHP pages (docs/decisions/0018-php-runtime.md): an HTML or CSS answer whose `file` names a `.php` page of the workspace is
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
import type { Answer, CheckFile, CheckReport, PageRender, RuleResult } from './api';

/** context.ts's path rule, repeated here so the app's main thread can use this module without the parsers. */
function normalizePath(path: string): string {
  let p = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  if (p.startsWith('/')) p = p.slice(1);
  return p;
}

const PHP_PAGE = /\.php$/i;

/** Whether `path` names a page PHP runs (the admin's rule editor offers a rule's run for such a page). */
export const isPhpPage = (path: string): boolean => PHP_PAGE.test(path);

/** A PHP variable name without its `$`. */
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** An HTML answer's `render`, kept only in the shape the checker understands; null for a plain GET. */
export function renderOf(answer: object): PageRender | null {
  const raw = (answer as { kind?: unknown; render?: unknown }).render;
  if ((answer as { kind?: unknown }).kind !== 'html' || raw === null || typeof raw !== 'object') return null;
  const { method, body, vars } = raw as Record<string, unknown>;
  const out: PageRender = {};
  const entries = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  if (method === 'POST') {
    out.method = 'POST';
    out.body = Object.fromEntries(entries(body).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  }
  const given = entries(vars).filter(
    ([k, v]) =>
      VAR_NAME.test(k.replace(/^\$/, '')) && (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))),
  );
  if (given.length > 0)
    out.vars = Object.fromEntries(given.map(([k, v]) => [k.replace(/^\$/, ''), v as string | number]));
  return out.method || out.vars ? out : null;
}

/**
 * The `.php` page an answer is judged on, as the key of one rendering (`phpPagesToRender`): the page's path for a
 * plain GET, the path and the answer's `render` for another run of it; null when it involves no PHP.
 */
function phpPageOf(answer: unknown, present: Set<string>): string | null {
  if (answer === null || typeof answer !== 'object') return null;
  const { kind, file } = answer as { kind?: unknown; file?: unknown };
  if ((kind !== 'html' && kind !== 'css') || typeof file !== 'string') return null;
  const path = normalizePath(file.trim());
  if (!PHP_PAGE.test(path) || !present.has(path)) return null;
  const render = renderOf(answer);
  // A path never holds a line break, so the key splits back unambiguously (splitKey).
  return render ? `${path}\n${JSON.stringify(render)}` : path;
}

function splitKey(key: string): { page: string; render: PageRender | null } {
  const at = key.indexOf('\n');
  if (at === -1) return { page: key, render: null };
  return { page: key.slice(0, at), render: JSON.parse(key.slice(at + 1)) as PageRender };
}

/** The PHP literal of a value: a number as written, a string single-quoted. */
const phpLiteral = (value: string | number): string =>
  typeof value === 'number' ? String(value) : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The page's source with each literal assignment to a variable of `vars` (`$umur = 17;`, `$nama = "Sari";`)
 * giving that value instead: the page then runs as if its data were other, and only output written from the
 * variable follows. An assignment of anything but a plain literal is left as it is.
 */
export function withVars(source: string, vars: Record<string, string | number>): string {
  let out = source;
  for (const [name, value] of Object.entries(vars)) {
    if (!VAR_NAME.test(name)) continue;
    const assignment = new RegExp(
      `(\\$${name}(?![A-Za-z0-9_])\\s*=\\s*)(?:-?\\d+(?:\\.\\d+)?|"(?:[^"\\\\$]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')(?=\\s*;)`,
      'g',
    );
    out = out.replace(assignment, (_match, head: string) => `${head}${phpLiteral(value)}`);
  }
  return out;
}

function presentPaths(files: CheckFile[]): Set<string> {
  const present = new Set<string>();
  for (const file of Array.isArray(files) ? files : []) {
    if (file && typeof file.path === 'string') present.add(normalizePath(file.path));
  }
  return present;
}

/**
 * The renderings of `.php` pages needed to judge these answers, as keys for `pageRun`: a page's path for a plain
 * GET, or the path with an answer's `render`; empty when none.
 */
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

/**
 * What to run for one key of `phpPagesToRender`: the files (with the page's `vars` written in) and the request
 * (`pageRequest`'s, posted with the rule's body for `method: 'POST'`). The browser, `checkAnswersAsync` and the
 * server's re-check all run pages through this.
 */
export function pageRun(files: CheckFile[], key: string): { files: CheckFile[]; request: PhpRequest } {
  const { page, render } = splitKey(key);
  const request = pageRequest(files, page);
  if (!render) return { files, request };
  if (render.method === 'POST') Object.assign(request, { method: 'POST', body: render.body ?? {} });
  const vars = render.vars;
  const run = vars
    ? files.map((file) =>
        file && typeof file.path === 'string' && normalizePath(file.path) === page
          ? { ...file, value: withVars(file.value, vars) }
          : file,
      )
    : files;
  return { files: run, request };
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
  const aliases = new Map<string, string>(); // rendering's key → rendered path
  const back = new Map<string, string>(); // rendered path → page
  const extra: CheckFile[] = [];
  const stoppedBy = new Map<string, PhpError>(); // rendering's key → the fatal error that ended it
  const taken = new Set(present);
  for (const [key, rendering] of Object.entries(rendered)) {
    const { page } = splitKey(key);
    const alias = renderedPath(page, taken);
    taken.add(alias);
    aliases.set(key, alias);
    back.set(alias, page);
    const body = typeof rendering === 'string' ? rendering : String(rendering?.body ?? '');
    extra.push({ path: alias, value: body });
    const fatal = typeof rendering === 'string' ? undefined : rendering?.errors?.find(isFatal);
    if (fatal) stoppedBy.set(key, fatal);
  }
  const phpIndexes: number[] = [];
  const phpAnswers: Answer[] = [];
  const phpKeys: string[] = [];
  answers.forEach((answer, index) => {
    const key = phpPageOf(answer, present);
    const alias = key ? aliases.get(key) : undefined;
    if (!key || !alias) return;
    phpIndexes.push(index);
    phpKeys.push(key);
    phpAnswers.push({ ...answer, file: alias } as Answer);
  });
  if (phpAnswers.length === 0) return base;
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
    const key = phpKeys[at] as string;
    const fatal = stoppedBy.get(key);
    if (fatal && !out.passed) {
      out.params = { ...out.params, pageError: fatal.message };
      if (fatal.file) out.params.errorFile = fatal.file;
      if (fatal.line) out.params.errorLine = fatal.line;
    }
    // A rule judged on another run of the page says which, or its hint would contradict the preview.
    const { render } = splitKey(key);
    if (render && !out.passed) out.params = { ...out.params, ...renderParams(render) };
    results[index] = out;
  });
  return { passed: results.every((r) => r.passed), results };
}

/**
 * How a page was run, as the learner reads it (rule-hints.ts: a failed rule's hint, and a rule's description):
 * `renderVars` `$umur = 23`, `renderPost` `nama=Budi`.
 */
export function renderParams(render: PageRender): Record<string, string> {
  const params: Record<string, string> = {};
  if (render.vars) {
    params.renderVars = Object.entries(render.vars)
      .map(([name, value]) => `$${name} = ${phpLiteral(value)}`)
      .join(', ');
  }
  if (render.method === 'POST') {
    params.renderPost = Object.entries(render.body ?? {})
      .map(([name, value]) => `${name}=${value}`)
      .join(', ');
  }
  return params;
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
