/**
 * Flat views of the workspace for the checker and the preview (docs/decisions/0009-checker.md, docs/decisions/0010-preview-and-workspace.md), and the reverse:
 * a workspace built from flat paths (starter code, stored submissions, tests).
 */

import type { PreviewFile } from '../../sandbox/preview/types';
import type { CheckFile } from '../checker/api';
import { isImageExt, langFromExt, splitFileName } from './lang';
import type { Workspace, WorkspaceFile, WorkspaceFolder, WorkspaceNode } from './types';
import { createWorkspace, isFolder, newFileId, newFolderId } from './workspace';

type Tree = Workspace | WorkspaceNode[];
const rootOf = (tree: Tree): WorkspaceNode[] => (Array.isArray(tree) ? tree : tree.files);

/**
 * Every file as `{ path, value }` in tree order; each empty folder as `{ path: 'folder/', value: '' }`
 * so the checker's folder rule can see it.
 */
export function toCheckFiles(tree: Tree): CheckFile[] {
  const out: CheckFile[] = [];
  const walk = (nodes: WorkspaceNode[]) => {
    for (const node of nodes) {
      if (!isFolder(node)) out.push({ path: node.path, value: node.value });
      else if (node.files.length === 0) out.push({ path: `${node.path}/`, value: '' });
      else walk(node.files);
    }
  };
  walk(rootOf(tree));
  return out;
}

/** Every file as `{ path, value, type }` in tree order, for `buildPreview`. */
export function toPreviewFiles(tree: Tree): PreviewFile[] {
  const out: PreviewFile[] = [];
  const walk = (nodes: WorkspaceNode[]) => {
    for (const node of nodes) {
      if (isFolder(node)) walk(node.files);
      else out.push({ path: node.path, value: node.value, type: node.type });
    }
  };
  walk(rootOf(tree));
  return out;
}

export type FlatEntry = { path: string; value?: string; type?: WorkspaceFile['type'] };

/**
 * Builds a workspace from flat paths (`css/style.css`; `assets/` for an empty folder), creating the
 * folders on the way with fresh ids. Blank and duplicate paths are skipped.
 */
export function workspaceFromFiles(entries: FlatEntry[]): Workspace {
  const root: WorkspaceNode[] = [];
  const folders = new Map<string, WorkspaceFolder>();
  const taken = new Set<string>();
  /** The children of the folder at `path`, created on the way; `null` when a file holds that path. */
  const folderAt = (path: string): WorkspaceNode[] | null => {
    if (path === '') return root;
    const existing = folders.get(path);
    if (existing) return existing.files;
    if (taken.has(path)) return null;
    const slash = path.lastIndexOf('/');
    const parent = folderAt(slash === -1 ? '' : path.slice(0, slash));
    if (!parent) return null;
    const folder: WorkspaceFolder = { id: newFolderId(), folder: true, name: path.slice(slash + 1), path, files: [] };
    folders.set(path, folder);
    taken.add(path);
    parent.push(folder);
    return folder.files;
  };
  for (const entry of entries) {
    const clean = entry.path
      .replace(/\\/g, '/')
      .split('/')
      .filter((s) => s !== '' && s !== '.')
      .join('/');
    if (clean === '') continue;
    if (entry.path.endsWith('/')) {
      folderAt(clean);
      continue;
    }
    if (taken.has(clean)) continue;
    const slash = clean.lastIndexOf('/');
    const parent = folderAt(slash === -1 ? '' : clean.slice(0, slash));
    if (!parent) continue;
    const { name, ext } = splitFileName(clean.slice(slash + 1));
    parent.push({
      id: newFileId(),
      name,
      ext,
      lang: langFromExt(ext),
      path: clean,
      type: entry.type ?? (isImageExt(ext) ? 'image' : 'code'),
      value: entry.value ?? '',
    });
    taken.add(clean);
  }
  return createWorkspace(root);
}
