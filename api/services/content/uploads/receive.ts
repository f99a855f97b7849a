/**
 * Receives an upload's multipart body as it streams in: the part named `file` goes to a staging file in the
 * system's temporary folder, hashed (SHA-256) and counted on the way, so the server holds a few chunks of it at
 * a time, never the whole file (docs/decisions/0022-hardening.md). Its first bytes are kept for typing it by
 * content. Past `maxBytes` the body is abandoned at once (413) and the staging file removed; so it is on any
 * other failure. The caller stores the staged file, then calls `discard()`.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError } from '../../../errors';

/** Enough of a file's start for content sniffing (file-type reads a few KiB; WebVTT's header is 6 bytes). */
export const SNIFF_BYTES = 64 * 1024;

/** Room in a body for the multipart framing and the form's other small fields, beside the file itself. */
const FRAMING_BYTES = 64 * 1024;

/** The most bytes a whole upload body may hold for a file of at most `maxFileBytes`. */
export const uploadBodyLimit = (maxFileBytes: number) => maxFileBytes + FRAMING_BYTES;

/** A received file, staged on disk: what storage needs to take it without reading it again. */
export type StagedUpload = {
  /** The staging file's path. */
  path: string;
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
  /** The first `SNIFF_BYTES` (or fewer) bytes. */
  head: Uint8Array;
  /** Removes the staging file (and its folder); harmless when storage already moved it away. */
  discard(): Promise<void>;
};

export type ReceiveMessages = { missing: string; tooLarge: string };

/** Counts the bytes passing through; fails past `maxBytes`. */
class Count extends Transform {
  size = 0;

  constructor(
    private readonly maxBytes: number,
    protected readonly tooLarge: () => Error,
  ) {
    super();
  }

  /** Adds the chunk to the count; true once past the limit. */
  protected overLimit(chunk: Buffer): boolean {
    this.size += chunk.byteLength;
    return this.size > this.maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    done(this.overLimit(chunk) ? this.tooLarge() : null, chunk);
  }
}

/** Counts, hashes and keeps the head of the bytes passing through; fails past `maxBytes`. */
class Measure extends Count {
  readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.overLimit(chunk)) return done(this.tooLarge());
    this.hash.update(chunk);
    if (this.headSize < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headSize);
      // Copied: busboy's chunks are views of the socket's buffers, which would keep them alive.
      this.headChunks.push(Buffer.from(part));
      this.headSize += part.byteLength;
    }
    done(null, chunk);
  }

  head(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.headChunks));
  }
}

/**
 * Streams the `file` field of `body` (a `multipart/form-data` body with `contentType`) to a staging file.
 * 400 when the body is not multipart or has no file, 413 past `maxBytes` of file content.
 */
export async function receiveUpload(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  maxBytes: number,
  messages: ReceiveMessages,
): Promise<StagedUpload> {
  const missing = () => new AppError('bad_request', messages.missing);
  const tooLarge = () => new AppError('payload_too_large', messages.tooLarge);
  if (!body || !contentType?.toLowerCase().startsWith('multipart/form-data')) throw missing();

  let parser: busboy.Busboy;
  try {
    // One file; other fields are not read, so a few small ones are plenty.
    const limits = { files: 1, fields: 16, fieldSize: 1024, parts: 32 };
    parser = busboy({ headers: { 'content-type': contentType }, limits });
  } catch {
    // A multipart type without a boundary.
    throw missing();
  }
  const folder = await mkdtemp(join(tmpdir(), 'kelaskoding-upload-'));
  const path = join(folder, 'file');
  const discard = () => rm(folder, { recursive: true, force: true });
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);

  try {
    const staged = await new Promise<Omit<StagedUpload, 'discard' | 'path'>>((resolve, reject) => {
      let writing: Promise<Omit<StagedUpload, 'discard' | 'path'>> | null = null;
      const fail = (err: unknown) => {
        // Stop reading the request at once: the rest of an over-limit body is never parsed or written.
        source.destroy();
        reject(err);
      };
      // Settled the moment the limit is passed: the streams' own errors and closes that follow cannot turn it into
      // another answer.
      const over = () => {
        const err = tooLarge();
        fail(err);
        return err;
      };
      parser.on('file', (name, file) => {
        if (name !== 'file' || writing) {
          file.resume();
          return;
        }
        const measure = new Measure(maxBytes, over);
        writing = pipeline(file, measure, createWriteStream(path)).then(() => ({
          size: measure.size,
          sha256: measure.hash.digest('hex'),
          head: measure.head(),
        }));
        writing.catch(fail);
      });
      parser.on('close', () => {
        if (!writing) return fail(missing());
        writing.then(resolve, fail);
      });
      parser.on('error', () => fail(missing()));
      // The whole body is counted too: parts that are not the file are skipped unwritten, but not without end.
      // A body that breaks off (the client went away) or is malformed ends as a 400.
      pipeline(source, new Count(uploadBodyLimit(maxBytes), over), parser).catch(() => fail(missing()));
    });
    return { ...staged, path, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}
