/**
 * The workspace file tree: folders expand and collapse, a click opens a file or selects a folder.
 * Presentation only; the screens own the workspace and its operations.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WorkspaceNode } from '../../workers/workspace/types';
import { isFolderNode } from './workspace-nodes';
import './file-tree.css';

export type FileTreeProps = {
  nodes: WorkspaceNode[];
  activeFileId: string | null;
  /** Selected folder (where new files go); null = the root. */
  activeFolderId?: string | null;
  onOpenFile: (id: string) => void;
  onSelectFolder?: (id: string | null) => void;
  /** Accessible name of the tree. */
  label: string;
};

/** Folders first, then files, each by name. */
function sorted(nodes: WorkspaceNode[]): WorkspaceNode[] {
  return [...nodes].sort((a, b) => {
    if (isFolderNode(a) !== isFolderNode(b)) return isFolderNode(a) ? -1 : 1;
    const an = isFolderNode(a) ? a.name : `${a.name}.${a.ext}`;
    const bn = isFolderNode(b) ? b.name : `${b.name}.${b.ext}`;
    return an.localeCompare(bn);
  });
}

export function fileLabel(node: WorkspaceNode): string {
  if (isFolderNode(node)) return node.name;
  return node.ext ? `${node.name}.${node.ext}` : node.name;
}

export function FileTree(props: FileTreeProps) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (nodes: WorkspaceNode[], depth: number) =>
    sorted(nodes).map((node) => {
      const pad = { paddingLeft: `${8 + depth * 14}px` };
      if (isFolderNode(node)) {
        const open = !collapsed.has(node.id);
        const selected = props.activeFolderId === node.id;
        return (
          <li key={node.id}>
            <button
              type="button"
              className={`ft-item ft-folder${selected ? ' is-selected' : ''}`}
              aria-expanded={open}
              aria-pressed={selected}
              style={pad}
              onClick={() => {
                toggle(node.id);
                props.onSelectFolder?.(node.id);
              }}
              title={node.path}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {node.name}
            </button>
            {open && node.files.length > 0 && <ul>{renderNodes(node.files, depth + 1)}</ul>}
          </li>
        );
      }
      const active = props.activeFileId === node.id;
      return (
        <li key={node.id}>
          <button
            type="button"
            className={`ft-item ft-file ft-lang-${node.type === 'image' ? 'image' : node.lang}${active ? ' is-active' : ''}`}
            aria-current={active ? 'true' : undefined}
            style={pad}
            onClick={() => props.onOpenFile(node.id)}
            title={node.path}
          >
            {fileLabel(node)}
          </button>
        </li>
      );
    });

  return (
    <div className="ft">
      {props.onSelectFolder && (
        <button
          type="button"
          className={`ft-item ft-root${props.activeFolderId ? '' : ' is-selected'}`}
          onClick={() => props.onSelectFolder?.(null)}
        >
          {t`/ (folder utama)`}
        </button>
      )}
      {props.nodes.length === 0 ? (
        <p className="ft-empty">{t`Belum ada file.`}</p>
      ) : (
        <ul aria-label={props.label}>{renderNodes(props.nodes, 0)}</ul>
      )}
    </div>
  );
}
