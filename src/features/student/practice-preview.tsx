/**
 * The live preview pane: the workspace built by the worker (`buildPreview`) shown in the sandboxed
 * frame, a switcher between the HTML files ("sections"), and a console of what the page logged.
 * Rebuilds shortly after the student stops typing, so the page does not flicker on every key; the
 * build runs on its own worker, so it never delays the checker's verdict on the next keystroke.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewMessage } from '../../../sandbox/preview/protocol';
import { createWorkspace, toPreviewFiles } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { getPreviewClient } from '../../runtime/checker-client';
import { useFrameStoppedText, usePreviewErrorText } from '../../runtime/preview-error-text';
import { PreviewFrame } from '../../runtime/preview-frame';
import { defaultPreviewPage, previewPages, resolvePreviewLink } from '../../runtime/preview-pages';
import type { WorkspaceStore } from './practice-workspace-store';

/** Delay after the last change before the preview rebuilds. */
export const PREVIEW_DELAY_MS = 250;
const MAX_CONSOLE = 200;

type ConsoleLine = { id: number; level: 'log' | 'info' | 'warn' | 'error'; text: string };

let lineIds = 0;

function toConsoleLine(message: PreviewMessage, i18n: I18n): ConsoleLine | null {
  const id = ++lineIds;
  switch (message.type) {
    case 'console':
      return { id, level: message.level, text: message.args.join(' ') };
    case 'error': {
      const where = message.file ? ` (${message.file}${message.line ? `:${message.line}` : ''})` : '';
      return { id, level: 'error', text: `${message.message}${where}` };
    }
    case 'loop': {
      const line = message.line;
      return {
        id,
        level: 'error',
        text: i18n._(msg`Kemungkinan perulangan tanpa akhir di baris ${line}; skrip dihentikan.`),
      };
    }
    case 'blocked': {
      const target = message.target;
      return { id, level: 'warn', text: i18n._(msg`Diblokir di pratinjau: ${target}`) };
    }
    case 'dialog':
      return { id, level: 'info', text: `${message.kind}: ${message.message}` };
    case 'overflow':
      return { id, level: 'warn', text: i18n._(msg`Terlalu banyak pesan konsol; sebagian tidak ditampilkan.`) };
    default:
      return null;
  }
}

export type PreviewPaneProps = {
  /** A fixed workspace (read-only views), or… */
  workspace?: Workspace;
  /** …the live store being edited: followed outside React, so a keystroke re-renders nothing here. */
  store?: WorkspaceStore;
  title: string;
};

const EMPTY_WORKSPACE = createWorkspace();

/**
 * The workspace to build and the one whose pages are listed: a fixed workspace is both; a store's
 * layout follows at once, its workspace is built PREVIEW_DELAY_MS after the last change.
 */
function usePreviewSource(workspace: Workspace | undefined, store: WorkspaceStore | undefined) {
  const initial = store ? store.current() : EMPTY_WORKSPACE;
  const [target, setTarget] = useState(initial);
  const [layout, setLayout] = useState(initial);

  useEffect(() => {
    if (!store) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    // The store may have changed between the first render and this subscription.
    setTarget(store.current());
    setLayout(store.current());
    const unsubscribe = store.subscribe((next, kind) => {
      if (kind !== 'edit') setLayout(next);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setTarget(store.current()), PREVIEW_DELAY_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [store]);

  if (store) return { target, layout };
  const fixed = workspace ?? EMPTY_WORKSPACE;
  return { target: fixed, layout: fixed };
}

/** Memoised: with a store, the practice screen's verdict updates do not re-render the preview. */
export const PreviewPane = memo(function PreviewPane({ workspace, store, title }: PreviewPaneProps) {
  const { t, i18n } = useLingui();
  const previewErrorText = usePreviewErrorText();
  const stoppedText = useFrameStoppedText();
  const { target, layout } = usePreviewSource(workspace, store);
  // The same page list and default page as the builder (and the mentor's and playground previews).
  const { pages, defaultPage } = useMemo(() => {
    const files = toPreviewFiles(layout);
    return { pages: previewPages(files), defaultPage: defaultPreviewPage(files) };
  }, [layout]);
  const [entry, setEntry] = useState<{ path: string; byLink: boolean } | null>(null);
  const [built, setBuilt] = useState<{ html: string | null; error: string | null }>({ html: null, error: null });
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [showConsole, setShowConsole] = useState(true);
  const [runKey, setRunKey] = useState(0);
  const build = useRef(0);

  // A section picked from the list falls back to the default page when its file is renamed or
  // deleted. A page reached by a link stays, so a link to a page not written yet shows the
  // builder's 'File not found!!' until the student creates it.
  const shown = entry && (entry.byLink || pages.includes(entry.path)) ? entry.path : (defaultPage ?? '');

  useEffect(() => {
    const seq = ++build.current;
    getPreviewClient()
      .buildPreview(toPreviewFiles(target), shown || undefined)
      .then((result) => {
        if (seq !== build.current) return;
        setLines([]);
        setBuilt(
          result.ok ? { html: result.html, error: null } : { html: null, error: previewErrorText(result.error) },
        );
      })
      .catch(() => {
        if (seq === build.current) setBuilt({ html: null, error: t`Pratinjau tidak dapat dibuat. Coba lagi.` });
      });
  }, [target, shown, t, previewErrorText]);

  const onMessage = (message: PreviewMessage) => {
    if (message.type === 'navigate') {
      const path = resolvePreviewLink(shown, message.href);
      if (path) setEntry({ path, byLink: true });
      return;
    }
    const line = toConsoleLine(message, i18n);
    if (line) setLines((prev) => [...prev.slice(-(MAX_CONSOLE - 1)), line]);
  };
  const errors = lines.filter((l) => l.level === 'error').length;
  // A page reached by a link that the workspace lacks.
  const unlisted = shown !== '' && !pages.includes(shown);

  return (
    <section className="pr-preview" aria-label={t`Pratinjau`}>
      <div className="pr-preview__bar">
        <strong>
          <Trans>Pratinjau</Trans>
        </strong>
        {(pages.length > 1 || unlisted) && (
          <label className="pr-preview__section">
            <span>
              <Trans>Halaman</Trans>
            </span>
            <select value={shown} onChange={(event) => setEntry({ path: event.target.value, byLink: false })}>
              {pages.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
              {/* A linked page the workspace lacks: listed so the picker says what is shown. */}
              {unlisted && (
                <option value={shown} disabled>
                  {shown}
                </option>
              )}
            </select>
          </label>
        )}
        <button type="button" onClick={() => setRunKey((k) => k + 1)} title={t`Jalankan ulang halaman`}>
          <Trans>Muat ulang</Trans>
        </button>
      </div>
      <div className="pr-preview__stage">
        {built.error ? (
          <p className="pr-preview__error" role="alert">
            {built.error}
          </p>
        ) : built.html === null ? (
          <p className="pr-preview__wait">
            <Trans>Menyiapkan pratinjau…</Trans>
          </p>
        ) : (
          <PreviewFrame
            html={built.html}
            title={title}
            runKey={runKey}
            onMessage={onMessage}
            onUnresponsive={() => setLines((prev) => [...prev, { id: ++lineIds, level: 'error', text: stoppedText }])}
            className="pr-preview__frame"
          />
        )}
      </div>
      <div className={`pr-console${showConsole ? '' : ' is-collapsed'}`}>
        <div className="pr-console__bar">
          <button type="button" aria-expanded={showConsole} onClick={() => setShowConsole((v) => !v)}>
            <Trans>Konsol</Trans> ({lines.length}
            {errors > 0 ? ` · ${errors} error` : ''})
          </button>
          <button type="button" onClick={() => setLines([])} disabled={lines.length === 0}>
            <Trans>Bersihkan</Trans>
          </button>
        </div>
        {showConsole && (
          <ol className="pr-console__lines" aria-live="polite" aria-label={t`Keluaran konsol`}>
            {lines.length === 0 ? (
              <li className="pr-console__empty">
                <Trans>Belum ada keluaran. Gunakan console.log() di JavaScript.</Trans>
              </li>
            ) : (
              lines.map((line) => (
                <li key={line.id} className={`pr-console__line is-${line.level}`}>
                  {line.text}
                </li>
              ))
            )}
          </ol>
        )}
      </div>
    </section>
  );
});
