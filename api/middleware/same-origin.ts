/**
 * CSRF guard for state-changing requests (POST, PUT, PATCH, DELETE): a body must be
 * `application/json` or `multipart/form-data` (the content types a cross-site HTML form cannot send
 * as JSON, and which force a CORS preflight we never grant), and the `Origin` header must name this
 * site: `APP_ORIGIN` when configured, else the host the request was sent to. No CORS headers are sent.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { message } from '../contracts/common-messages';
import type { AppEnv } from '../types';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const allowedTypes = ['application/json', 'multipart/form-data'];

function hasBody(c: Context<AppEnv>): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('transfer-encoding') !== undefined || c.req.header('content-type') !== undefined;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** True when `origin` is the configured public origin or has the same host as the request. */
export function originMatches(origin: string, requestUrl: string, appOrigin: string): boolean {
  if (appOrigin) return origin.replace(/\/$/, '').toLowerCase() === appOrigin.replace(/\/$/, '').toLowerCase();
  const originHost = hostOf(origin);
  // The scheme is not compared: behind a TLS-terminating proxy the app sees http while the browser says https.
  return originHost !== null && originHost === hostOf(requestUrl);
}

/**
 * Whether `origin` is exactly `http://` or `https://` followed by the request's `Host` header, as a browser sends it
 * for a page of this site: then both name the same host without parsing either (two URL parses were a visible part
 * of every write's CPU, docs/decisions/0017-speed-targets.md). Anything else (letter case, a default port written out, no Host) is left to
 * `originMatches`.
 */
function sameHostAsSent(origin: string, host: string | undefined): boolean {
  if (!host || !origin.endsWith(host)) return false;
  const scheme = origin.length - host.length;
  return (scheme === 7 && origin.startsWith('http://')) || (scheme === 8 && origin.startsWith('https://'));
}

/** The Origin check of a write: the configured public origin, else the host the request was sent to. */
function originAllowed(c: Context<AppEnv>, origin: string): boolean {
  const appOrigin = c.var.env.APP_ORIGIN;
  if (!appOrigin && sameHostAsSent(origin, c.req.header('host'))) return true;
  return originMatches(origin, c.req.url, appOrigin);
}

/**
 * Refuses cross-site and non-JSON state-changing requests with a JSON 403 or 415. `exempt` lists exact
 * paths of server-to-server calls (a payment gateway's notification), which carry no Origin and
 * authenticate themselves: only the Origin check is skipped for them, the content type still counts.
 */
export function sameOrigin(options: { exempt?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const exempt = new Set(options.exempt ?? []);
  return async function sameOriginGuard(c, next) {
    if (!unsafeMethods.has(c.req.method)) return next();
    const locale = c.var.locale ?? 'id';
    const origin = c.req.header('origin');
    const checkOrigin = !exempt.has(c.req.path.replace(/\/+$/, ''));
    if (checkOrigin && (origin === undefined || !originAllowed(c, origin))) {
      return c.json({ error: { code: 'forbidden', message: message(locale, 'originMismatch') } }, 403);
    }
    if (hasBody(c)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!allowedTypes.includes(type)) {
        return c.json(
          { error: { code: 'unsupported_media_type', message: message(locale, 'unsupportedMediaType') } },
          415,
        );
      }
    }
    return next();
  };
}
