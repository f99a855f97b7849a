/** The code workspace tree of docs/decisions/0004-data.md (docs/decisions/0010-preview-and-workspace.md). */
export type FileLang = 'html' | 'css' | 'javascript' | 'php';

export type WorkspaceFile = {
  id: string; // 'FL-…'
  name: string; // without extension
  ext: string; // without dot, may be ''
  lang: FileLang | 'unknown';
  path: string; // full path with extension, no leading slash: 'css/style.css'
  type: 'code' | 'image';
  value: string; // text, or a data URL for images
};

export type WorkspaceFolder = {
  id: string; // 'FLD-…'
  folder: true;
  name: string;
  path: string; // 'assets/img', no leading or trailing slash
  files: WorkspaceNode[];
};

export type WorkspaceNode = WorkspaceFile | WorkspaceFolder;

export type Workspace = {
  files: WorkspaceNode[]; // the root's children
  activeFile: string | null; // file id
  activeFolder: string | null; // folder id, null = root
  openedFiles: string[]; // file ids, in tab order
  copied: WorkspaceNode | null; // the clipboard
};
