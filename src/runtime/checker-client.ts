/**
 * The app's only way to the checker worker (docs/decisions/0009-checker.md, example 3): every call is raced against a
 * timeout; a call that runs out terminates its worker and the next call goes to a spare that was
 * started ahead of time, so recovery is instant. Failures reject with typed errors (checker-errors.ts);
 * a failing student answer is never an error, it is a result in the report.
 */
import * as Comlink from 'comlink';
import type { PreviewFile, PreviewResult } from '../../sandbox/preview/types';
import {
  type Answer,
  CHECKER_LOADED,
  type CheckerWorkerApi,
  type CheckFile,
  type CheckReport,
  type RunOutputs,
} from '../../workers/checker/api';
import checkerWorkerUrl from '../../workers/checker/checker.worker.ts?worker&url';
import {
  canShareReplies,
  createReplyBuffer,
  readSharedReply,
  type SharedReplySlot,
  whenPublished,
} from '../../workers/checker/shared-reply';
import { CheckerCrashedError, CheckerTimeoutError } from './checker-errors';
import { workerScriptUrl } from './worker-script';

/** The checker API as seen across the worker boundary: every method answers with a promise. */
export type AsyncCheckerApi = {
  [K in keyof CheckerWorkerApi]: (...args: Parameters<CheckerWorkerApi[K]>) => Promise<ReturnType<CheckerWorkerApi[K]>>;
};

/**
 * One running worker: its API and a way to end it. `onFailure` is called if it crashes. `ready`, when
 * given, settles once the worker's script has arrived and loaded: time limits count from then, not while a
 * slow link is still delivering it or a busy machine is still evaluating it.
 */
export type CheckerInstance = { api: AsyncCheckerApi; terminate(): void; ready?: Promise<void> };
export type CheckerInstanceFactory = (onFailure: (detail: string) => void) => CheckerInstance;

export type CheckerClientOptions = {
  /** Starts a worker; defaults to the bundled `checker.worker.ts` wrapped with Comlink. */
  createInstance?: CheckerInstanceFactory;
  /** Per-call time limit in ms (default 3000). */
  timeoutMs?: number;
  /** Start a spare worker right away so a restart costs nothing (default true). */
  keepSpare?: boolean;
  /** Extra time the first call to a fresh worker gets while it loads its modules (default 5000 ms). */
  startupGraceMs?: number;
  /**
   * Let the worker publish check reports in shared memory, read at each animation frame until the
   * message arrives (workers/checker/shared-reply.ts). Default: when the page is cross-origin isolated.
   */
  shareReplies?: boolean;
  /** Runs a callback at the next frame and returns a cancel function (default: requestAnimationFrame). */
  onNextFrame?: FrameScheduler | null;
};

export type FrameScheduler = (callback: () => void) => () => void;

const animationFrames: FrameScheduler | null =
  typeof requestAnimationFrame === 'function'
    ? (callback) => {
        const id = requestAnimationFrame(callback);
        return () => cancelAnimationFrame(id);
      }
    : null;

export const DEFAULT_CHECKER_TIMEOUT_MS = 3000;
export const DEFAULT_STARTUP_GRACE_MS = 5000;
/** How long a started worker may take to evaluate its modules before it counts as failed. */
export const CHECKER_LOAD_LIMIT_MS = 60_000;

type Slot = { instance: CheckerInstance; failures: Set<(error: Error) => void>; failed: string | null; warm: boolean };

/**
 * Starts the real module worker from the bundled script, downloaded once per page (worker-script.ts):
 * calls made while it downloads and evaluates wait for it, and the client's timeout starts only once the
 * worker says it has loaded (CHECKER_LOADED). In
 * development the script is Vite's unbundled module, which must load from its own address.
 */
export const createBrowserChecker: CheckerInstanceFactory = (onFailure) => {
  let worker: Worker | null = null;
  let remote: Comlink.Remote<CheckerWorkerApi> | null = null;
  let ended = false;
  const script = import.meta.env.DEV ? Promise.resolve(checkerWorkerUrl) : workerScriptUrl(checkerWorkerUrl);
  const ready = script.then(
    (url) =>
      new Promise<Comlink.Remote<CheckerWorkerApi>>((resolve, reject) => {
        if (ended) throw new Error('terminated');
        const started = new Worker(url, { type: 'module' });
        worker = started;
        const api = Comlink.wrap<CheckerWorkerApi>(started);
        remote = api;
        // Evaluating the modules is loading, however slow the machine; only one that never ends is a failure.
        const limit = setTimeout(() => onFailure('the checker did not load in time'), CHECKER_LOAD_LIMIT_MS);
        const onLoaded = (event: MessageEvent) => {
          if (event.data !== CHECKER_LOADED) return;
          clearTimeout(limit);
          started.removeEventListener('message', onLoaded);
          resolve(api);
        };
        started.addEventListener('message', onLoaded);
        started.addEventListener('error', (event) => {
          clearTimeout(limit);
          reject(new Error(event.message || 'worker error'));
          onFailure(event.message || 'worker error');
        });
        started.addEventListener('messageerror', () => onFailure('message could not be read'));
      }),
  );
  // A worker ended before its script arrived never starts; its pending calls were rejected by the client.
  ready.catch(() => undefined);
  return {
    api: {
      checkAnswers: async (files, answers) => (await ready).checkAnswers(files, answers),
      checkAnswersShared: async (files, answers, reply) => (await ready).checkAnswersShared(files, answers, reply),
      buildPreview: async (files, entry) => (await ready).buildPreview(files, entry),
      judgeRuns: async (files, answerSets, outputs) => (await ready).judgeRuns(files, answerSets, outputs),
    },
    ready: ready.then(() => undefined),
    terminate: () => {
      ended = true;
      remote?.[Comlink.releaseProxy]();
      worker?.terminate();
    },
  };
};

/** A checker worker with a timeout on every call and a warm spare; see the file comment. */
export class CheckerClient {
  private current: Slot | null = null;
  private spare: Slot | null = null;
  private readonly createInstance: CheckerInstanceFactory;
  private readonly keepSpare: boolean;
  private readonly startupGraceMs: number;
  private readonly shareReplies: boolean;
  private readonly onNextFrame: FrameScheduler | null;
  /** Reply buffers no worker is writing to. */
  private readonly idleBuffers: SharedArrayBuffer[] = [];
  private replySeq = 0;
  readonly timeoutMs: number;
  /** How many workers were replaced after a timeout or crash. */
  restarts = 0;

  constructor(options: CheckerClientOptions = {}) {
    this.createInstance = options.createInstance ?? createBrowserChecker;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_CHECKER_TIMEOUT_MS;
    this.keepSpare = options.keepSpare ?? true;
    this.startupGraceMs = options.startupGraceMs ?? DEFAULT_STARTUP_GRACE_MS;
    this.shareReplies = options.shareReplies ?? canShareReplies();
    this.onNextFrame = options.onNextFrame === undefined ? animationFrames : options.onNextFrame;
  }

  /** Checks `files` against `answers` in the worker. Rejects only with a checker error. */
  checkAnswers(files: CheckFile[], answers: Answer[], timeoutMs = this.timeoutMs): Promise<CheckReport> {
    if (!this.shareReplies) return this.call('checkAnswers', timeoutMs, (api) => api.checkAnswers(files, answers));
    return this.call('checkAnswers', timeoutMs, (api, over) => this.checkShared(api, files, answers, over));
  }

  /**
   * Judges answer sets on what the code runners produced (workers/runners/runner.ts), in the worker. Rejects only
   * with a checker error.
   */
  judgeRuns(
    files: CheckFile[],
    answerSets: Answer[][],
    outputs: RunOutputs,
    timeoutMs = this.timeoutMs,
  ): Promise<CheckReport[]> {
    return this.call('judgeRuns', timeoutMs, (api) => api.judgeRuns(files, answerSets, outputs));
  }

  /** Builds the preview page in the worker. Rejects only with a checker error. */
  buildPreview(files: PreviewFile[], entry?: string, timeoutMs = this.timeoutMs): Promise<PreviewResult> {
    return this.call('buildPreview', timeoutMs, (api) => api.buildPreview(files, entry));
  }

  /**
   * A check whose report is taken from shared memory at the first animation frame or `Atomics.waitAsync`
   * wake-up that finds it, or from the worker's message, whichever comes first. After a keystroke the
   * frame comes first: the message waits until that frame is drawn (see shared-reply.ts). Stops looking
   * once the call is `over` (a timeout or crash ends the worker, and its message never comes).
   */
  private checkShared(
    api: AsyncCheckerApi,
    files: CheckFile[],
    answers: Answer[],
    over: AbortSignal,
  ): Promise<CheckReport> {
    this.replySeq += 1;
    const reply: SharedReplySlot = { buffer: this.idleBuffers.pop() ?? createReplyBuffer(), seq: this.replySeq };
    return new Promise<CheckReport>((resolve, reject) => {
      let settled = false;
      let cancelFrame = () => {};
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        cancelFrame();
        action();
      };
      const take = () => {
        const report = readSharedReply<CheckReport>(reply);
        if (report) settle(() => resolve(report));
        return report !== undefined;
      };
      const poll = () => {
        if (!settled && !take() && this.onNextFrame) cancelFrame = this.onNextFrame(poll);
      };
      over.addEventListener('abort', () => settle(() => reject(over.reason)));
      whenPublished(reply, take, this.timeoutMs + this.startupGraceMs);
      if (this.onNextFrame) cancelFrame = this.onNextFrame(poll);
      api.checkAnswersShared(files, answers, reply).then(
        (report) => {
          // Usually a frame or the wake-up took the report already: it is not decoded a second time.
          const shared = settled ? undefined : (report ?? readSharedReply<CheckReport>(reply));
          // The worker has let go of the buffer: the next check may use it.
          this.idleBuffers.push(reply.buffer);
          if (shared) settle(() => resolve(shared));
          else settle(() => reject(new Error('the shared check report could not be read')));
        },
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }

  /** Ends both workers; a later call starts afresh. */
  dispose(): void {
    for (const slot of [this.current, this.spare]) if (slot) this.end(slot, null);
    this.current = null;
    this.spare = null;
  }

  private start(): Slot {
    const slot: Slot = {
      instance: undefined as unknown as CheckerInstance,
      failures: new Set(),
      failed: null,
      warm: false,
    };
    slot.instance = this.createInstance((detail) => this.fail(slot, detail));
    return slot;
  }

  /**
   * Starts the worker now, so that loading parse5 and css-tree overlaps whatever the screen fetches
   * before its first check (the checklist then answers as soon as the files are there).
   */
  warm(): void {
    this.acquire();
  }

  private acquire(): Slot {
    if (!this.current) {
      this.current = this.spare ?? this.start();
      this.spare = null;
    }
    this.startSpare();
    return this.current;
  }

  /**
   * The spare starts once the current worker has answered: two workers loading at once on a small
   * machine would make the first check of a screen wait for both.
   */
  private startSpare(): void {
    if (this.keepSpare && !this.spare && this.current?.warm) this.spare = this.start();
  }

  private fail(slot: Slot, detail: string): void {
    slot.failed = detail;
    this.end(slot, (method) => new CheckerCrashedError(method, detail));
  }

  /** Terminates a worker, rejects its pending calls and, if it was in use, lets the spare take over. */
  private end(slot: Slot, reason: ((method: string) => Error) | null): void {
    slot.instance.terminate();
    if (reason) for (const reject of slot.failures) reject(reason('pending'));
    slot.failures.clear();
    if (this.current === slot) {
      this.current = null;
      this.restarts += 1;
    }
    if (this.spare === slot) this.spare = null;
  }

  /** Runs `run` on the current worker against the timeout; `over` is aborted once the call has settled. */
  private call<T>(
    method: string,
    callTimeoutMs: number,
    run: (api: AsyncCheckerApi, over: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const slot = this.acquire();
    // A worker that has not answered yet may still be loading parse5 and css-tree: that is not a hang.
    const timeoutMs = slot.warm ? callTimeoutMs : callTimeoutMs + this.startupGraceMs;
    const over = new AbortController();
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        slot.failures.delete(onSlotFailure);
        action();
        over.abort();
      };
      const onSlotFailure = (error: Error) =>
        finish(() =>
          reject(
            error instanceof CheckerCrashedError
              ? new CheckerCrashedError(method, slot.failed ?? error.message)
              : error,
          ),
        );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        if (settled) return;
        timer = setTimeout(() => {
          const error = new CheckerTimeoutError(method, timeoutMs);
          finish(() => reject(error));
          // Other calls on the same stuck worker fail with the same timeout.
          this.end(slot, () => new CheckerTimeoutError(method, timeoutMs));
        }, timeoutMs);
      };
      // The clock starts once the worker's script is there: a slow download is not a hung worker.
      if (slot.instance.ready) slot.instance.ready.then(arm, () => undefined);
      else arm();
      slot.failures.add(onSlotFailure);
      let pending: Promise<T>;
      try {
        pending = run(slot.instance.api, over.signal);
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (value) => {
          slot.warm = true;
          if (this.current === slot) this.startSpare();
          finish(() => resolve(value));
        },
        (error: unknown) => {
          const detail = error instanceof Error ? error.message : String(error);
          finish(() => reject(new CheckerCrashedError(method, detail)));
        },
      );
    });
  }
}

let shared: CheckerClient | null = null;

/** The app-wide checker client, created on first use (the worker starts with the first call). */
export function getCheckerClient(): CheckerClient {
  shared ??= new CheckerClient();
  return shared;
}

let preview: CheckerClient | null = null;

/**
 * A second worker of the same kind for preview builds: a build (up to a few ms on a large page) then
 * never queues in front of the check of the next keystroke. No spare: a preview can wait for a restart.
 */
export function getPreviewClient(): CheckerClient {
  preview ??= new CheckerClient({ keepSpare: false });
  return preview;
}
