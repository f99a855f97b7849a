/**
 * Turns a built preview page into the `srcdoc` of the sandboxed frame: a Content-Security-Policy that
 * shuts off every network and navigation path, the frame runtime (runtime.ts) before any student code,
 * loop guards in every inline script, and a map from page lines back to the author's files.
 * Pure and never throws, like the builder.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { isJavaScriptType } from './build';
import { guardLoops, LOOP_GUARD_NAME } from './loop-guard';
import { PREVIEW_CHANNEL } from './protocol';
import { previewRuntime, type RuntimeConfig, type ScriptSpan } from './runtime';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type Edit = { start: number; end: number; text: string };

/**
 * The preview's policy. Student code may run inline scripts and styles and use data:/blob: media;
 * it may not fetch, submit forms, embed frames or workers, or load anything from a URL.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "child-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "manifest-src 'none'",
  "base-uri 'none'",
].join('; ');

/** How long one synchronous run of loops may take before the guard stops it (ms). */
export const DEFAULT_LOOP_LIMIT_MS = 500;

export type SrcdocOptions = { run: number; loopLimitMs?: number };

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

function collect(node: Node, visit: (element: Element) => void): void {
  if ('tagName' in node) visit(node);
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, visit);
  if ('content' in node && node.content) collect(node.content, visit);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Guards loops in event handler attributes (`onclick="while (true) {}"`), on their element's line. */
function guardHandlers(element: Element, edits: Edit[]): void {
  const locations = element.sourceCodeLocation?.attrs;
  if (!locations) return;
  const file = attr(element, 'data-kk-file');
  const line = Number(attr(element, 'data-kk-line'));
  const firstLine = Number.isSafeInteger(line) && line > 0 ? line : (element.sourceCodeLocation?.startLine ?? 1);
  for (const { name, value } of element.attrs) {
    const location = locations[name];
    if (!name.startsWith('on') || !location || !/\b(?:while|for|do)\b/.test(value)) continue;
    const guarded = guardLoops(value, { module: false, firstLine, file, handler: true });
    if (guarded !== value)
      edits.push({ start: location.startOffset, end: location.endOffset, text: `${name}="${escapeAttr(guarded)}"` });
  }
}

function runtimeScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script>(${previewRuntime.toString()})(${json});</script>`;
}

/** Wraps a built page (buildPreview's html) for the sandboxed frame; see the file comment. */
export function toSrcdoc(html: string, options: SrcdocOptions): string {
  const edits: Edit[] = [];
  const spans: (ScriptSpan & { offset: number })[] = [];
  let insertAt = 0;
  try {
    const document = parse(html, { sourceCodeLocationInfo: true });
    const doctype = document.childNodes.find((node) => node.nodeName === '#documentType');
    insertAt = doctype?.sourceCodeLocation?.endOffset ?? 0;
    collect(document, (element) => {
      const location = element.sourceCodeLocation;
      if (element.tagName === 'meta' && (attr(element, 'http-equiv') ?? '').toLowerCase() === 'refresh') {
        // A refresh would navigate the frame away from its runtime.
        const at = location?.attrs?.['http-equiv'];
        if (at) edits.push({ start: at.startOffset, end: at.endOffset, text: 'data-kk-http-equiv="refresh"' });
        return;
      }
      if (element.tagName !== 'script') {
        guardHandlers(element, edits);
        return;
      }
      if (!location?.startTag || attr(element, 'src') !== undefined) return;
      const type = attr(element, 'type');
      const text = element.childNodes[0];
      if (!isJavaScriptType(type) || !text || !('value' in text) || !text.sourceCodeLocation) return;
      const pageLine = location.startTag.endLine;
      const file = attr(element, 'data-kk-file');
      const fileLine = Number(attr(element, 'data-kk-line'));
      const firstLine = file !== undefined && Number.isSafeInteger(fileLine) && fileLine > 0 ? fileLine : pageLine;
      const module = (type ?? '').trim().toLowerCase() === 'module';
      const guarded = guardLoops(text.value, { module, firstLine, file });
      if (guarded !== text.value) {
        edits.push({
          start: text.sourceCodeLocation.startOffset,
          end: text.sourceCodeLocation.endOffset,
          text: guarded,
        });
      }
      if (file !== undefined) {
        spans.push({
          from: pageLine,
          to: pageLine + countLines(text.value),
          file,
          line: firstLine,
          offset: location.startOffset,
        });
      }
    });
  } catch {
    // Unreachable with parse5's tolerant parser; the page still gets its policy and runtime below.
  }

  // The runtime's source is the only injected text with line breaks (JSON has none): the student's
  // scripts below it move down by that many lines.
  const shift = countLines(previewRuntime.toString());
  const scripts = spans.map(({ offset, ...span }) =>
    offset >= insertAt ? { ...span, from: span.from + shift, to: span.to + shift } : span,
  );
  const injected =
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">` +
    runtimeScript({
      channel: PREVIEW_CHANNEL,
      run: options.run,
      loopLimitMs: options.loopLimitMs ?? DEFAULT_LOOP_LIMIT_MS,
      guardName: LOOP_GUARD_NAME,
      scripts,
    });

  edits.push({ start: insertAt, end: insertAt, text: injected });
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    if (edit.start < cursor) continue;
    out += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + html.slice(cursor);
}
