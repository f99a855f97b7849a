/**
 * One open practice material: loads it (the material through the progress API, then its tasks and the
 * saved code: practice-reads.ts), restores the newer of the local draft and the server copy, checks every change in the
 * worker, saves every change as a local draft at once and to the server shortly after, and finishes the
 * material when every task passes. State lives in a module-level valtio proxy read with `useSnapshot`.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { proxy, ref } from 'valtio';
import type { Answer, CheckFile } from '../../../workers/checker/api';
import { isLaravelWorkspace } from '../../../workers/php/api';
import { openFile, toCheckFiles } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { ApiError } from '../../api-client';
import { allFiles } from '../../editor/workspace-nodes';
import { timingMark } from '../../lib/timing-mark';
import { checkWorkspace } from '../../runtime/check-workspace';
import { getCheckerClient } from '../../runtime/checker-client';
import { checkerErrorText } from '../../runtime/checker-error-text';
import { hasPhp, warmPhpRuntime } from '../../runtime/php-client';
import { createDeferredSave, type DeferredSave } from '../../state/deferred-save';
import { chooseDraft, type DraftChoice, drafts, loadLocalDraft } from '../../state/drafts';
import { type LearningSource, studentSource } from './learning-source';
import { loadChapters } from './learning-state';
import type { FinishResult, MaterialScreenData } from './learning-types';
import type { PracticeData } from './practice-api';
import { combineAnswers, createCoalescer, splitReport, type TaskVerdict } from './practice-checking';
import { notePassedRules, ruleMistakes } from './practice-mistakes';
import type { PhpRunReport } from './practice-preview';
import { practiceReads } from './practice-reads';
import { judgedOnServer, serverVerdicts } from './practice-server-check';
import { finishStillQueued, onFinishSent, queueCodeSave, queueFinish, syncQueue } from './practice-sync';
import { createWorkspaceStore } from './practice-workspace-store';
import { materialLoadError } from './use-material';

export type PracticeLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string; locked: boolean; notFound: boolean }
  | { status: 'ready' };

export type FinishState = 'idle' | 'sending' | 'queued' | 'done' | 'error';

/** Delay between the last edit and the server save of the code (the local draft is saved at once). */
export const SERVER_SAVE_DELAY_MS = 1500;

/** Longest wait of a typed change's local draft for its verdict (it is normally written right after it). */
export const DRAFT_WAIT_MS = 100;

/**
 * The typing pause after which behaviour rules run (they load the page and click through it, so not on every
 * keystroke; the static rules' verdict comes at once and the behaviour rules show as being checked meanwhile).
 */
export const BEHAVIOUR_PAUSE_MS = 400;

export const practiceState = proxy({
  load: { status: 'loading' } as PracticeLoad,
  screen: null as MaterialScreenData | null,
  practice: null as PracticeData | null,
  taskIndex: 0,
  verdicts: null as TaskVerdict[] | null,
  /** The files the current verdicts were computed for. */
  checkedFiles: ref([]) as CheckFile[],
  /** Counts finished checks (the keystroke benchmark waits on it). */
  checkSeq: 0,
  checkError: null as string | null,
  /** The preview's last PHP run (docs/decisions/0018-php-runtime.md): its errors go to the editor on the files it ran on. */
  phpRun: null as PhpRunReport | null,
  finish: 'idle' as FinishState,
  finishResult: null as FinishResult | null,
  finishError: null as string | null,
  notice: null as DraftChoice['notice'],
  draftError: false,
});

/** The workspace being edited. */
export const practiceStore = createWorkspaceStore();

type Session = {
  /** An admin's preview: starts from the starter, and saves and sends nothing. */
  preview: boolean;
  userId: number;
  materialId: number;
  progressMaterialId: number;
  progressId: number;
  chapterId: number;
  topicId: number;
  serverBase: number | null;
  dirty: boolean;
  saveTimer: ReturnType<typeof setTimeout> | null;
  lastEditAt: number;
  /** The edit time of the server's copy when the practice opened (0: none). */
  serverEditedAt: number;
  /** A typed change's draft, written once its verdict is shown (at the latest DRAFT_WAIT_MS later). */
  draft: DeferredSave<Workspace>;
  /** The pending run of behaviour rules after a typing pause. */
  behaviourTimer: ReturnType<typeof setTimeout> | null;
  /** Rules (`task:rule`) seen passing in this session: failing later, they were broken on the way. */
  passedRules: Set<string>;
  cleanup: Array<() => void>;
};

let session: Session | null = null;
let loadSeq = 0;

function resetState() {
  Object.assign(practiceState, {
    load: { status: 'loading' },
    screen: null,
    practice: null,
    taskIndex: 0,
    verdicts: null,
    checkedFiles: ref([]),
    checkSeq: 0,
    checkError: null,
    phpRun: null,
    finish: 'idle',
    finishResult: null,
    finishError: null,
    notice: null,
    draftError: false,
  });
}

/** Opens the entry file when nothing is open (a starter or an uploaded workspace). */
export function withOpenEntry(workspace: Workspace): Workspace {
  if (workspace.activeFile && workspace.openedFiles.includes(workspace.activeFile)) return workspace;
  const files = allFiles(workspace.files);
  const entry = files.find((f) => f.path === 'index.html') ?? files.find((f) => f.type === 'code') ?? files[0];
  if (!entry) return workspace;
  const opened = openFile(workspace, entry.id);
  return opened.ok ? opened.workspace : workspace;
}

function saveDraft(s: Session, workspace: Workspace) {
  // This save is the newest: a typed change still waiting is older.
  s.draft.cancel();
  if (s.preview) return;
  drafts()
    .save({
      userId: s.userId,
      materialId: s.materialId,
      workspace,
      taskIndex: practiceState.taskIndex,
      updatedAt: s.lastEditAt,
      serverBase: s.serverBase,
      dirty: s.dirty,
    })
    .then(
      () => {
        practiceState.draftError = false;
      },
      () => {
        practiceState.draftError = true;
      },
    );
}

/** Writes the draft a keystroke left waiting (see `onWorkspaceChange`), if any. */
function flushDraft() {
  session?.draft.flush();
}

function saveToServerNow(s: Session) {
  if (s.saveTimer) clearTimeout(s.saveTimer);
  s.saveTimer = null;
  if (!s.dirty || s.preview) return;
  const ref = { userId: s.userId, materialId: s.materialId, progressMaterialId: s.progressMaterialId };
  const mistakes = practiceState.practice?.isFinish ? [] : ruleMistakes(practiceState.verdicts ?? [], s.passedRules);
  void queueCodeSave(ref, practiceStore.current(), s.lastEditAt, mistakes).catch(() => {
    practiceState.draftError = true;
  });
}

/** True when a rule names a `.php` file. */
function mentionsPhp(answers: Answer[]): boolean {
  return answers.some((answer) => 'file' in answer && typeof answer.file === 'string' && /\.php$/i.test(answer.file));
}

/** Keeps the preview's PHP errors for the editor (practice-screen.tsx places them on their lines). */
export function setPhpRun(report: PhpRunReport | null): void {
  practiceState.phpRun = report ? ref(report) : null;
}

type CheckInput = { files: CheckFile[]; workspace: Workspace };

/** True when a task of the open practice has a behaviour rule. */
function hasBehaviourRules(): boolean {
  return practiceState.practice?.tasks.some((task) => task.answers.some((a) => a.kind === 'behaviour')) ?? false;
}

/** One check of the open practice: static rules only, or with the behaviour rules run too. */
async function runCheck({ files, workspace }: CheckInput, behaviour: boolean) {
  const practice = practiceState.practice;
  if (!practice) return null;
  const combined = combineAnswers(practice.tasks);
  // Marks for the keystroke benchmark (tests/bench/keystroke.mjs): worker round trip vs. rendering.
  if (!behaviour) timingMark('kk:check-start');
  // A student's Laravel practice is judged by the server (practice-server-check.ts); an admin's preview has no
  // progress to check against, so it renders in the browser as the rule tryout does.
  const verdicts =
    session && !session.preview && judgedOnServer(files, combined.answers)
      ? await serverVerdicts(session.progressMaterialId, workspace)
      : splitReport(await checkWorkspace(files, combined.answers, { behaviour }), combined.counts);
  if (!behaviour) timingMark('kk:check-done');
  return { verdicts, files };
}

/** Shows a finished check's verdicts (and finishes the practice when every task passes). */
function showVerdicts(outcome: { verdicts: TaskVerdict[]; files: CheckFile[] } | null) {
  if (!outcome) return;
  practiceState.verdicts = ref(outcome.verdicts);
  if (session) notePassedRules(outcome.verdicts, session.passedRules);
  practiceState.checkedFiles = ref(outcome.files);
  practiceState.checkError = null;
  practiceState.checkSeq += 1;
  maybeFinish(outcome.verdicts, outcome.files);
}

/** Why a check failed, for the screen: the server's refusal comes translated, anything else in the checker's words. */
function showCheckError(error: unknown) {
  practiceState.checkError = error instanceof ApiError && error.status > 0 ? error.message : checkerErrorText(error);
}

/** The files of the newest edit (the behaviour run's verdict is shown only for them). */
let latestFiles: CheckFile[] | null = null;

const behaviourChecker = createCoalescer(
  (input: CheckInput) => runCheck(input, true),
  (outcome) => {
    // Only while nothing was typed since: a newer edit's static verdict is already on screen, its run will follow.
    if (outcome && outcome.files === latestFiles) showVerdicts(outcome);
  },
  showCheckError,
);

function scheduleBehaviourCheck(input: CheckInput) {
  const s = session;
  if (!s || !hasBehaviourRules()) return;
  if (s.behaviourTimer) clearTimeout(s.behaviourTimer);
  s.behaviourTimer = setTimeout(() => {
    s.behaviourTimer = null;
    if (session === s && input.files === latestFiles) behaviourChecker.request(input);
  }, BEHAVIOUR_PAUSE_MS);
}

const checker = createCoalescer(
  (input: CheckInput) => runCheck(input, false),
  (outcome, input) => {
    if (outcome) scheduleBehaviourCheck(input);
    // After the task that renders this verdict.
    setTimeout(flushDraft, 0);
    showVerdicts(outcome);
  },
  (error) => {
    showCheckError(error);
    flushDraft();
  },
);

/** Sends the workspace to the checker (at once when idle; coalesced while a check runs). */
export function requestCheck() {
  const workspace = practiceStore.current();
  const files = toCheckFiles(workspace);
  latestFiles = files;
  checker.request({ files, workspace });
}

function maybeFinish(verdicts: TaskVerdict[], files: CheckFile[]) {
  const s = session;
  const practice = practiceState.practice;
  if (!s || !practice || verdicts.length === 0 || !verdicts.every((v) => v.passed)) return;
  if (practice.isFinish || practiceState.finish !== 'idle') return;
  if (s.preview) {
    // What the student would reach; in a preview nothing is sent.
    practiceState.finish = 'done';
    practiceState.finishResult = ref(previewFinishResult(s.materialId));
    return;
  }
  practiceState.finish = 'sending';
  saveToServerNow(s);
  const target = { progressId: s.progressId, chapterId: s.chapterId, topicId: s.topicId, materialId: s.materialId };
  void queueFinish(target, files).then(async () => {
    if (practiceState.finish !== 'sending') return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      practiceState.finish = 'queued';
      return;
    }
    // Online by the browser's account, yet the queue could not send it: say it waits for the connection, rather than
    // "saving…" until the link comes back.
    if ((await finishStillQueued(target.materialId)) && practiceState.finish === 'sending') {
      practiceState.finish = 'queued';
    }
  });
}

/** Tries the finish again after the server refused it. */
export function retryFinish() {
  if (practiceState.finish !== 'error') return;
  practiceState.finish = 'idle';
  practiceState.finishError = null;
  const verdicts = practiceState.verdicts;
  if (verdicts) maybeFinish(verdicts, practiceState.checkedFiles);
}

/** Shows another task (0-based), remembered in the draft. */
export function selectTask(index: number) {
  const practice = practiceState.practice;
  if (!practice) return;
  practiceState.taskIndex = Math.min(Math.max(0, index), practice.tasks.length - 1);
  if (session) saveDraft(session, practiceStore.current());
}

/** Puts the starter code back (the screen asks for confirmation first). */
export function resetToStarter() {
  const practice = practiceState.practice;
  if (!practice) return;
  practiceStore.replace(withOpenEntry(structuredClone(practice.starter)));
}

export function dismissNotice() {
  practiceState.notice = null;
}

function onWorkspaceChange(workspace: Workspace, kind: string) {
  const s = session;
  if (!s) return;
  if (kind !== 'view') {
    s.dirty = true;
    // An edit is newer than everything the screen was opened with, even when this device's clock is behind the one
    // that saved the server's copy: otherwise the server would refuse its saves as stale (409) until the clock caught up.
    s.lastEditAt = Math.max(Date.now(), s.lastEditAt + 1, s.serverEditedAt + 1);
    requestCheck();
    if (s.saveTimer) clearTimeout(s.saveTimer);
    s.saveTimer = setTimeout(() => saveToServerNow(s), SERVER_SAVE_DELAY_MS);
  }
  if (kind === 'edit') {
    // The IndexedDB write (a structured clone of the workspace) would delay the frame and the verdict
    // of this keystroke: it follows the verdict instead, a few ms later.
    s.draft.schedule(workspace);
    return;
  }
  saveDraft(s, workspace);
}

/** Ends the open session: saves what is pending and stops listening. */
export function closePractice() {
  const s = session;
  if (!s) return;
  s.draft.flush();
  saveToServerNow(s);
  for (const fn of s.cleanup) fn();
  if (s.behaviourTimer) clearTimeout(s.behaviourTimer);
  session = null;
}

/** The finish a preview shows when every task passes: what the student's would say, stored nowhere. */
function previewFinishResult(materialId: number): FinishResult {
  return {
    material_id: materialId,
    progress_material_id: materialId,
    is_finish: true,
    passed: true,
    score: 100,
    correct: null,
    total: null,
    question_results: null,
    next_material: null,
    trial_finished: false,
  };
}

/** Loads and opens the practice `materialId` for the signed-in student `userId` (or an admin's preview). */
export async function openPractice(
  materialId: number,
  userId: number,
  source: LearningSource = studentSource,
): Promise<void> {
  // The checker boots while the material loads, so the checklist answers with no wait on arrival.
  getCheckerClient().warm();
  closePractice();
  resetState();
  const seq = ++loadSeq;
  try {
    const reads = await practiceReads(source, materialId);
    if (seq !== loadSeq) return;
    if (reads.kind !== 'practice') {
      practiceState.load = {
        status: 'error',
        message: i18n._(msg`Materi ini bukan latihan koding.`),
        locked: false,
        notFound: true,
      };
      return;
    }
    const { screen, practice } = reads;
    const m = screen.material;
    const local = source.preview ? undefined : await loadLocalDraft(drafts(), userId, materialId);
    if (seq !== loadSeq) return;

    const choice = chooseDraft(
      local,
      { workspace: practice.code, updatedAt: practice.codeUpdatedAt, editedAt: practice.codeEditedAt },
      practice.starter,
    );
    const s: Session = {
      preview: source.preview,
      userId,
      materialId,
      progressMaterialId: reads.progressMaterialId,
      progressId: screen.progress_id,
      chapterId: m.chapter_id,
      topicId: m.topic_id,
      serverBase: choice.source === 'local' ? (local?.serverBase ?? null) : practice.codeUpdatedAt,
      dirty: choice.needsUpload,
      saveTimer: null,
      lastEditAt:
        choice.source === 'local'
          ? (local?.updatedAt ?? Date.now())
          : (practice.codeEditedAt ?? practice.codeUpdatedAt ?? Date.now()),
      serverEditedAt: practice.codeEditedAt ?? 0,
      draft: createDeferredSave((workspace: Workspace) => saveDraft(s, workspace), DRAFT_WAIT_MS),
      behaviourTimer: null,
      passedRules: new Set(),
      cleanup: [],
    };
    session = s;
    practiceState.screen = ref(screen);
    practiceState.practice = ref(practice);
    practiceState.taskIndex = Math.min(local?.taskIndex ?? 0, Math.max(0, practice.tasks.length - 1));
    practiceState.notice = choice.notice;
    if (practice.isFinish) practiceState.finish = 'done';

    practiceStore.replace(withOpenEntry(structuredClone(choice.workspace)));
    // PHP downloads only for a practice that has PHP (its files or its rules), and starts now.
    const answers = practice.tasks.flatMap((task) => task.answers);
    const openedFiles = toCheckFiles(practiceStore.current());
    if (hasPhp(openedFiles) || mentionsPhp(answers)) warmPhpRuntime(isLaravelWorkspace(openedFiles));
    s.cleanup.push(practiceStore.subscribe(onWorkspaceChange));
    s.cleanup.push(
      onFinishSent((announcement) => {
        if (announcement.materialId !== materialId) return;
        if ('error' in announcement) {
          practiceState.finish = 'error';
          practiceState.finishError = announcement.error;
          return;
        }
        practiceState.finish = 'done';
        practiceState.finishResult = ref(announcement.result);
        if (practiceState.practice) practiceState.practice = ref({ ...practiceState.practice, isFinish: true });
        void loadChapters(userId);
      }),
    );
    const onHide = () => {
      s.draft.flush();
      saveToServerNow(s);
    };
    window.addEventListener('pagehide', onHide);
    s.cleanup.push(() => window.removeEventListener('pagehide', onHide));
    s.cleanup.push(() => {
      if (s.saveTimer) clearTimeout(s.saveTimer);
    });

    saveDraft(s, practiceStore.current());
    if (choice.needsUpload) saveToServerNow(s);
    if (!s.preview) syncQueue();
    practiceState.load = { status: 'ready' };
    requestCheck();
  } catch (error) {
    if (seq === loadSeq) practiceState.load = materialLoadError(error);
  }
}
