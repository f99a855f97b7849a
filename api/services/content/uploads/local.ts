/** Uploads in a local folder (`UPLOAD_DIR`, default data/uploads): the embedded default of one process. */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { UploadStorage } from './storage';

export function localStorage(dir: string): UploadStorage {
  const pathOf = (key: string) => join(dir, key);
  const size = async (key: string) => {
    try {
      return (await stat(pathOf(key))).size;
    } catch {
      return null;
    }
  };
  return {
    async put(key, file) {
      if ((await size(key)) !== null) return;
      await mkdir(dir, { recursive: true });
      // Moved, or copied beside and then renamed: a reader never sees half a file. The kernel copies (no bytes
      // pass through this process) when the staging folder is on another file system.
      try {
        await rename(file.path, pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        const partial = `${pathOf(key)}.${process.pid}.${Date.now()}.part`;
        try {
          await copyFile(file.path, partial);
          await rename(partial, pathOf(key));
        } catch (copyErr) {
          await rm(partial, { force: true });
          throw copyErr;
        }
      }
    },
    size,
    async read(key, range) {
      const total = await size(key);
      if (total === null) return null;
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return {
        size: range ? range.end - range.start + 1 : total,
        body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
      };
    },
  };
}
