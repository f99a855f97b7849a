/**
 * Zod issues as one message per field, in one language, from the message tables (common-messages.ts, and the admin
 * table for the admin contracts' keys). The server answers a failed validation with these (`app.onError`), and the
 * client's forms show the same texts before sending (src/lib/form-errors.ts): one rule, one message, one table.
 */
import type { z } from 'zod';
import type { Locale } from '../types';
import { adminMessage, isAdminMessageKey } from './admin-messages';
import { isMessageKey, message } from './common-messages';

/** A message that is a key of a message table is translated; other texts pass unchanged. */
export function translateMessage(locale: Locale, text: string): string {
  if (isMessageKey(text)) return message(locale, text);
  if (isAdminMessageKey(text)) return adminMessage(locale, text);
  return text;
}

/** First message per field path ('birthday', 'answers.0.tag'); form-level issues go under '_'. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = translateMessage(locale, issue.message);
  }
  return fields;
}
