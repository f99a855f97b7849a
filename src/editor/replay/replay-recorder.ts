/**
 * Records an editing session as a replay: the editor reports its CodeMirror transactions, the screen reports
 * file switches, checks and preview runs. The recorder remembers each file's text as it last saw it, so a file
 * whose text changed outside the editor (a draft restored, a suggestion applied) is written again in full
 * before its next change, and a replay always plays back to the editor's real text.
 */
import type { ChangeSet, Transaction } from '@codemirror/state';
import type { Replay, ReplayChange, ReplayEvent } from './replay-codec';
import { applyChanges } from './replay-player';

/** Events kept at most: older ones are dropped (with their files' texts written again) past this. */
export const MAX_REPLAY_EVENTS = 20_000;

export function changesOf(set: ChangeSet): ReplayChange[] {
  const out: ReplayChange[] = [];
  set.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    out.push([fromA, toA, inserted.toString()]);
  });
  return out;
}

/** Whether a transaction put in text from the clipboard or a drop. */
export function isPaste(tr: Transaction): boolean {
  return tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop');
}

export class ReplayRecorder {
  private replay: Replay;
  private known = new Map<string, string>();
  private active: string | null = null;
  private readonly now: () => number;

  constructor(saved?: Replay | null, now: () => number = Date.now) {
    this.now = now;
    this.replay = saved ? { start: saved.start, events: [...saved.events] } : { start: now(), events: [] };
    // A resumed recording: the texts it ends with are what the recorder has seen.
    for (const event of this.replay.events) {
      if (event.type === 'open' || event.type === 'change' || event.type === 'paste') this.active = event.file;
      if (event.type === 'open' && event.text !== undefined) this.known.set(event.file, event.text);
      if ((event.type === 'change' || event.type === 'paste') && this.known.has(event.file)) {
        this.known.set(event.file, applyChanges(this.known.get(event.file) as string, event.changes));
      }
    }
  }

  private push(event: ReplayEvent) {
    this.replay.events.push(event);
    if (this.replay.events.length > MAX_REPLAY_EVENTS) this.trim();
  }

  /** Keeps the newer half: a replay restarts from the texts of that point. */
  private trim() {
    const keep = this.replay.events.slice(-Math.floor(MAX_REPLAY_EVENTS / 2));
    const first = keep[0];
    const t = first ? first.t : this.elapsed();
    const texts: ReplayEvent[] = [];
    const replayedTexts = new Map<string, string>();
    for (const event of this.replay.events.slice(0, this.replay.events.length - keep.length)) {
      if (event.type === 'open' && event.text !== undefined) replayedTexts.set(event.file, event.text);
      if ((event.type === 'change' || event.type === 'paste') && replayedTexts.has(event.file)) {
        replayedTexts.set(event.file, applyChanges(replayedTexts.get(event.file) as string, event.changes));
      }
    }
    for (const [file, text] of replayedTexts) texts.push({ t, type: 'open', file, text });
    this.replay.events = [...texts, ...keep];
  }

  private elapsed() {
    return Math.max(0, this.now() - this.replay.start);
  }

  private see(file: string, text: string) {
    if (this.known.get(file) !== text) {
      this.push({ t: this.elapsed(), type: 'open', file, text });
      this.known.set(file, text);
    }
  }

  /** The learner switched to `file`, whose text is `text`. */
  open(file: string, text: string) {
    if (this.known.get(file) !== text) this.see(file, text);
    else if (this.active !== file) this.push({ t: this.elapsed(), type: 'open', file });
    this.active = file;
  }

  /** CodeMirror's transactions on `file`; `before` is the document's text before the first of them. */
  transactions(file: string, before: string, transactions: readonly Transaction[]) {
    this.see(file, before);
    this.active = file;
    let text = before;
    for (const tr of transactions) {
      if (!tr.docChanged) continue;
      const changes = changesOf(tr.changes);
      this.push({ t: this.elapsed(), type: isPaste(tr) ? 'paste' : 'change', file, changes });
      text = applyChanges(text, changes);
    }
    this.known.set(file, text);
  }

  /** A check finished: `failing` holds the indices of the rules that failed. */
  check(passed: number, total: number, failing: number[]) {
    const last = this.replay.events[this.replay.events.length - 1];
    // The same verdict again after a keystroke that changed nothing judged is noise on the scrubber.
    if (last?.type === 'check' && last.passed === passed && last.total === total && same(last.failing, failing)) return;
    this.push({ t: this.elapsed(), type: 'check', passed, total, failing });
  }

  /** The preview ran the page. */
  preview() {
    this.push({ t: this.elapsed(), type: 'preview' });
  }

  /** A copy of the replay so far. */
  snapshot(): Replay {
    return { start: this.replay.start, events: [...this.replay.events] };
  }
}

function same(a: readonly number[], b: readonly number[]) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
