/** What the sign-up form asks of whichever bot check the server configured. */

/** The bot check as the server describes it (`GET /api/bot-check/config`). */
export type BotCheckConfig =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha'; siteKey: string; action: string; version?: number }
  | { provider: 'off' };

/** Handle the sign-up screen holds on the bot check. */
export type BotCheckHandle = {
  /**
   * The token to send as `botCheck`: solves the ALTCHA challenge if the visitor has not yet, or runs
   * reCAPTCHA v3. Resolves undefined when the check is off; rejects with `BotCheckError` otherwise.
   */
  token(): Promise<string | undefined>;
  /** Starts over after the server refused the token (used, expired or wrong). */
  reset(): void;
};

/** A bot check that could not produce a token; `message` is ready to show. */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
}
