/**
 * A reply the main thread can read synchronously: the worker writes its result as JSON into a
 * SharedArrayBuffer and publishes it by storing the call's sequence number last.
 *
 * Why: after a keystroke Chromium defers posted-message tasks until the frame that answers the input
 * has been drawn, so a worker's ordinary reply always lands one frame late. Read from shared memory in
 * the keystroke's own animation frame, the verdict is drawn with the keystroke. Only available when
 * the page is cross-origin isolated (COOP + COEP, see api/web.ts); elsewhere replies travel as
 * messages.
 *
 * Layout: Int32 [0] = sequence number of the published reply, Int32 [1] = its byte length, then the
 * UTF-8 JSON text.
 */

const HEADER_BYTES = 8;
const SEQ = 0;
const LENGTH = 1;

// One of each per thread: every keystroke's report goes through them.
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Size of one reply buffer: a check report of a few hundred rules fits many times over. */
export const SHARED_REPLY_BYTES = 256 * 1024;

export type SharedReplySlot = { buffer: SharedArrayBuffer; seq: number };

/** Whether this context can share memory with a worker (cross-origin isolated, with the API present). */
export function canShareReplies(): boolean {
  // Node (the server's check threads, tests) has no `crossOriginIsolated`: read as absent there, so false.
  const scope = globalThis as { crossOriginIsolated?: boolean };
  return typeof SharedArrayBuffer === 'function' && scope.crossOriginIsolated === true;
}

export function createReplyBuffer(bytes = SHARED_REPLY_BYTES): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_BYTES + bytes);
}

/**
 * Writes `value` into the slot and publishes it. Returns false, publishing nothing, when the JSON does
 * not fit: the caller then sends the value as an ordinary reply.
 */
export function writeSharedReply(slot: SharedReplySlot, value: unknown): boolean {
  // Browsers' TextEncoder and TextDecoder refuse views of shared memory: bytes are copied in and out.
  const bytes = encoder.encode(JSON.stringify(value));
  if (bytes.length > slot.buffer.byteLength - HEADER_BYTES) return false;
  new Uint8Array(slot.buffer, HEADER_BYTES, bytes.length).set(bytes);
  const header = new Int32Array(slot.buffer, 0, 2);
  Atomics.store(header, LENGTH, bytes.length);
  // Stored last: a reader that sees this sequence number sees the whole payload.
  Atomics.store(header, SEQ, slot.seq);
  Atomics.notify(header, SEQ);
  return true;
}

type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
  timeoutMs?: number,
) => { async: false; value: string } | { async: true; value: Promise<string> };

/**
 * Calls `onPublished` once the slot is published (or after `timeoutMs`), through `Atomics.waitAsync`.
 * Its wake-up is not a posted message, so Chromium runs it right after the keystroke's task instead of
 * after the next frame. Returns false where `Atomics.waitAsync` does not exist.
 */
export function whenPublished(slot: SharedReplySlot, onPublished: () => void, timeoutMs: number): boolean {
  const waitAsync = (Atomics as unknown as { waitAsync?: WaitAsync }).waitAsync;
  if (typeof waitAsync !== 'function') return false;
  const header = new Int32Array(slot.buffer, 0, 2);
  const seen = Atomics.load(header, SEQ);
  const wait = seen === slot.seq ? null : waitAsync(header, SEQ, seen, timeoutMs);
  if (wait?.async) void wait.value.then(onPublished);
  else queueMicrotask(onPublished);
  return true;
}

/** The value published for `slot.seq`, or undefined while it has not been written. */
export function readSharedReply<T>(slot: SharedReplySlot): T | undefined {
  const header = new Int32Array(slot.buffer, 0, 2);
  if (Atomics.load(header, SEQ) !== slot.seq) return undefined;
  const length = Atomics.load(header, LENGTH);
  const bytes = new Uint8Array(slot.buffer, HEADER_BYTES, length).slice();
  return JSON.parse(decoder.decode(bytes)) as T;
}
