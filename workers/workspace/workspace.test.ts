import { describe, expect, it } from 'vitest';
import { toCheckFiles, toPreviewFiles, workspaceFromFiles } from './flatten';
import type { Workspace, WorkspaceFile, WorkspaceFolder } from './types';
import {
  activateFile,
  addFile,
  addFolder,
  allFiles,
  closeFile,
  copyNode,
  createWorkspace,
  deleteNode,
  findByPath,
  findNode,
  moveNode,
  nextFolderName,
  openFile,
  pasteNode,
  renameNode,
  setActiveFolder,
  updateFileValue,
  type WorkspaceResult,
} from './workspace';

/** Unwraps a successful result (a refused one fails the test with its message). */
function ok(result: WorkspaceResult<object>): Workspace {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.workspace;
}
const errorCode = (result: WorkspaceResult<object>) => (result.ok ? 'ok' : result.error.code);

/** index.html, css/style.css, js/ (empty) */
function sample() {
  let ws = createWorkspace();
  const index = addFile(ws, null, 'index.html', { value: '<h1>x</h1>' });
  ws = ok(index);
  const css = addFolder(ws, null, 'css');
  ws = ok(css);
  const cssId = (css as { folder: WorkspaceFolder }).folder.id;
  const style = addFile(ws, cssId, 'style.css', { value: 'h1{}' });
  ws = ok(style);
  const js = addFolder(ws, null, 'js');
  ws = ok(js);
  return {
    ws,
    indexId: (index as { file: WorkspaceFile }).file.id,
    cssId,
    styleId: (style as { file: WorkspaceFile }).file.id,
    jsId: (js as { folder: WorkspaceFolder }).folder.id,
  };
}

describe('create and add', () => {
  it('creates an empty workspace', () => {
    expect(createWorkspace()).toEqual({
      files: [],
      activeFile: null,
      activeFolder: null,
      openedFiles: [],
      copied: null,
    });
  });

  it('adds files with FL- ids, split names, language and path', () => {
    const { ws, cssId } = sample();
    const style = findByPath(ws, 'css/style.css') as WorkspaceFile;
    expect(style).toMatchObject({
      name: 'style',
      ext: 'css',
      lang: 'css',
      path: 'css/style.css',
      type: 'code',
      value: 'h1{}',
    });
    expect(style.id).toMatch(/^FL-/);
    expect(findNode(ws, cssId)?.node.id).toMatch(/^FLD-/);
  });

  it('derives type image from the extension unless given', () => {
    const ws = ok(addFile(createWorkspace(), null, 'logo.PNG', { value: 'data:image/png;base64,AA' }));
    expect(ws.files[0]).toMatchObject({ type: 'image', lang: 'unknown', ext: 'PNG' });
  });

  it('names new folders New Folder, then New Folder (n) for the next free n', () => {
    let ws = createWorkspace();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = addFolder(ws, null);
      ws = ok(r);
      names.push((r as { folder: WorkspaceFolder }).folder.name);
    }
    expect(names).toEqual(['New Folder', 'New Folder (1)', 'New Folder (2)']);
    const first = ws.files[1]!.id;
    ws = ok(deleteNode(ws, first));
    expect(nextFolderName(ws.files)).toBe('New Folder (1)');
  });

  it('adds inside nested folders with the full path', () => {
    const { ws, cssId } = sample();
    const r = addFolder(ws, cssId, 'vendor');
    const vendor = (r as { folder: WorkspaceFolder }).folder;
    const next = ok(addFile(ok(r), vendor.id, 'reset.min.css'));
    expect(findByPath(next, 'css/vendor/reset.min.css')).toMatchObject({ name: 'reset.min', ext: 'css' });
  });

  it('refuses duplicate names in one folder, but allows them in different folders', () => {
    const { ws, cssId } = sample();
    expect(errorCode(addFile(ws, null, 'index.html'))).toBe('duplicate-name');
    expect(errorCode(addFile(ws, null, 'css'))).toBe('duplicate-name');
    expect(errorCode(addFolder(ws, null, 'css'))).toBe('duplicate-name');
    expect(errorCode(addFile(ws, cssId, 'index.html'))).toBe('ok');
  });

  it('refuses empty and invalid names with a message', () => {
    const ws = createWorkspace();
    const empty = addFile(ws, null, '  ');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error).toMatchObject({ code: 'empty-name', message: expect.any(String) });
    expect(errorCode(addFile(ws, null, 'a/b.html'))).toBe('invalid-name');
    expect(errorCode(addFolder(ws, null, 'x:y'))).toBe('invalid-name');
  });

  it('trims names', () => {
    const ws = ok(addFile(createWorkspace(), null, '  page.html '));
    expect(ws.files[0]).toMatchObject({ path: 'page.html' });
  });

  it('refuses adding into a missing folder or into a file', () => {
    const { ws, indexId } = sample();
    expect(errorCode(addFile(ws, 'FLD-nope', 'a.html'))).toBe('not-found');
    expect(errorCode(addFile(ws, indexId, 'a.html'))).toBe('not-a-folder');
  });

  it('never changes the workspace it was given', () => {
    const { ws, cssId } = sample();
    const before = structuredClone(ws);
    ok(addFile(ws, cssId, 'more.css'));
    ok(addFolder(ws, null));
    expect(ws).toEqual(before);
  });
});

describe('rename', () => {
  it('splits at the last dot and derives the language', () => {
    const { ws, styleId } = sample();
    const renamed = ok(renameNode(ws, styleId, 'theme.dark.scss'));
    expect(findNode(renamed, styleId)?.node).toMatchObject({
      name: 'theme.dark',
      ext: 'scss',
      lang: 'css',
      path: 'css/theme.dark.scss',
      value: 'h1{}',
    });
  });

  it('handles names without an extension and unknown extensions', () => {
    const { ws, indexId } = sample();
    expect(findNode(ok(renameNode(ws, indexId, 'LICENSE')), indexId)?.node).toMatchObject({
      name: 'LICENSE',
      ext: '',
      lang: 'unknown',
    });
    expect(findNode(ok(renameNode(ws, indexId, 'app.vue')), indexId)?.node).toMatchObject({ lang: 'javascript' });
    expect(findNode(ok(renameNode(ws, indexId, 'routes.laravel')), indexId)?.node).toMatchObject({ lang: 'php' });
  });

  it('renames a folder and rewrites the paths inside it', () => {
    const { ws, cssId, styleId } = sample();
    const renamed = ok(renameNode(ws, cssId, 'styles'));
    expect(findNode(renamed, cssId)?.node).toMatchObject({ name: 'styles', path: 'styles' });
    expect(findNode(renamed, styleId)?.node.path).toBe('styles/style.css');
  });

  it('refuses a name taken by a sibling, but allows keeping its own name', () => {
    const { ws, indexId, cssId } = sample();
    expect(errorCode(renameNode(ws, indexId, 'css'))).toBe('duplicate-name');
    expect(errorCode(renameNode(ws, cssId, 'js'))).toBe('duplicate-name');
    expect(errorCode(renameNode(ws, indexId, 'index.html'))).toBe('ok');
  });

  it('refuses empty, invalid and unknown', () => {
    const { ws, indexId } = sample();
    expect(errorCode(renameNode(ws, indexId, ''))).toBe('empty-name');
    expect(errorCode(renameNode(ws, indexId, 'a|b.html'))).toBe('invalid-name');
    expect(errorCode(renameNode(ws, 'FL-missing', 'a.html'))).toBe('not-found');
  });
});

describe('copy and paste', () => {
  it('pastes a file with a new id and path', () => {
    const { ws, styleId, jsId } = sample();
    const r = pasteNode(ok(copyNode(ws, styleId)), jsId);
    const pasted = (r as { node: WorkspaceFile }).node;
    expect(pasted.id).toMatch(/^FL-/);
    expect(pasted.id).not.toBe(styleId);
    expect(pasted).toMatchObject({ path: 'js/style.css', value: 'h1{}', lang: 'css' });
    expect(findNode(ok(r), styleId)?.node.path).toBe('css/style.css');
  });

  it('numbers a copy pasted beside a same-named node', () => {
    const { ws, styleId, cssId } = sample();
    let next = ok(copyNode(ws, styleId));
    next = ok(pasteNode(next, cssId));
    next = ok(pasteNode(next, cssId));
    const names = (findByPath(next, 'css') as WorkspaceFolder).files.map((f) => f.path);
    expect(names).toEqual(['css/style.css', 'css/style (1).css', 'css/style (2).css']);
  });

  it('pastes a folder deep-copied with new ids and paths throughout', () => {
    const { ws, cssId, styleId, jsId } = sample();
    const r = pasteNode(ok(copyNode(ws, cssId)), jsId);
    const folder = (r as { node: WorkspaceFolder }).node;
    expect(folder).toMatchObject({ name: 'css', path: 'js/css' });
    expect(folder.id).not.toBe(cssId);
    expect(folder.files[0]).toMatchObject({ path: 'js/css/style.css' });
    expect(folder.files[0]!.id).not.toBe(styleId);
    const ids = [...JSON.stringify(ok(r).files).matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('refuses pasting a folder into itself or a descendant', () => {
    const { ws, cssId } = sample();
    const withSub = addFolder(ws, cssId, 'sub');
    const subId = (withSub as { folder: WorkspaceFolder }).folder.id;
    const copied = ok(copyNode(ok(withSub), cssId));
    const into = pasteNode(copied, cssId);
    expect(into.ok).toBe(false);
    if (!into.ok) expect(into.error.code).toBe('paste-into-itself');
    expect(errorCode(pasteNode(copied, subId))).toBe('paste-into-itself');
    expect(errorCode(pasteNode(copied, null))).toBe('ok');
  });

  it('refuses pasting with an empty clipboard or into a missing folder', () => {
    const { ws, indexId } = sample();
    expect(errorCode(pasteNode(ws, null))).toBe('clipboard-empty');
    expect(errorCode(pasteNode(ok(copyNode(ws, indexId)), 'FLD-x'))).toBe('not-found');
    expect(errorCode(copyNode(ws, 'FL-x'))).toBe('not-found');
  });

  it('keeps a snapshot: editing the original after copying does not change the paste', () => {
    const { ws, indexId } = sample();
    let next = ok(copyNode(ws, indexId));
    next = ok(updateFileValue(next, indexId, 'changed'));
    const r = pasteNode(next, null);
    expect((r as { node: WorkspaceFile }).node).toMatchObject({ path: 'index (1).html', value: '<h1>x</h1>' });
  });
});

describe('delete and move', () => {
  it('deletes a folder with its contents, closing tabs and clearing active ones', () => {
    const { ws, cssId, styleId, indexId } = sample();
    let next = ok(openFile(ws, indexId));
    next = ok(openFile(next, styleId));
    next = ok(setActiveFolder(next, cssId));
    next = ok(deleteNode(next, cssId));
    expect(findNode(next, styleId)).toBeNull();
    expect(next.openedFiles).toEqual([indexId]);
    expect(next.activeFile).toBe(indexId);
    expect(next.activeFolder).toBeNull();
    expect(errorCode(deleteNode(next, cssId))).toBe('not-found');
  });

  it('moves a file into a folder keeping its id, updating its path', () => {
    const { ws, indexId, jsId } = sample();
    const next = ok(moveNode(ws, indexId, jsId));
    expect(findNode(next, indexId)?.node.path).toBe('js/index.html');
    expect(next.files.some((n) => n.id === indexId)).toBe(false);
    expect(findNode(ok(moveNode(next, indexId, null)), indexId)?.node.path).toBe('index.html');
  });

  it('moves a folder with its contents', () => {
    const { ws, cssId, styleId, jsId } = sample();
    const next = ok(moveNode(ws, cssId, jsId));
    expect(findNode(next, styleId)?.node.path).toBe('js/css/style.css');
  });

  it('refuses moving a folder into itself or a descendant, and name clashes', () => {
    const { ws, cssId, indexId } = sample();
    const withSub = ok(addFolder(ws, cssId, 'sub'));
    const subId = (findByPath(withSub, 'css/sub') as WorkspaceFolder).id;
    expect(errorCode(moveNode(withSub, cssId, cssId))).toBe('move-into-itself');
    expect(errorCode(moveNode(withSub, cssId, subId))).toBe('move-into-itself');
    const clash = ok(addFile(withSub, cssId, 'index.html'));
    expect(errorCode(moveNode(clash, indexId, cssId))).toBe('duplicate-name');
    expect(errorCode(moveNode(clash, indexId, indexId))).toBe('not-a-folder');
  });

  it('treats moving into the current folder as a no-op', () => {
    const { ws, styleId, cssId } = sample();
    const r = moveNode(ws, styleId, cssId);
    expect(r.ok && r.workspace).toBe(ws);
  });
});

describe('open, close and activate', () => {
  it('opens files into tabs once and activates them', () => {
    const { ws, indexId, styleId } = sample();
    let next = ok(openFile(ws, indexId));
    next = ok(openFile(next, styleId));
    next = ok(activateFile(next, indexId));
    expect(next.openedFiles).toEqual([indexId, styleId]);
    expect(next.activeFile).toBe(indexId);
  });

  it('refuses opening a folder or a missing file', () => {
    const { ws, cssId } = sample();
    expect(errorCode(openFile(ws, cssId))).toBe('not-a-file');
    expect(errorCode(openFile(ws, 'FL-x'))).toBe('not-found');
  });

  it('closing the active tab activates the right neighbour, else the left, else none', () => {
    const { ws, indexId, styleId } = sample();
    let next = ok(addFile(ws, null, 'about.html'));
    const aboutId = (findByPath(next, 'about.html') as WorkspaceFile).id;
    for (const id of [indexId, styleId, aboutId]) next = ok(openFile(next, id));
    next = ok(activateFile(next, styleId));
    next = ok(closeFile(next, styleId));
    expect(next.activeFile).toBe(aboutId);
    next = ok(closeFile(next, aboutId));
    expect(next.activeFile).toBe(indexId);
    next = ok(closeFile(next, indexId));
    expect(next).toMatchObject({ activeFile: null, openedFiles: [] });
    expect(errorCode(closeFile(next, indexId))).toBe('not-found');
  });

  it('closing an inactive tab keeps the active file', () => {
    const { ws, indexId, styleId } = sample();
    let next = ok(openFile(ws, indexId));
    next = ok(openFile(next, styleId));
    expect(ok(closeFile(next, indexId)).activeFile).toBe(styleId);
  });

  it('sets the active folder only to a folder', () => {
    const { ws, cssId, indexId } = sample();
    expect(ok(setActiveFolder(ws, cssId)).activeFolder).toBe(cssId);
    expect(ok(setActiveFolder(ws, null)).activeFolder).toBeNull();
    expect(errorCode(setActiveFolder(ws, indexId))).toBe('not-a-folder');
  });
});

describe('update file value', () => {
  it('replaces the content of one file only', () => {
    const { ws, styleId, indexId } = sample();
    const next = ok(updateFileValue(ws, styleId, 'p{}'));
    expect(findNode(next, styleId)?.node).toMatchObject({ value: 'p{}' });
    expect(findNode(next, indexId)?.node).toBe(findNode(ws, indexId)?.node);
    expect(errorCode(updateFileValue(ws, 'FLD-x', ''))).toBe('not-found');
  });
});

describe('flattening', () => {
  it('lists files in tree order and empty folders with a trailing slash', () => {
    const { ws } = sample();
    expect(toCheckFiles(ws)).toEqual([
      { path: 'index.html', value: '<h1>x</h1>' },
      { path: 'css/style.css', value: 'h1{}' },
      { path: 'js/', value: '' },
    ]);
  });

  it('lists preview files with their type and no folders', () => {
    const ws = workspaceFromFiles([
      { path: 'index.html', value: '<img src="img/a.png">' },
      { path: 'img/a.png', value: 'data:image/png;base64,AA' },
      { path: 'empty/' },
    ]);
    expect(toPreviewFiles(ws)).toEqual([
      { path: 'index.html', value: '<img src="img/a.png">', type: 'code' },
      { path: 'img/a.png', value: 'data:image/png;base64,AA', type: 'image' },
    ]);
  });

  it('builds a tree from flat paths and back', () => {
    const flat = [
      { path: 'index.html', value: 'a' },
      { path: 'assets/css/style.css', value: 'b' },
      { path: 'assets/js/app.js', value: 'c' },
      { path: 'docs/', value: '' },
    ];
    const ws = workspaceFromFiles(flat);
    expect(toCheckFiles(ws)).toEqual(flat);
    expect(findByPath(ws, 'assets/css')).toMatchObject({ folder: true, name: 'css' });
    expect(allFiles(ws).map((f) => f.lang)).toEqual(['html', 'css', 'javascript']);
  });

  it('skips blank, duplicate and clashing paths when building', () => {
    const ws = workspaceFromFiles([
      { path: 'a.html', value: '1' },
      { path: 'a.html', value: '2' },
      { path: '' },
      { path: 'a.html/x.css' },
      { path: '/./b//c.css', value: '3' },
    ]);
    expect(toCheckFiles(ws)).toEqual([
      { path: 'a.html', value: '1' },
      { path: 'b/c.css', value: '3' },
    ]);
  });
});
