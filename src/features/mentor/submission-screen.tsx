/**
 * /mentor/submission?progressMaterialId=…: reviewing one project. Opening it moves a `new` project to
 * `in review`. The read-only code with its file tree and the editing replay sent with it (comments inline under
 * their lines; a click on a line number, or Enter on the cursor's line, picks the line), the live preview, the
 * checker's results for the project's rules, and the review panel (line comments, feedback, score, reviewed).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import type { ViewerComment } from '../../editor/code-viewer';
import { allFiles, entryFile } from '../../editor/workspace-nodes';
import { DATE_FORMATS, formatDate, formatDaysAgo } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { EmptyState } from '../../ui/empty-state';
import { RichTextView } from '../../ui/rich-text-view';
import { LoadingState } from '../../ui/spinner';
import { mentorApi, type SubmissionReview } from './mentor-api';
import './mentor.css';
import { StatusBadge } from './mentor-labels';
import { ReplayPlayer, usePlayback } from './replay-player';
import { type CommentTarget, ReviewPanel } from './review-panel';
import { ReviewPreview } from './review-preview';
import { RuleResults } from './rule-results';
import { OpenFailed, PanelTabs, TabPanel } from './screen-parts';
import { refreshSubmissionDot } from './submission-dot';

type Tab = 'review' | 'preview' | 'checks';

export default function MentorSubmissionScreen() {
  const search = useSearch();
  const raw = new URLSearchParams(search).get('progressMaterialId') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    return (
      <OpenFailed
        title={<Trans>Pilih proyek dari antrean review</Trans>}
        backHref={paths.mentor.submissionList()}
        back={<Trans>Ke antrean</Trans>}
      />
    );
  }
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: number }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [state, setState] = useState<{ review: SubmissionReview | null; error: string | null }>({
    review: null,
    error: null,
  });
  const [tab, setTab] = useState<Tab>('review');
  const [target, setTarget] = useState<CommentTarget>({ path: '', line: 1 });
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  // The replay sent with this version: undefined while it loads, null without one (or when it could not be read).
  const [replay, setReplay] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    mentorApi
      .open(id)
      .then((res) => {
        if (!live) return;
        setState({ review: res.data, error: null });
        // Opening moved a new project to "in review", which may clear the red dot.
        refreshSubmissionDot();
      })
      .catch((error: unknown) => live && setState({ review: null, error: getErrorMessage(error) }));
    // Fetched beside the review, not inside it: every review action answers the review, and need not repeat this.
    mentorApi.replay(id).then(
      (res) => live && setReplay(res.data.replay),
      () => live && setReplay(null),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const review = state.review;
  const nodes = useMemo(() => review?.files?.files ?? [], [review?.files]);
  const playback = usePlayback(replay, nodes);
  const codeFiles = useMemo(() => allFiles(nodes), [nodes]);
  const fileLines = useMemo(
    () => new Map(codeFiles.filter((f) => f.type === 'code').map((f) => [f.path, f.value.split('\n').length])),
    [codeFiles],
  );
  const checkFiles = useMemo(() => codeFiles.map((f) => ({ path: f.path, value: f.value })), [codeFiles]);
  const previewFiles = useMemo(
    () => codeFiles.map((f) => ({ path: f.path, value: f.value, type: f.type })),
    [codeFiles],
  );

  // The comment form starts on the file the viewer opens first (index.html when there is one).
  useEffect(() => {
    const entry = entryFile(nodes);
    const first = entry && fileLines.has(entry.path) ? entry.path : [...fileLines.keys()][0];
    if (first && !fileLines.has(target.path)) setTarget({ path: first, line: 1 });
  }, [nodes, fileLines, target.path]);

  if (state.error) {
    return (
      <OpenFailed
        title={state.error}
        backHref={paths.mentor.submissionList()}
        back={<Trans>Kembali ke antrean</Trans>}
      />
    );
  }
  if (!review) return <LoadingState label={<Trans>Membuka proyek…</Trans>} />;

  const comments: ViewerComment[] = review.comments.map((c) => ({
    path: c.path,
    line: c.line,
    body: c.body,
    author: c.mentorName,
    date: formatDate(c.createdAt, DATE_FORMATS.dateTime, locale),
  }));
  const editable = review.status === 'in review';
  const pickLine = (path: string, line: number) => {
    setTarget({ path, line });
    setTab('review');
    requestAnimationFrame(() => bodyRef.current?.focus());
  };

  return (
    <div className="rv">
      <header className="rv-head">
        <div>
          <nav className="mentor-crumbs" aria-label={t`Navigasi`}>
            <Link href={paths.mentor.submissionList()}>
              <Trans>Antrean review</Trans>
            </Link>{' '}
            / <Link href={paths.mentor.student(review.progressId)}>{review.studentName}</Link>
          </nav>
          <h1>
            {review.title} <StatusBadge status={review.status} />
          </h1>
          <p className="mt-muted">
            {review.submittedAt ? (
              <Trans>
                Dikumpulkan {formatDate(review.submittedAt, DATE_FORMATS.dateTime, locale)} (
                {formatDaysAgo(review.submittedAt, locale)})
              </Trans>
            ) : null}
            {review.reviewedAt ? (
              <>
                {' · '}
                <Trans>Direview {formatDate(review.reviewedAt, DATE_FORMATS.dateTime, locale)}</Trans>
              </>
            ) : null}
          </p>
        </div>
      </header>
      {review.brief ? (
        <details className="rv-brief">
          <summary>
            <Trans>Instruksi proyek</Trans>
          </summary>
          <RichTextView html={review.brief} />
        </details>
      ) : null}
      <div className="rv-body">
        <div className="rv-code">
          {nodes.length === 0 ? (
            <EmptyState title={<Trans>Proyek ini tidak berisi file.</Trans>} />
          ) : (
            <ReplayPlayer
              playback={playback}
              comments={comments}
              onLineActivate={editable ? pickLine : undefined}
              label={t`Kode proyek ${review.studentName}`}
              noReplay={
                <Trans>Pengumpulan ini tidak membawa rekaman pengeditan (misalnya diunggah sebagai zip).</Trans>
              }
            />
          )}
        </div>
        <aside className="rv-side">
          <PanelTabs
            tabs={[
              ['review', t`Review`],
              ['preview', t`Pratinjau`],
              ['checks', t`Hasil pemeriksaan`],
            ]}
            current={tab}
            onSelect={setTab}
            label={t`Panel review`}
          />
          {/* The review panel stays mounted so a half-written comment or feedback survives a tab switch. */}
          <TabPanel id="review" hidden={tab !== 'review'}>
            <ReviewPanel
              review={review}
              onChange={(next) => setState({ review: next, error: null })}
              fileLines={fileLines}
              target={target}
              onTarget={setTarget}
              bodyRef={bodyRef}
            />
          </TabPanel>
          {tab === 'preview' ? (
            <TabPanel id="preview">
              <ReviewPreview files={previewFiles} />
            </TabPanel>
          ) : null}
          {tab === 'checks' ? (
            <TabPanel id="checks">
              <RuleResults files={checkFiles} rules={review.rules} />
            </TabPanel>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
