/**
 * Headers on every answer, API and files alike: no MIME sniffing (a student's upload is never run as a
 * script), and no other site may frame the app (clickjacking).
 *
 * On the API they are set before the route runs, so they travel with the answer Hono builds anyway (setting
 * them afterwards made every answer rebuild its headers). A route that brings its own, stricter policy (the
 * payment simulator's page) replaces the CSP with its own; it forbids framing too.
 */
import type { Context } from 'hono';

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const;

/** Sets them on the answer `c` will build (request-context.ts, before the route runs). */
export function setSecurityHeaders(c: Context): void {
  for (const name in SECURITY_HEADERS) c.header(name, SECURITY_HEADERS[name as keyof typeof SECURITY_HEADERS]);
}
