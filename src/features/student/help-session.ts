/**
 * "Minta bantuan" on the practice and project screens: the editing replay recorded while the learner works (kept
 * in IndexedDB per learner and material, so a reload, a draft restored or offline work goes on recording), the
 * preview's latest page and console, and the learner's help requests with the mentor's answers. Asking sends the
 * workspace, the failing rules with their hints, the console, the page and the packed replay in one request.
 */
import { proxy, ref } from 'valtio';
import { allFiles, openFile, updateFileValue } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { packReplay, type Replay } from '../../editor/replay/replay-codec';
import { ReplayRecorder } from '../../editor/replay/replay-recorder';
import { idbBackend, type KeyValueBackend } from '../../state/offline-kv';
import { type HelpRequest, type HelpRequestRow, helpApi } from './help-api';
import type { WorkspaceStore } from './practice-workspace-store';

/** How often the replay is written to IndexedDB while it grows. */
export const REPLAY_PERSIST_MS = 3000;
/** Console lines a request carries at most (the newest). */
const CONSOLE_SENT = 100;

export type FailingRule = { index: number; kind: string; reason: string; hint: string; file?: string; line?: number };
export type ConsoleEntry = { level: string; text: string };

export const helpState = proxy({
  /** The open screen's recorder (held with ref(): it is a plain object with methods). */
  recorder: null as ReplayRecorder | null,
  progressMaterialId: null as number | null,
  requests: [] as HelpRequestRow[],
  /** The request shown in the panel, with the mentor's answer. */
  shown: null as HelpRequest | null,
  /** Counts loads of `requests`, so the screen knows a list is there. */
  loaded: 0,
});

let replays: KeyValueBackend | null = null;
const replayStore = () => {
  replays ??= idbBackend('kelaskoding-replays', 'replays');
  return replays;
};

type Recording = { key: string; timer: ReturnType<typeof setInterval>; written: number };
let recording: Recording | null = null;
let previewHtml: string | null = null;
let consoleLines: ConsoleEntry[] = [];

async function persist(r: Recording) {
  const recorder = helpState.recorder;
  if (!recorder) return;
  const replay = recorder.snapshot();
  if (replay.events.length === r.written) return;
  try {
    await replayStore().set(r.key, replay);
    r.written = replay.events.length;
  } catch {
    // Storage full or blocked: the replay lives on in memory for this visit.
  }
}

/** Starts (or resumes) recording for the learner's material and loads their requests about it. */
export async function startHelp(userId: number, materialId: number, progressMaterialId: number): Promise<void> {
  stopHelp();
  const key = `${userId}:${materialId}`;
  let saved: Replay | undefined;
  try {
    saved = await replayStore().get<Replay>(key);
  } catch {
    saved = undefined;
  }
  const r: Recording = { key, timer: setInterval(() => void persist(r), REPLAY_PERSIST_MS), written: 0 };
  r.written = saved?.events.length ?? 0;
  recording = r;
  helpState.recorder = ref(new ReplayRecorder(saved ?? null));
  helpState.progressMaterialId = progressMaterialId;
  previewHtml = null;
  consoleLines = [];
  await refreshRequests();
}

/** Writes the replay and stops recording (leaving the screen). */
export function stopHelp(): void {
  const r = recording;
  if (!r) return;
  clearInterval(r.timer);
  void persist(r);
  recording = null;
  helpState.recorder = null;
  helpState.progressMaterialId = null;
  helpState.requests = [];
  helpState.shown = null;
  helpState.loaded = 0;
}

/** A finished check, as the replay keeps it: rules passed, rules in all, and the indices of the failing ones. */
export function recordCheck(results: readonly { passed: boolean }[]): void {
  const failing = results.flatMap((result, index) => (result.passed ? [] : [index]));
  helpState.recorder?.check(results.length - failing.length, results.length, failing);
}

/** The preview ran a page: kept for a request and marked in the replay. */
export function recordPreview(html: string): void {
  previewHtml = html;
  helpState.recorder?.preview();
}

/** The preview's console as shown. */
export function recordConsole(lines: readonly ConsoleEntry[]): void {
  consoleLines = lines.slice(-CONSOLE_SENT).map((line) => ({ level: line.level, text: line.text.slice(0, 2000) }));
}

export async function refreshRequests(): Promise<void> {
  const pm = helpState.progressMaterialId;
  if (pm === null) return;
  const list = await helpApi.list(pm);
  if (helpState.progressMaterialId !== pm) return;
  helpState.requests = list.data;
  helpState.loaded += 1;
}

/** Sends a request about the open material with the state as it is now; shows it. */
export async function askForHelp(input: {
  tried: string;
  stuck: string;
  workspace: Workspace;
  failing: FailingRule[];
}): Promise<HelpRequest> {
  const pm = helpState.progressMaterialId;
  if (pm === null) throw new Error('help: no material open');
  const replay = helpState.recorder ? await packReplay(helpState.recorder.snapshot()) : null;
  const { data } = await helpApi.ask(pm, {
    tried: input.tried,
    stuck: input.stuck,
    workspace: input.workspace,
    failing: input.failing.slice(0, 200),
    console: consoleLines,
    previewHtml: previewHtml && previewHtml.length <= 1024 * 1024 ? previewHtml : null,
    replay,
  });
  helpState.shown = data;
  await refreshRequests();
  return data;
}

export async function showRequest(id: number): Promise<void> {
  const { data } = await helpApi.one(id);
  helpState.shown = data;
}

export function hideRequest(): void {
  helpState.shown = null;
}

export async function closeRequest(id: number): Promise<void> {
  const { data } = await helpApi.close(id);
  helpState.shown = data;
  await refreshRequests();
}

/**
 * Puts the mentor's suggested file content into the workspace (opening that file) and records that it was
 * applied. False when the workspace no longer has the file.
 */
export async function applySuggestion(request: HelpRequest, store: WorkspaceStore): Promise<boolean> {
  const suggestion = request.suggestion;
  if (!suggestion) return false;
  const file = allFiles(store.current()).find((f) => f.path === suggestion.path);
  if (!file) return false;
  const updated = updateFileValue(store.current(), file.id, suggestion.value);
  if (!updated.ok) return false;
  const opened = openFile(updated.workspace, file.id);
  store.replace(opened.ok ? opened.workspace : updated.workspace);
  const { data } = await helpApi.applied(request.id);
  helpState.shown = data;
  return true;
}
