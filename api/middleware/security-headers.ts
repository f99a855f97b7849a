/**
 * Headers on every answer, API and files alike: no MIME sniffing (a student's upload is never run as a
 * script), and no other site may frame the app (clickjacking).
 *
 * On the API they are set before the route runs, so they travel with the answer Hono builds anyway (setting
 * them afterwards made every answer rebuild its headers). A route that brings its own, stricter policy (the
 * payment simulator's page) replaces the CSP with its own; it forbids framing too.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const;

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    for (const name in SECURITY_HEADERS) c.header(name, SECURITY_HEADERS[name as keyof typeof SECURITY_HEADERS]);
    await next();
  };
}
