/**
 * The scheduled commerce job: expire overdue invoices, then send due subscription reminders. Runs under a
 * database lease, so several server processes run it one at a time; the clock is injected for tests.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { acquireLease, releaseLease } from './job-lease';
import { expireOverdue } from './payment-expiry';
import { sendSubscriptionReminders } from './subscription-reminders';

const JOB = 'commerce';
const LEASE_MS = 5 * 60_000;

/** One run at `now`; null when another process holds the lease. */
export function runCommerceJob(
  db: Db,
  now: () => number = Date.now,
  holder: string = randomUUID(),
): { expired: number; reminders: number } | null {
  if (!acquireLease(db, JOB, holder, now(), LEASE_MS)) return null;
  try {
    const expired = expireOverdue(db, new Date(now()));
    const reminders = sendSubscriptionReminders(db, now());
    return { expired, reminders };
  } finally {
    releaseLease(db, JOB, holder);
  }
}

/** Runs the job every `seconds` (0: never) and once at start; returns the function that stops it. */
export function startCommerceJobs(db: Db, seconds: number): () => void {
  if (seconds <= 0) return () => {};
  const holder = randomUUID();
  const tick = () => {
    try {
      runCommerceJob(db, Date.now, holder);
    } catch (err) {
      console.error('[commerce-job]', err);
    }
  };
  tick();
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
