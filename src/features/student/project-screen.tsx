/**
 * `/learning/submission?materialId=…`: a project (or the final exam). The brief, the workspace editor
 * with live preview (or a zip upload), a checklist of the reviewer's rules, and submit / resubmit while
 * the project is not reviewed yet. Drafts stay on the device until submitted.
 */
import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { SubmissionComment } from '../../../api/contracts/practice-views';
import type { RuleResult } from '../../../workers/checker/api';
import type { WorkspaceNode } from '../../../workers/workspace/types';
import { paths } from '../../config/paths';
import type { LineComment } from '../../editor/line-comments';
import type { ReplayRecorder } from '../../editor/replay/replay-recorder';
import { allFiles } from '../../editor/workspace-nodes';
import { ruleHint } from '../../runtime/rule-hints';
import { RuleList, VerdictAnnouncement } from '../../runtime/rule-list';
import { authState } from '../../state/auth';
import { Button, ButtonLink } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { RichTextView } from '../../ui/rich-text-view';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import type { HelpRequest } from './help-api';
import { HelpButton } from './help-panel';
import { type FailingRule, helpState, recordCheck, recordConsole, recordPreview } from './help-session';
import { IdeLayout } from './ide-layout';
import { useLearningSource } from './learning-source';
import type { MaterialScreenData } from './learning-types';
import { MaterialFrame, MaterialGate } from './material-frame';
import type { ProjectData } from './practice-api';
import { PreviewPane } from './practice-preview';
import { DraftNotice, OfflineBanner } from './practice-status';
import { WorkspacePanel } from './practice-workspace';
import {
  closeProject,
  dismissProjectNotice,
  loadUploadedFiles,
  openProject,
  projectState,
  projectStore,
  resetProject,
  submitProject,
} from './project-session';
import { MAX_ZIP_BYTES, readProjectZip, type ZipProblem } from './project-upload';
import { StatusBadge } from './submissions-status';
import { useLearnerHelp } from './use-learner-help';
import { useMaterialId } from './use-material';
import { useTexts } from './use-texts';
import './practice.css';

function useZipProblemText() {
  const { t } = useLingui();
  return (problem: ZipProblem): string => {
    switch (problem.code) {
      case 'too-large':
      case 'unpacked-too-large': {
        const mb = Math.round(problem.limit / (1024 * 1024));
        return problem.code === 'too-large'
          ? t`File zip terlalu besar (maksimal ${mb} MB).`
          : t`Isi zip terlalu besar setelah dibuka (maksimal ${mb} MB).`;
      }
      case 'too-many-files': {
        const limit = problem.limit;
        return t`Zip berisi terlalu banyak file (maksimal ${limit}).`;
      }
      case 'not-a-zip':
        return t`File ini bukan arsip zip yang valid.`;
      case 'empty':
        return t`Zip tidak berisi file yang bisa dipakai.`;
      case 'file-types': {
        const files = problem.files.join(', ');
        return t`Jenis file tidak diizinkan: ${files}. Hanya HTML, CSS, SCSS, JS, PHP dan gambar (png, jpg, gif, svg, webp).`;
      }
    }
  };
}

/** The mentor's comments with their dates written out, in the interface language. */
function useMentorComments() {
  const snap = useSnapshot(projectState);
  const { date, locale } = useTexts();
  const comments = snap.comments as SubmissionComment[];
  // biome-ignore lint/correctness/useExhaustiveDependencies: `date` is remade each render; the locale decides it
  return useMemo(
    () =>
      comments.map((c) => ({
        path: c.path,
        line: c.line,
        body: c.body,
        author: c.mentorName,
        date: date(new Date(c.createdAt).toISOString(), 'd F y / h:i'),
      })),
    [comments, locale],
  );
}

/** The review's comments on lines, by file, for the editor: each under its line. */
function useReviewLineComments(): Map<string, LineComment[]> {
  const comments = useMentorComments();
  return useMemo(() => {
    const byPath = new Map<string, LineComment[]>();
    for (const c of comments) {
      if (c.path === null || c.line === null) continue;
      byPath.set(c.path, [
        ...(byPath.get(c.path) ?? []),
        { line: c.line, body: c.body, author: c.author, date: c.date },
      ]);
    }
    return byPath;
  }, [comments]);
}

/**
 * Every comment beside the brief, each on a line opening its file in the editor (the comment shows under that
 * line there). Line numbers are those of the submitted files.
 */
function MentorComments() {
  const { t } = useLingui();
  const snap = useSnapshot(projectState);
  const comments = useMentorComments();
  const workspace = useSnapshot(projectStore.state).layout;
  if (snap.commentsError) {
    return (
      <p className="pr-comments__error" role="status">
        <Trans>Komentar mentor tidak dapat dimuat. Buka halaman ini lagi untuk mencoba lagi.</Trans>
      </p>
    );
  }
  if (comments.length === 0) return null;
  const fileId = (path: string | null) =>
    path === null ? undefined : allFiles(workspace.files as WorkspaceNode[]).find((file) => file.path === path)?.id;
  return (
    <section className="pr-comments" aria-label={t`Komentar mentor`}>
      <h3>
        <Trans>Komentar mentor ({comments.length})</Trans>
      </h3>
      <ul>
        {comments.map((c, index) => {
          const id = fileId(c.path);
          const where = c.path === null ? t`Umum` : c.line === null ? c.path : `${c.path}:${c.line}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments are listed as the server gave them, never reordered
            <li key={index}>
              <div className="pr-comments__head">
                {id ? (
                  <button type="button" className="pr-comments__where" onClick={() => projectStore.open(id)}>
                    {where}
                  </button>
                ) : (
                  <span className="pr-comments__where">{where}</span>
                )}
                <span>
                  {c.author} · {c.date}
                </span>
              </div>
              <p>{c.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProjectSide() {
  const { t } = useLingui();
  const { description, date } = useTexts();
  const snap = useSnapshot(projectState);
  const project = snap.project as ProjectData | null;
  const zipInput = useRef<HTMLInputElement>(null);
  const zipHintId = useId();
  const problemText = useZipProblemText();
  if (!project) return null;
  const submittedAt = project.submittedAt ? new Date(project.submittedAt).toISOString() : null;

  const onZip = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.zip')) {
      toast(t`Pilih file berakhiran .zip.`, { variant: 'error' });
      return;
    }
    if (file.size > MAX_ZIP_BYTES) {
      toast(problemText({ code: 'too-large', limit: MAX_ZIP_BYTES }), { variant: 'error' });
      return;
    }
    const result = readProjectZip(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) {
      toast(problemText(result.problem), { variant: 'error', duration: 8000 });
      return;
    }
    const count = result.entries.length;
    const ok = await confirmDialog({
      title: t`Ganti isi workspace?`,
      message: plural(count, { other: '# file dari zip akan menggantikan file yang sedang kamu kerjakan.' }),
      confirmLabel: t`Ya, ganti`,
    });
    if (ok) {
      loadUploadedFiles(result.entries);
      toast(plural(count, { other: '# file dimuat dari zip.' }));
    }
  };

  const submit = async () => {
    const resubmit = project.status !== null;
    const ok = await confirmDialog({
      title: resubmit ? t`Kirim ulang proyek?` : t`Kirim proyek?`,
      message: resubmit
        ? t`File yang dikirim sebelumnya akan diganti dan mentor akan diberi tahu.`
        : t`Proyekmu akan dikirim ke mentor untuk direview.`,
      confirmLabel: resubmit ? t`Kirim ulang` : t`Kirim`,
      variant: 'primary',
    });
    if (ok && (await submitProject())) toast(t`Proyek terkirim. Status: baru.`);
  };

  return (
    <section className="pr-task" aria-label={t`Proyek`}>
      <h2 className="pr-task__title">
        <Trans>Brief proyek</Trans>
      </h2>
      <RichTextView className="pr-project__brief" html={description(project.brief)} />
      <div className="pr-project__status">
        <span>
          <Trans>Status:</Trans>{' '}
          {project.status ? <StatusBadge status={project.status} /> : <Trans>Belum dikirim</Trans>}
        </span>
        {submittedAt && (
          <span>
            <Trans>Dikirim: {date(submittedAt, 'd F y / h:i')}</Trans>
          </span>
        )}
        {project.score !== null && project.status === 'reviewed' && (
          <span>
            <Trans>Nilai: {project.score}</Trans>
          </span>
        )}
      </div>
      {project.feedback && (
        <div className="pr-finish">
          <strong>
            <Trans>Masukan mentor</Trans>
          </strong>
          <p>{project.feedback}</p>
        </div>
      )}
      <MentorComments />
      {project.answers.length > 0 && (
        <>
          <h3>
            <Trans>Daftar periksa</Trans>
          </h3>
          <RuleList answers={project.answers} results={(snap.results as RuleResult[] | null) ?? null} />
          <VerdictAnnouncement results={(snap.results as RuleResult[] | null) ?? null} />
        </>
      )}
      {snap.submitError && (
        <p className="pr-task__error" role="alert">
          {snap.submitError}
        </p>
      )}
      {/* Pinned to the bottom of the panel: submit stays on screen however long the brief is. Kept to a row or two
          of small buttons, so that at 1366×768 the brief and the checklist keep most of the panel. */}
      <div className="pr-task__actions">
        <div className="pr-project__actions">
          {project.canSubmit ? (
            <Button variant="primary" size="sm" onClick={() => void submit()} disabled={snap.submitting}>
              {snap.submitting ? (
                <Trans>Mengirim…</Trans>
              ) : project.status ? (
                <Trans>Kirim ulang proyek</Trans>
              ) : (
                <Trans>Kirim proyek</Trans>
              )}
            </Button>
          ) : (
            <p className="pr-project__closed">
              <Trans>Proyek ini sudah direview dan tidak dapat dikirim ulang.</Trans>
            </p>
          )}
          {project.status && (
            <ButtonLink
              href={`${paths.student.submissions()}?progressMaterialId=${project.progressMaterialId}`}
              variant="outline"
              size="sm"
            >
              <Trans>Lihat di daftar submission</Trans>
            </ButtonLink>
          )}
          {project.canSubmit && (
            <>
              <input
                ref={zipInput}
                type="file"
                accept=".zip,application/zip"
                hidden
                onChange={(event) => void onZip(event)}
                aria-label={t`Unggah zip proyek`}
              />
              <Button
                variant="outline"
                size="sm"
                onClick={() => zipInput.current?.click()}
                aria-describedby={zipHintId}
              >
                <Trans>Unggah zip…</Trans>
              </Button>
            </>
          )}
        </div>
        {project.canSubmit && (
          <small id={zipHintId} className="pr-project__upload">
            <Trans>Zip maks. 2 MB: HTML, CSS, SCSS, JS, PHP, gambar.</Trans>
          </small>
        )}
      </div>
    </section>
  );
}

function Notice() {
  const snap = useSnapshot(projectState);
  return (
    <DraftNotice
      notice={snap.notice}
      draftError={snap.draftError}
      restoredLocal={<Trans>Draf dari perangkat ini dipulihkan (lebih baru dari file yang terakhir dikirim).</Trans>}
      restoredServer={<Trans>File yang terakhir kamu kirim dibuka.</Trans>}
      onDismiss={dismissProjectNotice}
    />
  );
}

/** The project's failing checklist rules with the hint the learner sees. */
function failingOf(results: readonly RuleResult[] | null, project: ProjectData): FailingRule[] {
  return (results ?? [])
    .filter((result) => !result.passed)
    .map((result) => ({
      index: result.index,
      kind: result.kind,
      reason: result.reason,
      hint: (ruleHint(i18n, result, project.answers[result.index]) ?? result.reason).slice(0, 1000),
      ...(result.file ? { file: result.file } : {}),
      ...(result.line ? { line: result.line } : {}),
    }));
}

export default function ProjectScreen() {
  const { t } = useLingui();
  const materialId = useMaterialId();
  const source = useLearningSource();
  const auth = useSnapshot(authState);
  const userId = typeof auth.user?.id === 'number' ? auth.user.id : null;
  const snap = useSnapshot(projectState);
  const reviewComments = useReviewLineComments();
  const help = useSnapshot(helpState);

  useEffect(() => {
    if (materialId === null || userId === null) return;
    void openProject(materialId, userId, source);
    return () => closeProject();
  }, [materialId, userId, source]);

  const progressMaterialId = (snap.project as ProjectData | null)?.progressMaterialId ?? null;
  useLearnerHelp(source.preview, materialId, userId, progressMaterialId);

  // Each checklist result is a check of the replay.
  useEffect(() => {
    if (snap.results) recordCheck(snap.results as RuleResult[]);
  }, [snap.results]);

  const shownRequest = help.shown as HelpRequest | null;
  const { date, locale } = useTexts();
  // The review's comments, and those of the help answer being read: both under their lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `date` is remade each render; the locale decides it
  const comments = useMemo(() => {
    const map = new Map(reviewComments);
    for (const c of shownRequest?.comments ?? []) {
      const when = date(new Date(c.createdAt).toISOString(), 'd F y / h:i');
      map.set(c.path, [...(map.get(c.path) ?? []), { line: c.line, body: c.body, author: c.authorName, date: when }]);
    }
    return map;
  }, [reviewComments, shownRequest, locale]);

  if (materialId === null) {
    return (
      <MaterialGate load={{ status: 'error', message: '', locked: false, notFound: true }}>{() => null}</MaterialGate>
    );
  }
  if (snap.load.status === 'error') {
    const retry = userId === null ? undefined : () => void openProject(materialId, userId, source);
    return (
      <MaterialGate load={snap.load} onRetry={retry}>
        {() => null}
      </MaterialGate>
    );
  }
  if (snap.load.status === 'loading' || !snap.screen || !snap.project) return <LoadingState fullPage />;
  const project = snap.project as ProjectData;
  const screen = snap.screen as MaterialScreenData;
  const framed = project.isExam ? { ...screen, material: { ...screen.material, title: project.title } } : screen;

  const reset = async () => {
    const ok = await confirmDialog({
      title: t`Kembalikan ke file awal?`,
      message: t`Semua perubahan yang belum dikirim akan diganti dengan file awal proyek.`,
      confirmLabel: t`Ya, kembalikan`,
    });
    if (ok) resetProject();
  };

  return (
    <div className="pr-wide">
      <MaterialFrame data={framed}>
        <OfflineBanner />
        <Notice />
        <IdeLayout
          task={<ProjectSide />}
          code={
            <>
              <div className="pr-ide__toolbar">
                <Button variant="ghost" size="sm" onClick={() => void reset()} disabled={!project.canSubmit}>
                  <Trans>Kembalikan ke file awal</Trans>
                </Button>
                {help.progressMaterialId !== null && (
                  <HelpButton store={projectStore} failing={() => failingOf(projectState.results, project)} />
                )}
              </div>
              <WorkspacePanel
                store={projectStore}
                readOnly={!project.canSubmit}
                recorder={help.recorder as ReplayRecorder | null}
                comments={comments}
              />
            </>
          }
          preview={
            // The store, not a snapshot: typing re-renders nothing on this screen.
            <PreviewPane
              store={projectStore}
              title={t`Pratinjau proyek`}
              onRun={recordPreview}
              onConsole={recordConsole}
            />
          }
        />
      </MaterialFrame>
    </div>
  );
}
