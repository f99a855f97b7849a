/**
 * Playing a replay back: the files, the open file and the last verdict as they were after any event, and the
 * places a mentor jumps to (checks, pastes, large pastes). Pure, so the mentor's scrubber and the tests use it
 * alike.
 */
import type { WorkspaceNode } from '../../../workers/workspace/types';
import type { ReplayChange, ReplayEvent } from './replay-codec';

/** A paste of at least this many characters is marked as large on the scrubber. */
export const LARGE_PASTE_CHARS = 200;

export type ReplayFrame = {
  /** Text of each file seen so far. */
  files: Map<string, string>;
  /** The file open (or last edited) at that point. */
  active: string | null;
  /** The last check before or at that point. */
  check: Extract<ReplayEvent, { type: 'check' }> | null;
  /** Where the last change in the active file ended (a 0-based offset), for placing the cursor. */
  caret: number | null;
};

/** `text` after `changes` (positions in the text before them, in increasing order). */
export function applyChanges(text: string, changes: readonly ReplayChange[]): string {
  let out = '';
  let at = 0;
  for (const [from, to, insert] of changes) {
    out += text.slice(at, from) + insert;
    at = to;
  }
  return out + text.slice(at);
}

/** The state after the first `count` events. */
export function frameAt(events: readonly ReplayEvent[], count: number): ReplayFrame {
  const frame: ReplayFrame = { files: new Map(), active: null, check: null, caret: null };
  const end = Math.max(0, Math.min(count, events.length));
  for (let i = 0; i < end; i++) {
    const event = events[i] as ReplayEvent;
    switch (event.type) {
      case 'open':
        if (event.text !== undefined) frame.files.set(event.file, event.text);
        frame.active = event.file;
        break;
      case 'change':
      case 'paste': {
        const before = frame.files.get(event.file) ?? '';
        frame.files.set(event.file, applyChanges(before, event.changes));
        frame.active = event.file;
        let shift = 0;
        for (const [from, to, insert] of event.changes) {
          shift += insert.length - (to - from);
          frame.caret = to + shift;
        }
        break;
      }
      case 'check':
        frame.check = event;
        break;
      case 'preview':
        break;
    }
  }
  return frame;
}

/** Characters a paste inserted. */
export function pasteSize(event: ReplayEvent): number {
  return event.type === 'paste' ? event.changes.reduce((n, [, , insert]) => n + insert.length, 0) : 0;
}

export type ReplayMark = { index: number; kind: 'check' | 'paste' | 'preview'; large: boolean; failed: boolean };

/** The events worth jumping to, in order: checks (failed ones flagged), pastes (large ones flagged), previews. */
export function replayMarks(events: readonly ReplayEvent[]): ReplayMark[] {
  const marks: ReplayMark[] = [];
  events.forEach((event, index) => {
    if (event.type === 'check') {
      marks.push({ index, kind: 'check', large: false, failed: event.passed < event.total });
    } else if (event.type === 'paste') {
      marks.push({ index, kind: 'paste', large: pasteSize(event) >= LARGE_PASTE_CHARS, failed: false });
    } else if (event.type === 'preview') {
      marks.push({ index, kind: 'preview', large: false, failed: false });
    }
  });
  return marks;
}

/** The index after the next (or previous, `direction` -1) text change from `count` events played. */
export function stepByChange(events: readonly ReplayEvent[], count: number, direction: 1 | -1): number {
  const isChange = (e: ReplayEvent | undefined) => e?.type === 'change' || e?.type === 'paste';
  if (direction === 1) {
    for (let i = count; i < events.length; i++) if (isChange(events[i])) return i + 1;
    return events.length;
  }
  for (let i = count - 2; i >= 0; i--) if (isChange(events[i])) return i + 1;
  return 0;
}

/** The workspace's tree with each code file's text as the replay has it (files the replay never saw stay as sent). */
export function filesAt(nodes: readonly WorkspaceNode[], texts: ReadonlyMap<string, string>): WorkspaceNode[] {
  return nodes.map((node) => {
    if ('folder' in node) return { ...node, files: filesAt(node.files, texts) };
    const text = node.type === 'code' ? texts.get(node.path) : undefined;
    return text === undefined ? node : { ...node, value: text };
  });
}

/**
 * The id of the file a viewer following the replay shows for `path` (the frame's active file): a code file of the
 * workspace at that path, or null when there is none (no path yet, a file deleted or renamed before sending).
 */
export function followedFileId(nodes: readonly WorkspaceNode[], path: string | null): string | null {
  if (path === null) return null;
  for (const node of nodes) {
    if ('folder' in node) {
      const inside = followedFileId(node.files, path);
      if (inside !== null) return inside;
    } else if (node.path === path && node.type === 'code') {
      return node.id;
    }
  }
  return null;
}
