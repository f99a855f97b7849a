/**
 * The caption files of a video: one WebVTT file per interface language, uploaded to
 * `POST /api/admin/uploads` (which checks by content that it is WebVTT) and saved with the video at once.
 * Students' players show the one in their interface language by default.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { CAPTION_LANGUAGES, type CaptionLanguage } from '../../../api/contracts/uploads';
import { getErrorMessage } from '../../api-client';
import { LANGUAGE_NAMES } from '../../i18n';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import type { CaptionSource } from '../../ui/caption-tracks';
import { toast } from '../../ui/toast';
import { savedToast } from './admin-toasts';
import { uploadFile } from './upload-file';

export type VideoCaptions = Partial<Record<CaptionLanguage, string>>;

/** The stored captions as player tracks, Indonesian first. */
/** Whether a file begins as WebVTT does (the server's test too): `WEBVTT`, after an optional byte-order mark. */
async function startsAsWebVtt(file: File): Promise<boolean> {
  const head = await file.slice(0, 16).text();
  return /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(head);
}

export function captionSources(captions: VideoCaptions): CaptionSource[] {
  return CAPTION_LANGUAGES.flatMap((lang) => {
    const url = captions[lang];
    return url ? [{ lang, url, label: LANGUAGE_NAMES[lang] }] : [];
  });
}

export function CaptionUploads({
  videoId,
  captions,
  onSaved,
}: {
  videoId: number;
  captions: VideoCaptions;
  onSaved: (captions: VideoCaptions) => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<CaptionLanguage | null>(null);
  const [error, setError] = useState('');

  const save = async (lang: CaptionLanguage, file: File | null) => {
    setBusy(lang);
    setError('');
    try {
      // Said before uploading, in words that name the fix: the server would take a picture as an upload and
      // then refuse it as captions with only "not valid".
      if (file && !(await startsAsWebVtt(file))) {
        setError(
          t`${file.name} bukan berkas WebVTT: baris pertamanya harus WEBVTT. Simpan teks video sebagai .vtt lalu unggah lagi.`,
        );
        return;
      }
      const url = file ? (await uploadFile(file, file.name, () => undefined).done).url : null;
      // The whole map is sent: languages left out would be dropped.
      const next = { ...captions, [lang]: url };
      await adminApi('videos').update(videoId, { captions: next });
      const stored: VideoCaptions = { ...captions };
      if (url) stored[lang] = url;
      else delete stored[lang];
      onSaved(stored);
      toast.success(i18n._(savedToast.updated));
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const pick = (lang: CaptionLanguage) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void save(lang, file);
  };

  return (
    <fieldset className="kk-admin__captions">
      <legend>
        <Trans>Teks video (WebVTT)</Trans>
      </legend>
      {CAPTION_LANGUAGES.map((lang) => {
        const name = LANGUAGE_NAMES[lang];
        const url = captions[lang];
        return (
          <div key={lang} className="kk-admin__caption-row" data-testid={`caption-${lang}`}>
            <span className="kk-admin__caption-lang">{name}</span>
            {url ? (
              <a href={url} target="_blank" rel="noreferrer">
                <Trans>Lihat berkas teks</Trans>
              </a>
            ) : (
              <span className="kk-admin__muted">
                <Trans>Belum ada teks.</Trans>
              </span>
            )}
            <label className="kk-btn kk-btn--outline kk-btn--sm kk-admin__file-pick" aria-disabled={busy !== null}>
              <input
                type="file"
                accept=".vtt,text/vtt"
                className="kk-visually-hidden"
                disabled={busy !== null}
                onChange={pick(lang)}
                aria-label={t`Unggah teks ${name} (WebVTT)`}
              />
              {url ? <Trans>Ganti</Trans> : <Trans>Unggah</Trans>}
            </label>
            {url ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy !== null}
                onClick={() => void save(lang, null)}
                aria-label={t`Hapus teks ${name}`}
              >
                <Trans>Hapus</Trans>
              </Button>
            ) : null}
            {busy === lang ? (
              <span className="kk-admin__muted" role="status">
                <Trans>Mengunggah teks…</Trans>
              </span>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p className="kk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
