/**
 * A worker's script, downloaded once per page with visible progress and retried until it arrives. The
 * checker, its warm spare and the preview builder all run the same bundle: on a slow link three parallel
 * downloads of it would triple the wait (and the learner's data bill), and a fixed start-up timeout would
 * give up on a link that is merely slow. Workers start from the downloaded copy (a blob: URL); the bundle
 * is self-contained, so it needs no base URL of its own.
 */
import { proxy } from 'valtio';

export type WorkerScriptStatus = 'idle' | 'loading' | 'retrying' | 'ready';

/** The download as screens show it; `total` is 0 when the server did not say (compressed answers). */
export const workerScriptState = proxy({
  status: 'idle' as WorkerScriptStatus,
  received: 0,
  total: 0,
  /** Failed attempts so far (a retry is under way when `status` is 'retrying'). */
  failures: 0,
});

/** A download that receives nothing for this long is abandoned and tried again. */
export const STALL_MS = 20_000;
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

export type ScriptFetcher = (url: string, signal: AbortSignal) => Promise<Response>;

type Options = { fetcher?: ScriptFetcher; sleep?: (ms: number) => Promise<void>; stallMs?: number };

const downloads = new Map<string, Promise<string>>();

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when the browser believes it is online (at once when it cannot tell). */
function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false || typeof window === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** Reads a response body, counting bytes into the shared state and aborting when the stream stalls. */
async function readBody(response: Response, controller: AbortController, stallMs: number): Promise<Blob> {
  const total = Number(response.headers.get('content-length') ?? 0);
  // A compressed answer's length counts compressed bytes while the stream yields decoded ones.
  workerScriptState.total = response.headers.get('content-encoding') ? 0 : total;
  workerScriptState.received = 0;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let stall = setTimeout(() => controller.abort(), stallMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      workerScriptState.received += value.byteLength;
      clearTimeout(stall);
      stall = setTimeout(() => controller.abort(), stallMs);
    }
  } finally {
    clearTimeout(stall);
  }
  return new Blob(chunks as BlobPart[], { type: 'text/javascript' });
}

async function download(url: string, options: Required<Options>): Promise<string> {
  const { fetcher, sleep, stallMs } = options;
  workerScriptState.status = 'loading';
  workerScriptState.failures = 0;
  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController();
    // The headers too must arrive before the stall limit.
    const headers = setTimeout(() => controller.abort(), stallMs);
    try {
      const response = await fetcher(url, controller.signal);
      clearTimeout(headers);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const script = await readBody(response, controller, stallMs);
      workerScriptState.status = 'ready';
      return URL.createObjectURL(script);
    } catch {
      clearTimeout(headers);
      workerScriptState.failures += 1;
      workerScriptState.status = 'retrying';
      await whenOnline();
      await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 15_000);
      workerScriptState.status = 'loading';
    }
  }
}

/**
 * The blob: URL of the worker script at `url`, downloaded on the first call and shared by every later
 * one. It never rejects: a failed or stalled download is retried with growing pauses (and waits for the
 * connection to come back), while `workerScriptState` tells the screen what is happening.
 */
export function workerScriptUrl(url: string, options: Options = {}): Promise<string> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = download(url, {
      fetcher: options.fetcher ?? ((u, signal) => fetch(u, { signal })),
      sleep: options.sleep ?? wait,
      stallMs: options.stallMs ?? STALL_MS,
    });
    downloads.set(url, pending);
  }
  return pending;
}

/** Forgets every download (tests). */
export function resetWorkerScripts(): void {
  downloads.clear();
  Object.assign(workerScriptState, { status: 'idle', received: 0, total: 0, failures: 0 });
}
