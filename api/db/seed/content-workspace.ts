/**
 * Builds the spec's workspace tree (workers/workspace/types.ts) from a flat `path → text` map, for the
 * seeded starters and solutions, with the workspace model's own name and language rules. Ids are
 * stable per call (`FL-<prefix>-1`, `FLD-<prefix>-1`), folders come before files, and the first HTML
 * file is opened and active.
 */
import { isImageExt, langFromExt, splitFileName } from '../../../workers/workspace/lang';
import type { Workspace, WorkspaceFile, WorkspaceFolder, WorkspaceNode } from '../../../workers/workspace/types';

/** `files`: path → content (image files: a data URL). `emptyFolders`: folder paths with no files. */
export function buildWorkspace(prefix: string, files: Record<string, string>, emptyFolders: string[] = []): Workspace {
  let fileCount = 0;
  let folderCount = 0;
  const root: WorkspaceFolder = { id: '', folder: true, name: '', path: '', files: [] };
  const folders = new Map<string, WorkspaceFolder>([['', root]]);

  const folderFor = (path: string): WorkspaceFolder => {
    const existing = folders.get(path);
    if (existing) return existing;
    const slash = path.lastIndexOf('/');
    const parent = folderFor(slash === -1 ? '' : path.slice(0, slash));
    folderCount++;
    const folder: WorkspaceFolder = {
      id: `FLD-${prefix}-${folderCount}`,
      folder: true,
      name: path.slice(slash + 1),
      path,
      files: [],
    };
    parent.files.push(folder);
    folders.set(path, folder);
    return folder;
  };

  for (const path of emptyFolders) folderFor(path);
  for (const [path, value] of Object.entries(files)) {
    const slash = path.lastIndexOf('/');
    const { name, ext } = splitFileName(path.slice(slash + 1));
    fileCount++;
    const file: WorkspaceFile = {
      id: `FL-${prefix}-${fileCount}`,
      name,
      ext,
      lang: langFromExt(ext),
      path,
      type: isImageExt(ext) ? 'image' : 'code',
      value,
    };
    folderFor(slash === -1 ? '' : path.slice(0, slash)).files.push(file);
  }

  const sort = (nodes: WorkspaceNode[]) => {
    nodes.sort((a, b) => {
      const aFolder = 'folder' in a;
      const bFolder = 'folder' in b;
      if (aFolder !== bFolder) return aFolder ? -1 : 1;
      return a.path.localeCompare(b.path);
    });
    for (const node of nodes) if ('folder' in node) sort(node.files);
  };
  sort(root.files);

  const firstHtml = findFirst(root.files, (f) => f.ext === 'html') ?? findFirst(root.files, () => true);
  return {
    files: root.files,
    activeFile: firstHtml?.id ?? null,
    activeFolder: null,
    openedFiles: firstHtml ? [firstHtml.id] : [],
    copied: null,
  };
}

function findFirst(nodes: WorkspaceNode[], test: (file: WorkspaceFile) => boolean): WorkspaceFile | null {
  for (const node of nodes) {
    if ('folder' in node) {
      const found = findFirst(node.files, test);
      if (found) return found;
    } else if (test(node)) return node;
  }
  return null;
}
