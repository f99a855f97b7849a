/**
 * Loop guard instrumentation: puts a time check at the top of every loop body of a student script,
 * so a runaway loop stops with its line instead of freezing the page (and, when the frame shares the
 * app's thread, the app). The check itself lives in the frame's runtime (runtime.ts).
 */
import { type Node, parse } from 'acorn';
import { full } from 'acorn-walk';

import { LOOP_GUARD_NAME } from './protocol';

export { LOOP_GUARD_NAME };

const LOOP_TYPES = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

/** The message acorn gives when it runs out of stack. */
const STACK_EXHAUSTED = 'Not enough stack space';

type LoopNode = Node & { body: Node; loc?: { start: { line: number } } | null };
type Insertion = { at: number; text: string; closing: boolean; loopStart: number };

export type GuardOptions = {
  /** Parse as an ES module (`<script type="module">`). */
  module: boolean;
  /** The file line of the script's first line, so reports point into the student's file. */
  firstLine: number;
  /** The workspace file the script comes from. */
  file?: string;
  /** An event handler attribute's body (a bare `return` is allowed there). */
  handler?: boolean;
};

function isLoop(node: Node): node is LoopNode {
  return LOOP_TYPES.has(node.type);
}

/**
 * Thrown when a script nests too deeply for acorn's recursive parser or walker (a stack overflow):
 * its loops cannot be found, so the builder refuses the page instead of running it unguarded.
 */
export class LoopGuardUnavailableError extends Error {
  override readonly name = 'LoopGuardUnavailableError';
}

/**
 * Returns `code` with a guard call at the start of every loop body (a body that is not a block is
 * wrapped in one). Insertions stay on the loop's own line, so every other line keeps its number.
 * Code that does not parse is returned unchanged: the browser then reports its syntax error.
 * Throws LoopGuardUnavailableError when the code nests too deeply to be analysed.
 */
export function guardLoops(code: string, options: GuardOptions): string {
  let program: Node;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: options.module ? 'module' : 'script',
      allowHashBang: true,
      allowReturnOutsideFunction: options.handler === true,
      locations: true,
    });
  } catch (error) {
    // acorn reports bad syntax as a SyntaxError. Code nested deeper than its recursive parser can go
    // (about a thousand levels) is reported as a SyntaxError too, with this message, or as the stack
    // overflow itself: then the loops could not be looked for, though a browser may run the code.
    if (error instanceof SyntaxError && !error.message.startsWith(STACK_EXHAUSTED)) return code;
    throw new LoopGuardUnavailableError('script nests too deeply to guard its loops');
  }
  const fileArg = options.file === undefined ? '' : `,${JSON.stringify(options.file).replace(/</g, '\\u003c')}`;
  const insertions: Insertion[] = [];
  const visit = (node: Node) => {
    if (!isLoop(node)) return;
    const line = options.firstLine + (node.loc?.start.line ?? 1) - 1;
    // An optional call: outside our frame (no runtime) the guarded code still runs as written.
    const call = `globalThis.${LOOP_GUARD_NAME}?.(${line}${fileArg});`;
    const { body } = node;
    if (body.type === 'BlockStatement') {
      insertions.push({ at: body.start + 1, text: call, closing: false, loopStart: node.start });
    } else {
      insertions.push({ at: body.start, text: `{${call}`, closing: false, loopStart: node.start });
      insertions.push({ at: body.end, text: '}', closing: true, loopStart: node.start });
    }
  };
  try {
    full(program, visit);
  } catch {
    // acorn-walk recurses over the tree: a parse that just fit may still overflow here.
    throw new LoopGuardUnavailableError('script nests too deeply to guard its loops');
  }
  if (insertions.length === 0) return code;
  // At one offset, braces that close come before ones that open, and an inner loop closes first.
  insertions.sort(
    (a, b) =>
      a.at - b.at ||
      Number(b.closing) - Number(a.closing) ||
      (a.closing ? b.loopStart - a.loopStart : a.loopStart - b.loopStart),
  );
  const parts: string[] = [];
  let cursor = 0;
  for (const insertion of insertions) {
    parts.push(code.slice(cursor, insertion.at), insertion.text);
    cursor = insertion.at;
  }
  parts.push(code.slice(cursor));
  return parts.join('');
}
