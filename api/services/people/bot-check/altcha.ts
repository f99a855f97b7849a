/**
 * `BOT_CHECK=altcha` (the default): a self-hosted proof of work with ALTCHA v2 challenges
 * (altcha-lib). Each challenge is signed with our HMAC key and hides a counter picked at random in
 * [max/2, max]: the browser tries counters from 0 until one derives the signed key prefix, so a
 * sign-up costs at most `ALTCHA_MAX_NUMBER` SHA-256 hashes, and verifying it costs one.
 * A solution is accepted once (replays are refused through the database) and only before it expires.
 */
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { botCheckFailure } from './failure';
import { storedSecret } from './stored-secret';
import type { BotCheck } from './types';
import { markUsed } from './used-solutions';

/** The key-derivation the widget runs: one SHA-256 per counter tried (bundled with the widget). */
export const ALTCHA_ALGORITHM = 'SHA-256';
/** Where the widget fetches its challenge. */
export const ALTCHA_CHALLENGE_PATH = '/api/bot-check/challenge';
/** Name of the generated HMAC key in `bot_check_secrets`. */
const SECRET_NAME = 'altcha-hmac-key';
/** A payload is a few hundred bytes; anything far larger is not one. */
const MAX_PAYLOAD_CHARS = 4096;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** The widget's payload: base64 of JSON `{ challenge, solution }`; null when it is not one. */
function decodePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type AltchaEnv = Pick<Env, 'ALTCHA_HMAC_KEY' | 'ALTCHA_MAX_NUMBER' | 'ALTCHA_EXPIRES_SECONDS'>;

/** The ALTCHA provider; its HMAC key is `ALTCHA_HMAC_KEY`, else one generated and kept in the database. */
export function createAltchaBotCheck(db: Db, env: AltchaEnv): BotCheck {
  let key: string | null = env.ALTCHA_HMAC_KEY || null;
  const hmacKey = async () => {
    key ??= await storedSecret(db, SECRET_NAME);
    return key;
  };

  return {
    config: { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH },

    async createChallenge(now = Date.now()): Promise<Challenge> {
      const max = env.ALTCHA_MAX_NUMBER;
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(max, Math.ceil(max / 2)),
        deriveKey,
        expiresAt: Math.floor(now / 1000) + env.ALTCHA_EXPIRES_SECONDS,
        hmacSignatureSecret: await hmacKey(),
      });
    },

    async verify(token, { locale, now = Date.now() }) {
      if (!token) throw botCheckFailure(locale, 'botCheckRequired');
      const payload = decodePayload(token);
      if (!payload) throw botCheckFailure(locale, 'botCheckInvalid');
      const { challenge, solution } = payload;
      const expiresAt = challenge.parameters.expiresAt * 1000;
      if (expiresAt <= now) throw botCheckFailure(locale, 'botCheckExpired');
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: await hmacKey() });
      } catch {
        // altcha-lib throws on parameters it cannot use (an unknown algorithm): not a solution of ours.
        throw botCheckFailure(locale, 'botCheckInvalid');
      }
      if (result.expired) throw botCheckFailure(locale, 'botCheckExpired');
      if (!result.verified) throw botCheckFailure(locale, 'botCheckInvalid');
      if (!(await markUsed(db, challenge.signature, expiresAt, now))) throw botCheckFailure(locale, 'botCheckReplayed');
    },
  };
}
