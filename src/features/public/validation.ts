/** Client-side field rules with the messages of docs/decisions/0006-validation.md; the server checks the same rules. */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PASSWORD_MIN = 8;
export const PHONE_MIN = 11;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns the first failing rule's message, or `null`. */
export function required(value: string): string | null {
  return value.trim() === '' ? i18n._(msg`This field is required.`) : null;
}

export function email(value: string): string | null {
  return required(value) ?? (EMAIL.test(value.trim()) ? null : i18n._(msg`This is not email format.`));
}

export function password(value: string): string | null {
  return required(value) ?? (value.length < PASSWORD_MIN ? i18n._(msg`Password minimum 8 characters long`) : null);
}

export function phone(value: string): string | null {
  return (
    required(value) ??
    (value.replace(/\D/g, '').length < PHONE_MIN ? i18n._(msg`Phone number minimum 11 numbers long`) : null)
  );
}

/** Keeps digits only (the phone input accepts digits only). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Runs the rules per field and returns the messages of the failing ones. */
export function validate<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, (value: string) => string | null>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key]?.(values[key] ?? '');
    if (message) errors[key] = message;
  }
  return errors;
}
