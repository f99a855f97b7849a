/**
 * Answers of the public platform calls as zod schemas, for the OpenAPI document and tests/api/platform-answers.test.ts:
 * readiness, the sign-up bot check's configuration and challenge, an admin upload and the gateway notification reply.
 */
import { z } from 'zod';

/** `GET /api/health`. */
export const healthAnswer = z.object({ status: z.literal('ok') });

/** `GET /api/ready` (200 ready, 503 not ready, same shape). */
export const readyAnswer = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.boolean(),
  migrations: z.object({ applied: z.number(), expected: z.number() }),
});

/** `GET /api/bot-check/config`: what the sign-up screen shows for the configured provider. */
export const botCheckConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string(), action: z.string(), version: z.literal(3) }),
  z.object({ provider: z.literal('off') }),
]);

/** `GET /api/bot-check/challenge`: a signed ALTCHA challenge, read by the widget as it is (not wrapped in `data`). */
export const altchaChallenge = z.looseObject({ parameters: z.looseObject({}), signature: z.string() });

/** `POST /api/admin/uploads`: the stored file's address, detected MIME type and size. */
export const storedUpload = z.object({ url: z.string(), type: z.string(), size: z.number() });

/** `POST /api/payments/notification`: what handling the notification did. */
export const notificationReply = z.object({
  outcome: z.enum(['applied', 'duplicate', 'ignored-final', 'amount-mismatch', 'ignored']),
});
