import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCheckFiles, toPreviewFiles, workspaceFromFiles } from './flatten';
import { extFromLang, langFromExt, splitFileName } from './lang';
import type { Workspace } from './types';
import {
  addFile,
  addFolder,
  closeFile,
  copyNode,
  createWorkspace,
  deleteNode,
  moveNode,
  openFile,
  pasteNode,
  renameNode,
  setActiveFolder,
  updateFileValue,
} from './workspace';

/** Every id in the tree, to pick operation targets from. */
function ids(ws: Workspace): string[] {
  const out: string[] = [];
  const walk = (nodes: Workspace['files']) => {
    for (const n of nodes) {
      out.push(n.id);
      if ('folder' in n) walk(n.files);
    }
  };
  walk(ws.files);
  return out;
}

/** Paths are unique and each child's path is its parent's path plus its name. */
function assertConsistent(ws: Workspace): void {
  const seen = new Set<string>();
  const walk = (nodes: Workspace['files'], parent: string) => {
    for (const n of nodes) {
      const name = 'folder' in n ? n.name : n.ext === '' ? n.name : `${n.name}.${n.ext}`;
      expect(n.path).toBe(parent === '' ? name : `${parent}/${name}`);
      expect(seen.has(n.path)).toBe(false);
      seen.add(n.path);
      if ('folder' in n) walk(n.files, n.path);
    }
  };
  walk(ws.files, '');
  for (const id of ws.openedFiles) expect(ids(ws)).toContain(id);
}

const op = fc.tuple(
  fc.constantFrom('file', 'folder', 'rename', 'copy', 'paste', 'delete', 'move', 'open', 'close', 'active', 'edit'),
  fc.nat(),
  fc.nat(),
  fc.string(),
);

describe('workspace functions never throw (property)', () => {
  it('keeps the tree consistent under any sequence of operations on arbitrary names', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let ws = createWorkspace();
        for (const [kind, a, b, text] of ops) {
          const all = ids(ws);
          const pick = (n: number) => (all.length === 0 ? 'none' : all[n % all.length]!);
          const folder = (n: number) => (n % 3 === 0 ? null : pick(n));
          const result =
            kind === 'file'
              ? addFile(ws, folder(a), text, { value: text })
              : kind === 'folder'
                ? addFolder(ws, folder(a), b % 2 === 0 ? undefined : text)
                : kind === 'rename'
                  ? renameNode(ws, pick(a), text)
                  : kind === 'copy'
                    ? copyNode(ws, pick(a))
                    : kind === 'paste'
                      ? pasteNode(ws, folder(a))
                      : kind === 'delete'
                        ? deleteNode(ws, pick(a))
                        : kind === 'move'
                          ? moveNode(ws, pick(a), folder(b))
                          : kind === 'open'
                            ? openFile(ws, pick(a))
                            : kind === 'close'
                              ? closeFile(ws, pick(a))
                              : kind === 'active'
                                ? setActiveFolder(ws, folder(a))
                                : updateFileValue(ws, pick(a), text);
          if (result.ok) ws = result.workspace;
          else expect(result.error.message).not.toBe('');
          assertConsistent(ws);
        }
        toCheckFiles(ws);
        toPreviewFiles(ws);
      }),
      { numRuns: 200 },
    );
  });

  it('name helpers and the flat builder accept any string', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ path: fc.string(), value: fc.string() })), fc.string(), (entries, name) => {
        splitFileName(name);
        langFromExt(name);
        extFromLang(name);
        assertConsistent(workspaceFromFiles(entries));
      }),
      { numRuns: 300 },
    );
  });
});
