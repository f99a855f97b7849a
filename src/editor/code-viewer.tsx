/**
 * A read-only code viewer: file tree, tabs and a read-only editor, with mentor line comments shown
 * under their lines. Used on the student's `/submissions` and reusable by the mentor's review
 * (pass `onLineActivate` to let a click on the comment gutter start a new comment).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { WorkspaceNode } from '../../workers/workspace/types';
import { CodeEditor } from './code-editor';
import { FileTabs } from './file-tabs';
import { FileTree, fileLabel } from './file-tree';
import type { LineComment } from './line-comments';
import { followedFileId } from './replay/replay-player';
import { allFiles, entryFile, findFile } from './workspace-nodes';
import './code-viewer.css';

/** A comment on a line of a file of the viewed workspace; `line` null = about the file as a whole. */
export type ViewerComment = { path: string | null; line: number | null; body: string; author: string; date: string };

export type CodeViewerProps = {
  files: WorkspaceNode[];
  comments?: ViewerComment[];
  onLineActivate?: (path: string, line: number) => void;
  /**
   * A file path to show: each time it changes to a code file of `files`, that file is opened (an editing replay's
   * active file as the mentor scrubs). Null leaves the mentor's own choice.
   */
  follow?: string | null;
  /** Accessible name of the viewer. */
  label: string;
};

export function CodeViewer({ files, comments = [], onLineActivate, follow = null, label }: CodeViewerProps) {
  const { t } = useLingui();
  const first = useMemo(() => entryFile(files), [files]);
  const [opened, setOpened] = useState<string[]>(first ? [first.id] : []);
  const [activeId, setActiveId] = useState<string | null>(first?.id ?? null);
  const active = findFile(files, activeId) ?? first;

  const open = (id: string) => {
    setOpened((prev) => (prev.includes(id) ? prev : [...prev, id]));
    setActiveId(id);
  };
  const filesNow = useRef(files);
  filesNow.current = files;
  useEffect(() => {
    const id = followedFileId(filesNow.current, follow);
    if (id === null) return;
    setOpened((prev) => (prev.includes(id) ? prev : [...prev, id]));
    setActiveId(id);
  }, [follow]);

  const close = (id: string) => {
    const rest = opened.filter((x) => x !== id);
    setOpened(rest);
    if (activeId === id) setActiveId(rest[rest.length - 1] ?? null);
  };

  const tabs = opened
    .map((id) => findFile(files, id))
    .filter((f) => f !== undefined)
    .map((f) => ({ id: f.id, title: fileLabel(f), path: f.path }));

  const lineComments: LineComment[] = comments
    .filter((c) => active && c.path === active.path && c.line !== null)
    .map((c) => ({ line: c.line ?? 1, body: c.body, author: c.author, date: c.date }));
  const fileComments = comments.filter((c) => active && c.path === active.path && c.line === null);
  const commentedPaths = new Set(comments.map((c) => c.path));
  const commentCount = (path: string) => comments.filter((c) => c.path === path).length;

  return (
    <section className="cv" aria-label={label}>
      <aside className="cv-side">
        <FileTree nodes={files} activeFileId={active?.id ?? null} onOpenFile={open} label={t`File proyek`} />
        {commentedPaths.size > 0 && (
          <div className="cv-commented">
            <h4>{t`Komentar mentor`}</h4>
            <ul>
              {allFiles(files)
                .filter((f) => commentedPaths.has(f.path))
                .map((f) => (
                  <li key={f.id}>
                    <button type="button" onClick={() => open(f.id)}>
                      {f.path} ({commentCount(f.path)})
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        )}
      </aside>
      <div className="cv-main">
        <FileTabs tabs={tabs} activeId={active?.id ?? null} onSelect={open} onClose={close} />
        {fileComments.length > 0 && (
          <div className="cv-file-comments" role="note">
            {fileComments.map((c) => (
              <p key={`${c.date}-${c.body}`}>
                <strong>{c.author}</strong> <span>{c.date}</span> {c.body}
              </p>
            ))}
          </div>
        )}
        {!active ? (
          <p className="cv-empty">{t`Tidak ada file untuk ditampilkan.`}</p>
        ) : active.type === 'image' ? (
          <div className="cv-image">
            <img src={active.value} alt={active.path} />
          </div>
        ) : (
          <div className={onLineActivate ? 'cv-editor is-commentable' : 'cv-editor'}>
            <CodeEditor
              docKey={active.id}
              value={active.value}
              lang={active.lang}
              ext={active.ext}
              readOnly
              comments={lineComments}
              onLineActivate={onLineActivate ? (line) => onLineActivate(active.path, line) : undefined}
              label={
                onLineActivate
                  ? t`Kode ${active.path} (hanya baca; Enter atau klik nomor baris untuk berkomentar pada baris itu)`
                  : t`Kode ${active.path} (hanya baca)`
              }
            />
          </div>
        )}
      </div>
    </section>
  );
}
