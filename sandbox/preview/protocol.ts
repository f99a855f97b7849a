/**
 * The messages between the preview frame and the app (docs/decisions/0002-layers.md): the frame's runtime posts them,
 * the host parses every one from `unknown` and trusts nothing it cannot parse.
 */

/** Marks our messages among whatever else a page might post. */
export const PREVIEW_CHANNEL = 'kk-preview';

/** The global the frame runtime defines and guarded loops call: `globalThis.__kkLoopGuard?.(line, file)`. */
export const LOOP_GUARD_NAME = '__kkLoopGuard';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';
export type BlockedKind = 'link' | 'form' | 'navigation' | 'resource';
export type DialogKind = 'alert' | 'confirm' | 'prompt';

/** Where a line in the preview comes from: a workspace file and its 1-based line. */
export type SourcePosition = { file?: string; line?: number };

/** A message from the frame; `run` tells one build of the page from the next. */
export type PreviewMessage =
  | { type: 'ready'; run: number }
  /** The page's window fired `load` (its media too have loaded); the host keeps it to itself. */
  | { type: 'loaded'; run: number }
  | { type: 'console'; run: number; level: ConsoleLevel; args: string[] }
  | ({ type: 'error'; run: number; message: string } & SourcePosition)
  | ({ type: 'loop'; run: number; line: number } & Pick<SourcePosition, 'file'>)
  | { type: 'navigate'; run: number; href: string }
  | { type: 'submit'; run: number; action: string; method: 'GET' | 'POST'; fields: [string, string][] }
  | { type: 'blocked'; run: number; kind: BlockedKind; target: string }
  | { type: 'dialog'; run: number; kind: DialogKind; message: string }
  | { type: 'overflow'; run: number }
  | { type: 'pong'; run: number; id: number };

export type SubmitMessage = Extract<PreviewMessage, { type: 'submit' }>;

/**
 * A form submission the host does not run (only a PHP page of the workspace is run again), as the notice
 * every host shows for a blocked form: the frame sends the fields and leaves that choice to the host.
 */
export function blockedSubmit(message: SubmitMessage): PreviewMessage {
  return { type: 'blocked', run: message.run, kind: 'form', target: message.action };
}

/**
 * A message from the app to the frame: a liveness ping, or the page to show, sent once to the empty frame
 * document (frame-document.ts) after it announced itself with `waiting`, or the next page to put in place of
 * the running one when neither runs code (`swap`, document.ts canShowInPlace): the frame's runtime replaces the
 * document's content and answers `ready` for `run`.
 */
export type HostMessage =
  | { source: typeof PREVIEW_CHANNEL; type: 'ping'; id: number }
  | { source: typeof PREVIEW_CHANNEL; type: 'show'; html: string }
  | { source: typeof PREVIEW_CHANNEL; type: 'swap'; run: number; html: string };

const MAX_TEXT = 20_000;
const MAX_ARGS = 100;
const MAX_FIELDS = 200;
const LEVELS: readonly string[] = ['log', 'info', 'warn', 'error'];
const BLOCKED: readonly string[] = ['link', 'form', 'navigation', 'resource'];
const DIALOGS: readonly string[] = ['alert', 'confirm', 'prompt'];

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isLine(value: unknown): value is number {
  return isCount(value) && value >= 1;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT;
}

function optionalPosition(data: Fields): SourcePosition | null {
  const position: SourcePosition = {};
  if (data.file !== undefined) {
    if (!isText(data.file)) return null;
    position.file = data.file;
  }
  if (data.line !== undefined) {
    if (!isLine(data.line)) return null;
    position.line = data.line;
  }
  return position;
}

function parseBody(type: unknown, run: number, data: Fields): PreviewMessage | null {
  switch (type) {
    case 'ready':
    case 'loaded':
    case 'overflow':
      return { type, run };
    case 'console': {
      const { level, args } = data;
      if (typeof level !== 'string' || !LEVELS.includes(level)) return null;
      if (!Array.isArray(args) || args.length > MAX_ARGS || !args.every(isText)) return null;
      return { type, run, level: level as ConsoleLevel, args: [...args] };
    }
    case 'error': {
      const position = optionalPosition(data);
      if (!isText(data.message) || !position) return null;
      return { type, run, message: data.message, ...position };
    }
    case 'loop': {
      const position = optionalPosition(data);
      if (!isLine(data.line) || !position) return null;
      return position.file === undefined
        ? { type, run, line: data.line }
        : { type, run, line: data.line, file: position.file };
    }
    case 'navigate':
      return isText(data.href) ? { type, run, href: data.href } : null;
    case 'submit': {
      const { action, method, fields } = data;
      if (!isText(action) || (method !== 'GET' && method !== 'POST')) return null;
      if (!Array.isArray(fields) || fields.length > MAX_FIELDS) return null;
      const pairs: [string, string][] = [];
      for (const field of fields) {
        if (!Array.isArray(field) || field.length !== 2 || !isText(field[0]) || !isText(field[1])) return null;
        pairs.push([field[0], field[1]]);
      }
      return { type, run, action, method, fields: pairs };
    }
    case 'blocked': {
      const { kind, target } = data;
      if (typeof kind !== 'string' || !BLOCKED.includes(kind) || !isText(target)) return null;
      return { type, run, kind: kind as BlockedKind, target };
    }
    case 'dialog': {
      const { kind, message } = data;
      if (typeof kind !== 'string' || !DIALOGS.includes(kind) || !isText(message)) return null;
      return { type, run, kind: kind as DialogKind, message };
    }
    case 'pong':
      return isCount(data.id) ? { type, run, id: data.id } : null;
    default:
      return null;
  }
}

/** Parses a frame's message; anything malformed, oversized or foreign gives null. */
export function parsePreviewMessage(data: unknown): PreviewMessage | null {
  if (!isRecord(data) || data.source !== PREVIEW_CHANNEL || !isCount(data.run)) return null;
  return parseBody(data.type, data.run, data);
}

/** The host's liveness probe; the frame answers with a `pong` carrying the same id. */
export function createPing(id: number): HostMessage {
  return { source: PREVIEW_CHANNEL, type: 'ping', id };
}

/** The page for the empty frame document to write (the output of `toSrcdoc`). */
export function createShow(html: string): HostMessage {
  return { source: PREVIEW_CHANNEL, type: 'show', html };
}

/** The next built page (buildPreview's html) for a frame whose page runs no code; it answers `ready` for `run`. */
export function createSwap(run: number, html: string): HostMessage {
  return { source: PREVIEW_CHANNEL, type: 'swap', run, html };
}

/** Whether a frame's message is the empty frame document announcing that it waits for its page. */
export function isFrameWaiting(data: unknown): boolean {
  return isRecord(data) && data.source === PREVIEW_CHANNEL && data.type === 'waiting';
}
