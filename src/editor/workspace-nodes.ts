/** Read-only walks over a workspace tree, for the editor's views. */
import type { WorkspaceFile, WorkspaceFolder, WorkspaceNode } from '../../workers/workspace/types';

export const isFolderNode = (node: WorkspaceNode): node is WorkspaceFolder => 'folder' in node;

/** Every file of the tree, depth first. */
export function allFiles(nodes: WorkspaceNode[]): WorkspaceFile[] {
  const out: WorkspaceFile[] = [];
  const walk = (list: WorkspaceNode[]) => {
    for (const node of list) {
      if (isFolderNode(node)) walk(node.files);
      else out.push(node);
    }
  };
  walk(nodes);
  return out;
}

export function findFile(nodes: WorkspaceNode[], id: string | null): WorkspaceFile | undefined {
  if (!id) return undefined;
  return allFiles(nodes).find((file) => file.id === id);
}

/** The file a viewer opens first: `index.html` at the root, else the first HTML file, else the first file. */
export function entryFile(nodes: WorkspaceNode[]): WorkspaceFile | undefined {
  const files = allFiles(nodes);
  return files.find((f) => f.path === 'index.html') ?? files.find((f) => f.lang === 'html') ?? files.find(() => true);
}
