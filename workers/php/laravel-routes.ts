/**
 * Reading a Laravel workspace's routes without running PHP (docs/decisions/0018-php-runtime.md): the preview's page switcher lists the GET
 * routes of `routes/web.php`, and the checker picks the route whose HTML judges a rule on a Blade view. Pure text
 * work (no parser, no runtime), so the app's main thread, the checker and the server share it.
 *
 * What is read, and what is not:
 * - Calls `Route::get|view|any|match|post|put|patch|delete('<path>', …)` with a literal path, outside PHP
 *   comments; `Route::match([...])` counts as GET when its list names GET. A route's path is written as Laravel
 *   matches it: `'about'` and `'/about/'` are both `/about`.
 * - `Route::prefix('<p>')->…->group(function () { … })` (or `->prefix('<p>')` later in the chain) prefixes the routes inside it (nested groups too).
 * - A route with a required parameter (`/users/{id}`) cannot be opened from a list, so `laravelPages` leaves it
 *   out; an optional one (`/{name?}`) is listed without it.
 * - Routes built in loops, from variables, in other route files or by `Route::resource` are not seen.
 */
import type { PhpFile } from './api';
import { isLaravelWorkspace } from './api';

export type LaravelRoute = {
  /** Upper-case methods: `GET`, `POST`, … (`any` gives GET and POST). */
  methods: string[];
  /** The path as Laravel matches it: `/`, `/about`, `/users/{id}`. */
  path: string;
  /** The view the route renders, when it can be told from its handler (`Route::view`, `view('x')` in it). */
  view: string | null;
  /** The handler as written: a closure's source, `[XController::class, 'show']`, `'XController@show'`. */
  handler: string;
};

export const ROUTES_FILE = 'routes/web.php';

/** Blanks PHP comments (keeping length and newlines) so that a commented-out route is not read. */
export function blankPhpComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === "'" || c === '"') {
      const end = stringEnd(source, i);
      out += source.slice(i, end);
      i = end;
    } else if (c === '#' || (c === '/' && source[i + 1] === '/')) {
      // A line comment ends at the line's end (or at `?>`).
      let end = i;
      while (end < source.length && source[end] !== '\n' && !source.startsWith('?>', end)) end++;
      out += ' '.repeat(end - i);
      i = end;
    } else if (c === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close < 0 ? source.length : close + 2;
      out += source.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The index just past the string literal that starts at `start` (a quote). */
function stringEnd(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, source.length);
}

/** The index of the bracket that closes the one at `open` (`(`, `[` or `{`), strings skipped; -1 when unclosed. */
function closingOf(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"') {
      i = stringEnd(source, i) - 1;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The value of a simple string literal (`'a'`, `"a"`), or null for anything else. */
function literal(text: string): string | null {
  const match = /^\s*(['"])((?:\\.|(?!\1).)*)\1\s*$/s.exec(text);
  return match ? (match[2] as string).replace(/\\(['"\\])/g, '$1') : null;
}

/** Splits a call's argument text at its top-level commas. */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') i = stringEnd(text, i) - 1;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  args.push(text.slice(start));
  return args.filter((arg, i) => i < args.length - 1 || arg.trim() !== '');
}

/** A route path as Laravel matches it: one leading slash, none trailing. */
export function routePath(prefix: string, path: string): string {
  const joined = [prefix, path]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

const VIEW_CALL = /\b(?:view|View::make)\s*\(\s*(['"])([\w./-]+)\1/;

/** The first view a piece of PHP renders with `view('name')` or `View::make('name')`. */
function viewIn(code: string): string | null {
  const match = VIEW_CALL.exec(code);
  return match ? (match[2] as string) : null;
}

const ROUTE_CALL = /(?:\bRoute::(get|post|put|patch|delete|any|view|match|prefix)|->\s*(prefix))\s*\(/gi;

/** The routes declared in a routes file's source, in order (see the header for what is read). */
export function parseLaravelRoutes(source: string): LaravelRoute[] {
  const code = blankPhpComments(typeof source === 'string' ? source : '');
  // Prefix groups: [start, end) of each group's argument text, with its full prefix.
  const groups: { start: number; end: number; prefix: string }[] = [];
  const prefixAt = (at: number) =>
    groups
      .filter((group) => group.start <= at && at < group.end)
      .sort((a, b) => a.start - b.start)
      .map((group) => group.prefix)
      .join('/');
  const routes: LaravelRoute[] = [];
  for (const match of code.matchAll(ROUTE_CALL)) {
    const verb = (match[1] ?? match[2] ?? '').toLowerCase();
    const open = (match.index ?? 0) + match[0].length - 1;
    const close = closingOf(code, open);
    if (close < 0) continue;
    const args = splitArgs(code.slice(open + 1, close));
    if (verb === 'prefix') {
      const prefix = literal(args[0] ?? '');
      const group = /^(?:\s*->\s*\w+\s*\((?:[^()]|\([^()]*\))*\))*?\s*->\s*group\s*\(/.exec(code.slice(close + 1));
      if (prefix === null || !group) continue;
      const groupOpen = close + group[0].length;
      const groupClose = closingOf(code, groupOpen);
      if (groupClose > 0) groups.push({ start: groupOpen, end: groupClose, prefix: prefix.replace(/^\/+|\/+$/g, '') });
      continue;
    }
    let methods: string[];
    let rest: string[];
    if (verb === 'match') {
      methods = [...(args[0] ?? '').matchAll(/(['"])(\w+)\1/g)].map((m) => (m[2] as string).toUpperCase());
      rest = args.slice(1);
    } else {
      methods = verb === 'any' ? ['GET', 'POST'] : [verb === 'view' ? 'GET' : verb.toUpperCase()];
      rest = args;
    }
    const path = literal(rest[0] ?? '');
    if (path === null) continue;
    const handler = (rest[1] ?? '').trim();
    const view = verb === 'view' ? literal(handler) : viewIn(handler);
    routes.push({ methods, path: routePath(prefixAt(match.index ?? 0), path), view, handler });
  }
  return routes;
}

function normalize(path: string): string {
  return path.replace(/\\/g, '/').replace(/^(?:\.?\/)+/, '');
}

function routesOf(files: PhpFile[]): LaravelRoute[] {
  const file = files.find((f) => normalize(f.path) === ROUTES_FILE);
  return file ? parseLaravelRoutes(file.value) : [];
}

/** A path to open from a list: optional parameters dropped, null when a parameter is required. */
function openable(path: string): string | null {
  if (/\{[^}?]+\}/.test(path)) return null;
  return routePath('', path.replace(/\{[^}]*\?\}/g, ''));
}

/**
 * The pages of a Laravel workspace's preview: its GET routes that need no parameter, in the order declared,
 * with `/` first (the entry) whether or not it is declared.
 */
export function laravelPages(files: PhpFile[]): string[] {
  const pages = new Set<string>(['/']);
  for (const route of routesOf(files)) {
    if (!route.methods.includes('GET')) continue;
    const path = openable(route.path);
    if (path) pages.add(path);
  }
  return [...pages];
}

/** `users.show` / `users/show` for `resources/views/users/show.blade.php`; null for a file that is not a view. */
export function viewNameOf(file: string): string | null {
  const match = /^resources\/views\/(.+)\.blade\.php$/i.exec(normalize(file));
  return match ? (match[1] as string).replace(/\//g, '.') : null;
}

/** The controller method a handler names: `[X::class, 'm']`, `'X@m'`, or an invokable `X::class` / `'X'`. */
function controllerOf(handler: string): { name: string; method: string } | null {
  const array = /^\[\s*\\?(?:[\w\\]+\\)?(\w+)::class\s*,\s*(['"])(\w+)\2\s*\]$/s.exec(handler);
  if (array) return { name: array[1] as string, method: array[3] as string };
  const at = literal(handler)?.match(/^(?:[\w\\]+\\)?(\w+)(?:@(\w+))?$/);
  if (at) return { name: at[1] as string, method: at[2] ?? '__invoke' };
  const invokable = /^\\?(?:[\w\\]+\\)?(\w+)::class$/.exec(handler);
  return invokable ? { name: invokable[1] as string, method: '__invoke' } : null;
}

/** The first view a controller's method renders, read from the workspace file named after the class. */
function controllerView(files: PhpFile[], name: string, method: string): string | null {
  const file = files.find((f) => new RegExp(`^app/(?:.+/)?${name}\\.php$`).test(normalize(f.path)));
  if (!file) return null;
  const code = blankPhpComments(file.value);
  const head = new RegExp(`\\bfunction\\s+${method}\\s*\\(`, 'i').exec(code);
  if (!head) return null;
  const open = code.indexOf('{', head.index);
  const close = open < 0 ? -1 : closingOf(code, open);
  return close < 0 ? null : viewIn(code.slice(open, close));
}

/**
 * The first GET route without required parameters that renders the Blade view `file` (`Route::view`,
 * `view('name')` in its closure or in its controller's method); null when none does or `file` is not a view.
 */
export function laravelViewRoute(files: PhpFile[], file: string): string | null {
  const view = viewNameOf(file);
  if (!view) return null;
  for (const route of routesRendering(files, view)) {
    if (!route.methods.includes('GET')) continue;
    const path = openable(route.path);
    if (path) return path;
  }
  return null;
}

/** The routes, of any method and with or without parameters, whose handler renders the view named `view`. */
function routesRendering(files: PhpFile[], view: string): LaravelRoute[] {
  return routesOf(files).filter((route) => {
    const controller = route.view === null ? controllerOf(route.handler) : null;
    const rendered = route.view ?? (controller ? controllerView(files, controller.name, controller.method) : null);
    return rendered !== null && rendered.replace(/\//g, '.') === view;
  });
}

/**
 * The route whose HTML judges a rule on `file` in a Laravel workspace: for a Blade view, the route that renders it
 * (`laravelViewRoute`); for anything else (routes/web.php, a controller, a layout no route names) `/`.
 */
export function laravelRouteFor(files: PhpFile[], file: string): string {
  return laravelViewRoute(files, file) ?? '/';
}

/** Blade directives that pull another view into the one being rendered: `@extends('layouts.app')`, `@include(…)`. */
const VIEW_PULL = /@(?:extends|include(?:If|When|Unless|First)?|each|component)\s*\(([^)]*)\)/g;

/** The view names another view pulls in (Blade comments left out). */
function pulledViews(source: string): string[] {
  const code = source.replace(/\{\{--[\s\S]*?--\}\}/g, '');
  const names: string[] = [];
  for (const match of code.matchAll(VIEW_PULL)) {
    for (const name of (match[1] as string).matchAll(/(['"])([\w./-]+)\1/g)) names.push(name[2] as string);
  }
  return names.map((name) => name.replace(/\//g, '.'));
}

/**
 * The name of the Blade view `file` when it is a page that no route shows yet: no route renders it (a route that
 * does but needs a parameter is there, only not openable by the checker), no other view pulls it in (a layout, a
 * partial) and it is not a component. A rule on it is then judged on `/`, another page, so what the student must
 * add is the route, not markup; null otherwise.
 */
export function unroutedView(files: PhpFile[], file: string): string | null {
  const view = viewNameOf(file);
  if (!view || view.startsWith('components.') || routesRendering(files, view).length > 0) return null;
  for (const other of files) {
    if (typeof other.value === 'string' && viewNameOf(other.path) && pulledViews(other.value).includes(view))
      return null;
  }
  return view;
}

export { isLaravelWorkspace };
