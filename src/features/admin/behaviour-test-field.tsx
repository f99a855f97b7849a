/**
 * A behaviour rule's test, edited in the code editor the learners use (JavaScript highlighting, brackets, undo), with
 * the helpers a test may use listed under it. The editor is loaded with the field, not with the admin's screens.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { LoadingState } from '../../ui/spinner';

const CodeEditor = lazy(() => import('../../editor/code-editor').then((m) => ({ default: m.CodeEditor })));

type Props = { docKey: string; value: string; onChange: (value: string) => void; error?: string };

export function BehaviourTestField({ docKey, value, onChange, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const label = t`Kode pengujian (JavaScript, dijalankan setelah halaman dimuat)`;
  return (
    <div className={['kk-field', error ? 'kk-field--invalid' : ''].filter(Boolean).join(' ')}>
      <div className="kk-field__label-row">
        <span className="kk-field__label" id={`${id}-label`}>
          {label}
        </span>
      </div>
      <div className="kk-field__control kk-admin__test-editor">
        <Suspense fallback={<LoadingState label={<Trans>Memuat editor…</Trans>} />}>
          <CodeEditor docKey={docKey} value={value} lang="javascript" onChange={onChange} label={label} />
        </Suspense>
      </div>
      {error ? (
        <p className="kk-field__error" role="alert">
          {error}
        </p>
      ) : (
        <p className="kk-field__hint">
          <Trans>
            Tersedia: assert (chai), $(selector), $$(selector), click(el), type(el, teks), wait(ms), until(fungsi, ms)
            dan logs (isi console). Lulus bila selesai tanpa error; await boleh dipakai.
          </Trans>
        </p>
      )}
    </div>
  );
}
