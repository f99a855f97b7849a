/**
 * Operations on the code workspace (docs/decisions/0010-preview-and-workspace.md). Every function is pure: it never changes the
 * workspace it is given and returns a new one (unchanged branches are shared). Refused operations
 * return `{ ok: false, error }` with a stable code instead of throwing.
 */
import { fileName, isImageExt, langFromExt, nameProblem, splitFileName } from './lang';
import type { Workspace, WorkspaceFile, WorkspaceFolder, WorkspaceNode } from './types';

export type WorkspaceErrorCode =
  | 'empty-name'
  | 'invalid-name'
  | 'duplicate-name'
  | 'not-found'
  | 'not-a-folder'
  | 'not-a-file'
  | 'clipboard-empty'
  | 'paste-into-itself'
  | 'move-into-itself';

export type WorkspaceError = { code: WorkspaceErrorCode; message: string };

/** The outcome of an operation: the new workspace (plus what it made), or why it was refused. */
export type WorkspaceResult<T extends object = object> =
  | ({ ok: true; workspace: Workspace } & T)
  | { ok: false; error: WorkspaceError };

const MESSAGES: Record<WorkspaceErrorCode, string> = {
  'empty-name': 'The name is empty.',
  'invalid-name': 'The name contains characters that are not allowed (/ \\ : * ? " < > |) or ends with a dot.',
  'duplicate-name': 'A file or folder with this name already exists in that folder.',
  'not-found': 'The file or folder does not exist.',
  'not-a-folder': 'The target is not a folder.',
  'not-a-file': 'That is a folder, not a file.',
  'clipboard-empty': 'Nothing has been copied.',
  'paste-into-itself': 'A folder cannot be pasted into itself or one of its subfolders.',
  'move-into-itself': 'A folder cannot be moved into itself or one of its subfolders.',
};

const fail = (code: WorkspaceErrorCode): { ok: false; error: WorkspaceError } => ({
  ok: false,
  error: { code, message: MESSAGES[code] },
});

export const isFolder = (node: WorkspaceNode): node is WorkspaceFolder => 'folder' in node && node.folder === true;

/** A node's name as shown in the tree: `style.css`, `assets`. */
export const nodeName = (node: WorkspaceNode): string => (isFolder(node) ? node.name : fileName(node));

const joinPath = (folder: string, name: string): string => (folder === '' ? name : `${folder}/${name}`);

function randomId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** A fresh file id (`FL-…`). */
export const newFileId = (): string => `FL-${randomId()}`;
/** A fresh folder id (`FLD-…`). */
export const newFolderId = (): string => `FLD-${randomId()}`;

/** An empty workspace (or one holding the given root nodes). */
export function createWorkspace(files: WorkspaceNode[] = []): Workspace {
  return { files, activeFile: null, activeFolder: null, openedFiles: [], copied: null };
}

type Located = { node: WorkspaceNode; parent: WorkspaceFolder | null; siblings: WorkspaceNode[] };

/** Finds a node by id anywhere in the tree. */
export function findNode(workspace: Workspace, id: string): Located | null {
  const walk = (nodes: WorkspaceNode[], parent: WorkspaceFolder | null): Located | null => {
    for (const node of nodes) {
      if (node.id === id) return { node, parent, siblings: nodes };
      if (isFolder(node)) {
        const found = walk(node.files, node);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(workspace.files, null);
}

/** Finds a file or folder by its path (`css/style.css`, `assets/img`). */
export function findByPath(workspace: Workspace, path: string): WorkspaceNode | null {
  const walk = (nodes: WorkspaceNode[]): WorkspaceNode | null => {
    for (const node of nodes) {
      if (node.path === path) return node;
      if (isFolder(node) && path.startsWith(`${node.path}/`)) return walk(node.files);
    }
    return null;
  };
  return walk(workspace.files);
}

/** Every file of the tree, depth first in tree order. */
export function allFiles(workspace: Workspace): WorkspaceFile[] {
  const out: WorkspaceFile[] = [];
  const walk = (nodes: WorkspaceNode[]) => {
    for (const node of nodes) {
      if (isFolder(node)) walk(node.files);
      else out.push(node);
    }
  };
  walk(workspace.files);
  return out;
}

/** Ids of a node and everything under it. */
function subtreeIds(node: WorkspaceNode, into = new Set<string>()): Set<string> {
  into.add(node.id);
  if (isFolder(node)) for (const child of node.files) subtreeIds(child, into);
  return into;
}

/** The children of a folder (`null` = root), or an error when the id is not a folder. */
function folderChildren(
  workspace: Workspace,
  folderId: string | null,
): { ok: true; nodes: WorkspaceNode[]; path: string } | { ok: false; error: WorkspaceError } {
  if (folderId === null) return { ok: true, nodes: workspace.files, path: '' };
  const found = findNode(workspace, folderId);
  if (!found) return fail('not-found');
  if (!isFolder(found.node)) return fail('not-a-folder');
  return { ok: true, nodes: found.node.files, path: found.node.path };
}

/** Replaces the children of one folder (`null` = root), copying only the branch that leads to it. */
function withChildren(
  workspace: Workspace,
  folderId: string | null,
  update: (nodes: WorkspaceNode[]) => WorkspaceNode[],
): Workspace {
  if (folderId === null) return { ...workspace, files: update(workspace.files) };
  const walk = (nodes: WorkspaceNode[]): WorkspaceNode[] | null => {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      if (!isFolder(node)) continue;
      const replaced: WorkspaceFolder | null =
        node.id === folderId
          ? { ...node, files: update(node.files) }
          : (() => {
              const inner = walk(node.files);
              return inner ? { ...node, files: inner } : null;
            })();
      if (replaced) return [...nodes.slice(0, i), replaced, ...nodes.slice(i + 1)];
    }
    return null;
  };
  return { ...workspace, files: walk(workspace.files) ?? workspace.files };
}

/** A copy of a node placed under `parentPath`, paths rewritten below it; fresh ids when asked. */
function placed(node: WorkspaceNode, parentPath: string, freshIds: boolean): WorkspaceNode {
  const path = joinPath(parentPath, nodeName(node));
  if (!isFolder(node)) return { ...node, id: freshIds ? newFileId() : node.id, path };
  return {
    ...node,
    id: freshIds ? newFolderId() : node.id,
    path,
    files: node.files.map((child) => placed(child, path, freshIds)),
  };
}

const nameTaken = (siblings: WorkspaceNode[], name: string, exceptId?: string): boolean =>
  siblings.some((s) => s.id !== exceptId && nodeName(s) === name);

/** `New Folder`, else `New Folder (n)` for the smallest free n ≥ 1. */
export function nextFolderName(siblings: WorkspaceNode[], base = 'New Folder'): string {
  if (!nameTaken(siblings, base)) return base;
  for (let n = 1; ; n++) if (!nameTaken(siblings, `${base} (${n})`)) return `${base} (${n})`;
}

/** A free name for a pasted copy: the same name, else `name (n).ext` / `name (n)`. */
function freeCopyName(siblings: WorkspaceNode[], node: WorkspaceNode): string {
  const name = nodeName(node);
  if (!nameTaken(siblings, name)) return name;
  for (let n = 1; ; n++) {
    const candidate = isFolder(node) ? `${node.name} (${n})` : fileName({ name: `${node.name} (${n})`, ext: node.ext });
    if (!nameTaken(siblings, candidate)) return candidate;
  }
}

function checkName(name: string, siblings: WorkspaceNode[], exceptId?: string): WorkspaceError | null {
  const problem = nameProblem(name);
  if (problem) return fail(problem).error;
  if (nameTaken(siblings, name, exceptId)) return fail('duplicate-name').error;
  return null;
}

export type AddFileOptions = { value?: string; type?: WorkspaceFile['type'] };

/** Adds a file named `fullName` (e.g. `style.css`) to a folder (`null` = root). */
export function addFile(
  workspace: Workspace,
  folderId: string | null,
  fullName: string,
  options: AddFileOptions = {},
): WorkspaceResult<{ file: WorkspaceFile }> {
  const target = folderChildren(workspace, folderId);
  if (!target.ok) return target;
  const name = fullName.trim();
  const problem = checkName(name, target.nodes);
  if (problem) return { ok: false, error: problem };
  const split = splitFileName(name);
  const file: WorkspaceFile = {
    id: newFileId(),
    name: split.name,
    ext: split.ext,
    lang: langFromExt(split.ext),
    path: joinPath(target.path, name),
    type: options.type ?? (isImageExt(split.ext) ? 'image' : 'code'),
    value: options.value ?? '',
  };
  return { ok: true, workspace: withChildren(workspace, folderId, (nodes) => [...nodes, file]), file };
}

/** Adds a folder; without a name it is `New Folder` or `New Folder (n)`. */
export function addFolder(
  workspace: Workspace,
  folderId: string | null,
  name?: string,
): WorkspaceResult<{ folder: WorkspaceFolder }> {
  const target = folderChildren(workspace, folderId);
  if (!target.ok) return target;
  const folderName = name === undefined ? nextFolderName(target.nodes) : name.trim();
  const problem = checkName(folderName, target.nodes);
  if (problem) return { ok: false, error: problem };
  const folder: WorkspaceFolder = {
    id: newFolderId(),
    folder: true,
    name: folderName,
    path: joinPath(target.path, folderName),
    files: [],
  };
  return { ok: true, workspace: withChildren(workspace, folderId, (nodes) => [...nodes, folder]), folder };
}

/**
 * Renames a file or folder. A file's new name splits at its last dot into name and extension and its
 * language follows the extension; a folder's new path carries down to everything inside it.
 */
export function renameNode(
  workspace: Workspace,
  id: string,
  newName: string,
): WorkspaceResult<{ node: WorkspaceNode }> {
  const found = findNode(workspace, id);
  if (!found) return fail('not-found');
  const name = newName.trim();
  const problem = checkName(name, found.siblings, id);
  if (problem) return { ok: false, error: problem };
  const parentPath = found.parent?.path ?? '';
  let renamed: WorkspaceNode;
  if (isFolder(found.node)) {
    renamed = placed({ ...found.node, name }, parentPath, false);
  } else {
    const split = splitFileName(name);
    renamed = {
      ...found.node,
      name: split.name,
      ext: split.ext,
      lang: langFromExt(split.ext),
      path: joinPath(parentPath, name),
    };
  }
  const workspaceOut = withChildren(workspace, found.parent?.id ?? null, (nodes) =>
    nodes.map((n) => (n.id === id ? renamed : n)),
  );
  return { ok: true, workspace: workspaceOut, node: renamed };
}

/** Puts a snapshot of a file or folder on the clipboard. */
export function copyNode(workspace: Workspace, id: string): WorkspaceResult {
  const found = findNode(workspace, id);
  if (!found) return fail('not-found');
  return { ok: true, workspace: { ...workspace, copied: structuredClone(found.node) } };
}

/**
 * Pastes the clipboard into a folder (`null` = root) with new ids and paths. A name already used
 * there gets ` (n)` (`style (1).css`). A folder cannot be pasted into itself or a descendant.
 */
export function pasteNode(workspace: Workspace, folderId: string | null): WorkspaceResult<{ node: WorkspaceNode }> {
  const copied = workspace.copied;
  if (!copied) return fail('clipboard-empty');
  const target = folderChildren(workspace, folderId);
  if (!target.ok) return target;
  if (folderId !== null && isFolder(copied)) {
    const original = findNode(workspace, copied.id);
    const inside = subtreeIds(copied);
    if (original) subtreeIds(original.node, inside);
    if (inside.has(folderId)) return fail('paste-into-itself');
  }
  const name = freeCopyName(target.nodes, copied);
  const renamed: WorkspaceNode = isFolder(copied) ? { ...copied, name } : { ...copied, ...splitFileName(name) };
  const node = placed(renamed, target.path, true);
  return { ok: true, workspace: withChildren(workspace, folderId, (nodes) => [...nodes, node]), node };
}

/** Removes a file or folder (and everything in it), closing its tabs and clearing what was active in it. */
export function deleteNode(workspace: Workspace, id: string): WorkspaceResult {
  const found = findNode(workspace, id);
  if (!found) return fail('not-found');
  const gone = subtreeIds(found.node);
  let next = withChildren(workspace, found.parent?.id ?? null, (nodes) => nodes.filter((n) => n.id !== id));
  for (const fileId of workspace.openedFiles) if (gone.has(fileId)) next = closeTab(next, fileId);
  if (next.activeFile !== null && gone.has(next.activeFile)) next = { ...next, activeFile: null };
  if (next.activeFolder !== null && gone.has(next.activeFolder)) next = { ...next, activeFolder: null };
  return { ok: true, workspace: next };
}

/** Moves a file or folder into another folder (`null` = root), keeping its id. */
export function moveNode(
  workspace: Workspace,
  id: string,
  folderId: string | null,
): WorkspaceResult<{ node: WorkspaceNode }> {
  const found = findNode(workspace, id);
  if (!found) return fail('not-found');
  const target = folderChildren(workspace, folderId);
  if (!target.ok) return target;
  if (folderId !== null && subtreeIds(found.node).has(folderId)) return fail('move-into-itself');
  if ((found.parent?.id ?? null) === folderId) return { ok: true, workspace, node: found.node };
  if (nameTaken(target.nodes, nodeName(found.node))) return fail('duplicate-name');
  const node = placed(found.node, target.path, false);
  const removed = withChildren(workspace, found.parent?.id ?? null, (nodes) => nodes.filter((n) => n.id !== id));
  return { ok: true, workspace: withChildren(removed, folderId, (nodes) => [...nodes, node]), node };
}

/** Replaces a file's content (what the editor calls on every change). */
export function updateFileValue(workspace: Workspace, id: string, value: string): WorkspaceResult {
  const found = findNode(workspace, id);
  if (!found) return fail('not-found');
  if (isFolder(found.node)) return fail('not-a-file');
  if (found.node.value === value) return { ok: true, workspace };
  const updated: WorkspaceFile = { ...found.node, value };
  return {
    ok: true,
    workspace: withChildren(workspace, found.parent?.id ?? null, (nodes) =>
      nodes.map((n) => (n.id === id ? updated : n)),
    ),
  };
}

/** Opens a file in a tab (at the end, if not open yet) and makes it the active file. */
export function openFile(workspace: Workspace, id: string): WorkspaceResult {
  const found = findNode(workspace, id);
  if (!found) return fail('not-found');
  if (isFolder(found.node)) return fail('not-a-file');
  const openedFiles = workspace.openedFiles.includes(id) ? workspace.openedFiles : [...workspace.openedFiles, id];
  return { ok: true, workspace: { ...workspace, openedFiles, activeFile: id } };
}

/** Makes an open or closed file active (opening it when needed). */
export const activateFile = openFile;

function closeTab(workspace: Workspace, id: string): Workspace {
  const index = workspace.openedFiles.indexOf(id);
  if (index === -1) return workspace;
  const openedFiles = workspace.openedFiles.filter((f) => f !== id);
  const activeFile =
    workspace.activeFile === id ? (openedFiles[index] ?? openedFiles[index - 1] ?? null) : workspace.activeFile;
  return { ...workspace, openedFiles, activeFile };
}

/** Closes a tab; closing the active one activates its right neighbour, else its left one, else none. */
export function closeFile(workspace: Workspace, id: string): WorkspaceResult {
  if (!workspace.openedFiles.includes(id)) return fail('not-found');
  return { ok: true, workspace: closeTab(workspace, id) };
}

/** Sets the folder new files and folders go into (`null` = root). */
export function setActiveFolder(workspace: Workspace, folderId: string | null): WorkspaceResult {
  if (folderId !== null) {
    const found = findNode(workspace, folderId);
    if (!found) return fail('not-found');
    if (!isFolder(found.node)) return fail('not-a-folder');
  }
  return { ok: true, workspace: { ...workspace, activeFolder: folderId } };
}
