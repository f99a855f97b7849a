/**
 * The learner's words for a checker failure (checker-errors.ts), in the interface's language: the typed
 * errors carry English developer detail, which must never reach an Indonesian screen.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CheckerCrashedError, CheckerTimeoutError } from './checker-errors';

/** A translated sentence for a failed check; the worker was already replaced, so typing again retries. */
export function checkerErrorText(error: unknown): string {
  if (error instanceof CheckerTimeoutError) {
    return i18n._(msg`pemeriksaan terlalu lama dan dihentikan. Ubah kodemu untuk mencoba lagi.`);
  }
  if (error instanceof CheckerCrashedError) {
    return i18n._(msg`pemeriksa berhenti tiba-tiba dan sudah dimulai ulang. Ubah kodemu untuk mencoba lagi.`);
  }
  return i18n._(msg`pemeriksaan gagal. Ubah kodemu untuk mencoba lagi.`);
}
