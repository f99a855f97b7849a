/**
 * The translated text of a preview builder error (docs/decisions/0010-preview-and-workspace.md) and of a preview frame that was
 * replaced, shared by every screen that shows a preview, so all of them say the same thing.
 * 'File Target Not Found!!' and 'File not found!!' stay as the spec writes them.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PreviewError } from '../../sandbox/preview/types';
import type { PhpError, PhpErrorLevel } from '../../workers/php/api';
import type { BuiltState } from './use-preview-page';

/** Returns a function (stable while the language stays) turning a `PreviewError` into the text shown in place of the page. */
export function usePreviewErrorText(): (error: PreviewError) => string {
  const { t } = useLingui();
  return useCallback(
    (error: PreviewError) => {
      switch (error) {
        case 'File Target Not Found!!':
          return t`File Target Not Found!!`;
        case 'File not found!!':
          return t`File not found!!`;
        case 'page-too-large':
          return t`Halaman ini terlalu besar atau bersarang terlalu dalam untuk dipratinjau dengan aman (batas 2 juta karakter). Perkecil halamannya atau kurangi elemen dan kode yang bersarang.`;
      }
    },
    [t],
  );
}

/**
 * The text shown when a preview frame stopped answering and was replaced. From outside the frame a
 * renderer that crashed (a memory bomb runs it out of memory) and one that hangs look the same: the
 * heartbeat stops. So one message names both.
 */
export function useFrameStoppedText(): string {
  const { t } = useLingui();
  return t`Pratinjau berhenti merespons (macet atau kehabisan memori) dan dihentikan. Ubah kodenya atau jalankan ulang untuk mencoba lagi.`;
}

/**
 * The text shown in place of a Laravel app's preview when this build has no Laravel framework bundle
 * (scripts/laravel-bundle.mjs could not get it). Its rules are then judged without running it (`checkAnswers`).
 */
export function useLaravelMissingText(): string {
  const { t } = useLingui();
  return t`Pratinjau Laravel tidak tersedia di versi aplikasi ini (kerangka Laravel tidak disertakan), jadi halaman latihan ini tidak dapat dijalankan di sini.`;
}

/**
 * Returns a function giving the words shown in place of a page the preview could not build, or null when it
 * built: the Laravel notice for a build without the framework, `failedText` after the retries, else the page's
 * own error. Shared by the practice screen's preview and the mentor's review.
 */
export function useBuildErrorText(): (built: BuiltState, failedText: string) => string | null {
  const previewErrorText = usePreviewErrorText();
  const laravelMissingText = useLaravelMissingText();
  return (built, failedText) => {
    if (built.laravelMissing) return laravelMissingText;
    if (built.failed) return failedText;
    return built.error !== null ? previewErrorText(built.error) : null;
  };
}

/** PHP's own names for its error levels, as PHP prints them (not translated). */
const PHP_LEVEL_LABELS: Record<PhpErrorLevel, string> = {
  fatal: 'Fatal error',
  parse: 'Parse error',
  warning: 'Warning',
  notice: 'Notice',
  deprecated: 'Deprecated',
  timeout: 'Fatal error',
};

/** Returns a function giving a PHP error's console text: `PHP Warning: Undefined variable $x (index.php:3)`. */
export function usePhpErrorText(): (error: PhpError) => string {
  const { t } = useLingui();
  return useCallback(
    (error: PhpError) => {
      if (error.level === 'timeout') {
        // The limit is in the runtime's message: 1 s for a page, more for a Laravel request (laravel.ts).
        const seconds = /of ([\d.]+) seconds?/.exec(error.message)?.[1] ?? '1';
        return t`PHP dihentikan: skrip berjalan lebih dari ${seconds} detik (perulangan tanpa akhir?).`;
      }
      const where = error.file ? ` (${error.file}${error.line ? `:${error.line}` : ''})` : '';
      return `PHP ${PHP_LEVEL_LABELS[error.level]}: ${error.message}${where}`;
    },
    [t],
  );
}
