/**
 * The editing replay and its compact encoding. A replay is what happened in the editor, in order: a file opened
 * (with its text when the recorder had not seen that text yet), changes as CodeMirror made them (ranges in the
 * document before the change, with the inserted text), pastes with their size, checks with their verdicts, and
 * preview runs. Times are milliseconds since the replay's start, kept to 10 ms.
 *
 * Encoded column by column: the kinds of event, the times, the numbers (files, positions, lengths, verdicts) as
 * variable-length integers, and every text in one UTF-8 block. Typing then becomes long runs of small, similar
 * bytes, which gzip packs far tighter than the same events as JSON (tests/bench/replay-size.ts holds a
 * 30-minute session within 20 KB). Positions are written relative to where the previous change in the same file
 * ended, so typing in place costs one byte.
 */

/** One change of a document: replace `from`..`to` (offsets in the text before the change) with `insert`. */
export type ReplayChange = readonly [from: number, to: number, insert: string];

export type ReplayEvent =
  | { t: number; type: 'open'; file: string; text?: string }
  | { t: number; type: 'change'; file: string; changes: ReplayChange[] }
  | { t: number; type: 'paste'; file: string; changes: ReplayChange[] }
  | { t: number; type: 'check'; passed: number; total: number; failing: number[] }
  | { t: number; type: 'preview' };

/** A recorded session: `start` is epoch milliseconds, each event's `t` is relative to it. */
export type Replay = { start: number; events: ReplayEvent[] };

const KIND = { open: 0, change: 1, paste: 2, check: 3, preview: 4, openText: 5 } as const;
const MAGIC = [0x4b, 0x52, 0x01]; // "KR", version 1
const TICK = 10;

class Bytes {
  private buf = new Uint8Array(256);
  length = 0;
  push(byte: number) {
    if (this.length === this.buf.length) {
      const next = new Uint8Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.length++] = byte;
  }
  /** An unsigned integer in 7-bit groups, low first. */
  uint(value: number) {
    let v = Math.max(0, Math.floor(value));
    while (v >= 0x80) {
      this.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.push(v);
  }
  /** A signed integer, zigzag-mapped so small negatives stay small. */
  int(value: number) {
    this.uint(value < 0 ? -2 * value - 1 : 2 * value);
  }
  bytes(data: Uint8Array) {
    for (const b of data) this.push(b);
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

class Reader {
  pos = 0;
  constructor(
    private readonly buf: Uint8Array,
    private readonly end = buf.length,
    start = 0,
  ) {
    this.pos = start;
  }
  byte(): number {
    if (this.pos >= this.end) throw new Error('replay: truncated');
    return this.buf[this.pos++] as number;
  }
  uint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      result += (b & 0x7f) * scale;
      if (b < 0x80) return result;
      scale *= 0x80;
      if (scale > 2 ** 49) throw new Error('replay: number too large');
    }
  }
  int(): number {
    const v = this.uint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }
  slice(length: number): Uint8Array {
    if (this.pos + length > this.end) throw new Error('replay: truncated');
    const out = this.buf.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }
  get atEnd() {
    return this.pos >= this.end;
  }
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The uncompressed binary form of a replay. */
export function encodeReplayBinary(replay: Replay): Uint8Array {
  const kinds = new Bytes();
  const times = new Bytes();
  const nums = new Bytes();
  const text = new Bytes();
  const files: string[] = [];
  const fileIndex = new Map<string, number>();
  const indexOf = (file: string) => {
    let i = fileIndex.get(file);
    if (i === undefined) {
      i = files.length;
      files.push(file);
      fileIndex.set(file, i);
    }
    return i;
  };
  /** Where the last change in each file ended, in the text after it: the next position is written from there. */
  const cursor = new Map<string, number>();
  const putText = (value: string) => {
    const bytes = utf8.encode(value);
    nums.uint(bytes.length);
    text.bytes(bytes);
  };
  let lastTick = 0;
  for (const event of replay.events) {
    const tick = Math.round(event.t / TICK);
    times.uint(tick - lastTick);
    lastTick = Math.max(lastTick, tick);
    switch (event.type) {
      case 'open':
        kinds.push(event.text === undefined ? KIND.open : KIND.openText);
        nums.uint(indexOf(event.file));
        if (event.text !== undefined) putText(event.text);
        break;
      case 'change':
      case 'paste': {
        kinds.push(KIND[event.type]);
        nums.uint(indexOf(event.file));
        nums.uint(event.changes.length);
        let at = cursor.get(event.file) ?? 0;
        let shift = 0;
        for (const [from, to, insert] of event.changes) {
          // Positions of later changes in one transaction are in the old text; `shift` carries the earlier ones' growth.
          nums.int(from + shift - at);
          nums.uint(to - from);
          putText(insert);
          shift += insert.length - (to - from);
          at = to + shift;
        }
        cursor.set(event.file, at);
        break;
      }
      case 'check':
        kinds.push(KIND.check);
        nums.uint(event.passed);
        nums.uint(event.total);
        nums.uint(event.failing.length);
        for (const index of event.failing) nums.uint(index);
        break;
      case 'preview':
        kinds.push(KIND.preview);
        break;
    }
  }
  const out = new Bytes();
  for (const b of MAGIC) out.push(b);
  out.uint(replay.start);
  out.uint(files.length);
  for (const file of files) {
    const bytes = utf8.encode(file);
    out.uint(bytes.length);
    out.bytes(bytes);
  }
  for (const column of [kinds, times, nums, text]) {
    const bytes = column.done();
    out.uint(bytes.length);
    out.bytes(bytes);
  }
  return out.done();
}

/** Reads what `encodeReplayBinary` wrote; throws on anything else. */
export function decodeReplayBinary(data: Uint8Array): Replay {
  const head = new Reader(data);
  for (const b of MAGIC) if (head.byte() !== b) throw new Error('replay: not a replay');
  const start = head.uint();
  const files: string[] = [];
  const fileCount = head.uint();
  for (let i = 0; i < fileCount; i++) files.push(fromUtf8.decode(head.slice(head.uint())));
  const columns: Reader[] = [];
  for (let i = 0; i < 4; i++) {
    const length = head.uint();
    const from = head.pos;
    head.slice(length);
    columns.push(new Reader(data, from + length, from));
  }
  const [kinds, times, nums, text] = columns as [Reader, Reader, Reader, Reader];
  const fileOf = () => {
    const file = files[nums.uint()];
    if (file === undefined) throw new Error('replay: unknown file');
    return file;
  };
  const takeText = () => fromUtf8.decode(text.slice(nums.uint()));
  const cursor = new Map<string, number>();
  const events: ReplayEvent[] = [];
  let tick = 0;
  while (!kinds.atEnd) {
    const kind = kinds.byte();
    tick += times.uint();
    const t = tick * TICK;
    switch (kind) {
      case KIND.open:
        events.push({ t, type: 'open', file: fileOf() });
        break;
      case KIND.openText:
        events.push({ t, type: 'open', file: fileOf(), text: takeText() });
        break;
      case KIND.change:
      case KIND.paste: {
        const file = fileOf();
        const count = nums.uint();
        const changes: ReplayChange[] = [];
        let at = cursor.get(file) ?? 0;
        let shift = 0;
        for (let i = 0; i < count; i++) {
          const from = at + nums.int() - shift;
          const to = from + nums.uint();
          const insert = takeText();
          changes.push([from, to, insert]);
          shift += insert.length - (to - from);
          at = to + shift;
        }
        cursor.set(file, at);
        events.push({ t, type: kind === KIND.paste ? 'paste' : 'change', file, changes });
        break;
      }
      case KIND.check: {
        const passed = nums.uint();
        const total = nums.uint();
        const failing: number[] = [];
        const n = nums.uint();
        for (let i = 0; i < n; i++) failing.push(nums.uint());
        events.push({ t, type: 'check', passed, total, failing });
        break;
      }
      case KIND.preview:
        events.push({ t, type: 'preview' });
        break;
      default:
        throw new Error('replay: unknown event');
    }
  }
  return { start, events };
}

async function pipe(data: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** Bytes as base64 text (the form a help request carries). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The replay gzipped, as stored: the size the 20 KB target counts. */
export async function compressReplay(replay: Replay): Promise<Uint8Array> {
  return await pipe(encodeReplayBinary(replay), new CompressionStream('gzip'));
}

export async function decompressReplay(data: Uint8Array): Promise<Replay> {
  return decodeReplayBinary(await pipe(data, new DecompressionStream('gzip')));
}

/** The replay as base64 text of its gzipped encoding. */
export async function packReplay(replay: Replay): Promise<string> {
  return toBase64(await compressReplay(replay));
}

export async function unpackReplay(text: string): Promise<Replay> {
  return await decompressReplay(fromBase64(text));
}
