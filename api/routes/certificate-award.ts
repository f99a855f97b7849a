/** Issuing after a change of progress, for the routes that make one (a review completed, a material finished). */
import type { Context } from 'hono';
import { academyIssuer, awardForProgress } from '../services/certificates/index';
import type { AppEnv } from '../types';
import { publicOrigin } from './public-origin';

/**
 * Issues what progress row `progressId` now earns. A failure here does not undo the change that earned it: the
 * student's certificates page runs the same issuing again, so the certificate comes then.
 */
export async function awardAfter(c: Context<AppEnv>, progressId: number): Promise<void> {
  try {
    await awardForProgress(c.var.db, () => academyIssuer(c.var.db, c.var.env, publicOrigin(c)), progressId);
  } catch (error) {
    console.warn('Certificate issuing failed; it is retried when the student opens their certificates:', error);
  }
}
