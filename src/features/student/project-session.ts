/**
 * One open project: loads it, restores the newer of the local draft and the submitted files, keeps a
 * local draft of every change, checks the reviewer's rules live as a checklist, and submits the files.
 * Drafts of a project stay on the device until submitted: the server only holds what was submitted,
 * which is what the mentor reviews.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { proxy, ref } from 'valtio';
import type { SubmissionComment } from '../../../api/contracts/practice-views';
import { MAX_REPLAY_CHARS } from '../../../api/contracts/workspace-limits';
import type { CheckFile, RuleResult } from '../../../workers/checker/api';
import { createWorkspace, type FlatEntry, toCheckFiles, workspaceFromFiles } from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import { getErrorMessage } from '../../api-client';
import { packReplay } from '../../editor/replay/replay-codec';
import { checkWorkspace } from '../../runtime/check-workspace';
import { getCheckerClient } from '../../runtime/checker-client';
import { chooseDraft, type DraftChoice, drafts, loadLocalDraft } from '../../state/drafts';
import { helpState } from './help-session';
import { type LearningSource, studentSource } from './learning-source';
import { loadChapters } from './learning-state';
import type { MaterialScreenData } from './learning-types';
import { type ProjectData, practiceApi } from './practice-api';
import { createCoalescer } from './practice-checking';
import { type PracticeLoad, withOpenEntry } from './practice-session';
import { syncQueue } from './practice-sync';
import { createWorkspaceStore } from './practice-workspace-store';
import { materialLoadError } from './use-material';

export const projectState = proxy({
  load: { status: 'loading' } as PracticeLoad,
  screen: null as MaterialScreenData | null,
  project: null as ProjectData | null,
  results: null as RuleResult[] | null,
  submitting: false,
  submitError: null as string | null,
  notice: null as DraftChoice['notice'],
  draftError: false,
  /** The mentor's comments on the submitted files, once loaded (none before the first submission). */
  comments: [] as SubmissionComment[],
  commentsError: false,
});

export const projectStore = createWorkspaceStore();

type Session = {
  /** An admin's preview: starts from the starter, and saves and submits nothing. */
  preview: boolean;
  userId: number;
  materialId: number;
  progressMaterialId: number;
  editedAt: number;
  cleanup: () => void;
};
let session: Session | null = null;
let loadSeq = 0;

const checker = createCoalescer(
  async (files: CheckFile[]) => {
    const answers = projectState.project?.answers ?? [];
    if (answers.length === 0) return [];
    // The checklist follows the whole check, behaviour rules run in the hidden frame included (coalesced, so fast
    // typing never queues more than one run), as the mentor's review and the server's re-check judge it.
    return (await checkWorkspace(files, answers, { behaviour: true })).results;
  },
  (results) => {
    projectState.results = ref(results);
  },
  () => {
    projectState.results = null;
  },
);

function saveDraft(s: Session, workspace: Workspace, dirty: boolean, serverBase: number | null) {
  if (s.preview) return;
  drafts()
    .save({
      userId: s.userId,
      materialId: s.materialId,
      workspace,
      taskIndex: 0,
      updatedAt: s.editedAt,
      serverBase,
      dirty,
    })
    .then(
      () => {
        projectState.draftError = false;
      },
      () => {
        projectState.draftError = true;
      },
    );
}

/** Replaces the workspace with uploaded files. */
export function loadUploadedFiles(entries: FlatEntry[]) {
  projectStore.replace(withOpenEntry(workspaceFromFiles(entries)));
}

/** Puts the starter files back (the screen asks first). */
export function resetProject() {
  const project = projectState.project;
  if (project) projectStore.replace(withOpenEntry(structuredClone(project.starter)));
}

export function dismissProjectNotice() {
  projectState.notice = null;
}

/** Submits the current files; resolves true when the server stored them. */
export async function submitProject(): Promise<boolean> {
  const s = session;
  const project = projectState.project;
  if (!s || !project || projectState.submitting) return false;
  if (s.preview) {
    projectState.submitError = i18n._(msg`Ini pratinjau: proyek tidak dikirim ke mentor.`);
    return false;
  }
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    projectState.submitError = i18n._(
      msg`Kamu sedang offline. Proyek tersimpan sebagai draf di perangkat ini; kirim lagi saat koneksi kembali.`,
    );
    return false;
  }
  projectState.submitting = true;
  projectState.submitError = null;
  try {
    const workspace = projectStore.current();
    const { data } = await practiceApi.submit(s.progressMaterialId, workspace, await submissionReplay());
    projectState.project = ref({ ...project, status: data.status, submittedAt: data.submittedAt, files: workspace });
    saveDraft(s, workspace, false, data.submittedAt);
    void loadChapters(s.userId);
    return true;
  } catch (error) {
    projectState.submitError = getErrorMessage(error);
    return false;
  } finally {
    projectState.submitting = false;
  }
}

/**
 * The editing replay recorded on this screen, packed for the submission; null without one or when it is over the
 * server's limit (the files still go: the replay helps the review, it is not the work).
 */
async function submissionReplay(): Promise<string | null> {
  const recorder = helpState.recorder;
  if (!recorder) return null;
  try {
    const packed = await packReplay(recorder.snapshot());
    return packed.length <= MAX_REPLAY_CHARS ? packed : null;
  } catch {
    return null;
  }
}

export function closeProject() {
  session?.cleanup();
  session = null;
}

/**
 * The mentor's comments on what was submitted, read after the screen is up: a comment is shown under its line in
 * the editor, where the student works, and listed beside the brief.
 */
async function loadComments(progressMaterialId: number, seq: number): Promise<void> {
  try {
    const { data } = await practiceApi.submissionCode(progressMaterialId);
    if (seq === loadSeq) projectState.comments = ref(data.comments);
  } catch {
    if (seq === loadSeq) projectState.commentsError = true;
  }
}

/** Loads and opens the project `materialId` for the student `userId` (or an admin's preview). */
export async function openProject(
  materialId: number,
  userId: number,
  source: LearningSource = studentSource,
): Promise<void> {
  // The checker boots while the material loads, so the checklist answers with no wait on arrival.
  getCheckerClient().warm();
  closeProject();
  Object.assign(projectState, {
    load: { status: 'loading' },
    screen: null,
    project: null,
    results: null,
    submitting: false,
    submitError: null,
    notice: null,
    draftError: false,
    comments: ref([]),
    commentsError: false,
  });
  const seq = ++loadSeq;
  // Sends practice work still queued from an earlier visit.
  if (!source.preview) syncQueue();
  try {
    const { data: screen } = await source.material(materialId);
    if (seq !== loadSeq) return;
    const m = screen.material;
    if (!m.relation.startsWith('submission')) {
      projectState.load = {
        status: 'error',
        message: i18n._(msg`Materi ini bukan proyek.`),
        locked: false,
        notFound: true,
      };
      return;
    }
    const opened = await source.open(screen.progress_id, {
      chapterId: m.chapter_id,
      topicId: m.topic_id,
      materialId,
    });
    const { data: project } = await source.project(opened.progressMaterialId);
    const local = source.preview ? undefined : await loadLocalDraft(drafts(), userId, materialId);
    if (seq !== loadSeq) return;
    const starter = project.starter ?? createWorkspace();
    const choice = chooseDraft(local, { workspace: project.files, updatedAt: project.submittedAt }, starter);
    projectState.screen = ref(screen);
    projectState.project = ref(project);
    projectState.notice = choice.notice;
    projectStore.replace(withOpenEntry(structuredClone(choice.workspace)));
    const s: Session = {
      preview: source.preview,
      userId,
      materialId,
      progressMaterialId: opened.progressMaterialId,
      editedAt: local?.updatedAt ?? Date.now(),
      cleanup: () => undefined,
    };
    let serverBase = choice.source === 'local' ? (local?.serverBase ?? null) : project.submittedAt;
    const unsubscribe = projectStore.subscribe((workspace, kind) => {
      if (kind !== 'view') {
        s.editedAt = Date.now();
        checker.request(toCheckFiles(workspace));
      }
      serverBase = projectState.project?.submittedAt ?? serverBase;
      saveDraft(s, workspace, true, serverBase);
    });
    s.cleanup = unsubscribe;
    session = s;
    projectState.load = { status: 'ready' };
    checker.request(toCheckFiles(projectStore.current()));
    if (!source.preview && project.status !== null) void loadComments(opened.progressMaterialId, seq);
  } catch (error) {
    if (seq === loadSeq) projectState.load = materialLoadError(error);
  }
}
