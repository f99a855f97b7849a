/** Picks the language of server messages from the `x-locale` header ('id' default, or 'en'); set per request by request-context.ts. */
import type { Locale } from '../types';

/** 'en' when the header says so (also 'en-US' and the like); 'id' otherwise. */
export function parseLocale(header: string | undefined): Locale {
  return header?.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}
