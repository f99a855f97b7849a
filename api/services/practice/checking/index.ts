/**
 * The server's code checker: `checkCode(env, locale, files, answerSets)` runs the pure checker in the process's
 * check pool (pool.ts) and turns a time-out, a page past PHP's memory limit, a full queue or an owner's used-up share
 * of it into a translated `AppError` (422, 422, 503, 429 with Retry-After). Every place
 * the server judges a student's or an author's code goes through here, never through `checkAnswers` directly.
 */
import type { Answer, CheckFile, CheckReport } from '../../../../workers/checker/api';
import { message } from '../../../contracts/common-messages';
import type { Env } from '../../../env';
import { AppError } from '../../../errors';
import type { Locale } from '../../../types';
import { CheckBusy, CheckMemoryLimit, CheckPool, CheckShareUsed, CheckTimeout } from './pool';

export type CheckSettings = Pick<
  Env,
  'CHECK_WORKERS' | 'CHECK_TIMEOUT_MS' | 'CHECK_QUEUE_MAX' | 'CHECK_QUEUE_PER_USER'
>;

/** Whose share of the pool a check uses: `studentOwner(id)` for a student's, `STAFF` for an author's. */
export type CheckOwner = string;
export const STAFF: CheckOwner = 'staff';
export const studentOwner = (studentId: number): CheckOwner => `student:${studentId}`;

let shared: { pool: CheckPool; key: string } | null = null;

/** The process's pool for these settings (made on first use; settings differ only between test apps). */
function poolFor(settings: CheckSettings): CheckPool {
  const key = `${settings.CHECK_WORKERS}:${settings.CHECK_TIMEOUT_MS}:${settings.CHECK_QUEUE_MAX}:${settings.CHECK_QUEUE_PER_USER}`;
  if (shared?.key !== key) {
    void shared?.pool.close();
    shared = {
      key,
      pool: new CheckPool({
        size: settings.CHECK_WORKERS,
        timeoutMs: settings.CHECK_TIMEOUT_MS,
        queueMax: settings.CHECK_QUEUE_MAX,
        perOwnerMax: settings.CHECK_QUEUE_PER_USER,
      }),
    };
  }
  return shared.pool;
}

/**
 * One report per answer set, judged off the request thread, in `owner`'s share of the pool (a student's id; the
 * staff share one).
 */
export async function checkCode(
  settings: CheckSettings,
  locale: Locale,
  files: CheckFile[],
  answerSets: Answer[][],
  owner: CheckOwner = STAFF,
): Promise<CheckReport[]> {
  try {
    return await poolFor(settings).check(files, answerSets, owner);
  } catch (error) {
    if (error instanceof CheckTimeout) {
      throw new AppError(
        'unprocessable',
        message(locale, 'checkTimeout', { seconds: settings.CHECK_TIMEOUT_MS / 1000 }),
      );
    }
    if (error instanceof CheckMemoryLimit) {
      const where = error.file
        ? message(locale, error.line ? 'checkMemoryAtLine' : 'checkMemoryAt', {
            file: error.file,
            line: error.line ?? 0,
          })
        : '';
      throw new AppError('unprocessable', message(locale, 'checkMemory', { where }));
    }
    if (error instanceof CheckShareUsed) {
      // Their own earlier checks are still waiting or running: one of them ends within the time limit.
      const seconds = Math.max(1, Math.ceil(settings.CHECK_TIMEOUT_MS / 1000));
      throw new AppError('too_many_requests', message(locale, 'checkShareUsed'), undefined, {
        'Retry-After': String(seconds),
      });
    }
    if (error instanceof CheckBusy) {
      throw new AppError('unavailable', message(locale, 'checkBusy'), undefined, { 'Retry-After': '2' });
    }
    throw error;
  }
}

/** Starts the pool's workers now (once), so the first check does not wait for the checker to load: called when a student opens a practice. */
export function warmCodeChecker(settings: CheckSettings): void {
  poolFor(settings);
}

/**
 * Boots the Laravel engine in one of the pool's workers now, when a student opens a Laravel practice whose rules
 * are judged on the server, so their first check does not wait for the boot (pool.ts `warmLaravel`).
 */
export function warmLaravelChecker(settings: CheckSettings): void {
  poolFor(settings).warmLaravel();
}

/** Whether a worker of the pool has Laravel booted (tests, diagnostics). */
export function laravelCheckerReady(): boolean {
  return shared?.pool.laravelReady ?? false;
}

/** Checks running or waiting in this process (for tests and diagnostics). */
export function pendingChecks(): number {
  return shared?.pool.pending ?? 0;
}

/** Ends the pool's workers (server shutdown). */
export async function closeCodeChecker(): Promise<void> {
  const current = shared;
  shared = null;
  await current?.pool.close();
}
