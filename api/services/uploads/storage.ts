/**
 * Where uploaded files live, behind one small interface with one module per implementation (local.ts:
 * a folder; object storage is the scale-out path, since several processes cannot share a local folder).
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
