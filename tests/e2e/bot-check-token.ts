/**
 * For specs that create students over HTTP (not through the sign-up screen): fetches a challenge
 * from the server under test and solves it with altcha-lib, as the widget would, so registration
 * runs with the real bot check on. The sign-up spec solves it in the browser instead.
 */
import type { APIRequestContext } from '@playwright/test';
import { solveAltchaChallenge } from '../fixtures/solve-altcha';

/** A `botCheck` token for `POST /api/student/register`; undefined when the server runs no ALTCHA check. */
export async function botCheckToken(request: APIRequestContext): Promise<string | undefined> {
  const res = await request.get('/api/bot-check/challenge');
  if (res.status() === 404) return undefined;
  if (!res.ok()) throw new Error(`GET /api/bot-check/challenge answered ${res.status()}`);
  return solveAltchaChallenge(await res.json());
}
