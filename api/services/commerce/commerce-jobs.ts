/**
 * The scheduled commerce job: expire overdue invoices, then send due subscription reminders. It runs once
 * per period across the server processes (scheduled-jobs.ts) and, inside, under a database lease, so two
 * runs never overlap even when one outlasts its period; the clock is injected for tests.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { acquireLease, releaseLease } from '../job-lease';
import type { PeriodicJob } from '../scheduled-jobs';
import { expireOverdue } from './payment-expiry';
import { sendSubscriptionReminders } from './subscription-reminders';

const JOB = 'commerce';
const LEASE_MS = 5 * 60_000;

/** One run at `now`; null when another process holds the lease. */
export async function runCommerceJob(
  db: Db,
  now: () => number = Date.now,
  holder: string = randomUUID(),
): Promise<{ expired: number; reminders: number } | null> {
  if (!(await acquireLease(db, JOB, holder, now(), LEASE_MS))) return null;
  try {
    const expired = await expireOverdue(db, new Date(now()));
    const reminders = await sendSubscriptionReminders(db, now());
    return { expired, reminders };
  } finally {
    await releaseLease(db, JOB, holder);
  }
}

/** The job for the server's schedule (scheduled-jobs.ts): every `seconds` across all processes; null for 0 (never). */
export function commerceJob(db: Db, seconds: number, holder: string = randomUUID()): PeriodicJob | null {
  if (seconds <= 0) return null;
  return { name: JOB, periodMs: seconds * 1000, run: (now) => void runCommerceJob(db, () => now, holder) };
}
