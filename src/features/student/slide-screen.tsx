/**
 * `/learning/slide?materialId=`: the slide deck. Arrow keys, Home/End and buttons move between slides;
 * finishing the last slide finishes the material on the server.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { localizedContent } from '../../lib/localized';
import { Button } from '../../ui/button';
import { SlideDeck } from '../../ui/slide-deck';
import { toast } from '../../ui/toast';
import type { FinishResult, MaterialScreenData, Slide } from './learning-types';
import { MaterialFrame, MaterialGate } from './material-frame';
import { NextStep } from './next-step';
import { useMaterial } from './use-material';
import { useTexts } from './use-texts';
import './slide.css';

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO'].includes(target.tagName))
  );
}

function Deck({
  data,
  slides,
  finish,
  finishing,
}: {
  data: MaterialScreenData;
  slides: Slide[];
  finish: () => Promise<FinishResult>;
  finishing: boolean;
}) {
  const { t } = useLingui();
  const { title, locale } = useTexts();
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<FinishResult | null>(null);
  const last = slides.length - 1;
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(last, to))), [last]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target))
        return;
      const target =
        event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'ArrowLeft'
            ? index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : null;
      if (target !== null) {
        event.preventDefault();
        go(target);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, last]);

  const onFinish = async () => {
    try {
      setResult(await finish());
    } catch (error) {
      toast(getErrorMessage(error), { variant: 'error' });
    }
  };

  const slide = slides[index];
  if (!slide) return null;
  const done = result?.is_finish || data.material.is_finish;
  return (
    <div className="kk-slide">
      <SlideDeck
        title={title(slide.title)}
        html={localizedContent(slide.content, locale)}
        background={slide.background}
        video={slide.video}
        label={t`Slide ${index + 1} dari ${slides.length}`}
      />
      <div className="kk-slide__controls">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <Trans>Slide sebelumnya</Trans>
        </Button>
        <span className="kk-slide__counter" aria-live="polite">
          <Trans>
            Slide {index + 1} dari {slides.length}
          </Trans>
        </span>
        {index < last ? (
          <Button variant="primary" onClick={() => go(index + 1)}>
            <Trans>Slide berikutnya</Trans>
          </Button>
        ) : (
          <Button variant="primary" onClick={onFinish} loading={finishing}>
            {data.material.is_finish ? <Trans>Selesai lagi</Trans> : <Trans>Selesaikan slide</Trans>}
          </Button>
        )}
      </div>
      <p className="kk-slide__hint">
        <Trans>Gunakan tombol panah, Home dan End pada keyboard untuk berpindah slide.</Trans>
      </p>
      {done ? (
        <div className="kk-material__actions" role="status">
          <span className="kk-material__notice">
            <Trans>Materi ini sudah selesai.</Trans>
          </span>
          <NextStep
            next={result?.next_material ?? data.next_in_course}
            trialFinished={result?.trial_finished ?? false}
          />
        </div>
      ) : null}
    </div>
  );
}

export default function SlideScreen() {
  const { load, finish, finishing } = useMaterial();
  return (
    <MaterialGate load={load}>
      {(data) => (
        <MaterialFrame data={data} variant="slide">
          {data.content.kind === 'slide' && data.content.slides.length > 0 ? (
            <Deck
              key={data.material.id}
              data={data}
              slides={data.content.slides}
              finish={() => finish()}
              finishing={finishing}
            />
          ) : (
            <p>
              <Trans>Slide untuk materi ini belum tersedia.</Trans>
            </p>
          )}
        </MaterialFrame>
      )}
    </MaterialGate>
  );
}
