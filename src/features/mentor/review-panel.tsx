/**
 * The mentor's side of a review: line comments (add, list, delete), general feedback, a score, and
 * "reviewed", which sends everything to the student. Read-only once the submission is reviewed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useState } from 'react';
import { reviewCommentBody, reviewCompleteBody, reviewDraftBody } from '../../../api/contracts/mentor';
import { formErrors, getErrorMessage, getFieldErrors } from '../../api-client';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { useFormatLocale } from '../../lib/use-format-locale';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast';
import { mentorApi, type SubmissionReview } from './mentor-api';
import { useStatusLabel } from './mentor-labels';

export type CommentTarget = { path: string; line: number };

export type ReviewPanelProps = {
  review: SubmissionReview;
  onChange: (review: SubmissionReview) => void;
  /** Code files with their line counts (the comment form's choices). */
  fileLines: Map<string, number>;
  target: CommentTarget;
  onTarget: (target: CommentTarget) => void;
  bodyRef: RefObject<HTMLTextAreaElement | null>;
};

export function ReviewPanel({ review, onChange, fileLines, target, onTarget, bodyRef }: ReviewPanelProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const statusLabel = useStatusLabel();
  const editable = review.status === 'in review';
  const [body, setBody] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'comment' | 'draft' | 'complete' | null>(null);
  const [feedback, setFeedback] = useState(review.feedback ?? '');
  const [score, setScore] = useState(review.score === null ? '' : String(review.score));
  const [errors, setErrors] = useState<{ feedback?: string; score?: string }>({});
  const maxLine = fileLines.get(target.path) ?? 1;

  const addComment = async () => {
    const text = body.trim();
    const bodyError = formErrors<'body'>(reviewCommentBody.pick({ body: true }), { body }).body;
    if (bodyError) {
      setCommentError(bodyError);
      return;
    }
    if (!Number.isInteger(target.line) || target.line < 1 || target.line > maxLine) {
      setCommentError(t`Baris harus antara 1 dan ${maxLine}.`);
      return;
    }
    setBusy('comment');
    setCommentError(null);
    try {
      const res = await mentorApi.addComment(review.progressMaterialId, {
        path: target.path,
        line: target.line,
        body: text,
      });
      onChange({ ...review, comments: [...review.comments, res.data] });
      setBody('');
      toast(t`Komentar ditambahkan pada ${target.path} baris ${target.line}.`);
    } catch (error) {
      const fields = getFieldErrors(error);
      setCommentError(fields.body ?? fields.line ?? fields.path ?? getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const removeComment = async (commentId: number) => {
    if (!(await confirmDialog())) return;
    try {
      await mentorApi.deleteComment(review.progressMaterialId, commentId);
      onChange({ ...review, comments: review.comments.filter((c) => c.id !== commentId) });
    } catch (error) {
      toast(getErrorMessage(error), { variant: 'error' });
    }
  };

  /** The score as sent: empty is none, anything else a number the contract checks (0–100, whole). */
  const parsedScore = (): number | null => (score.trim() === '' ? null : Number(score));

  const saveDraft = async () => {
    const n = parsedScore();
    const found = formErrors<'feedback' | 'score'>(reviewDraftBody, { feedback: feedback.trim() || null, score: n });
    if (found.score) {
      setErrors(found);
      return;
    }
    setBusy('draft');
    setErrors({});
    try {
      const res = await mentorApi.saveDraft(review.progressMaterialId, { feedback: feedback.trim() || null, score: n });
      onChange(res.data);
      toast(t`Draf review disimpan.`);
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast(getErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const complete = async () => {
    const n = parsedScore();
    // The server's rules and messages for finishing a review (reviewCompleteBody).
    const next = formErrors<'feedback' | 'score'>(reviewCompleteBody, { feedback, score: n });
    setErrors(next);
    if (next.feedback || next.score || n === null) return;
    const ok = await confirmDialog({
      title: t`Selesaikan review?`,
      message: t`Feedback, nilai dan ${review.comments.length} komentar baris akan dikirim ke ${review.studentName}. Setelah itu review tidak dapat diubah.`,
      confirmLabel: t`Kirim review`,
      variant: 'primary',
    });
    if (!ok) return;
    setBusy('complete');
    try {
      const res = await mentorApi.complete(review.progressMaterialId, { feedback: feedback.trim(), score: n });
      onChange(res.data);
      toast(t`Review terkirim ke ${review.studentName}.`);
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast(getErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const sorted = [...review.comments].sort(
    (a, b) => (a.path ?? '').localeCompare(b.path ?? '') || (a.line ?? 0) - (b.line ?? 0) || a.id - b.id,
  );

  return (
    <div className="rv-panel">
      <section aria-labelledby="rv-comments-title">
        <h3 id="rv-comments-title">
          <Trans>Komentar baris</Trans> <span className="mt-muted">({review.comments.length})</span>
        </h3>
        {editable ? (
          <form
            className="rv-comment-form"
            aria-label={t`Tambah komentar baris`}
            onSubmit={(event) => {
              event.preventDefault();
              void addComment();
            }}
          >
            <p className="mt-muted rv-hint">
              <Trans>Klik kolom di samping nomor baris pada kode untuk memilih baris, atau pilih di sini.</Trans>
            </p>
            <div className="rv-comment-form__where">
              <label className="mt-filter">
                <span>{t`File`}</span>
                <select
                  className="kk-input kk-select"
                  value={target.path}
                  onChange={(event) => onTarget({ path: event.target.value, line: 1 })}
                >
                  {[...fileLines.keys()].map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </select>
              </label>
              <label className="mt-filter rv-line">
                <span>{t`Baris`}</span>
                <input
                  className="kk-input"
                  type="number"
                  min={1}
                  max={maxLine}
                  value={target.line}
                  onChange={(event) => onTarget({ path: target.path, line: Number(event.target.value) })}
                />
              </label>
            </div>
            <label className="rv-field">
              <span>{t`Komentar`}</span>
              <textarea
                ref={bodyRef}
                className="kk-input"
                rows={3}
                maxLength={2000}
                value={body}
                aria-invalid={commentError ? true : undefined}
                onChange={(event) => setBody(event.target.value)}
              />
            </label>
            {commentError ? (
              <p className="kk-field__error" role="alert">
                {commentError}
              </p>
            ) : null}
            <Button type="submit" size="sm" loading={busy === 'comment'}>
              <Trans>Tambah komentar</Trans>
            </Button>
          </form>
        ) : null}
        {sorted.length === 0 ? (
          <p className="mt-muted">
            <Trans>Belum ada komentar baris.</Trans>
          </p>
        ) : (
          <ul className="rv-comments">
            {sorted.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="rv-comments__where"
                  onClick={() => c.path && c.line && onTarget({ path: c.path, line: c.line })}
                >
                  {c.path}:{c.line}
                </button>
                <p>{c.body}</p>
                <small className="mt-muted">
                  {c.mentorName} · {formatDate(c.createdAt, DATE_FORMATS.dateTime, locale)}
                </small>
                {editable ? (
                  <button type="button" className="rv-comments__delete" onClick={() => void removeComment(c.id)}>
                    <Trans>Hapus</Trans>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rv-feedback-title">
        <h3 id="rv-feedback-title">
          <Trans>Feedback dan nilai</Trans>
        </h3>
        {editable ? (
          <form
            className="rv-feedback"
            onSubmit={(event) => {
              event.preventDefault();
              void complete();
            }}
          >
            <label className="rv-field">
              <span>{t`Feedback umum`}</span>
              <textarea
                className="kk-input"
                rows={4}
                maxLength={5000}
                value={feedback}
                aria-invalid={errors.feedback ? true : undefined}
                onChange={(event) => setFeedback(event.target.value)}
              />
            </label>
            {errors.feedback ? (
              <p className="kk-field__error" role="alert">
                {errors.feedback}
              </p>
            ) : null}
            <label className="rv-field rv-score">
              <span>{t`Nilai (0–100)`}</span>
              <input
                className="kk-input"
                type="number"
                min={0}
                max={100}
                step={1}
                value={score}
                aria-invalid={errors.score ? true : undefined}
                onChange={(event) => setScore(event.target.value)}
              />
            </label>
            {errors.score ? (
              <p className="kk-field__error" role="alert">
                {errors.score}
              </p>
            ) : null}
            <div className="rv-actions">
              <Button variant="outline" loading={busy === 'draft'} onClick={() => void saveDraft()}>
                <Trans>Simpan draf</Trans>
              </Button>
              <Button type="submit" loading={busy === 'complete'}>
                <Trans>Tandai sudah direview</Trans>
              </Button>
            </div>
          </form>
        ) : (
          <div className="rv-final">
            <p>
              <strong>{t`Nilai`}:</strong> {review.score ?? '–'}
            </p>
            <p className="rv-final__feedback">{review.feedback || t`Belum ada feedback.`}</p>
          </div>
        )}
      </section>

      <section aria-labelledby="rv-history-title">
        <h3 id="rv-history-title">
          <Trans>Riwayat status</Trans>
        </h3>
        <ol className="rv-history">
          {review.submittedAt ? (
            <li>
              {t`Dikumpulkan`} · {formatDate(review.submittedAt, DATE_FORMATS.dateTime, locale)}
            </li>
          ) : null}
          {review.events.map((e) => (
            <li key={`${e.status}-${e.createdAt}`}>
              {statusLabel(e.status)} · {e.actorName} · {formatDate(e.createdAt, DATE_FORMATS.dateTime, locale)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
