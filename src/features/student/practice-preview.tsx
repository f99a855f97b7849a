/**
 * The live preview pane: the workspace built by the worker (`buildPreview`) shown in the sandboxed
 * frame, a switcher between the pages ("sections"), and a console of what the page logged.
 * Rebuilds shortly after the student stops typing, so the page does not flicker on every key; the
 * build runs on its own worker, so it never delays the checker's verdict on the next keystroke.
 * PHP pages (docs/decisions/0018-php-runtime.md) are run by the page's PHP worker first (src/runtime/use-preview-page.ts, shared with the
 * mentor's review preview): links and form posts to the workspace's PHP pages run them again with the query or
 * the fields, PHP's errors go to the console and, through `onPhpRun`, to the editor.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { blockedSubmit, type PreviewMessage } from '../../../sandbox/preview/protocol';
import { isFatal } from '../../../workers/php/api';
import { createWorkspace, toPreviewFiles } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { timingMark } from '../../lib/timing-mark';
import { hasPhp, phpLoadState } from '../../runtime/php-client';
import { useBuildErrorText, useFrameStoppedText, usePhpErrorText } from '../../runtime/preview-error-text';
import { PreviewFrame } from '../../runtime/preview-frame';
import { defaultPreviewPage, pagesFollowEdits, previewPages } from '../../runtime/preview-pages';
import { type PhpRunReport, usePreviewPage } from '../../runtime/use-preview-page';
import type { WorkspaceStore } from './practice-workspace-store';

/** Delay after the last change before the preview rebuilds. */
export const PREVIEW_DELAY_MS = 250;
/**
 * The same delay in a workspace with PHP (keystroke → refreshed output ≤ 150 ms). A warm PHP run takes
 * about 11 ms in Chromium, the checker's run of the same page is shared (`runPhpPage`) and runs never pile up
 * (`runPhpPreviewPage`: one at a time, stale ones dropped), so the page refreshes after each keystroke; the delay
 * only merges the keys of one frame (a held key's repeats).
 */
export const PHP_PREVIEW_DELAY_MS = 16;
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

export type { PhpRunReport };

/** The download of the PHP runtime, shown the first time a PHP page is previewed (exported for its test). */
export function PhpLoading() {
  const { t } = useLingui();
  const snap = useSnapshot(phpLoadState);
  if (snap.status !== 'loading') {
    return (
      <p className="pr-preview__wait">
        <Trans>Menyiapkan pratinjau…</Trans>
      </p>
    );
  }
  const percent = snap.total > 0 ? Math.min(100, Math.floor((snap.loaded / snap.total) * 100)) : 0;
  return (
    <div className="pr-preview__wait" role="status">
      <p>
        <Trans>Menyiapkan PHP… {percent}%</Trans>
      </p>
      <progress max={100} value={percent} aria-label={t`Unduhan PHP`} />
    </div>
  );
}

export type PreviewPaneProps = {
  /** A fixed workspace (read-only views), or… */
  workspace?: Workspace;
  /** …the live store being edited: followed outside React, so a keystroke re-renders nothing here. */
  store?: WorkspaceStore;
  title: string;
  /** Called after each run of a PHP page with its errors (the practice screen shows them in the editor). */
  onPhpRun?: (report: PhpRunReport | null) => void;
  /** Called with the page's HTML each time the preview runs it (the help request's page, the replay's mark). */
  onRun?: (html: string) => void;
  /** Called with the console's lines whenever they change. */
  onConsole?: (lines: readonly { level: string; text: string }[]) => void;
};

const EMPTY_WORKSPACE = createWorkspace();

/**
 * The workspace to build and the one whose pages are listed: a fixed workspace is both; a store's
 * layout follows at once, its workspace is built PREVIEW_DELAY_MS (PHP_PREVIEW_DELAY_MS with PHP) after the last
 * change.
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
    // Only a change of files (not an edit of their text) can add or remove PHP.
    let php = hasPhp(toPreviewFiles(store.current()));
    const unsubscribe = store.subscribe((next, kind) => {
      if (kind !== 'edit') {
        setLayout(next);
        php = hasPhp(toPreviewFiles(next));
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(
        () => {
          timingMark('kk:preview-target');
          setTarget(store.current());
        },
        php ? PHP_PREVIEW_DELAY_MS : PREVIEW_DELAY_MS,
      );
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
export const PreviewPane = memo(function PreviewPane({
  workspace,
  store,
  title,
  onPhpRun,
  onRun,
  onConsole,
}: PreviewPaneProps) {
  const { t, i18n } = useLingui();
  const buildErrorText = useBuildErrorText();
  const stoppedText = useFrameStoppedText();
  const phpErrorText = usePhpErrorText();
  const { target, layout } = usePreviewSource(workspace, store);
  const files = useMemo(() => toPreviewFiles(target), [target]);
  const layoutFiles = useMemo(() => toPreviewFiles(layout), [layout]);
  // The same page list and default page as the builder (and the mentor's and playground previews): from the
  // layout, which follows files added and removed at once, or, where edits write the pages (Laravel routes),
  // from the workspace the preview builds, which follows every edit.
  const followEdits = pagesFollowEdits(layoutFiles);
  const { pages, defaultPage } = useMemo(() => {
    const source = followEdits ? files : layoutFiles;
    return { pages: previewPages(source), defaultPage: defaultPreviewPage(source) };
  }, [followEdits, files, layoutFiles]);
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [showConsole, setShowConsole] = useState(true);
  const [runKey, setRunKey] = useState(0);
  const { shown, isPhp, unlisted, built, pick, follow } = usePreviewPage({
    files,
    pages,
    defaultPage,
    runKey,
    onPhpRun,
    onShown: (php) =>
      setLines(
        (php?.errors ?? []).map((error) => ({
          id: ++lineIds,
          level: isFatal(error) ? 'error' : 'warn',
          text: phpErrorText(error),
        })),
      ),
  });
  const builtError = buildErrorText(built, t`Pratinjau tidak dapat dibuat. Coba lagi.`);
  const listeners = useRef({ onRun, onConsole });
  listeners.current = { onRun, onConsole };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a rerun of the same page is a run.
  useEffect(() => {
    if (built.html !== null) listeners.current.onRun?.(built.html);
  }, [built.html, runKey]);
  useEffect(() => {
    listeners.current.onConsole?.(lines);
  }, [lines]);

  const onMessage = (message: PreviewMessage) => {
    const rest = follow(message);
    if (!rest) return;
    const line = toConsoleLine(rest.type === 'submit' ? blockedSubmit(rest) : rest, i18n);
    if (line) setLines((prev) => [...prev.slice(-(MAX_CONSOLE - 1)), line]);
  };
  const errors = lines.filter((l) => l.level === 'error').length;

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
            <select value={shown} onChange={(event) => pick(event.target.value)}>
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
        {builtError ? (
          <p className="pr-preview__error" role="alert">
            {builtError}
          </p>
        ) : built.html === null ? (
          isPhp ? (
            <PhpLoading />
          ) : (
            <p className="pr-preview__wait">
              <Trans>Menyiapkan pratinjau…</Trans>
            </p>
          )
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
            {errors > 0 && (
              <>
                {' · '}
                <Plural value={errors} other="# kesalahan" />
              </>
            )}
            )
          </button>
          <button type="button" onClick={() => setLines([])} disabled={lines.length === 0}>
            <Trans>Bersihkan</Trans>
          </button>
        </div>
        {showConsole && (
          <ol className="pr-console__lines" aria-live="polite" aria-label={t`Keluaran konsol`}>
            {lines.length === 0 ? (
              <li className="pr-console__empty">
                {isPhp ? (
                  <Trans>Belum ada keluaran. Kesalahan PHP dan console.log() di JavaScript tampil di sini.</Trans>
                ) : (
                  <Trans>Belum ada keluaran. Gunakan console.log() di JavaScript.</Trans>
                )}
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
