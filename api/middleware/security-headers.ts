/**
 * Headers on every answer, API and files alike: no MIME sniffing (a student's upload is never run as a
 * script), and no other site may frame the app (clickjacking).
 *
 * On the API they are set before the route runs (request-context.ts), so the answer is built with them once rather
 * than rebuilt to add them afterwards. A route that brings its own, stricter policy (the payment simulator's page)
 * replaces the CSP with its own; it forbids framing too.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const;

/**
 * What every API answer starts with (request-context.ts sets them before the route runs): the security headers, and
 * no caching, since an API answer is personal or live. A route whose answer may be kept says so with its own
 * Cache-Control, which replaces this one.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Cache-Control': 'no-store',
};
