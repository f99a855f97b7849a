/** The app's public origin for links we hand out (payment pages, gateway callbacks). */
import type { Context } from 'hono';
import { originMatches } from '../middleware/same-origin';
import type { AppEnv } from '../types';

/** APP_ORIGIN when configured; else the request's Origin when it names this host; else the request URL's origin. */
export function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.var.env.APP_ORIGIN.replace(/\/$/, '');
  if (configured) return configured;
  const origin = c.req.header('origin');
  if (origin && originMatches(origin, c.req.url, '')) return origin.replace(/\/$/, '');
  return new URL(c.req.url).origin;
}
