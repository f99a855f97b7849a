import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { recordedSession } from '../../../tests/fixtures/replay-session';
import {
  compressReplay,
  decodeReplayBinary,
  encodeReplayBinary,
  packReplay,
  type Replay,
  type ReplayEvent,
  unpackReplay,
} from './replay-codec';
import { frameAt, LARGE_PASTE_CHARS, replayMarks, stepByChange } from './replay-player';
import { ReplayRecorder } from './replay-recorder';

const toTicks = (replay: Replay): Replay => ({
  start: replay.start,
  events: replay.events.map((e) => ({ ...e, t: Math.round(e.t / 10) * 10 }) as ReplayEvent),
});

describe('replay encoding', () => {
  it('decodes to the same events (times kept to 10 ms), unicode and multi-change transactions included', async () => {
    const replay: Replay = {
      start: 1_764_000_000_123,
      events: [
        { t: 0, type: 'open', file: 'index.html', text: '<p>héllo 👋</p>' },
        {
          t: 14,
          type: 'change',
          file: 'index.html',
          changes: [
            [3, 3, 'é'],
            [8, 10, ''],
            [12, 12, '🎉x'],
          ],
        },
        { t: 15, type: 'paste', file: 'css/gaya.css', changes: [[0, 0, 'a { color: red }']] },
        { t: 2000, type: 'change', file: 'index.html', changes: [[0, 1, '']] },
        { t: 2500, type: 'check', passed: 3, total: 5, failing: [1, 4] },
        { t: 2600, type: 'preview' },
        { t: 2601, type: 'open', file: 'css/gaya.css' },
      ],
    };
    expect(decodeReplayBinary(encodeReplayBinary(replay))).toEqual(toTicks(replay));
    expect(await unpackReplay(await packReplay(replay))).toEqual(toTicks(replay));
  });

  it('refuses bytes that are not a replay', () => {
    expect(() => decodeReplayBinary(new Uint8Array([1, 2, 3]))).toThrow(/not a replay/);
    const good = encodeReplayBinary({ start: 1, events: [{ t: 0, type: 'preview' }] });
    expect(() => decodeReplayBinary(good.slice(0, good.length - 2))).toThrow(/truncated/);
  });

  it('packs a 30-minute session within 20 KB gzipped and plays it back to the typed files', async () => {
    const { replay: session, texts } = recordedSession();
    expect(session.events[session.events.length - 1]?.t).toBeGreaterThanOrEqual(30 * 60_000);
    const gz = await compressReplay(session);
    expect(gz.length).toBeLessThanOrEqual(20 * 1024);
    const back = await unpackReplay(await packReplay(session));
    expect(back).toEqual(toTicks(session));
    const end = frameAt(back.events, back.events.length);
    expect(end.files).toEqual(texts);
  });
});

describe('replay player', () => {
  const replay: Replay = {
    start: 0,
    events: [
      { t: 0, type: 'open', file: 'a.html', text: 'ab' },
      { t: 10, type: 'change', file: 'a.html', changes: [[2, 2, 'c']] },
      { t: 20, type: 'check', passed: 0, total: 1, failing: [0] },
      { t: 30, type: 'paste', file: 'a.html', changes: [[3, 3, 'x'.repeat(LARGE_PASTE_CHARS)]] },
      { t: 40, type: 'open', file: 'b.css', text: '' },
      { t: 50, type: 'change', file: 'b.css', changes: [[0, 0, 'p{}']] },
      { t: 60, type: 'check', passed: 1, total: 1, failing: [] },
    ],
  };

  it('rebuilds every file, the open one and the verdict at any point', () => {
    expect(frameAt(replay.events, 2)).toMatchObject({ active: 'a.html', check: null, caret: 3 });
    expect(frameAt(replay.events, 2).files.get('a.html')).toBe('abc');
    const third = frameAt(replay.events, 3);
    expect(third.check).toMatchObject({ passed: 0, failing: [0] });
    const all = frameAt(replay.events, 99);
    expect(all.files.get('b.css')).toBe('p{}');
    expect(all.files.get('a.html')?.length).toBe(3 + LARGE_PASTE_CHARS);
    expect(all.active).toBe('b.css');
  });

  it('marks checks (failed ones) and pastes (large ones), and steps change by change', () => {
    expect(replayMarks(replay.events)).toEqual([
      { index: 2, kind: 'check', large: false, failed: true },
      { index: 3, kind: 'paste', large: true, failed: false },
      { index: 6, kind: 'check', large: false, failed: false },
    ]);
    expect(stepByChange(replay.events, 0, 1)).toBe(2);
    expect(stepByChange(replay.events, 2, 1)).toBe(4);
    expect(stepByChange(replay.events, 4, -1)).toBe(2);
    expect(stepByChange(replay.events, 2, -1)).toBe(0);
  });
});

describe('replay recorder', () => {
  it('records CodeMirror transactions, pastes and switches, and plays back to the editor’s text', () => {
    let now = 1000;
    const recorder = new ReplayRecorder(null, () => now);
    let state = EditorState.create({ doc: '<h1>Hi</h1>' });
    recorder.open('index.html', state.doc.toString());
    const type = (from: number, insert: string, userEvent = 'input.type') => {
      const before = state.doc.toString();
      const tr = state.update({ changes: { from, insert }, userEvent });
      state = tr.state;
      now += 120;
      recorder.transactions('index.html', before, [tr]);
    };
    type(11, '\n<p>');
    type(15, 'Halo</p>', 'input.paste');
    recorder.check(0, 2, [1]);
    recorder.check(0, 2, [1]);
    recorder.preview();
    // Changed outside the editor (a suggestion applied): written in full before the next change.
    state = EditorState.create({ doc: '<h1>Baru</h1>' });
    type(0, '<!doctype html>\n');
    const replay = recorder.snapshot();
    expect(replay.events.map((e) => e.type)).toEqual(['open', 'change', 'paste', 'check', 'preview', 'open', 'change']);
    expect(frameAt(replay.events, replay.events.length).files.get('index.html')).toBe(state.doc.toString());
    expect(frameAt(replay.events, 3).files.get('index.html')).toBe('<h1>Hi</h1>\n<p>Halo</p>');
    // A recorder resumed from a saved replay (a reload) knows the texts and goes on.
    const resumed = new ReplayRecorder(replay, () => now);
    resumed.open('index.html', state.doc.toString());
    expect(resumed.snapshot().events).toHaveLength(replay.events.length);
  });
});
