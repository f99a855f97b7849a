/**
 * The JS rule (design.md §3.1): after stripping whitespace and `.*+?^${}()|[]\/` from both sides, the
 * answer must occur within one source, a `.js` file or one inline `<script>`; comments do not count.
 */
import type { JsAnswer, RuleResult } from '../api';
import type { CheckContext } from '../context';
import { lineAt, stripJs } from '../js-source';
import { result } from './result';

export function checkJs(answer: JsAnswer, index: number, ctx: CheckContext): RuleResult {
  const needle = typeof answer.jsAnswer === 'string' ? stripJs(answer.jsAnswer) : '';
  if (needle === '') return result(index, 'js', 'invalid-answer', { params: { field: 'jsAnswer' } });
  const files = ctx.scope(answer.file, ['js', 'html']);
  if (!files) {
    const file = String(answer.file);
    return result(index, 'js', 'js-not-found', { params: { expected: answer.jsAnswer, file }, file });
  }
  for (const file of files) {
    for (const source of ctx.scripts(file)) {
      const at = source.stripped.indexOf(needle);
      if (at !== -1)
        return result(index, 'js', 'ok', { file: file.path, line: lineAt(source, source.offsets[at] ?? 0) });
    }
  }
  return result(index, 'js', 'js-not-found', { params: { expected: answer.jsAnswer } });
}
