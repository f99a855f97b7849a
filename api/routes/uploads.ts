/**
 * Uploads: `POST /api/admin/uploads` (admin, multipart field `file`) answers 201 `{ data: { url } }`;
 * `GET /api/uploads/:name` serves a stored file to any signed-in user, with HTTP Range (206/416), a long cache
 * (names are content hashes) and its detected type. A store that is down or refuses our credentials answers
 * 502 `bad_gateway`. Mounted at `/`.
 */
import { Hono } from 'hono';
import { adminMessage } from '../contracts/admin-messages';
import { dataOf } from '../contracts/answers';
import { storedUpload } from '../contracts/platform';
import { AppError } from '../errors';
import { requireRole } from '../middleware/auth';
import { limitDeclaredLength } from '../middleware/body-limit';
import { answers } from '../middleware/validate';
import { storeUpload, TYPE_OF_EXTENSION, UPLOAD_NAME } from '../services/content/uploads';
import { uploadBodyLimit } from '../services/content/uploads/receive';
import { StorageUnavailableError, type UploadStorage } from '../services/content/uploads/storage';
import type { AppEnv, Locale } from '../types';

/** The upload endpoint as the API app sees it (the app is mounted under /api). */
export const UPLOAD_PATH = '/admin/uploads';

type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against `size` as RFC 9110 §14 asks: `bytes=a-b`, `bytes=a-` or `bytes=-n`, whitespace
 * allowed around the parts. One satisfiable range: that range. Several ranges (we send no multipart answers), an
 * unknown unit or a malformed set: undefined, the whole file (200), which the RFC allows a server to answer.
 * A well-formed set that no byte of the file satisfies: null (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const set = /^\s*bytes\s*=(.*)$/i.exec(header)?.[1];
  if (set === undefined) return undefined;
  const specs = set
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ranges: (ByteRange | null)[] = [];
  for (const spec of specs) {
    const match = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
    if (!match || (match[1] === '' && match[2] === '')) return undefined;
    if (match[1] !== '' && match[2] !== '' && Number(match[2]) < Number(match[1])) return undefined;
    ranges.push(satisfiable(match[1] as string, match[2] as string, size));
  }
  if (ranges.length === 0) return undefined;
  if (ranges.every((range) => range === null)) return null;
  return ranges.length === 1 ? ranges[0] : undefined;
}

/** The bytes one range-spec (first and last position, either may be empty) selects of `size`; null for none. */
function satisfiable(first: string, last: string, size: number): ByteRange | null {
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size ? { start, end } : null;
}

/** Runs a storage call; a store that is down or refuses us answers 502 (logged), never a 500. */
async function fromStorage<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof StorageUnavailableError)) throw err;
    console.warn(`[uploads] ${err.message}`);
    throw new AppError('bad_gateway', adminMessage(locale, 'uploadStorageFailed'));
  }
}

/** The upload routes over `storage` (chosen once at start: api/services/content/uploads/choose.ts). */
export function uploadRoutes(storage: UploadStorage) {
  return new Hono<AppEnv>()
    .post(
      UPLOAD_PATH,
      answers(dataOf(storedUpload), 201),
      requireRole('admin'),
      // The body is counted as it streams (services/uploads/receive.ts); a declared length can be refused unread.
      async (c, next) => limitDeclaredLength(uploadBodyLimit(c.var.env.UPLOAD_MAX_MB * 1024 * 1024))(c, next),
      async (c) => {
        const locale = c.var.locale;
        const max = c.var.env.UPLOAD_MAX_MB;
        // The body as a stream: read whole (formData) three 150 MB uploads held over a gigabyte.
        const body = { stream: c.req.raw.body, contentType: c.req.header('content-type') };
        const stored = await fromStorage(locale, () =>
          storeUpload(storage, body, max * 1024 * 1024, {
            missing: adminMessage(locale, 'uploadMissing'),
            tooLarge: adminMessage(locale, 'uploadTooLarge', { max }),
            wrongType: adminMessage(locale, 'uploadWrongType'),
          }),
        );
        return c.json({ data: stored }, 201);
      },
    )
    .get('/uploads/:name', requireRole('student', 'mentor', 'admin'), async (c) => {
      const name = c.req.param('name');
      const locale = c.var.locale;
      if (!UPLOAD_NAME.test(name)) throw new AppError('not_found', adminMessage(locale, 'uploadNotFound'));
      const size = await fromStorage(locale, () => storage.size(name));
      if (size === null) throw new AppError('not_found', adminMessage(locale, 'uploadNotFound'));
      const range = parseRange(c.req.header('range'), size);
      if (range === null) {
        c.header('Content-Range', `bytes */${size}`);
        throw new AppError('range_not_satisfiable', adminMessage(locale, 'uploadBadRange'));
      }
      const file = await fromStorage(locale, () => storage.read(name, range));
      if (!file) throw new AppError('not_found', adminMessage(locale, 'uploadNotFound'));
      const ext = name.slice(name.lastIndexOf('.') + 1);
      const headers: Record<string, string> = {
        'Content-Type': TYPE_OF_EXTENSION[ext] ?? 'application/octet-stream',
        'Content-Length': String(file.size),
        'Accept-Ranges': 'bytes',
        // A content hash names the file: it never changes. Private: only signed-in users may fetch it.
        'Cache-Control': 'private, max-age=31536000, immutable',
      };
      if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
      return new Response(file.body, { status: range ? 206 : 200, headers });
    });
}
