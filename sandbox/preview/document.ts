/**
 * Turns a built preview page into the document the sandboxed frame writes (frame-document.ts): the frame
 * runtime (runtime.ts) before any student code, configured with a map from page lines back to the author's
 * files. The frame document's response policy is `PREVIEW_CSP` (csp.ts). It runs on the app's main
 * thread for every run, so it only scans text: the parsing (inlining, loop guards) happened in the
 * worker's buildPreview. Pure and never throws.
 */
import { LOOP_GUARD_NAME, PREVIEW_CHANNEL } from './protocol';
import { previewRuntime, type RuntimeConfig, type ScriptSpan } from './runtime';

/** How long one synchronous run of loops may take before the guard stops it (ms). */
export const DEFAULT_LOOP_LIMIT_MS = 500;

export type SrcdocOptions = { run: number; loopLimitMs?: number };

/** Comments and whitespace, then a doctype: the runtime goes right after it to keep standards mode. */
const LEADING_DOCTYPE = /^(?:\s|<!--[\s\S]*?-->)*<!doctype[^>]*>/i;
/** A script start tag carrying the builder's marker (build.ts writes file before line). */
const MARKED_SCRIPT = /<script\b[^>]*?\sdata-kk-file="([^"]*)"\s+data-kk-line="(\d+)"[^>]*>/gi;
const SCRIPT_END = /<\/script/gi;

function countLines(text: string, from = 0, to = text.length): number {
  let lines = 0;
  for (let at = text.indexOf('\n', from); at >= 0 && at < to; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

function decodeAttr(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Page lines of each marked script's text, before the runtime is inserted. */
function scriptSpans(html: string): ScriptSpan[] {
  const spans: ScriptSpan[] = [];
  let line = 1;
  let counted = 0;
  MARKED_SCRIPT.lastIndex = 0;
  for (let match = MARKED_SCRIPT.exec(html); match; match = MARKED_SCRIPT.exec(html)) {
    const textStart = match.index + match[0].length;
    SCRIPT_END.lastIndex = textStart;
    const end = SCRIPT_END.exec(html);
    const textEnd = end ? end.index : html.length;
    line += countLines(html, counted, textStart);
    counted = textStart;
    spans.push({
      from: line,
      to: line + countLines(html, textStart, textEnd),
      file: decodeAttr(match[1] ?? ''),
      line: Number(match[2]),
    });
    MARKED_SCRIPT.lastIndex = textEnd;
  }
  return spans;
}

/** Wraps a built page (buildPreview's html) for the sandboxed frame; see the file comment. */
export function toSrcdoc(html: string, options: SrcdocOptions): string {
  const insertAt = LEADING_DOCTYPE.exec(html)?.[0].length ?? 0;
  // The runtime's source is the only injected text with line breaks (JSON has none): the student's
  // scripts below it move down by that many lines.
  const source = previewRuntime.toString();
  const shift = countLines(source);
  const config: RuntimeConfig = {
    channel: PREVIEW_CHANNEL,
    run: options.run,
    loopLimitMs: options.loopLimitMs ?? DEFAULT_LOOP_LIMIT_MS,
    guardName: LOOP_GUARD_NAME,
    scripts: scriptSpans(html).map((span) => ({ ...span, from: span.from + shift, to: span.to + shift })),
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const injected = `<script>(${source})(${json});</script>`;
  return html.slice(0, insertAt) + injected + html.slice(insertAt);
}

/**
 * Anything in a built page that runs code or acts by itself: scripts, event handler attributes (`onclick=`,
 * `<p/onload=`), `javascript:` URLs, `http-equiv` (refresh, a policy), embedded documents, and `<noscript>` (a
 * parser without scripting shows its content). Text that merely looks like one (`one = 1` in a paragraph) only
 * costs the page a full load.
 */
const RUNS_CODE =
  /<script\b|<noscript\b|<(?:i?frame|object|embed|portal)\b|<meta\b[^>]*\bhttp-equiv\b|[\s/"']on[a-z]+\s*=|javascript:/i;
/** Comments and whitespace, then a doctype other than `<!doctype html>` (a legacy one picks another mode). */
const OTHER_DOCTYPE = /^(?:\s|<!--[\s\S]*?-->)*<!doctype(?!\s+html\s*>)[^>]*>/i;

/**
 * True when a built page runs no code of its own and renders in the frame's standards mode, so the preview frame
 * may show it in place of another such page without a new document (preview-host.ts, runtime.ts `swap`): no
 * student state exists in the frame to reset. Scans text only, like toSrcdoc; a false "no" costs a full load.
 */
export function canShowInPlace(html: string): boolean {
  return !RUNS_CODE.test(html) && !OTHER_DOCTYPE.test(html);
}
