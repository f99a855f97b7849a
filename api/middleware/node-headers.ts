/**
 * Request and response headers through Node's own objects when the request came through @hono/node-server, so that
 * an answer never builds a web `Headers` object it does not need (the shared cost of every request; docs/decisions/0015-node-headers.md).
 *
 * Why: `c.req.header(name)` asks the web Request's `Headers`, which node-server builds, on first use, from every raw
 * header the browser sent (undici validates each name and value: a browser sends 15–20). And a header set with
 * `c.header()` makes Hono build a `Headers` for the answer, which node-server then copies back into a plain object
 * for `writeHead`. Node has already parsed the request's headers into a plain object, and its `ServerResponse` keeps
 * headers set before `writeHead` and merges the answer's own into them (the answer's win, name by name).
 *
 * Without a Node request (the API tests' `app.request()`), both fall back to Hono's web objects: same names, same
 * values, same precedence (a route's own header replaces a default).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Node's request and response of `c`, when it came through @hono/node-server (none under `app.request()`). */
export function nodeBindings(c: Context): Partial<HttpBindings> | undefined {
  return c.env as Partial<HttpBindings> | undefined;
}

/** A request header by its lower-case name; repeated headers joined with ", " (cookies with "; ", as Node does). */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeBindings(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * A cookie of the request by its name (no prefix handling: the app's cookies have none): the first `name=value` pair,
 * the value trimmed, unquoted and percent-decoded as Hono's cookie helper reads it. Found with `indexOf` rather than by
 * splitting the whole header (Hono's parse): every signed-in request reads the session cookie, and the parse was a
 * visible part of a session read's CPU.
 */
export function requestCookie(c: Context, name: string): string | undefined {
  const header = requestHeader(c, 'cookie');
  if (!header) return undefined;
  for (let at = header.indexOf(name); at !== -1; at = header.indexOf(name, at + 1)) {
    if (!startsPair(header, at) || header.charCodeAt(at + name.length) !== EQUALS) continue;
    const end = header.indexOf(';', at);
    let value = header.slice(at + name.length + 1, end === -1 ? undefined : end).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value.includes('%') ? decodeCookieValue(value) : value;
  }
  return undefined;
}

const EQUALS = 61;
const SEMICOLON = 59;

/** Whether a cookie pair starts at `at`: the header's start, or after `;` and any spaces or tabs. */
function startsPair(header: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (header.charCodeAt(i) === 32 || header.charCodeAt(i) === 9)) i--;
  return i < 0 || header.charCodeAt(i) === SEMICOLON;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Headers every answer of `c` starts with (security and cache defaults). A route's own header of the same name
 * replaces it: Node's `writeHead` sets the answer's headers over these, and Hono's `c.header` replaces them alike.
 */
export function setDefaultHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const outgoing = nodeBindings(c)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    return;
  }
  for (const name in headers) c.header(name, headers[name]);
}
