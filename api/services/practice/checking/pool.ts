/**
 * A small pool of worker threads running the checker (check-worker.mjs), with a time limit per job and a bounded
 * queue shared fairly between the people who ask. A job over its limit has its worker terminated and replaced, and
 * fails with `CheckTimeout`; a full queue fails at once with `CheckBusy`; one owner (a student) with `perOwnerMax`
 * jobs already waiting or running fails at once with `CheckShareUsed`; a page past PHP's memory limit fails with
 * `CheckMemoryLimit`. Jobs never run on the caller's thread.
 *
 * Fairness: each owner has their own line, and a free worker takes the next job of the owner with the fewest jobs
 * running, in turn (round-robin) among equals. One student's flood waits behind their own earlier jobs, never in
 * front of another student's: 33 runaway loops from one student used to hold everyone else's check for 100 s.
 */
import { Worker } from 'node:worker_threads';
import { CHECK_LIMIT_MS } from '../../../../workers/behaviour/api';
import type { Answer, CheckFile, CheckReport } from '../../../../workers/checker/api';
import { isLaravelWorkspace } from '../../../../workers/php/api';
import { LARAVEL_START_TIMEOUT_MS, LARAVEL_TIME_LIMIT_MS } from '../../../../workers/php/laravel';

export type CheckPoolOptions = {
  /** Worker threads kept running. */
  size: number;
  /** Milliseconds one job may take before its worker is ended. */
  timeoutMs: number;
  /** Jobs that may wait for a worker; more are refused. */
  queueMax: number;
  /** Jobs one owner may have waiting or running at once; more are refused (default: no limit beyond `queueMax`). */
  perOwnerMax?: number;
  /** Milliseconds a worker may take to load PHP for a job (not counted in `timeoutMs`; default 30 s). */
  loadTimeoutMs?: number;
};

/** The job ran past the time limit; its worker was replaced. */
export class CheckTimeout extends Error {
  override readonly name = 'CheckTimeout';
}
/** A page of the job went past PHP's memory limit (workers/php/memory-guard.ts); `file`/`line` where PHP was. */
export class CheckMemoryLimit extends Error {
  override readonly name = 'CheckMemoryLimit';
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** Too many jobs are waiting. */
export class CheckBusy extends Error {
  override readonly name = 'CheckBusy';
}

/** This owner already has their share of jobs waiting or running. */
export class CheckShareUsed extends Error {
  override readonly name = 'CheckShareUsed';
}

type Job = {
  id: number;
  owner: string;
  files: CheckFile[];
  answerSets: Answer[][];
  resolve: (reports: CheckReport[]) => void;
  reject: (error: Error) => void;
};
/** A worker and its job; `ready` once the checker has loaded (the time limit counts only the check itself). */
type Slot = {
  worker: Worker;
  ready: boolean;
  dead?: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** Its worker holds (or is booting) the Laravel engine: 'asked' until the worker is ready to be told. */
  laravel?: 'asked' | 'booting' | 'ready';
};

type WorkerMessage = {
  ready?: boolean;
  id?: number;
  reports?: CheckReport[];
  error?: string;
  memoryLimit?: { message: string; file?: string; line?: number };
  loading?: boolean;
  laravel?: boolean;
  /** The job runs behaviour tests now: it gets their own time budget (workers/behaviour/api.ts). */
  behaviour?: boolean;
  warmed?: 'laravel';
  failed?: boolean;
};

const WORKER_URL = new URL('./check-worker.mjs', import.meta.url);

/** What a behaviour run may take beyond its tests' own budget: loading the engine and the page. */
const BEHAVIOUR_BACKSTOP_MS = 5000;

export class CheckPool {
  private readonly slots: Slot[] = [];
  /** Waiting jobs, one line per owner. */
  private readonly lines = new Map<string, Job[]>();
  /** When each owner with jobs in the pool last had one started (a count of starts): the round-robin turn. */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;
  private waiting = 0;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: CheckPoolOptions) {
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn());
  }

  /** Checks `files` against each answer set for `owner` (who asks: a student, the staff), in a worker, within the time limit. */
  check(files: CheckFile[], answerSets: Answer[][], owner = ''): Promise<CheckReport[]> {
    if (this.closed) return Promise.reject(new Error('The check pool is closed'));
    const share = this.options.perOwnerMax;
    if (share !== undefined && this.jobsOf(owner) >= share) return Promise.reject(new CheckShareUsed());
    const free = (slot: Slot) => slot.job === null && !slot.dead;
    // A Laravel job goes to the worker that holds the booted framework (or is booting it: the boot is shared).
    const idle =
      (isLaravelWorkspace(files) ? this.slots.find((slot) => free(slot) && slot.laravel) : undefined) ??
      this.slots.find(free);
    if (!idle && this.waiting >= this.options.queueMax) return Promise.reject(new CheckBusy());
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, owner, files, answerSets, resolve, reject };
      if (idle) this.start(idle, job);
      else this.enqueue(job);
    });
  }

  /** The owner's jobs waiting or running. */
  private jobsOf(owner: string): number {
    return (this.lines.get(owner)?.length ?? 0) + this.runningOf(owner);
  }

  private runningOf(owner: string): number {
    return this.slots.filter((slot) => slot.job?.owner === owner).length;
  }

  private enqueue(job: Job): void {
    const line = this.lines.get(job.owner);
    if (line) line.push(job);
    else this.lines.set(job.owner, [job]);
    this.waiting += 1;
  }

  /**
   * The next job to run: the first waiting job of the owner with the fewest jobs running, among equals the one whose
   * last job started longest ago (never: first).
   */
  private dequeue(): Job | undefined {
    let chosen: string | undefined;
    let best: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (const owner of this.lines.keys()) {
      const rank: [number, number] = [this.runningOf(owner), this.lastStart.get(owner) ?? -1];
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) {
        chosen = owner;
        best = rank;
      }
    }
    if (chosen === undefined) return undefined;
    const line = this.lines.get(chosen) as Job[];
    const job = line.shift() as Job;
    if (line.length === 0) this.lines.delete(chosen);
    this.waiting -= 1;
    return job;
  }

  /** Forgets the turn of an owner with nothing left in the pool. */
  private forgetIfIdle(owner: string): void {
    if (this.jobsOf(owner) === 0) this.lastStart.delete(owner);
  }

  /** Takes every waiting job out of the lines (the pool closes, or its workers cannot start). */
  private drain(): Job[] {
    const jobs = [...this.lines.values()].flat();
    this.lines.clear();
    this.lastStart.clear();
    this.waiting = 0;
    return jobs;
  }

  /**
   * Boots the Laravel engine in one worker ahead of the first Laravel check (a student opened a Laravel practice):
   * the ~9 s of CPU the boot takes (docs/benchmarks.md) is spent while the student reads the task, in the worker's thread, so
   * the server's event loop and `/api/health` are not held up. Once per pool: a worker that has it, or is booting
   * it, is enough; none is started when every worker is busy (the first check then boots it, as before).
   */
  warmLaravel(): void {
    if (this.closed || this.slots.some((slot) => slot.laravel)) return;
    const slot = this.slots.find((candidate) => candidate.job === null && !candidate.dead);
    if (!slot) return;
    slot.laravel = 'asked';
    if (slot.ready) this.sendWarm(slot);
  }

  /** Whether a worker has the Laravel engine booted (for tests and diagnostics). */
  get laravelReady(): boolean {
    return this.slots.some((slot) => slot.laravel === 'ready');
  }

  private sendWarm(slot: Slot): void {
    slot.laravel = 'booting';
    // The boot must not keep an idle server alive, nor count against a job's limit: it runs under no job.
    slot.worker.postMessage({ warm: 'laravel' });
  }

  /** Jobs running or waiting now. */
  get pending(): number {
    return this.waiting + this.slots.filter((slot) => slot.job !== null).length;
  }

  /** Ends every worker; waiting and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.drain()) job.reject(new Error('The check pool is closed'));
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new Error('The check pool is closed'));
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(WORKER_URL), ready: false, job: null, timer: null };
    // An idle pool must not keep the process alive (tests, a server shutting down).
    slot.worker.unref();
    slot.worker.on('message', (message: WorkerMessage) => {
      if (message.warmed) {
        if (slot.laravel) slot.laravel = message.failed ? undefined : 'ready';
        return;
      }
      if (message.ready) {
        slot.ready = true;
        if (slot.laravel === 'asked') this.sendWarm(slot);
        if (slot.job) this.post(slot);
        else {
          const next = this.dequeue();
          if (next) this.start(slot, next);
        }
        return;
      }
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (message.behaviour) {
        // Behaviour tests end themselves within their budget (QuickJS interrupts them) and answer a verdict, "your
        // code did not finish" included; this limit stays as the backstop for an engine that hangs.
        this.arm(slot, Math.max(this.options.timeoutMs, CHECK_LIMIT_MS + BEHAVIOUR_BACKSTOP_MS));
        return;
      }
      if (message.loading !== undefined) {
        // The worker loads PHP for this job: that time is not the student's; the limit restarts once it is loaded.
        this.arm(slot, this.limitFor(message.loading, message.laravel === true));
        return;
      }
      this.settle(slot);
      if (message.reports) job.resolve(message.reports);
      else if (message.memoryLimit) {
        const { message: text, file, line } = message.memoryLimit;
        job.reject(new CheckMemoryLimit(text, file, line));
      } else job.reject(new Error(message.error ?? 'The checker failed'));
    });
    slot.worker.on('error', (error) => this.replace(slot, error));
    slot.worker.on('exit', () => {
      if (!this.closed && this.slots.includes(slot)) this.replace(slot, new Error('The checker stopped'));
    });
    return slot;
  }

  /** Gives the slot its job; it is sent (and timed) once the worker is ready. */
  private start(slot: Slot, job: Job): void {
    slot.job = job;
    this.lastStart.set(job.owner, this.starts++);
    slot.worker.ref();
    if (slot.ready) this.post(slot);
  }

  private post(slot: Slot): void {
    const job = slot.job as Job;
    this.arm(slot, this.options.timeoutMs);
    slot.worker.postMessage({ id: job.id, files: job.files, answerSets: job.answerSets });
  }

  /**
   * The limit while a worker loads PHP (`loading`) or renders pages. A Laravel request costs more than a plain page's
   * (and one that ends early boots Laravel again), so a job that
   * renders Laravel routes gets at least the limits of the browser's Laravel worker (workers/php/laravel.ts).
   */
  private limitFor(loading: boolean, laravel: boolean): number {
    const load = this.options.loadTimeoutMs ?? 30_000;
    if (!laravel) return loading ? load : this.options.timeoutMs;
    return loading ? Math.max(load, LARAVEL_START_TIMEOUT_MS) : Math.max(this.options.timeoutMs, LARAVEL_TIME_LIMIT_MS);
  }

  /** (Re)starts the slot's time limit. */
  private arm(slot: Slot, ms: number): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.replace(slot, new CheckTimeout()), ms);
  }

  /** The slot's job is over: take the next waiting one. */
  private settle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const owner = slot.job?.owner;
    slot.job = null;
    slot.worker.unref();
    const next = this.dequeue();
    if (next) this.start(slot, next);
    if (owner !== undefined) this.forgetIfIdle(owner);
  }

  /** Ends a slot's worker (timed out or crashed), fails its job, and puts a fresh worker in its place. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1 || this.closed) return;
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    void slot.worker.terminate();
    job?.reject(error);
    if (!slot.ready) {
      // It died before the checker even loaded (a broken install): fail what waits and try again in a second,
      // rather than respawning in a tight loop.
      for (const waiting of this.drain()) waiting.reject(error);
      slot.dead = true;
      setTimeout(() => {
        if (this.closed || this.slots[index]?.worker !== slot.worker) return;
        this.slots[index] = this.spawn();
      }, 1000).unref();
      return;
    }
    const fresh = this.spawn();
    this.slots[index] = fresh;
    const next = this.dequeue();
    if (next) this.start(fresh, next);
    if (job) this.forgetIfIdle(job.owner);
  }
}
