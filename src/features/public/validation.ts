/**
 * Input shaping of the public forms. Their rules and messages are the server's own contracts
 * (`formErrors` of src/lib/form-errors.ts with api/contracts/auth.ts), not repeated here.
 */

/** Keeps digits only (the phone input accepts digits only). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}
