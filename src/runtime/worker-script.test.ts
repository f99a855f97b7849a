/** The worker script downloads once per page, counts its bytes, and retries failed or stalled downloads. */
import { afterEach, describe, expect, it } from 'vitest';
import { resetWorkerScripts, type ScriptFetcher, workerScriptState, workerScriptUrl } from './worker-script';

const SCRIPT = 'self.onmessage = () => {};'.repeat(200);
const noPause = async () => {};

/** A response whose body arrives in `parts` pieces. */
function streamed(text: string, parts = 4, headers: Record<string, string> = {}): Response {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / parts);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new Response(body, { headers: { 'content-length': String(bytes.length), ...headers } });
}

/** A response whose body never sends a byte, and fails once the download is aborted, as fetch's does. */
function stalled(signal: AbortSignal): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', () => controller.error(new Error('aborted')));
    },
  });
  return new Response(body);
}

const textOf = async (url: string) => (await fetch(url)).text();

afterEach(() => resetWorkerScripts());

describe('workerScriptUrl', () => {
  it('downloads once for every caller and reports its progress', async () => {
    let calls = 0;
    const fetcher: ScriptFetcher = async () => {
      calls += 1;
      return streamed(SCRIPT);
    };
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => workerScriptUrl('/w.js', { fetcher })));
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a).toMatch(/^blob:/);
    expect(await textOf(a as string)).toBe(SCRIPT);
    expect(workerScriptState).toMatchObject({ status: 'ready', received: SCRIPT.length, total: SCRIPT.length });
    // A later caller gets the same copy without a new download.
    expect(await workerScriptUrl('/w.js', { fetcher })).toBe(a);
    expect(calls).toBe(1);
  });

  it('counts no total for a compressed answer, whose length is not the decoded size', async () => {
    const fetcher: ScriptFetcher = async () => streamed(SCRIPT, 2, { 'content-encoding': 'br' });
    await workerScriptUrl('/w.js', { fetcher });
    expect(workerScriptState.total).toBe(0);
    expect(workerScriptState.received).toBe(SCRIPT.length);
  });

  it('retries after a network error and an HTTP error, with growing pauses', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const fetcher: ScriptFetcher = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return new Response('busy', { status: 503 });
      return streamed(SCRIPT);
    };
    const url = await workerScriptUrl('/w.js', {
      fetcher,
      sleep: async (ms) => {
        pauses.push(ms);
        expect(workerScriptState.status).toBe('retrying');
      },
    });
    expect(calls).toBe(3);
    expect(pauses).toEqual([1000, 2000]);
    expect(workerScriptState.failures).toBe(2);
    expect(await textOf(url)).toBe(SCRIPT);
  });

  it('abandons a download that stalls and starts it again', async () => {
    let calls = 0;
    const fetcher: ScriptFetcher = async (_url, signal) => {
      calls += 1;
      return calls === 1 ? stalled(signal) : streamed(SCRIPT);
    };
    const url = await workerScriptUrl('/w.js', { fetcher, sleep: noPause, stallMs: 50 });
    expect(calls).toBe(2);
    expect(await textOf(url)).toBe(SCRIPT);
  });
});
