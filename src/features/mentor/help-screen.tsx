/**
 * /mentor/help: the help queue (oldest first with waiting times; answered and closed requests a tab away) and,
 * with `?request=id`, one request: the learner's files in a read-only viewer at any point of the editing replay,
 * the live preview of those files, the verdicts, the question, the console; the mentor comments on lines, answers
 * and may suggest a new content for one file.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import type { ViewerComment } from '../../editor/code-viewer';
import { allFiles } from '../../editor/workspace-nodes';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { HelpStatusBadge, useWaitingText } from '../../ui/help-status';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { type HelpRequest, type HelpRequestRow, mentorHelpApi } from './help-api';
import './help-queue.css';
import './mentor.css';
import { ReplayPlayer, usePlayback } from './replay-player';
import { ReviewPreview } from './review-preview';
import { OpenFailed, PanelTabs, TabPanel } from './screen-parts';
import { refreshHelpCount } from './submission-dot';

export default function MentorHelpScreen() {
  const raw = new URLSearchParams(useSearch()).get('request') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? <RequestScreen key={id} id={id} /> : <Queue />;
}

type Status = 'open' | 'answered' | 'closed';
const PAGE = 20;

function Queue() {
  const { t } = useLingui();
  const waiting = useWaitingText();
  const [status, setStatus] = useState<Status>('open');
  const [start, setStart] = useState(0);
  const [list, setList] = useState<{ rows: HelpRequestRow[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setList(null);
    mentorHelpApi
      .queue(status, start, PAGE)
      .then((res) => live && setList({ rows: res.data, total: res.total }))
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [status, start]);

  const tabs: [Status, string][] = [
    ['open', t`Menunggu`],
    ['answered', t`Dijawab`],
    ['closed', t`Ditutup`],
  ];
  return (
    <div className="mentor-page">
      <div className="mentor-page__head">
        <h1>
          <Trans>Permintaan bantuan</Trans>
        </h1>
      </div>
      <div className="hq-tabs" role="tablist" aria-label={t`Status permintaan`}>
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={status === key}
            className={status === key ? 'is-active' : undefined}
            onClick={() => {
              setStatus(key);
              setStart(0);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {!list ? (
        <LoadingState />
      ) : list.rows.length === 0 ? (
        <EmptyState
          title={status === 'open' ? <Trans>Tidak ada yang menunggu bantuan.</Trans> : <Trans>Belum ada.</Trans>}
        />
      ) : (
        <table className="hq-table">
          <caption className="kk-visually-hidden">
            <Trans>Permintaan bantuan, yang terlama di atas</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Siswa</Trans>
              </th>
              <th scope="col">
                <Trans>Materi</Trans>
              </th>
              <th scope="col">
                <Trans>Buntu di</Trans>
              </th>
              <th scope="col">
                <Trans>Waktu tunggu</Trans>
              </th>
              <th scope="col">
                <span className="kk-visually-hidden">
                  <Trans>Buka</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.studentName}</td>
                <td>{row.materialTitle}</td>
                <td className="hq-table__stuck">{row.stuck}</td>
                <td>
                  <HelpStatusBadge status={row.status} /> {waiting(row)}
                </td>
                <td>
                  <ButtonLink size="sm" href={paths.mentor.help({ request: row.id })}>
                    <Trans>Buka</Trans>
                  </ButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && list.total > PAGE ? (
        <div className="hq-pager">
          <Button size="sm" variant="ghost" disabled={start === 0} onClick={() => setStart(Math.max(0, start - PAGE))}>
            <Trans>Sebelumnya</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={start + PAGE >= list.total}
            onClick={() => setStart(start + PAGE)}
          >
            <Trans>Berikutnya</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function RequestScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const waiting = useWaitingText();
  const [request, setRequest] = useState<HelpRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<'answer' | 'preview' | 'state'>('answer');
  const [target, setTarget] = useState<CommentTarget>({ path: '', line: 1 });
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    let live = true;
    mentorHelpApi
      .one(id)
      .then((res) => {
        if (!live) return;
        setRequest(res.data);
        refreshHelpCount();
      })
      .catch((e: unknown) => live && setError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [id]);

  const sent = useMemo(() => request?.files.files ?? [], [request?.files]);
  const playback = usePlayback(request ? request.replay : undefined, sent);
  const codeFiles = useMemo(() => allFiles(playback.nodes).filter((f) => f.type === 'code'), [playback.nodes]);
  const previewFiles = useMemo(
    () => allFiles(playback.nodes).map((f) => ({ path: f.path, value: f.value, type: f.type })),
    [playback.nodes],
  );

  if (error) {
    return <OpenFailed title={error} backHref={paths.mentor.help()} back={<Trans>Kembali ke antrean</Trans>} />;
  }
  if (!request) return <LoadingState label={<Trans>Membuka permintaan…</Trans>} />;

  const comments: ViewerComment[] = request.comments.map((c) => ({
    path: c.path,
    line: c.line,
    body: c.body,
    author: c.authorName,
    date: formatDate(c.createdAt, DATE_FORMATS.dateTime, locale),
  }));
  // A line picked in the viewer goes to the comment form, whose text box takes the focus.
  const pickLine = (path: string, line: number) => {
    setTarget({ path, line });
    setTab('answer');
    requestAnimationFrame(() => bodyRef.current?.focus());
  };

  return (
    <div className="rv">
      <header className="rv-head">
        <nav className="mentor-crumbs" aria-label={t`Navigasi`}>
          <Link href={paths.mentor.help()}>
            <Trans>Antrean bantuan</Trans>
          </Link>{' '}
          / {request.studentName}
        </nav>
        <h1>
          {request.materialTitle} <HelpStatusBadge status={request.status} />
        </h1>
        <p className="mt-muted">
          {formatDate(request.createdAt, DATE_FORMATS.dateTime, locale)} · {waiting(request)}
        </p>
      </header>
      <div className="rv-body">
        <div className="rv-code">
          <ReplayPlayer
            playback={playback}
            comments={comments}
            onLineActivate={request.status === 'closed' ? undefined : pickLine}
            label={t`Kode ${request.studentName}`}
            noReplay={<Trans>Permintaan ini tidak membawa rekaman pengeditan.</Trans>}
          />
        </div>
        <aside className="rv-side">
          <PanelTabs
            tabs={[
              ['answer', t`Jawab`],
              ['preview', t`Pratinjau`],
              ['state', t`Aturan dan konsol`],
            ]}
            current={tab}
            onSelect={setTab}
            label={t`Panel bantuan`}
          />
          <TabPanel id="answer" hidden={tab !== 'answer'}>
            <div className="hq-question">
              <p>
                <strong>
                  <Trans>Yang sudah dicoba:</Trans>
                </strong>{' '}
                {request.tried}
              </p>
              <p>
                <strong>
                  <Trans>Buntu di:</Trans>
                </strong>{' '}
                {request.stuck}
              </p>
            </div>
            <AnswerPanel
              request={request}
              files={codeFiles}
              onChange={setRequest}
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
          {tab === 'state' ? (
            <TabPanel id="state">
              <h2 className="hq-h2">
                <Trans>Aturan yang gagal saat meminta bantuan</Trans>
              </h2>
              {request.failing.length === 0 ? (
                <p className="mt-muted">
                  <Trans>Tidak ada.</Trans>
                </p>
              ) : (
                <ul className="hq-failing">
                  {request.failing.map((rule) => (
                    <li key={rule.index}>
                      {rule.hint}
                      {rule.file ? (
                        <code>
                          {' '}
                          {rule.file}
                          {rule.line ? `:${rule.line}` : ''}
                        </code>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              <h2 className="hq-h2">
                <Trans>Konsol</Trans>
              </h2>
              {request.console.length === 0 ? (
                <p className="mt-muted">
                  <Trans>Kosong.</Trans>
                </p>
              ) : (
                <ol className="hq-console">
                  {request.console.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the console as sent never changes order.
                    <li key={i} className={`is-${line.level}`}>
                      {line.text}
                    </li>
                  ))}
                </ol>
              )}
            </TabPanel>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

type CommentTarget = { path: string; line: number };

type AnswerPanelProps = {
  request: HelpRequest;
  files: { path: string; value: string }[];
  onChange: (next: HelpRequest) => void;
  /** The line the next comment is about (picked in the viewer or typed here); an empty path = the first file. */
  target: CommentTarget;
  onTarget: (target: CommentTarget) => void;
  bodyRef: RefObject<HTMLTextAreaElement | null>;
};

function AnswerPanel({ request, files, onChange, target, onTarget, bodyRef }: AnswerPanelProps) {
  const { t } = useLingui();
  const closed = request.status === 'closed';
  const commentPath = target.path || (files[0]?.path ?? '');
  const commentLine = target.line;
  const [commentBody, setCommentBody] = useState('');
  const [answer, setAnswer] = useState(request.answer ?? '');
  const [suggestPath, setSuggestPath] = useState(request.suggestion?.path ?? '');
  const [suggestValue, setSuggestValue] = useState(request.suggestion?.value ?? '');
  const [busy, setBusy] = useState<'comment' | 'answer' | 'close' | null>(null);
  const sent = (path: string) => request.files && allFiles(request.files.files).find((f) => f.path === path)?.value;

  const run = async (kind: 'comment' | 'answer' | 'close', action: () => Promise<{ data: HelpRequest }>) => {
    setBusy(kind);
    try {
      onChange((await action()).data);
      refreshHelpCount();
      return true;
    } catch (error) {
      toast(getErrorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setBusy(null);
    }
  };
  const addComment = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run('comment', () =>
      mentorHelpApi.comment(request.id, { path: commentPath, line: commentLine, body: commentBody }),
    );
    if (ok) setCommentBody('');
  };
  const sendAnswer = async (event: FormEvent) => {
    event.preventDefault();
    const suggestion = suggestPath ? { path: suggestPath, value: suggestValue } : null;
    if (await run('answer', () => mentorHelpApi.answer(request.id, { answer, suggestion }))) {
      toast(t`Jawaban terkirim.`, { variant: 'success' });
    }
  };

  return (
    <div className="hq-answer">
      <form className="hq-form" onSubmit={(event) => void addComment(event)}>
        <h2 className="hq-h2">
          <Trans>Komentar pada baris</Trans>
        </h2>
        <div className="hq-form__row">
          <label>
            <span>
              <Trans>File</Trans>
            </span>
            <select
              className="kk-input"
              value={commentPath}
              onChange={(e) => onTarget({ path: e.target.value, line: commentLine })}
            >
              {files.map((f) => (
                <option key={f.path} value={f.path}>
                  {f.path}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>
              <Trans>Baris</Trans>
            </span>
            <input
              className="kk-input"
              type="number"
              min={1}
              value={commentLine}
              onChange={(e) => onTarget({ path: commentPath, line: Number(e.target.value) })}
            />
          </label>
        </div>
        <label>
          <span>
            <Trans>Komentar</Trans>
          </span>
          <textarea
            ref={bodyRef}
            className="kk-input"
            rows={2}
            maxLength={2000}
            value={commentBody}
            onChange={(e) => setCommentBody(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" variant="outline" loading={busy === 'comment'} disabled={closed}>
          <Trans>Tambah komentar</Trans>
        </Button>
      </form>
      <form className="hq-form" onSubmit={(event) => void sendAnswer(event)}>
        <h2 className="hq-h2">
          <Trans>Jawaban</Trans>
        </h2>
        <label>
          <span>
            <Trans>Jawaban untuk siswa</Trans>
          </span>
          <textarea
            className="kk-input"
            rows={4}
            maxLength={5000}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </label>
        <label>
          <span>
            <Trans>Usulkan perubahan pada file (opsional)</Trans>
          </span>
          <select
            className="kk-input"
            value={suggestPath}
            onChange={(e) => {
              setSuggestPath(e.target.value);
              setSuggestValue(sent(e.target.value) ?? '');
            }}
          >
            <option value="">{t`Tanpa usulan`}</option>
            {files.map((f) => (
              <option key={f.path} value={f.path}>
                {f.path}
              </option>
            ))}
          </select>
        </label>
        {suggestPath ? (
          <label>
            <span>
              <Trans>Isi baru {suggestPath}</Trans>
            </span>
            <textarea
              className="kk-input hq-code-input"
              rows={10}
              value={suggestValue}
              spellCheck={false}
              onChange={(e) => setSuggestValue(e.target.value)}
            />
          </label>
        ) : null}
        <div className="hq-form__row">
          <Button type="submit" size="sm" loading={busy === 'answer'} disabled={closed}>
            <Trans>Kirim jawaban</Trans>
          </Button>
          {!closed ? (
            <Button
              size="sm"
              variant="ghost"
              loading={busy === 'close'}
              onClick={() => void run('close', () => mentorHelpApi.close(request.id))}
            >
              <Trans>Tutup permintaan</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
