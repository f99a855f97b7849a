/**
 * An image a student adds to their workspace from disk ("+ Gambar"): only the image types a saved
 * workspace may hold, at most MAX_IMAGE_BYTES, and only while the whole workspace stays within the
 * server's limit; read as the data URL the workspace stores. Pure apart from reading the file.
 */
import { IMAGE_MIME_TYPES, MAX_WORKSPACE_BYTES } from '../../../api/contracts/workspace-limits';
import { allFiles } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { bytesToBase64 } from '../../lib/base64';

export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The `accept` list of the file picker. */
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

/** Whether a file of this size can be added at all (checked before its bytes are read). */
export function checkImageFile(name: string, size: number): ImageProblem | null {
  if (!(extOf(name) in IMAGE_MIME_TYPES)) return { code: 'not-an-image' };
  if (size > MAX_IMAGE_BYTES) return { code: 'too-large', limit: MAX_IMAGE_BYTES };
  return null;
}

/** The bytes of `name` as a workspace image, if `workspace` has room for it. */
export function toWorkspaceImage(workspace: Workspace, name: string, bytes: Uint8Array): ImageResult {
  const problem = checkImageFile(name, bytes.length);
  if (problem) return { ok: false, problem };
  const dataUrl = `data:${IMAGE_MIME_TYPES[extOf(name)]};base64,${bytesToBase64(bytes)}`;
  const used = allFiles(workspace).reduce((sum, file) => sum + file.value.length, 0);
  if (used + dataUrl.length > MAX_WORKSPACE_BYTES)
    return { ok: false, problem: { code: 'workspace-full', limit: MAX_WORKSPACE_BYTES } };
  return { ok: true, name, dataUrl };
}

/** Reads a picked file into a workspace image (the size is checked before reading). */
export async function readWorkspaceImage(workspace: Workspace, file: File): Promise<ImageResult> {
  const problem = checkImageFile(file.name, file.size);
  if (problem) return { ok: false, problem };
  return toWorkspaceImage(workspace, file.name, new Uint8Array(await file.arrayBuffer()));
}
