/**
 * Where uploaded files live, behind one small interface with one module per implementation: local.ts keeps
 * them in a folder (the embedded default), s3.ts in S3-compatible object storage (the scale-out path, since
 * several processes cannot share a local folder), and choose.ts picks one from the environment.
 * Keys are content-addressed names (`<sha256>.<ext>`), so a stored file never changes.
 */
export type StoredFile = { size: number; body: ReadableStream<Uint8Array> };

/** A file received whole on local disk (receive.ts), with what a store needs to know of it before sending it. */
export type IncomingFile = { path: string; size: number; sha256: string };

export interface UploadStorage {
  /**
   * Stores the file at `file.path` under `key` (a no-op when the key exists: same name, same content), reading
   * it as a stream. It may move the file away; the caller removes whatever is left.
   */
  put(key: string, file: IncomingFile): Promise<void>;
  /** The size of `key`, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Bytes `start`..`end` (inclusive) of `key`, or the whole file; null when there is no such file. */
  read(key: string, range?: { start: number; end: number }): Promise<StoredFile | null>;
}

/**
 * A store that cannot be reached or refuses us (network, credentials, outage). Routes answer it with 502,
 * since the request itself was fine; its message is for the server's log, never for the user.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}
