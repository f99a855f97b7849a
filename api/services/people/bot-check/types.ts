/**
 * The one interface every sign-up bot-check provider implements, so the register route and the
 * challenge route never know which provider is configured (`BOT_CHECK`).
 */
import type { Locale } from '../../../types';

/** What the sign-up screen needs to show the configured check (served by `GET /api/bot-check/config`). */
export type BotCheckConfig =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha'; siteKey: string; action: string; version: 3 }
  | { provider: 'off' };

/** Facts about the sign-up request a provider may check the token against. */
export type BotCheckContext = {
  locale: Locale;
  /** Hostname the page was served from (for reCAPTCHA's `hostname`). */
  hostname: string;
  /** The client's address, when known (sent to reCAPTCHA as `remoteip`). */
  remoteIp?: string;
  /** Clock, injectable for tests. */
  now?: number;
};

export interface BotCheck {
  readonly config: BotCheckConfig;
  /** A fresh signed challenge for the widget, or null when the provider issues none (reCAPTCHA, off). */
  createChallenge(now?: number): Promise<unknown | null>;
  /**
   * Accepts the token the sign-up form sent, or throws a 400 `validation` AppError whose field
   * `botCheck` says why (missing, wrong, replayed, expired, low score…) in the request's language.
   * A token that passes is used up: the same one is refused next time.
   */
  verify(token: string | undefined, context: BotCheckContext): Promise<void>;
}
