/**
 * `/learning/video?materialId=`: an HTML5 player with the video's captions (one WebVTT track per language,
 * the interface language's on by default). Watching to the end, or "mark as done", finishes the material on
 * the server.
 */
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { LANGUAGE_NAMES } from '../../i18n';
import { Button } from '../../ui/button';
import { CaptionTracks } from '../../ui/caption-tracks';
import { toast } from '../../ui/toast';
import type { CaptionTrack, FinishResult, MaterialScreenData } from './learning-types';
import { MaterialFrame, MaterialGate } from './material-frame';
import { NextStep } from './next-step';
import { useMaterial } from './use-material';
import { useTexts } from './use-texts';
import './video.css';

function VideoBody({
  data,
  url,
  poster,
  captions,
  finish,
  finishing,
}: {
  data: MaterialScreenData;
  url: string;
  poster: string | null;
  captions: CaptionTrack[];
  finish: () => Promise<FinishResult>;
  finishing: boolean;
}) {
  const { locale } = useTexts();
  const [result, setResult] = useState<FinishResult | null>(null);
  const sent = useRef(false);
  const onFinish = async () => {
    if (sent.current) return;
    sent.current = true;
    try {
      setResult(await finish());
    } catch (error) {
      sent.current = false;
      toast(getErrorMessage(error), { variant: 'error' });
    }
  };
  const done = result?.is_finish || data.material.is_finish;
  return (
    <div className="kk-video">
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks are the video's caption files, from CaptionTracks */}
      <video
        className="kk-video__player"
        src={url}
        poster={poster ?? undefined}
        controls
        preload="metadata"
        onEnded={() => {
          if (!data.material.is_finish) void onFinish();
        }}
      >
        <CaptionTracks tracks={captions.map((c) => ({ ...c, label: LANGUAGE_NAMES[c.lang] }))} preferred={locale} />
      </video>
      <div className="kk-material__actions">
        {done ? (
          <>
            <span className="kk-material__notice" role="status">
              <Trans>Materi ini sudah selesai.</Trans>
            </span>
            <NextStep
              next={result?.next_material ?? data.next_in_course}
              trialFinished={result?.trial_finished ?? false}
            />
          </>
        ) : (
          <Button variant="primary" onClick={onFinish} loading={finishing}>
            <Trans>Tandai selesai</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

export default function VideoScreen() {
  const { load, finish, finishing } = useMaterial();
  return (
    <MaterialGate load={load}>
      {(data) => (
        <MaterialFrame data={data}>
          {data.content.kind === 'video' && data.content.url ? (
            <VideoBody
              key={data.material.id}
              data={data}
              url={data.content.url}
              poster={data.content.poster}
              captions={data.content.captions}
              finish={() => finish()}
              finishing={finishing}
            />
          ) : (
            <p>
              <Trans>Video untuk materi ini belum tersedia.</Trans>
            </p>
          )}
        </MaterialFrame>
      )}
    </MaterialGate>
  );
}
