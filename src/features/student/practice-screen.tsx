/**
 * `/learning/practice?materialId=…`: the in-browser IDE. Task panel with live verdicts, file tree,
 * tabs and editor with diagnostics, live preview with console; drafts kept locally at once and on the
 * server shortly after; work goes on offline and is sent when the connection returns.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CheckFile } from '../../../workers/checker/api';
import type { EditorDiagnostic } from '../../editor/code-editor';
import type { LineComment } from '../../editor/line-comments';
import type { ReplayRecorder } from '../../editor/replay/replay-recorder';
import { timingMark } from '../../lib/timing-mark';
import { ruleHint } from '../../runtime/rule-hints';
import { authState } from '../../state/auth';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { LoadingState } from '../../ui/spinner';
import { withFinishedNeighbours } from './finished-neighbours';
import type { HelpRequest } from './help-api';
import { HelpButton } from './help-panel';
import { type FailingRule, helpState, recordCheck, recordConsole, recordPreview } from './help-session';
import { IdeLayout } from './ide-layout';
import { useLearningSource } from './learning-source';
import type { FinishResult, MaterialScreenData } from './learning-types';
import { MaterialFrame, MaterialGate } from './material-frame';
import { NextStep } from './next-step';
import type { PracticeData } from './practice-api';
import { placeFailures, type TaskVerdict } from './practice-checking';
import { type PhpRunReport, PreviewPane } from './practice-preview';
import {
  closePractice,
  dismissNotice,
  openPractice,
  practiceState,
  practiceStore,
  resetToStarter,
  retryFinish,
  selectTask,
  setPhpRun,
} from './practice-session';
import { DraftNotice, OfflineBanner } from './practice-status';
import { TaskPanel } from './practice-task-panel';
import { WorkspacePanel } from './practice-workspace';
import { useLearnerHelp } from './use-learner-help';
import { useMaterialId } from './use-material';
import './practice.css';

/**
 * The finish's state inside a live region that is on the page before anything is said in it: a region added
 * together with its words (as each state's box was) is not announced by screen readers, so "Latihan selesai!" and
 * the score went unheard. The boxes inside carry no role of their own, which would announce them twice.
 */
function FinishBox() {
  return (
    <div className="pr-finish-region" role="status" aria-atomic="true">
      <FinishState />
    </div>
  );
}

function FinishState() {
  const snap = useSnapshot(practiceState);
  const screen = snap.screen;
  switch (snap.finish) {
    case 'sending':
      return (
        <p className="pr-finish">
          <Trans>Semua tugas lulus! Menyimpan penyelesaian…</Trans>
        </p>
      );
    case 'queued':
      return (
        <p className="pr-finish is-queued">
          <Trans>
            Semua tugas lulus! Kamu sedang offline; penyelesaian akan dikirim otomatis saat koneksi kembali.
          </Trans>
        </p>
      );
    case 'error':
      return (
        <div className="pr-finish is-error" role="alert">
          <p>{snap.finishError}</p>
          <Button variant="outline" size="sm" onClick={retryFinish}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      );
    case 'done': {
      const result = snap.finishResult;
      return (
        <div className="pr-finish is-done">
          <p>
            <Trans>Latihan selesai!</Trans>{' '}
            {result?.score !== null && result?.score !== undefined && <Trans>Nilai: {result.score}</Trans>}
          </p>
          <NextStep
            next={result ? result.next_material : (screen?.next_in_course ?? null)}
            trialFinished={result?.trial_finished ?? false}
          />
        </div>
      );
    }
    default:
      return null;
  }
}

/** How long the preview waits for the first verdict at most (a practice judged on the server can take longer). */
const PREVIEW_WAIT_MS = 2000;

/**
 * True once the preview may start: after the first verdict or check error, or PREVIEW_WAIT_MS after the screen
 * rendered. Until then its worker's start-up, its build and its frame's document would share the page's thread
 * and the device's cores with the checker's first check (the first verdict on a slow link and a slow
 * device); a student reads the checklist first.
 */
function usePreviewStarted(verdictShown: boolean): boolean {
  const [started, setStarted] = useState(verdictShown);
  useEffect(() => {
    if (started) return;
    if (verdictShown) return setStarted(true);
    const timer = setTimeout(() => setStarted(true), PREVIEW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [started, verdictShown]);
  return started || verdictShown;
}

function Ide() {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(practiceState);
  const previewStarted = usePreviewStarted(snap.checkSeq > 0 || snap.checkError !== null);
  // Held with ref(): the snapshot returns the original plain objects.
  const practice = snap.practice as PracticeData | null;
  const verdicts = snap.verdicts as TaskVerdict[] | null;
  const checkedFiles = snap.checkedFiles as CheckFile[];
  const phpRun = snap.phpRun as PhpRunReport | null;
  const tasks = practice?.tasks ?? [];
  const task = tasks[snap.taskIndex];
  const verdict = verdicts?.[snap.taskIndex];
  const help = useSnapshot(helpState);
  const shownRequest = help.shown as HelpRequest | null;

  // Each verdict is a check of the replay: every rule of every task, in order.
  useEffect(() => {
    if (snap.checkSeq > 0 && verdicts) recordCheck(verdicts.flatMap((v) => v.results));
  }, [snap.checkSeq, verdicts]);

  /** The rules failing now, in every task, with the hint the learner sees. */
  const failing = useCallback((): FailingRule[] => {
    const out: FailingRule[] = [];
    let offset = 0;
    (verdicts ?? []).forEach((v, taskIndex) => {
      const answers = tasks[taskIndex]?.answers ?? [];
      for (const result of v.results) {
        if (result.passed) continue;
        out.push({
          index: offset + result.index,
          kind: result.kind,
          reason: result.reason,
          hint: (ruleHint(i18n, result, answers[result.index]) ?? result.reason).slice(0, 1000),
          ...(result.file ? { file: result.file } : {}),
          ...(result.line ? { line: result.line } : {}),
        });
      }
      offset += answers.length;
    });
    return out;
  }, [verdicts, tasks, i18n]);

  const comments = useMemo(() => {
    if (!shownRequest) return undefined;
    const map = new Map<string, LineComment[]>();
    for (const c of shownRequest.comments) {
      const list = map.get(c.path) ?? [];
      list.push({ line: c.line, body: c.body, author: c.authorName, date: new Date(c.createdAt).toLocaleString() });
      map.set(c.path, list);
    }
    return map;
  }, [shownRequest]);

  const diagnostics = useMemo(() => {
    const map = new Map<string, { text: string; items: EditorDiagnostic[] }>();
    for (const file of checkedFiles) map.set(file.path, { text: file.value, items: [] });
    if (verdict && task) {
      const placed = placeFailures(verdict, task.answers, checkedFiles);
      for (const [path, list] of placed) {
        const entry = map.get(path);
        if (!entry) continue;
        entry.items = list.map(({ line, result }) => ({
          line,
          message: ruleHint(i18n, result, task.answers[result.index]) ?? '',
        }));
      }
    }
    // PHP's own errors (docs/decisions/0018-php-runtime.md), on files whose text is still what PHP ran.
    for (const error of phpRun?.errors ?? []) {
      if (!error.file || !error.line) continue;
      const entry = map.get(error.file);
      const ran = phpRun?.files.find((file) => file.path === error.file);
      if (!entry || !ran || ran.value !== entry.text) continue;
      const severity =
        error.level === 'warning' || error.level === 'notice' || error.level === 'deprecated' ? 'warning' : 'error';
      entry.items = [...entry.items, { line: error.line, message: `PHP: ${error.message}`, severity }];
    }
    return map;
  }, [checkedFiles, verdict, task, i18n, phpRun]);

  // Benchmark hook: one mark per verdict shown (see tests/bench/keystroke.mjs). A passive effect runs
  // after the children's, so the mark comes once the editor's diagnostics are updated too.
  useEffect(() => {
    if (snap.checkSeq > 0) timingMark('kk:verdict', snap.checkSeq);
  }, [snap.checkSeq]);

  const reset = async () => {
    const ok = await confirmDialog({
      title: t`Kembalikan ke kode awal?`,
      message: t`Semua perubahanmu pada latihan ini akan diganti dengan kode awal. Tindakan ini tidak dapat dibatalkan.`,
      confirmLabel: t`Ya, kembalikan`,
    });
    if (ok) resetToStarter();
  };

  return (
    <IdeLayout
      task={
        <TaskPanel
          tasks={tasks}
          index={snap.taskIndex}
          verdicts={verdicts}
          checkSeq={snap.checkSeq}
          checkError={snap.checkError}
          onSelect={selectTask}
          footer={<FinishBox />}
        />
      }
      code={
        <>
          <div className="pr-ide__toolbar">
            <Button variant="ghost" size="sm" onClick={() => void reset()}>
              <Trans>Kembalikan ke kode awal</Trans>
            </Button>
            {help.progressMaterialId !== null && <HelpButton store={practiceStore} failing={failing} />}
          </div>
          <WorkspacePanel
            store={practiceStore}
            diagnostics={diagnostics}
            recorder={help.recorder as ReplayRecorder | null}
            comments={comments}
          />
        </>
      }
      preview={
        previewStarted ? (
          <PreviewPane
            store={practiceStore}
            title={t`Pratinjau latihan`}
            onPhpRun={setPhpRun}
            onRun={recordPreview}
            onConsole={recordConsole}
          />
        ) : (
          <section className="pr-preview" aria-label={t`Pratinjau`}>
            <p className="pr-preview__wait">
              <Trans>Menyiapkan pratinjau…</Trans>
            </p>
          </section>
        )
      }
    />
  );
}

function Notice() {
  const snap = useSnapshot(practiceState);
  return (
    <DraftNotice
      notice={snap.notice}
      draftError={snap.draftError}
      restoredLocal={<Trans>Draf dari perangkat ini dipulihkan (lebih baru dari salinan di server).</Trans>}
      restoredServer={<Trans>Kode tersimpan dari server dipulihkan (lebih baru dari draf di perangkat ini).</Trans>}
      onDismiss={dismissNotice}
    />
  );
}

export default function PracticeScreen() {
  const materialId = useMaterialId();
  const source = useLearningSource();
  const auth = useSnapshot(authState);
  const userId = typeof auth.user?.id === 'number' ? auth.user.id : null;
  const snap = useSnapshot(practiceState);

  useEffect(() => {
    if (materialId === null || userId === null) return;
    void openPractice(materialId, userId, source);
    return () => closePractice();
  }, [materialId, userId, source]);

  const progressMaterialId = (snap.practice as PracticeData | null)?.progressMaterialId ?? null;
  useLearnerHelp(source.preview, materialId, userId, progressMaterialId);

  if (materialId === null) {
    return (
      <MaterialGate load={{ status: 'error', message: '', locked: false, notFound: true }}>{() => null}</MaterialGate>
    );
  }
  if (snap.load.status === 'loading' || !snap.screen) {
    if (snap.load.status === 'error') {
      const retry = userId === null ? undefined : () => void openPractice(materialId, userId, source);
      return (
        <MaterialGate load={snap.load} onRetry={retry}>
          {() => null}
        </MaterialGate>
      );
    }
    return <LoadingState fullPage />;
  }
  return (
    <div className="pr-wide">
      <MaterialFrame
        data={withFinishedNeighbours(
          snap.screen as MaterialScreenData,
          (snap.finishResult as FinishResult | null) ?? null,
        )}
      >
        <OfflineBanner />
        <Notice />
        <Ide />
      </MaterialFrame>
    </div>
  );
}
