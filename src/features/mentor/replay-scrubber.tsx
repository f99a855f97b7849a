/**
 * The replay's controls: a slider over every event, play and pause (at up to 8 events a second, faster over long
 * typing), a step to the previous or next change, and jumps to each check (failed ones marked) and each paste
 * (large ones marked). Keyboard: the slider takes the arrow keys, every control is a button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { ReplayEvent } from '../../editor/replay/replay-codec';
import { pasteSize, replayMarks, stepByChange } from '../../editor/replay/replay-player';
import { Button } from '../../ui/button';
import { useDurationText } from '../../ui/help-status';

export type ScrubberProps = {
  events: readonly ReplayEvent[];
  /** Events played so far (0 = before the first). */
  position: number;
  onPosition: (position: number) => void;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
};

const PLAY_STEP_MS = 125;

export function ReplayScrubber({ events, position, onPosition, playing, onPlaying }: ScrubberProps) {
  const { t } = useLingui();
  const duration = useDurationText();
  const marks = useMemo(() => replayMarks(events), [events]);
  const at = events[Math.max(0, position - 1)];

  useEffect(() => {
    if (!playing) return;
    if (position >= events.length) {
      onPlaying(false);
      return;
    }
    const timer = setTimeout(() => onPosition(stepByChange(events, position, 1)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, position, events, onPosition, onPlaying]);

  return (
    <div className="hq-scrub">
      <div className="hq-scrub__row">
        <Button size="sm" variant="outline" onClick={() => onPlaying(!playing)} disabled={events.length === 0}>
          {playing ? <Trans>Jeda</Trans> : <Trans>Putar</Trans>}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onPosition(stepByChange(events, position, -1))}
          aria-label={t`Perubahan sebelumnya`}
        >
          ◀
        </Button>
        <input
          type="range"
          className="hq-scrub__range"
          min={0}
          max={events.length}
          value={position}
          onChange={(event) => onPosition(Number(event.target.value))}
          aria-label={t`Posisi rekaman`}
          aria-valuetext={t`Langkah ${position} dari ${events.length}`}
        />
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onPosition(stepByChange(events, position, 1))}
          aria-label={t`Perubahan berikutnya`}
        >
          ▶
        </Button>
        <span className="hq-scrub__time" data-testid="replay-position">
          {position}/{events.length} · {at ? duration(at.t) : duration(0)}
        </span>
      </div>
      {marks.length > 0 && (
        <ul className="hq-scrub__marks" aria-label={t`Lompat ke`}>
          {marks.map((mark) => {
            const event = events[mark.index] as ReplayEvent;
            const label =
              mark.kind === 'check' && event.type === 'check'
                ? t`Cek ${event.passed}/${event.total}`
                : mark.kind === 'paste'
                  ? t`Tempel ${pasteSize(event)} karakter`
                  : t`Pratinjau`;
            return (
              <li key={mark.index}>
                <button
                  type="button"
                  className={[
                    'hq-mark',
                    `is-${mark.kind}`,
                    mark.failed ? 'is-failed' : '',
                    mark.large ? 'is-large' : '',
                    position === mark.index + 1 ? 'is-here' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={() => onPosition(mark.index + 1)}
                  title={duration(event.t)}
                >
                  {label}
                  {mark.large ? (
                    <strong>
                      {' '}
                      <Trans>(besar)</Trans>
                    </strong>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
