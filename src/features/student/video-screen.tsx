/**
 * `/learning/video?materialId=`: an HTML5 player. Watching to the end, or "mark as done", finishes the
 * material on the server.
 */
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import type { FinishResult, MaterialScreenData } from './learning-types';
import { MaterialFrame, MaterialGate } from './material-frame';
import { NextStep } from './next-step';
import { useMaterial } from './use-material';
import './video.css';

function VideoBody({
  data,
  url,
  poster,
  finish,
  finishing,
}: {
  data: MaterialScreenData;
  url: string;
  poster: string | null;
  finish: () => Promise<FinishResult>;
  finishing: boolean;
}) {
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
        <track kind="captions" />
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
