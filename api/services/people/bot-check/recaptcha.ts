/**
 * `BOT_CHECK=recaptcha`: Google reCAPTCHA v3 (score based) for sites that can reach Google. The
 * sign-up screen runs `grecaptcha.execute(siteKey, { action })` and sends the token; here it goes
 * to the siteverify API (`RECAPTCHA_VERIFY_URL`, a form POST of `secret`, `response`, `remoteip`),
 * and a sign-up passes only when the answer says `success`, the action is ours, the score reaches
 * `RECAPTCHA_MIN_SCORE` and the hostname is one this site is served from.
 */
import { z } from 'zod';
import type { Env } from '../../../env';
import { botCheckFailure } from './failure';
import type { BotCheck, BotCheckContext } from './types';

/** How long siteverify may take before the sign-up is refused as "service unavailable". */
const VERIFY_TIMEOUT_MS = 5000;
/** A token is about 2 KB; much larger is not one. */
const MAX_TOKEN_CHARS = 8192;

/** Google's documented siteverify answer (v3 adds score and action). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
export type SiteverifyAnswer = z.infer<typeof siteverifyAnswer>;

type RecaptchaEnv = Pick<
  Env,
  | 'RECAPTCHA_SITE_KEY'
  | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_MIN_SCORE'
  | 'RECAPTCHA_ACTION'
  | 'RECAPTCHA_VERIFY_URL'
  | 'RECAPTCHA_HOSTNAMES'
  | 'APP_ORIGIN'
>;

/** Hostnames a token may come from: the configured list, else APP_ORIGIN's host, else the request's. */
function allowedHostnames(env: RecaptchaEnv, context: BotCheckContext): string[] {
  const listed = env.RECAPTCHA_HOSTNAMES.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  if (env.APP_ORIGIN) return [new URL(env.APP_ORIGIN).hostname.toLowerCase()];
  return [context.hostname.toLowerCase()];
}

async function askSiteverify(env: RecaptchaEnv, token: string, remoteIp?: string): Promise<SiteverifyAnswer | null> {
  const form = new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = siteverifyAnswer.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The reCAPTCHA v3 provider. */
export function createRecaptchaBotCheck(env: RecaptchaEnv): BotCheck {
  return {
    config: { provider: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY, action: env.RECAPTCHA_ACTION, version: 3 },

    createChallenge: async () => null,

    async verify(token, context) {
      const { locale } = context;
      if (!token) throw botCheckFailure(locale, 'botCheckRequired');
      if (token.length > MAX_TOKEN_CHARS) throw botCheckFailure(locale, 'botCheckInvalid');
      const answer = await askSiteverify(env, token, context.remoteIp);
      if (!answer) throw botCheckFailure(locale, 'botCheckUnavailable');
      if (!answer.success) {
        const codes = answer['error-codes'] ?? [];
        if (codes.some((c) => c.includes('input-secret'))) {
          // Our own configuration is wrong: no visitor can fix that, so say it where operators look.
          console.error(`[bot-check] reCAPTCHA siteverify refused the secret key: ${codes.join(', ')}`);
          throw botCheckFailure(locale, 'botCheckUnavailable');
        }
        throw botCheckFailure(locale, codes.includes('timeout-or-duplicate') ? 'botCheckExpired' : 'botCheckInvalid');
      }
      if (answer.action !== env.RECAPTCHA_ACTION) throw botCheckFailure(locale, 'botCheckInvalid');
      if (!allowedHostnames(env, context).includes((answer.hostname ?? '').toLowerCase()))
        throw botCheckFailure(locale, 'botCheckInvalid');
      if (typeof answer.score !== 'number' || answer.score < env.RECAPTCHA_MIN_SCORE)
        throw botCheckFailure(locale, 'botCheckRejected');
    },
  };
}
