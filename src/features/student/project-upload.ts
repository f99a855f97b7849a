/**
 * Reads a project uploaded as a zip: checks the archive and unpacked sizes before unpacking anything
 * (2 MB each), allows only web files (HTML, CSS, SCSS, JS, PHP and a few text types) and images, drops
 * system clutter (`__MACOSX/`, dot files), strips one shared top folder, and turns images into data
 * URLs. Pure (no DOM), so it is unit-tested directly.
 */
import { strFromU8, type UnzipFileInfo, unzipSync } from 'fflate';
import { CODE_EXTENSIONS, IMAGE_MIME_TYPES } from '../../../api/contracts/workspace-limits';
import type { FlatEntry } from '../../../workers/workspace';
import { bytesToBase64 } from '../../lib/base64';

export const MAX_ZIP_BYTES = 2 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 2 * 1024 * 1024;
export const MAX_ZIP_FILES = 200;

export type ZipProblem =
  | { code: 'too-large'; limit: number }
  | { code: 'unpacked-too-large'; limit: number }
  | { code: 'too-many-files'; limit: number }
  | { code: 'not-a-zip' }
  | { code: 'empty' }
  | { code: 'file-types'; files: string[] };

export type ZipResult = { ok: true; entries: FlatEntry[]; skipped: string[] } | { ok: false; problem: ZipProblem };

const extOf = (path: string) => {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** System files zip tools add, skipped silently. */
function isClutter(path: string): boolean {
  return (
    path.startsWith('__MACOSX/') || path.split('/').some((part) => part.startsWith('.')) || path.endsWith('/Thumbs.db')
  );
}

/** Removes a folder every entry shares (`my-site/index.html` → `index.html`). */
function stripSharedRoot(paths: string[]): string {
  const first = paths[0]?.split('/')[0];
  if (!first || paths.some((p) => !p.includes('/') || p.split('/')[0] !== first)) return '';
  return `${first}/`;
}

/** Validates and unpacks a zip; never throws. */
export function readProjectZip(bytes: Uint8Array): ZipResult {
  if (bytes.byteLength > MAX_ZIP_BYTES) return { ok: false, problem: { code: 'too-large', limit: MAX_ZIP_BYTES } };
  let unpackedTotal = 0;
  let count = 0;
  let tooBig = false;
  let tooMany = false;
  const refused: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (info: UnzipFileInfo) => {
        if (info.name.endsWith('/') || isClutter(info.name)) return false;
        const ext = extOf(info.name);
        if (!CODE_EXTENSIONS.includes(ext) && !(ext in IMAGE_MIME_TYPES)) {
          refused.push(info.name);
          return false;
        }
        count += 1;
        unpackedTotal += info.originalSize;
        if (count > MAX_ZIP_FILES) tooMany = true;
        if (unpackedTotal > MAX_UNPACKED_BYTES) tooBig = true;
        // Nothing is unpacked once a limit is passed (a zip bomb stays packed).
        return !tooBig && !tooMany;
      },
    });
  } catch {
    return { ok: false, problem: { code: 'not-a-zip' } };
  }
  if (tooMany) return { ok: false, problem: { code: 'too-many-files', limit: MAX_ZIP_FILES } };
  if (tooBig) return { ok: false, problem: { code: 'unpacked-too-large', limit: MAX_UNPACKED_BYTES } };
  if (refused.length > 0) return { ok: false, problem: { code: 'file-types', files: refused.slice(0, 10) } };
  const paths = Object.keys(files).sort();
  if (paths.length === 0) return { ok: false, problem: { code: 'empty' } };
  const root = stripSharedRoot(paths);
  const entries: FlatEntry[] = paths.map((path) => {
    const data = files[path] ?? new Uint8Array();
    const ext = extOf(path);
    const mime = IMAGE_MIME_TYPES[ext];
    const rel = path.slice(root.length);
    return mime
      ? { path: rel, type: 'image', value: `data:${mime};base64,${bytesToBase64(data)}` }
      : { path: rel, type: 'code', value: strFromU8(data) };
  });
  return { ok: true, entries, skipped: [] };
}
