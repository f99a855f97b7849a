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

/** `link` as an absolute URL: a stored path (the simulator's page) is put on the public origin. */
export function absoluteLink(c: Context<AppEnv>, link: string | null): string | null {
  return link?.startsWith('/') ? `${publicOrigin(c)}${link}` : link;
}
