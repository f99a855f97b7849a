/**
 * Images picked from disk for a workspace (the student's "+ Gambar", the admin's starter and
 * solution files): only the image types a saved workspace may hold, at most MAX_IMAGE_BYTES, read as
 * the data URL the workspace stores.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IMAGE_MIME_TYPES } from '../../api/contracts/workspace-limits';
import { bytesToBase64 } from '../lib/base64';

export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The `accept` list of an image picker. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_MIME_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export type ImageProblem =
  | { code: 'not-an-image' }
  | { code: 'too-large'; limit: number }
  | { code: 'workspace-full'; limit: number };

export type ImageResult = { ok: true; name: string; dataUrl: string } | { ok: false; problem: ImageProblem };

const extOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Whether a path names an image a workspace may hold. */
export function isWorkspaceImagePath(path: string): boolean {
  return extOf(path.slice(path.lastIndexOf('/') + 1)) in IMAGE_MIME_TYPES;
}

/** Whether a file of this name and size can be added at all (checked before its bytes are read). */
export function checkImageFile(name: string, size: number): ImageProblem | null {
  if (!isWorkspaceImagePath(name)) return { code: 'not-an-image' };
  if (size > MAX_IMAGE_BYTES) return { code: 'too-large', limit: MAX_IMAGE_BYTES };
  return null;
}

/** The bytes of `name` as a data URL of its image type. */
export function imageDataUrl(name: string, bytes: Uint8Array): ImageResult {
  const problem = checkImageFile(name, bytes.length);
  if (problem) return { ok: false, problem };
  return { ok: true, name, dataUrl: `data:${IMAGE_MIME_TYPES[extOf(name)]};base64,${bytesToBase64(bytes)}` };
}

/** Reads a picked file into a data URL (the type and size are checked before reading). */
export async function readImageFile(file: File): Promise<ImageResult> {
  const problem = checkImageFile(file.name, file.size);
  if (problem) return { ok: false, problem };
  return imageDataUrl(file.name, new Uint8Array(await file.arrayBuffer()));
}

/** A translated message for an image that cannot be added. */
export function imageProblemText(i18n: I18n, problem: ImageProblem): string {
  const mb = Math.round(problem.code === 'not-an-image' ? 0 : problem.limit / (1024 * 1024));
  switch (problem.code) {
    case 'not-an-image':
      return i18n._(msg`Pilih gambar PNG, JPG, GIF, SVG, WebP atau ICO.`);
    case 'too-large':
      return i18n._(msg`Gambar terlalu besar (maksimal ${mb} MB).`);
    case 'workspace-full':
      return i18n._(
        msg`Workspace sudah penuh (maksimal ${mb} MB). Hapus file lain atau pakai gambar yang lebih kecil.`,
      );
  }
}
