/**
 * The workspace being edited on the practice and project screens, as a valtio store. The workspace is
 * immutable (H1's operations return new trees) and kept with `ref()`, so a keystroke swaps one object
 * instead of re-proxying the tree, and the stored value is always a plain, cloneable snapshot.
 */
import { proxy, ref } from 'valtio';
import {
  type AddFileOptions,
  addFile,
  addFolder,
  closeFile,
  copyNode,
  createWorkspace,
  deleteNode,
  findNode,
  openFile,
  pasteNode,
  renameNode,
  setActiveFolder,
  updateFileValue,
  type WorkspaceError,
  type WorkspaceResult,
} from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';

/** `edit`: text typed in a file; `tree`: files or folders changed; `view`: tabs or selection only; `replace`: a new workspace. */
export type ChangeKind = 'edit' | 'tree' | 'view' | 'replace';

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

/** A store with its actions; each action returns null when done, or the workspace error that refused it. */
export function createWorkspaceStore() {
  const state = proxy({
    workspace: ref(createWorkspace()) as Workspace,
    /**
     * The workspace as of the last change that was not typing (tree, tabs, replace). Views of the tree
     * and tabs read this one, so a keystroke re-renders nothing in React; its file values may lag
     * behind the typing (read those from `workspace` or `current()`).
     */
    layout: ref(createWorkspace()) as Workspace,
    /** Bumped when the workspace is replaced, so editors drop their documents. */
    generation: 0,
  });
  const listeners = new Set<(workspace: Workspace, kind: ChangeKind) => void>();

  const commit = (next: Workspace, kind: ChangeKind) => {
    state.workspace = ref(next);
    if (kind !== 'edit') state.layout = ref(next);
    for (const listener of listeners) listener(next, kind);
  };
  const apply = (result: WorkspaceResult, kind: ChangeKind): WorkspaceError | null => {
    if (!result.ok) return result.error;
    commit(result.workspace, kind);
    return null;
  };
  const current = () => state.workspace;

  return {
    state,
    /** Calls `listener` after every change; returns an unsubscribe function. */
    subscribe(listener: (workspace: Workspace, kind: ChangeKind) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The plain workspace now (never a proxy). */
    current,
    replace(workspace: Workspace) {
      state.generation += 1;
      const opened = workspace.openedFiles.filter((id) => findNode(workspace, id));
      commit({ ...workspace, openedFiles: opened }, 'replace');
    },
    edit: (fileId: string, value: string) => apply(updateFileValue(current(), fileId, value), 'edit'),
    /** Adds and opens a file (an image: `{ type: 'image', value: dataUrl }`). */
    addFile(folderId: string | null, name: string, options?: AddFileOptions) {
      const result = addFile(current(), folderId, name, options);
      if (!result.ok) return result.error;
      const opened = openFile(result.workspace, result.file.id);
      return apply(opened.ok ? opened : result, 'tree');
    },
    addFolder: (folderId: string | null, name?: string) => apply(addFolder(current(), folderId, name), 'tree'),
    rename: (id: string, name: string) => apply(renameNode(current(), id, name), 'tree'),
    copy: (id: string) => apply(copyNode(current(), id), 'view'),
    paste: (folderId: string | null) => apply(pasteNode(current(), folderId), 'tree'),
    remove: (id: string) => apply(deleteNode(current(), id), 'tree'),
    open: (id: string) => apply(openFile(current(), id), 'view'),
    close: (id: string) => apply(closeFile(current(), id), 'view'),
    selectFolder: (id: string | null) => apply(setActiveFolder(current(), id), 'view'),
  };
}
