import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../tests/fakes/memory-kv';
import { createOfflineQueue, keepFlushing, type QueuedRequest, retryDelay, type SendOutcome } from './offline-queue';

/** A server double for the transport only: records what arrives and answers as told. */
function server() {
  const received: { method: string; path: string; body: unknown }[] = [];
  const state = { online: true, refuse: new Set<string>() };
  const send = async (request: QueuedRequest): Promise<SendOutcome> => {
    if (!state.online) return 'retry';
    if (state.refuse.has(request.path)) return 'drop';
    received.push({ method: request.method, path: request.path, body: request.body });
    return 'done';
  };
  return { received, state, send };
}

function clock(start = 1_000) {
  let t = start;
  return () => {
    t += 1;
    return t;
  };
}

describe('offline queue', () => {
  it('sends a request at once while online and leaves nothing queued', async () => {
    const s = server();
    const queue = createOfflineQueue(memoryBackend(), s.send, { now: clock() });
    await queue.enqueue({ method: 'PUT', path: '/api/a', body: { x: 1 } });
    await queue.flush();
    expect(s.received).toEqual([{ method: 'PUT', path: '/api/a', body: { x: 1 } }]);
    expect(await queue.pending()).toEqual([]);
  });

  it('keeps requests while offline and sends them in order when the connection returns', async () => {
    const s = server();
    s.state.online = false;
    const queue = createOfflineQueue(memoryBackend(), s.send, { now: clock() });
    await queue.enqueue({ method: 'PUT', path: '/api/1', body: 1 });
    await queue.enqueue({ method: 'POST', path: '/api/2', body: 2 });
    await queue.enqueue({ method: 'PUT', path: '/api/3', body: 3 });
    expect(await queue.flush()).toEqual({ sent: 0, dropped: 0, remaining: 3 });
    expect((await queue.pending())[0]?.attempts).toBeGreaterThan(0);
    s.state.online = true;
    expect(await queue.flush()).toEqual({ sent: 3, dropped: 0, remaining: 0 });
    expect(s.received.map((r) => r.path)).toEqual(['/api/1', '/api/2', '/api/3']);
  });

  it('survives a reload: a new queue on the same storage sends what the old one kept', async () => {
    const backend = memoryBackend();
    const s = server();
    s.state.online = false;
    const before = createOfflineQueue(backend, s.send, { now: clock() });
    await before.enqueue({ method: 'PUT', path: '/api/progress', body: { materialId: 5 } });
    await before.flush();
    s.state.online = true;
    const after = createOfflineQueue(backend, s.send, { now: clock(5_000) });
    expect(await after.flush()).toMatchObject({ sent: 1, remaining: 0 });
    expect(s.received).toEqual([{ method: 'PUT', path: '/api/progress', body: { materialId: 5 } }]);
  });

  it('replaces a queued request with the same dedupe key by the newest one', async () => {
    const s = server();
    s.state.online = false;
    const queue = createOfflineQueue(memoryBackend(), s.send, { now: clock() });
    await queue.enqueue({ method: 'PUT', path: '/api/code/9', body: 'v1', dedupeKey: 'code:9' });
    await queue.enqueue({ method: 'PUT', path: '/api/finish', body: 'finish' });
    await queue.enqueue({ method: 'PUT', path: '/api/code/9', body: 'v2', dedupeKey: 'code:9' });
    await queue.enqueue({ method: 'PUT', path: '/api/code/10', body: 'other', dedupeKey: 'code:10' });
    expect((await queue.pending()).map((r) => r.body)).toEqual(['finish', 'v2', 'other']);
    s.state.online = true;
    await queue.flush();
    expect(s.received.map((r) => r.body)).toEqual(['finish', 'v2', 'other']);
  });

  it('drops a request the server refuses for good, tells about it, and goes on with the rest', async () => {
    const s = server();
    s.state.refuse.add('/api/bad');
    const dropped: string[] = [];
    const queue = createOfflineQueue(memoryBackend(), s.send, {
      now: clock(),
      onDrop: (r) => dropped.push(r.path),
    });
    s.state.online = false;
    await queue.enqueue({ method: 'PUT', path: '/api/bad', body: null });
    await queue.enqueue({ method: 'PUT', path: '/api/good', body: null });
    s.state.online = true;
    expect(await queue.flush()).toEqual({ sent: 1, dropped: 1, remaining: 0 });
    expect(dropped).toEqual(['/api/bad']);
    expect(s.received.map((r) => r.path)).toEqual(['/api/good']);
  });

  it('treats a sender that throws (network error) as retry later', async () => {
    let fail = true;
    const received: string[] = [];
    const queue = createOfflineQueue(
      memoryBackend(),
      async (r) => {
        if (fail) throw new TypeError('Failed to fetch');
        received.push(r.path);
        return 'done';
      },
      { now: clock() },
    );
    await queue.enqueue({ method: 'PUT', path: '/api/x', body: null });
    expect((await queue.flush()).remaining).toBe(1);
    fail = false;
    expect((await queue.flush()).sent).toBe(1);
    expect(received).toEqual(['/api/x']);
  });

  it('never sends a request twice when flushes overlap', async () => {
    const backend = memoryBackend();
    backend.delayTurns = 1;
    const s = server();
    s.state.online = false;
    const queue = createOfflineQueue(backend, s.send, { now: clock() });
    await queue.enqueue({ method: 'PUT', path: '/api/1', body: null });
    await queue.enqueue({ method: 'PUT', path: '/api/2', body: null });
    s.state.online = true;
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    expect(s.received.map((r) => r.path)).toEqual(['/api/1', '/api/2']);
  });

  it('waits for the running flush without asking for another pass', async () => {
    const s = server();
    s.state.online = false;
    let attempts = 0;
    const queue = createOfflineQueue(
      memoryBackend(),
      (request) => {
        attempts += 1;
        return s.send(request);
      },
      { now: clock() },
    );
    await queue.enqueue({ method: 'PUT', path: '/api/finish', body: 1 });
    await queue.idle();
    expect(attempts).toBe(1);
    expect((await queue.pending()).map((r) => r.path)).toEqual(['/api/finish']);
    await queue.idle();
    expect(attempts).toBe(1);
  });

  it('tells subscribers how many requests wait', async () => {
    const s = server();
    s.state.online = false;
    const queue = createOfflineQueue(memoryBackend(), s.send, { now: clock() });
    const counts: number[] = [];
    queue.subscribe((n) => counts.push(n));
    await queue.enqueue({ method: 'PUT', path: '/api/1', body: null });
    await queue.flush();
    s.state.online = true;
    await queue.flush();
    expect(counts[counts.length - 1]).toBe(0);
    expect(counts).toContain(1);
  });

  it('flushes when the browser comes back online', async () => {
    const s = server();
    s.state.online = false;
    const queue = createOfflineQueue(memoryBackend(), s.send, { now: clock() });
    await queue.enqueue({ method: 'PUT', path: '/api/later', body: null });
    const target = new EventTarget();
    const stop = keepFlushing(queue, target as unknown as Window);
    s.state.online = true;
    target.dispatchEvent(new Event('online'));
    await expect.poll(() => s.received.length).toBe(1);
    stop();
  });

  it('backs off from 2 s doubling up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
