/**
 * The sign-up bot check's public calls (no session needed: a guest signs up):
 *   GET /api/bot-check/config    → { data: { provider: 'altcha', challengeUrl } | { provider: 'recaptcha', siteKey, action, version: 3 } | { provider: 'off' } }
 *   GET /api/bot-check/challenge → a fresh signed ALTCHA challenge `{ parameters, signature }` (404 with another provider)
 * The token is checked by `POST /api/student/register` (routes/auth.ts).
 */
import { Hono } from 'hono';
import { dataOf } from '../contracts/answers';
import { message } from '../contracts/common-messages';
import { altchaChallenge, botCheckConfig } from '../contracts/platform';
import { AppError } from '../errors';
import { answers } from '../middleware/validate';
import type { AppEnv } from '../types';

export const botCheckRoutes = new Hono<AppEnv>()
  .get('/config', answers(dataOf(botCheckConfig)), (c) => {
    return c.json({ data: c.var.botCheck.config });
  })
  .get('/challenge', answers(altchaChallenge), async (c) => {
    const challenge = await c.var.botCheck.createChallenge();
    if (!challenge) throw new AppError('not_found', message(c.var.locale, 'notFound'));
    // Every challenge is single-use: the API's default no-store (security-headers.ts) keeps a cache from handing the
    // same one to two visitors.
    // The widget reads the challenge itself, not wrapped in `data`.
    return c.json(challenge);
  });
