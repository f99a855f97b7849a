/**
 * The mentor's replay player, one for the help request and the project review: unpacks the editing replay sent with
 * the files, and shows the read-only viewer at any point of it (the scrubber, the last verdict at that point, the
 * files as the replay had them, the file the learner was in). At the end of the replay the files are exactly as sent,
 * and only there do line comments start from the viewer, since comments belong to the sent files' lines.
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { WorkspaceNode } from '../../../workers/workspace/types';
import { CodeViewer, type ViewerComment } from '../../editor/code-viewer';
import { type ReplayEvent, unpackReplay } from '../../editor/replay/replay-codec';
import { filesAt, frameAt, type ReplayFrame } from '../../editor/replay/replay-player';
import { ReplayScrubber } from './replay-scrubber';
import './replay-player.css';

const NO_EVENTS: readonly ReplayEvent[] = [];

/** `loading` until the packed text is there and unpacked; `none` without a replay; `broken` when it cannot be read. */
export type PlaybackStatus = 'loading' | 'none' | 'broken' | 'ready';

export type Playback = {
  status: PlaybackStatus;
  events: readonly ReplayEvent[];
  /** Events played so far (the end, `events.length`, at first). */
  position: number;
  setPosition: (position: number) => void;
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  frame: ReplayFrame;
  atEnd: boolean;
  /** The files at `position`: as sent at the end (or without a replay), else with the replay's texts. */
  nodes: WorkspaceNode[];
  /** The file the viewer follows: the replay's active file once the mentor has moved in the replay. */
  follow: string | null;
};

/**
 * The playback of `packed` (undefined while it is still being fetched, null when there is none) over the files
 * `sent` with it.
 */
export function usePlayback(packed: string | null | undefined, sent: WorkspaceNode[]): Playback {
  const [events, setEvents] = useState<readonly ReplayEvent[]>(NO_EVENTS);
  const [status, setStatus] = useState<PlaybackStatus>('loading');
  const [position, setRawPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Until the mentor moves, the viewer opens the workspace's entry file as any review does.
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    let live = true;
    if (packed === undefined) {
      setStatus('loading');
    } else if (packed === null || packed === '') {
      setEvents(NO_EVENTS);
      setStatus('none');
    } else {
      unpackReplay(packed).then(
        (replay) => {
          if (!live) return;
          setEvents(replay.events);
          setRawPosition(replay.events.length);
          setStatus('ready');
        },
        () => live && setStatus('broken'),
      );
    }
    return () => {
      live = false;
    };
  }, [packed]);

  const setPosition = useCallback(
    (next: number) => {
      setMoved(true);
      setRawPosition(Math.max(0, Math.min(events.length, next)));
    },
    [events.length],
  );
  const frame = useMemo(() => frameAt(events, position), [events, position]);
  const atEnd = position >= events.length;
  const nodes = useMemo(() => (atEnd ? sent : filesAt(sent, frame.files)), [sent, atEnd, frame]);
  return {
    status,
    events,
    position,
    setPosition,
    playing,
    setPlaying,
    frame,
    atEnd,
    nodes,
    follow: moved ? frame.active : null,
  };
}

export type ReplayPlayerProps = {
  playback: Playback;
  comments: ViewerComment[];
  /** Accessible name of the viewer. */
  label: string;
  /** Starts a line comment (a click on a line number, or Enter on the cursor's line); only at the replay's end. */
  onLineActivate?: ((path: string, line: number) => void) | undefined;
  /** Said when the files came without a replay. */
  noReplay: ReactNode;
};

export function ReplayPlayer({ playback, comments, label, onLineActivate, noReplay }: ReplayPlayerProps) {
  const { status, events, position, frame, atEnd } = playback;
  const check = frame.check;
  return (
    <div className="hq-code">
      {status === 'ready' ? (
        <ReplayScrubber
          events={events}
          position={position}
          onPosition={playback.setPosition}
          playing={playback.playing}
          onPlaying={playback.setPlaying}
        />
      ) : status === 'loading' ? (
        <p className="mt-muted" aria-busy="true">
          <Trans>Memuat rekaman pengeditan…</Trans>
        </p>
      ) : status === 'broken' ? (
        <p className="mt-muted" role="alert">
          <Trans>Rekaman pengeditan tidak dapat dibaca; kode di bawah seperti saat dikirim.</Trans>
        </p>
      ) : (
        <p className="mt-muted">{noReplay}</p>
      )}
      <p className="hq-verdict" data-testid="replay-verdict">
        {check ? (
          <Trans>
            Cek terakhir di titik ini: {check.passed} dari {check.total} aturan lulus
          </Trans>
        ) : atEnd ? (
          <Trans>Kode seperti saat dikirim</Trans>
        ) : (
          <Trans>Belum ada cek di titik ini</Trans>
        )}
        {onLineActivate && !atEnd ? (
          <>
            {' · '}
            <Trans>Putar sampai akhir untuk berkomentar pada baris.</Trans>
          </>
        ) : null}
      </p>
      <CodeViewer
        files={playback.nodes}
        comments={comments}
        follow={playback.follow}
        onLineActivate={atEnd ? onLineActivate : undefined}
        label={label}
      />
    </div>
  );
}
