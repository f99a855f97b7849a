/**
 * Where uploaded files live, behind one small interface with one module per implementation: local.ts keeps
 * them in a folder (the embedded default), s3.ts in S3-compatible object storage (the scale-out path, since
 * several processes cannot share a local folder), and choose.ts picks one from the environment.
 * Keys are content-addressed names (`<sha256>.<ext>`), so a stored file never changes.
 */
export type StoredFile = { size: number; body: ReadableStream<Uint8Array> };

export interface UploadStorage {
  /** Stores `bytes` under `key` (a no-op when the key exists: same name, same content). */
  put(key: string, bytes: Uint8Array): Promise<void>;
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
