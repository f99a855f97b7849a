/**
 * Client-side form checks with the server's own contracts: a form's values are parsed by the zod schema the route
 * validates its body with (api/contracts), and each failing field gets the message the server would answer, from the
 * same message table in the active language (api/contracts/field-messages.ts). A rule changes in one place.
 */
import type { z } from 'zod';
import { fieldMessages } from '../../api/contracts/field-messages';
import { currentLocale } from '../i18n';

/** The message of each failing field of `values` under `schema` (first issue per field), or `{}` when they pass. */
export function formErrors<K extends string = string>(schema: z.ZodType, values: unknown): FormErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {} as FormErrors<K>;
  return fieldMessages(result.error.issues, currentLocale()) as FormErrors<K>;
}

/** Messages by field: any field name (a record), or the named fields of a form (each optional). */
export type FormErrors<K extends string> = string extends K ? Record<string, string> : Partial<Record<K, string>>;

/** A number field's text as the API reads it: empty is an absent field (so 'This field is required.'). */
export function numberField(text: string): number | string | undefined {
  return text.trim() === '' ? undefined : text;
}
