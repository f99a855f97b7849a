/**
 * The learner's "Minta bantuan" on the practice and project screens: a button that opens a short form (what I
 * tried, where I am stuck) and sends the state of the editor with it, and the list of their requests about this
 * material with status and waiting time; a request opens with the mentor's answer, line comments (also shown in
 * the editor) and the suggested change, applied with one click.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { askHelpBody } from '../../../api/contracts/help';
import { formErrors, getErrorMessage } from '../../api-client';
import { Button } from '../../ui/button';
import { HelpStatusBadge, useWaitingText } from '../../ui/help-status';
import { Modal } from '../../ui/modal';
import { toast } from '../../ui/toast';
import type { HelpRequest, HelpRequestRow } from './help-api';
import {
  applySuggestion,
  askForHelp,
  closeRequest,
  type FailingRule,
  helpState,
  hideRequest,
  showRequest,
} from './help-session';
import type { WorkspaceStore } from './practice-workspace-store';

const questionSchema = askHelpBody.pick({ tried: true, stuck: true });

type HelpButtonProps = {
  store: WorkspaceStore;
  /** The rules failing now, with their hints in the learner's language. */
  failing: () => FailingRule[];
};

/** The button, the form, and the requests of this material. */
export function HelpButton({ store, failing }: HelpButtonProps) {
  const { t } = useLingui();
  const snap = useSnapshot(helpState);
  const [open, setOpen] = useState(false);
  const [tried, setTried] = useState('');
  const [stuck, setStuck] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'tried' | 'stuck', string>>>({});
  const [busy, setBusy] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const waiting = snap.requests.filter((r) => r.status === 'open').length;
  const answered = snap.requests.filter((r) => r.status === 'answered').length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors<'tried' | 'stuck'>(questionSchema, { tried, stuck });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await askForHelp({ tried, stuck, workspace: store.current(), failing: failing() });
      setOpen(false);
      setTried('');
      setStuck('');
      toast(t`Permintaan bantuan terkirim. Mentormu akan menjawab di sini.`, { variant: 'success' });
    } catch (error) {
      toast(getErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={snap.progressMaterialId === null}>
        <Trans>Minta bantuan</Trans>
      </Button>
      {snap.requests.length > 0 && (
        <Button variant="ghost" size="sm" onClick={() => setListOpen(true)}>
          <Trans>Permintaan bantuan ({snap.requests.length})</Trans>
          {answered > 0 && (
            <span className="hp-dot" role="img" aria-label={t`${answered} sudah dijawab`}>
              {answered}
            </span>
          )}
        </Button>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans>Minta bantuan mentor</Trans>}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Batal</Trans>
            </Button>
            <Button type="submit" form="help-form" loading={busy}>
              <Trans>Kirim</Trans>
            </Button>
          </>
        }
      >
        <form id="help-form" className="hp-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="hp-form__note">
            <Trans>
              Kode, aturan yang gagal, konsol, pratinjau dan rekaman pengeditanmu ikut terkirim, supaya mentor melihat
              persis keadaanmu.
            </Trans>
          </p>
          {waiting > 0 && (
            <p className="hp-form__note">
              <Trans>Kamu punya {waiting} permintaan yang masih menunggu jawaban.</Trans>
            </p>
          )}
          <label className="hp-field">
            <span>
              <Trans>Apa yang sudah kamu coba?</Trans>
            </span>
            <textarea
              className="kk-input"
              rows={3}
              maxLength={2000}
              value={tried}
              aria-invalid={errors.tried ? true : undefined}
              onChange={(event) => setTried(event.target.value)}
            />
            {errors.tried && (
              <span className="kk-field__error" role="alert">
                {errors.tried}
              </span>
            )}
          </label>
          <label className="hp-field">
            <span>
              <Trans>Di mana kamu buntu?</Trans>
            </span>
            <textarea
              className="kk-input"
              rows={3}
              maxLength={2000}
              value={stuck}
              aria-invalid={errors.stuck ? true : undefined}
              onChange={(event) => setStuck(event.target.value)}
            />
            {errors.stuck && (
              <span className="kk-field__error" role="alert">
                {errors.stuck}
              </span>
            )}
          </label>
        </form>
      </Modal>
      <Modal open={listOpen} onClose={() => setListOpen(false)} title={<Trans>Permintaan bantuan</Trans>} size="sm">
        <ul className="hp-list">
          {snap.requests.map((row) => (
            <RequestRow
              key={row.id}
              row={row as HelpRequestRow}
              onOpen={() => {
                setListOpen(false);
                void showRequest(row.id).catch((error: unknown) => toast(getErrorMessage(error), { variant: 'error' }));
              }}
            />
          ))}
        </ul>
      </Modal>
      <RequestView store={store} />
    </>
  );
}

function RequestRow({ row, onOpen }: { row: HelpRequestRow; onOpen: () => void }) {
  const waiting = useWaitingText();
  return (
    <li className="hp-list__row">
      <HelpStatusBadge status={row.status} />
      <span className="hp-list__text">{row.stuck}</span>
      <span className="hp-list__time">{waiting(row)}</span>
      <Button variant="outline" size="sm" onClick={onOpen}>
        <Trans>Lihat</Trans>
      </Button>
    </li>
  );
}

/** One request with the mentor's answer, shown beside the editor. */
function RequestView({ store }: { store: WorkspaceStore }) {
  const { t } = useLingui();
  const snap = useSnapshot(helpState);
  const request = snap.shown as HelpRequest | null;
  const waiting = useWaitingText();
  const [busy, setBusy] = useState<'apply' | 'close' | null>(null);
  if (!request) return null;
  const run = async (kind: 'apply' | 'close', action: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      toast(getErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const apply = () =>
    run('apply', async () => {
      const ok = await applySuggestion(request, store);
      toast(ok ? t`Usulan mentor diterapkan.` : t`File usulan sudah tidak ada di ruang kerjamu.`, {
        variant: ok ? 'success' : 'error',
      });
    });
  return (
    <section className="hp-view" aria-label={t`Permintaan bantuan`}>
      <header className="hp-view__head">
        <HelpStatusBadge status={request.status} />
        <span className="hp-list__time">{waiting(request)}</span>
        <button type="button" className="hp-view__close" onClick={hideRequest} aria-label={t`Sembunyikan`}>
          ×
        </button>
      </header>
      <p className="hp-view__q">
        <strong>
          <Trans>Buntu di:</Trans>
        </strong>{' '}
        {request.stuck}
      </p>
      {request.answer ? (
        <div className="hp-view__answer">
          <strong>
            <Trans>Jawaban {request.answeredByName ?? ''}:</Trans>
          </strong>
          <p>{request.answer}</p>
        </div>
      ) : (
        <p className="hp-view__wait">
          <Trans>Menunggu jawaban mentor.</Trans>
        </p>
      )}
      {request.comments.length > 0 && (
        <ul className="hp-view__comments">
          {request.comments.map((c) => (
            <li key={c.id}>
              <code>
                {c.path}:{c.line}
              </code>{' '}
              {c.body}
            </li>
          ))}
        </ul>
      )}
      {request.suggestion && (
        <div className="hp-view__suggestion">
          <p>
            <Trans>
              Usulan perubahan untuk <code>{request.suggestion.path}</code>
            </Trans>
          </p>
          <pre className="hp-view__code">{request.suggestion.value}</pre>
          <Button size="sm" onClick={() => void apply()} loading={busy === 'apply'}>
            {request.appliedAt ? <Trans>Terapkan lagi</Trans> : <Trans>Terapkan usulan</Trans>}
          </Button>
        </div>
      )}
      {request.status !== 'closed' && (
        <Button
          variant="ghost"
          size="sm"
          loading={busy === 'close'}
          onClick={() => void run('close', () => closeRequest(request.id))}
        >
          <Trans>Tutup permintaan</Trans>
        </Button>
      )}
    </section>
  );
}
