/**
 * The server's periodic jobs, run once per period across every process on the database (a slot in
 * `job_leases`, see job-lease.ts): each process ticks, the first tick of a period claims it and runs the job.
 * A process that dies mid-period costs at most that period's run; the next period goes to whoever ticks.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { claimSlot } from './job-lease';

export type PeriodicJob = {
  /** The slot's name, one per job. */
  name: string;
  /** How often the job runs across all processes. */
  periodMs: number;
  /** The work; an error is logged and the next period tries again. */
  run: (now: number) => void | Promise<void>;
};

/** Runs `job` now if this period's slot is free; true when it ran. */
export async function runIfDue(db: Db, job: PeriodicJob, holder: string, now = Date.now()): Promise<boolean> {
  if (!(await claimSlot(db, job.name, holder, now, job.periodMs))) return false;
  await job.run(now);
  return true;
}

/** Ticks every job once now and then every period; returns the function that stops them. */
export function startPeriodicJobs(
  db: Db,
  jobs: PeriodicJob[],
  onError: (job: string, err: unknown) => void,
  holder: string = randomUUID(),
): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        await runIfDue(db, job, holder);
      } catch (err) {
        onError(job.name, err);
      }
    };
    void tick();
    const timer = setInterval(tick, job.periodMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
