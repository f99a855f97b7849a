/**
 * The sign-up bot check chosen by `BOT_CHECK`: `altcha` (default, self-hosted proof of work),
 * `recaptcha` (Google reCAPTCHA v3) or `off`. Routes use only the `BotCheck` interface.
 */
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { createAltchaBotCheck } from './altcha';
import { createOffBotCheck } from './off';
import { createRecaptchaBotCheck } from './recaptcha';
import type { BotCheck } from './types';

export { BOT_CHECK_FIELD } from './failure';
export type { BotCheck, BotCheckConfig, BotCheckContext } from './types';

/** The provider `env.BOT_CHECK` names, bound to this database and configuration. */
export function createBotCheck(db: Db, env: Env): BotCheck {
  switch (env.BOT_CHECK) {
    case 'recaptcha':
      return createRecaptchaBotCheck(env);
    case 'off':
      return createOffBotCheck();
    default:
      return createAltchaBotCheck(db, env);
  }
}
