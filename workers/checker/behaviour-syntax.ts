/**
 * Whether a behaviour test's source parses as what it runs as: the body of an async function (so `await` and
 * `return` are allowed at its top level; workers/behaviour/prelude.ts wraps it so). Authors hear about a typo when
 * they save the rule, not from a learner whose every check fails.
 */
import { parse } from 'acorn';

/** The parser's message with its line in the test, or null when the source parses. */
export function behaviourSyntaxError(source: string): string | null {
  try {
    parse(`(async function () {\n${source}\n})`, { ecmaVersion: 'latest', sourceType: 'script' });
    return null;
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
    return loc ? `${message} (line ${Math.max(1, loc.line - 1)})` : message;
  }
}
