/**
 * Google reCAPTCHA v3 in the browser, loaded only when the server chose `BOT_CHECK=recaptcha`:
 * injects `api.js?render=<site key>` once, then `grecaptcha.execute(siteKey, { action })` gives a
 * token for each sign-up. Failures carry the specified texts (docs/decisions/0008-errors-and-limits.md), shown as they are in both languages.
 */
import { BotCheckError } from './types';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The specified bot-check error texts (docs/decisions/0008-errors-and-limits.md). */
export const RECAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadScript: 'ReCaptcha error: Failed to load script',
  execute: 'ReCaptcha error: Failed to execute',
} as const;

/** The only version this client runs (docs/decisions/0008-errors-and-limits.md: bot-check version 3). */
export const RECAPTCHA_VERSION = 3;
const SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';
const EXECUTE_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page; rejects with the spec's "Failed to load script". */
export function loadRecaptcha(siteKey: string, version: number | undefined): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new BotCheckError(RECAPTCHA_ERRORS.noKey));
  if (version !== RECAPTCHA_VERSION) return Promise.reject(new BotCheckError(RECAPTCHA_ERRORS.noVersion));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new BotCheckError(RECAPTCHA_ERRORS.loadScript));
    };
    script.onerror = () => reject(new BotCheckError(RECAPTCHA_ERRORS.loadScript));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later sign-up attempt may try again (the network may be back).
    loading = null;
    document.querySelector(`script[src^="${SCRIPT_ORIGIN}"]`)?.remove();
    throw error;
  });
  return loading;
}

/** A fresh v3 token for `action`; rejects with the spec's "Failed to execute". */
export async function executeRecaptcha(siteKey: string, version: number | undefined, action: string): Promise<string> {
  const api = await loadRecaptcha(siteKey, version);
  try {
    const token = await Promise.race([
      api.execute(siteKey, { action }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), EXECUTE_TIMEOUT_MS)),
    ]);
    if (typeof token !== 'string' || token === '') throw new Error('empty token');
    return token;
  } catch {
    throw new BotCheckError(RECAPTCHA_ERRORS.execute);
  }
}
