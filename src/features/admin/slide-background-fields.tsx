/**
 * A slide's background in the admin's slide editor (docs/decisions/0004-data.md: image, name, x, y): the image is uploaded to
 * `POST /api/admin/uploads` at once, its name starts as the file's, and x/y place its top-left corner in
 * deck pixels (1600×900). The draft keeps x/y as typed, so a half-typed "-" is not lost; the live preview
 * reads them with `deckPosition`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from '../../api-client';
import { getErrorMessage } from '../../api-client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { uploadFile } from './upload-file';

export type BackgroundDraft = { name: string; image: string; x: string; y: string };
export type StoredBackground = { name: string; image: string; x: number; y: number };

export const draftOf = (b: StoredBackground | null | undefined): BackgroundDraft | null =>
  b ? { name: b.name, image: b.image, x: String(b.x), y: String(b.y) } : null;

/** A typed position as a number for the preview (0 until it is one). */
export const deckPosition = (typed: string): number => (/^-?\d+$/.test(typed.trim()) ? Number(typed) : 0);

/** The body value of a typed position: a number when it is one, else as typed, so the server names the error. */
export const positionValue = (typed: string): number | string => (/^-?\d+$/.test(typed.trim()) ? Number(typed) : typed);

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/** The file's name without its extension ("laut-biru.png" → "laut-biru"). */
const baseName = (file: string) => file.replace(/\.[^.]*$/, '') || file;

export function SlideBackgroundFields({
  value,
  onChange,
  errors,
}: {
  value: BackgroundDraft | null;
  onChange: (value: BackgroundDraft | null) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      const stored = await uploadFile(file, file.name, setProgress).done;
      onChange({
        name: value?.name || baseName(file.name),
        image: stored.url,
        x: value?.x ?? '0',
        y: value?.y ?? '0',
      });
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setProgress(null);
    }
  };
  const set = (key: keyof BackgroundDraft, text: string) => {
    if (value) onChange({ ...value, [key]: text });
  };
  const position = (text: string) => text.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');

  return (
    <fieldset className="kk-admin__background">
      <legend>
        <Trans>Latar slide</Trans>
      </legend>
      {value ? null : (
        <p className="kk-admin__muted">
          <Trans>Belum ada latar.</Trans>
        </p>
      )}
      <div className="kk-admin__caption-row">
        <label className="kk-btn kk-btn--outline kk-btn--sm kk-admin__file-pick" aria-disabled={progress !== null}>
          <input
            type="file"
            accept={IMAGE_TYPES}
            className="kk-visually-hidden"
            disabled={progress !== null}
            onChange={(event) => void pick(event)}
            aria-label={t`Unggah gambar latar`}
          />
          {value ? <Trans>Ganti gambar latar</Trans> : <Trans>Unggah gambar latar</Trans>}
        </label>
        {value ? (
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
            <Trans>Hapus latar</Trans>
          </Button>
        ) : null}
        {progress !== null ? (
          <span className="kk-admin__upload" role="status">
            <progress max={1} value={progress} aria-label={t`Kemajuan unggahan`} />
            <Trans>Mengunggah… {Math.floor(progress * 100)}%</Trans>
          </span>
        ) : null}
      </div>
      {value ? (
        <div className="kk-admin__grid3">
          <TextField
            label={t`Nama latar`}
            value={value.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors['background.name']}
          />
          <TextField
            label={t`Posisi X (px)`}
            inputMode="numeric"
            value={value.x}
            onChange={(e) => set('x', position(e.target.value))}
            error={errors['background.x']}
          />
          <TextField
            label={t`Posisi Y (px)`}
            inputMode="numeric"
            value={value.y}
            onChange={(e) => set('y', position(e.target.value))}
            error={errors['background.y']}
          />
        </div>
      ) : null}
      {error || errors['background.image'] || errors.background ? (
        <p className="kk-field__error" role="alert">
          {error || errors['background.image'] || errors.background}
        </p>
      ) : null}
    </fieldset>
  );
}
