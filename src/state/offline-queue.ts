/**
 * Requests that must reach the server even when the connection drops (code saves, finished materials).
 * Every request is stored in IndexedDB first and sent from there, in order; a request that cannot be
 * sent now stays queued and is retried when the browser comes back online and on a backoff timer.
 */
import { idbBackend, type KeyValueBackend } from './offline-kv';

export type QueuedRequest = {
  /** Storage key; orders the queue. */
  id: string;
  /** Requests with the same `dedupeKey` replace each other: only the newest is sent (e.g. code saves). */
  dedupeKey: string | null;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** Kept with the request but not sent: what the sender needs to act on the answer. */
  meta: Record<string, string | number | null>;
  createdAt: number;
  attempts: number;
};

export type NewRequest = Pick<QueuedRequest, 'method' | 'path' | 'body'> & {
  dedupeKey?: string | null;
  meta?: QueuedRequest['meta'];
};

/** `done`: sent; `retry`: not sent now (offline, server unreachable or busy); `drop`: refused for good. */
export type SendOutcome = 'done' | 'retry' | 'drop';
export type Sender = (request: QueuedRequest) => Promise<SendOutcome>;

export type FlushResult = { sent: number; dropped: number; remaining: number };

export type OfflineQueue = {
  /** Stores the request (replacing a queued one with the same dedupe key), then tries to send the queue. */
  enqueue(request: NewRequest): Promise<void>;
  /** Sends queued requests in order until one must wait; never runs twice at once. */
  flush(): Promise<FlushResult>;
  /** Resolves once no flush is running, without asking for another pass (flush() during a flush asks for one). */
  idle(): Promise<void>;
  pending(): Promise<QueuedRequest[]>;
  /** Calls `listener` with the number of queued requests whenever it may have changed. */
  subscribe(listener: (count: number) => void): () => void;
};

export type QueueOptions = {
  now?: () => number;
  /** Called for each dropped request, e.g. to tell the student. */
  onDrop?: (request: QueuedRequest) => void;
};

const PREFIX = 'q:';

/** A queue over any idb-keyval–compatible backend, sending with `send`. */
export function createOfflineQueue(backend: KeyValueBackend, send: Sender, options: QueueOptions = {}): OfflineQueue {
  const now = options.now ?? Date.now;
  const listeners = new Set<(count: number) => void>();
  let counter = 0;
  let flushing: Promise<FlushResult> | null = null;
  let flushAgain = false;

  /** The keys of the queued requests, in queue order. */
  async function queuedIds(): Promise<string[]> {
    const ids = (await backend.keys()).filter((k): k is string => typeof k === 'string' && k.startsWith(PREFIX));
    return ids.sort();
  }

  async function pending(): Promise<QueuedRequest[]> {
    const items = await Promise.all((await queuedIds()).map((id) => backend.get<QueuedRequest>(id)));
    return items.filter((item): item is QueuedRequest => item !== undefined);
  }

  /**
   * Tells the listeners how many requests wait, and returns that count. It is counted from the keys:
   * the requests themselves (a code save holds a whole workspace) are not read for it.
   */
  async function notify(): Promise<number> {
    const count = (await queuedIds()).length;
    for (const listener of listeners) listener(count);
    return count;
  }

  function nextId(): string {
    counter = (counter + 1) % 1_000_000;
    // Fixed-width so that string order is time order.
    return `${PREFIX}${String(now()).padStart(15, '0')}-${String(counter).padStart(6, '0')}`;
  }

  async function runFlush(): Promise<FlushResult> {
    let sent = 0;
    let dropped = 0;
    for (;;) {
      flushAgain = false;
      const items = await pending();
      for (const item of items) {
        let outcome: SendOutcome;
        try {
          outcome = await send(item);
        } catch {
          outcome = 'retry';
        }
        if (outcome === 'retry') {
          // Still queued unless a newer request replaced it meanwhile.
          if ((await backend.get(item.id)) !== undefined) {
            await backend.set(item.id, { ...item, attempts: item.attempts + 1 });
          }
          break;
        }
        await backend.del(item.id);
        if (outcome === 'done') sent += 1;
        else {
          dropped += 1;
          options.onDrop?.(item);
        }
      }
      // A flush asked for while this one ran gets its own pass: the connection may be back.
      if (!flushAgain) return { sent, dropped, remaining: await notify() };
    }
  }

  const queue: OfflineQueue = {
    async enqueue(request) {
      const dedupeKey = request.dedupeKey ?? null;
      if (dedupeKey !== null) {
        for (const item of await pending()) {
          if (item.dedupeKey === dedupeKey) await backend.del(item.id);
        }
      }
      const item: QueuedRequest = {
        id: nextId(),
        dedupeKey,
        method: request.method,
        path: request.path,
        body: request.body,
        meta: request.meta ?? {},
        createdAt: now(),
        attempts: 0,
      };
      await backend.set(item.id, item);
      await notify();
      void queue.flush();
    },
    flush() {
      if (flushing) {
        flushAgain = true;
        return flushing;
      }
      flushing = runFlush().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    idle() {
      return flushing
        ? flushing.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve();
    },
    pending,
    subscribe(listener) {
      listeners.add(listener);
      void queuedIds().then((ids) => listener(ids.length));
      return () => listeners.delete(listener);
    },
  };
  return queue;
}

/** Delay before the n-th retry (1-based): 2 s doubling up to one minute. */
export function retryDelay(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Flushes the queue when the browser reports it is online again, and retries with backoff while
 * requests remain. Returns a function that stops both.
 */
export function keepFlushing(queue: OfflineQueue, target: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const schedule = (remaining: number) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || remaining === 0) {
      attempt = 0;
      return;
    }
    attempt += 1;
    timer = setTimeout(run, retryDelay(attempt));
  };
  const run = () => {
    void queue.flush().then(
      (result) => schedule(result.remaining),
      () => schedule(1),
    );
  };
  const onOnline = () => {
    attempt = 0;
    run();
  };
  target.addEventListener('online', onOnline);
  run();
  return () => {
    stopped = true;
    target.removeEventListener('online', onOnline);
    if (timer) clearTimeout(timer);
  };
}

let defaultQueue: OfflineQueue | null = null;

/** The app's queue on IndexedDB (database `kelaskoding-queue`); `send` is used by the first call only. */
export function offlineQueue(send: Sender, options?: QueueOptions): OfflineQueue {
  defaultQueue ??= createOfflineQueue(idbBackend('kelaskoding-queue', 'requests'), send, options);
  return defaultQueue;
}
