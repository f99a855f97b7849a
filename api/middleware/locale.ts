/** Picks the language of server messages from the `x-locale` header ('id' default, or 'en'). */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Locale } from '../types';

/** 'en' when the header says so (also 'en-US' and the like); 'id' otherwise. */
export function parseLocale(header: string | undefined): Locale {
  return header?.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}

/** Sets `c.var.locale` from the `x-locale` request header. */
export function locale(): MiddlewareHandler<AppEnv> {
  return async function localeMiddleware(c, next) {
    c.set('locale', parseLocale(c.req.header('x-locale')));
    await next();
  };
}
