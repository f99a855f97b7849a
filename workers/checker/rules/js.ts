/**
 * The JS rule (docs/decisions/0009-checker.md): the answer's tokens must appear as one unbroken run in one source, a
 * `.js` file, an inline `<script>` or an inline event handler. A source that does not tokenize, or an
 * answer that does not (a fragment such as `} else {`), falls back to the spec's rule: whitespace and
 * `.*+?^${}()|[]\/` stripped on both sides, substring match on the comment-free text. When nothing
 * matches and a source did not tokenize, the result is `js-syntax` at the syntax error's line.
 */
import type { JsAnswer, RuleResult } from '../api';
import type { CheckContext } from '../context';
import { compileRun, findRun, type JsSource, lineAt, stripJs, type TokenRun, tokenizeJs } from '../js-source';
import { result } from './result';

export function checkJs(answer: JsAnswer, index: number, ctx: CheckContext): RuleResult {
  const text = typeof answer.jsAnswer === 'string' ? answer.jsAnswer : '';
  const needle = stripJs(text);
  const read = tokenizeJs(text);
  const tokens = 'tokens' in read ? compileRun(read.tokens.keys) : null;
  if (needle === '' || tokens?.tokens.length === 0)
    return result(index, 'js', 'invalid-answer', { params: { field: 'jsAnswer' } });
  const files = ctx.scope(answer.file, ['js', 'html']);
  if (!files) {
    const file = String(answer.file);
    return result(index, 'js', 'js-not-found', { params: { expected: text, file }, file });
  }
  let syntax: { file: string; source: JsSource } | undefined;
  for (const file of files) {
    for (const source of ctx.scripts(file)) {
      if (source.syntaxError) syntax ??= { file: file.path, source };
      const found = find(source, tokens, needle);
      if (found === null) continue;
      const extra: { file: string; line: number; params?: Record<string, string | number> } = {
        file: file.path,
        line: found,
      };
      // a match read by the spec's rule on a source that does not tokenize: say where it breaks
      if (source.syntaxError) extra.params = { syntaxLine: lineAt(source, source.syntaxError.offset) };
      return result(index, 'js', 'ok', extra);
    }
  }
  if (syntax?.source.syntaxError) {
    const { source } = syntax;
    const error = source.syntaxError!;
    return result(index, 'js', 'js-syntax', {
      params: { expected: text, message: error.message },
      file: syntax.file,
      line: lineAt(source, error.offset),
    });
  }
  return result(index, 'js', 'js-not-found', { params: { expected: text } });
}

/** The line where the answer occurs in one source, or null. */
function find(source: JsSource, tokens: TokenRun | null, needle: string): number | null {
  if (tokens && source.tokens) {
    const at = findRun(source.tokens.keys, tokens);
    return at === -1 ? null : lineAt(source, source.tokens.starts[at] ?? 0);
  }
  const { stripped, offsets } = source.fallback();
  const at = stripped.indexOf(needle);
  return at === -1 ? null : lineAt(source, offsets[at] ?? 0);
}
