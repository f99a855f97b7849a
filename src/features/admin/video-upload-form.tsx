/**
 * The video of a video material, uploaded from the admin's computer: the file goes to
 * `POST /api/admin/uploads` with a progress bar and a cancel button, its length and a poster frame are
 * read from the file by the browser, and the material is saved with all three. No address or duration
 * is typed by hand. Below it, the caption files per language (CaptionUploads), which the preview carries too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useRef, useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { formatDuration } from '../../lib/format';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { CaptionTracks } from '../../ui/caption-tracks';
import { toast } from '../../ui/toast';
import { savedToast } from './admin-toasts';
import { CaptionUploads, captionSources, type VideoCaptions } from './caption-uploads';
import { readVideoFacts, UploadCancelled, uploadFile } from './upload-file';

export type VideoRecord = {
  id: number;
  url?: string | null;
  durationSeconds?: number | null;
  poster?: string | null;
  captions?: VideoCaptions | null;
};

type Stage = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'saving' };

export function VideoUploadForm({ record, onSaved }: { record: VideoRecord; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const [video, setVideo] = useState(record);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState('');
  const cancel = useRef<(() => void) | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    try {
      const facts = await readVideoFacts(file);
      const upload = uploadFile(file, file.name, (fraction) => setStage({ kind: 'uploading', fraction }));
      cancel.current = upload.cancel;
      setStage({ kind: 'uploading', fraction: 0 });
      const stored = await upload.done;
      cancel.current = null;
      setStage({ kind: 'saving' });
      const poster = facts.poster ? await uploadFile(facts.poster, 'poster.png', () => undefined).done : null;
      const body = { url: stored.url, durationSeconds: facts.durationSeconds, poster: poster?.url ?? null };
      await adminApi('videos').update(video.id, body);
      setVideo({ ...video, ...body });
      toast.success(i18n._(savedToast.updated));
      onSaved();
    } catch (failure) {
      if (!(failure instanceof UploadCancelled)) setError(getErrorMessage(failure));
    } finally {
      cancel.current = null;
      setStage({ kind: 'idle' });
    }
  };

  const busy = stage.kind !== 'idle';
  return (
    <div className="kk-admin__video">
      {video.url ? (
        // biome-ignore lint/a11y/useMediaCaption: the tracks are the video's caption files, from CaptionTracks
        <video
          className="kk-admin__video-player"
          src={video.url}
          poster={video.poster ?? undefined}
          controls
          preload="metadata"
          aria-label={t`Pratinjau video`}
        >
          <CaptionTracks tracks={captionSources(video.captions ?? {})} preferred={i18n.locale} />
        </video>
      ) : (
        <p className="kk-admin__muted">
          <Trans>Belum ada video.</Trans>
        </p>
      )}
      {video.url ? (
        <p className="kk-admin__muted" data-testid="video-duration">
          <Trans>Durasi: {formatDuration(video.durationSeconds ?? 0)}</Trans>
        </p>
      ) : null}
      <label className="kk-btn kk-btn--outline kk-btn--sm kk-admin__file-pick" aria-disabled={busy}>
        <input
          type="file"
          accept="video/mp4,video/webm"
          className="kk-visually-hidden"
          disabled={busy}
          onChange={(event) => void pick(event)}
          aria-label={t`Unggah video (MP4 atau WebM)`}
        />
        <Trans>Unggah video (MP4 atau WebM)</Trans>
      </label>
      {stage.kind === 'uploading' ? (
        <div className="kk-admin__upload" role="status">
          <progress max={1} value={stage.fraction} aria-label={t`Kemajuan unggahan`} />
          <span>
            <Trans>Mengunggah… {Math.floor(stage.fraction * 100)}%</Trans>
          </span>
          <Button type="button" size="sm" variant="outline" onClick={() => cancel.current?.()}>
            <Trans>Batalkan</Trans>
          </Button>
        </div>
      ) : null}
      {stage.kind === 'saving' ? (
        <p className="kk-admin__muted" role="status">
          <Trans>Menyimpan video…</Trans>
        </p>
      ) : null}
      {error ? (
        <p className="kk-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <CaptionUploads
        videoId={video.id}
        captions={video.captions ?? {}}
        onSaved={(captions) => {
          setVideo((v) => ({ ...v, captions }));
          onSaved();
        }}
      />
    </div>
  );
}
