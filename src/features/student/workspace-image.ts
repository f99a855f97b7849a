/**
 * An image a student adds to their workspace from disk ("+ Gambar"): the picker's checks
 * (`src/editor/image-file.ts`), and room for it in the workspace under the server's size limit.
 */
import { MAX_WORKSPACE_BYTES } from '../../../api/contracts/workspace-limits';
import { allFiles } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { type ImageResult, imageDataUrl, readImageFile } from '../../editor/image-file';

/** The image result, or `workspace-full` when the workspace has no room for it. */
function withRoomIn(workspace: Workspace, image: ImageResult): ImageResult {
  if (!image.ok) return image;
  const used = allFiles(workspace).reduce((sum, file) => sum + file.value.length, 0);
  if (used + image.dataUrl.length > MAX_WORKSPACE_BYTES)
    return { ok: false, problem: { code: 'workspace-full', limit: MAX_WORKSPACE_BYTES } };
  return image;
}

/** The bytes of `name` as a workspace image, if `workspace` has room for it. */
export function toWorkspaceImage(workspace: Workspace, name: string, bytes: Uint8Array): ImageResult {
  return withRoomIn(workspace, imageDataUrl(name, bytes));
}

/** Reads a picked file into a workspace image. */
export async function readWorkspaceImage(workspace: Workspace, file: File): Promise<ImageResult> {
  return withRoomIn(workspace, await readImageFile(file));
}
