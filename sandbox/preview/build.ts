/**
 * The preview builder (docs/decisions/0010-preview-and-workspace.md): turns workspace files into one self-contained HTML page.
 * Pure and synchronous, so it runs in the checker worker and in Node tests alike; it never throws.
 * parse5 only locates what to inline; the page is rewritten by splicing the author's own text, so
 * everything else in their markup stays exactly as written. Scripts and event handler attributes also
 * get loop guards (loop-guard.ts) here, in the worker, so the main thread never parses student code;
 * the guards are optional calls, so the page still runs as written outside the preview frame.
 * Nothing here recurses over the author's nesting (the tree walk keeps its own stack; parse5's tree
 * builder is iterative), and the output is joined once from slices, so cost stays linear in the page.
 * A page it cannot transform whole is refused (`page-too-large`), never shown without its guards.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { type FileLookup, inlineStylesheet, rewriteCssUrls, toDataUrl } from './assets';
import { guardLoops } from './loop-guard';
import { isHtmlFile, pickEntry } from './pages';
import { dirname, normalizePath, resolveRef } from './paths';
import type { PreviewFile, PreviewResult } from './types';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
type Edit = { start: number; end: number; text: string };

/**
 * The largest HTML page the builder transforms, in characters (the server's whole-workspace cap,
 * api/contracts/workspace-limits.ts, is 2 MiB): parsing a bigger one would outlast the worker's time limit.
 */
export const MAX_PREVIEW_PAGE_CHARS = 2_000_000;
/** The largest built page, in characters, after stylesheets, scripts and images are inlined. */
export const MAX_PREVIEW_OUTPUT_CHARS = 16_000_000;

/** The page cannot be transformed whole (see MAX_PREVIEW_OUTPUT_CHARS). */
class PageTooLargeError extends Error {
  override readonly name = 'PageTooLargeError';
}

const MEDIA_SRC_TAGS = new Set(['img', 'source', 'video', 'audio', 'track', 'input']);
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

/** True when a `<script>` with this `type` attribute runs as JavaScript. */
export function isJavaScriptType(type: string | undefined): boolean {
  return JS_TYPES.has((type ?? '').trim().toLowerCase());
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Keeps inlined text from closing its element early: `</script` inside a string stays a string. */
function escapeRawText(text: string, tag: 'script' | 'style'): string {
  return text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

function attrsExcept(element: Element, skip: string[]): string {
  return element.attrs
    .filter((a) => !skip.includes(a.name))
    .map((a) => ` ${a.name}="${escapeAttr(a.value)}"`)
    .join('');
}

/** Offset just before the `>` (or `/>`) that closes a start tag. */
function startTagInsertAt(html: string, tagEnd: number): number {
  return html[tagEnd - 2] === '/' ? tagEnd - 2 : tagEnd - 1;
}

class PageBuilder {
  private readonly edits: Edit[] = [];
  private readonly baseDir: string;

  constructor(
    private readonly html: string,
    private readonly htmlPath: string,
    private readonly lookup: FileLookup,
  ) {
    this.baseDir = dirname(htmlPath);
  }

  build(): string {
    const document = parse(this.html, { sourceCodeLocationInfo: true });
    this.walk(document);
    return this.applyEdits();
  }

  /** Visits every element in document order with an explicit stack: markup may nest 100,000 deep. */
  private walk(root: Node): void {
    const stack: Node[] = [root];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if ('tagName' in node) this.visitElement(node);
      // Pushed in reverse so that the first child is visited next; a template's content comes after its children.
      if ('content' in node && node.content) stack.push(node.content);
      if ('childNodes' in node)
        for (let i = node.childNodes.length - 1; i >= 0; i -= 1) stack.push(node.childNodes[i] as Node);
    }
  }

  private visitElement(element: Element): void {
    const style = attr(element, 'style');
    if (style?.includes('url(')) this.replaceAttr(element, 'style', rewriteCssUrls(style, this.baseDir, this.lookup));
    if (element.tagName !== 'script') this.guardHandlers(element);
    if (element.tagName === 'meta' && (attr(element, 'http-equiv') ?? '').toLowerCase() === 'refresh') {
      // A refresh would navigate the frame away from its runtime.
      this.replaceAttr(element, 'http-equiv', attr(element, 'http-equiv') ?? '', 'data-kk-http-equiv');
    }
    if (element.tagName === 'link') this.inlineLink(element);
    else if (element.tagName === 'script') this.inlineScript(element);
    else if (element.tagName === 'style') this.rewriteStyleElement(element);
    else if (MEDIA_SRC_TAGS.has(element.tagName)) this.inlineMediaAttr(element, 'src');
    if (element.tagName === 'video') this.inlineMediaAttr(element, 'poster');
  }

  /** Event handler attributes are code too: `onclick="while (true) {}"` is guarded on its own line. */
  private guardHandlers(element: Element): void {
    const location = element.sourceCodeLocation;
    for (const { name, value } of element.attrs) {
      const at = location?.attrs?.[name];
      if (!name.startsWith('on') || !at || !/\b(?:while|for|do)\b/.test(value)) continue;
      const guarded = guardLoops(value, { module: false, firstLine: at.startLine, file: this.htmlPath, handler: true });
      if (guarded !== value)
        this.edits.push({ start: at.startOffset, end: at.endOffset, text: `${name}="${escapeAttr(guarded)}"` });
    }
  }

  private localFile(ref: string | undefined): { path: string; file: PreviewFile } | null {
    if (ref === undefined) return null;
    const path = resolveRef(this.baseDir, ref);
    const file = path === null ? undefined : this.lookup(path);
    return path !== null && file ? { path, file } : null;
  }

  private inlineLink(element: Element): void {
    const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    const location = element.sourceCodeLocation;
    const target = this.localFile(attr(element, 'href'));
    if (!rel.includes('stylesheet') || !location || !target || target.file.type !== 'code') return;
    const css = inlineStylesheet(target.file.value, target.path, this.lookup);
    const media = attr(element, 'media');
    const mediaAttr = media ? ` media="${escapeAttr(media)}"` : '';
    const text = `<style data-kk-href="${escapeAttr(target.path)}"${mediaAttr}>${escapeRawText(css, 'style')}</style>`;
    this.edits.push({ start: location.startOffset, end: location.endOffset, text });
  }

  private inlineScript(element: Element): void {
    const location = element.sourceCodeLocation;
    if (!location?.startTag || !isJavaScriptType(attr(element, 'type'))) return;
    const src = attr(element, 'src');
    const module = (attr(element, 'type') ?? '').trim().toLowerCase() === 'module';
    if (src === undefined) {
      // Inline scripts keep their text (loops guarded, every line in place); the marker lets the frame
      // map error lines back to this file.
      const firstLine = location.startTag.endLine;
      const at = startTagInsertAt(this.html, location.startTag.endOffset);
      const marker = ` data-kk-file="${escapeAttr(this.htmlPath)}" data-kk-line="${firstLine}"`;
      this.edits.push({ start: at, end: at, text: marker });
      const text = element.childNodes[0];
      if (text && 'value' in text && text.sourceCodeLocation) {
        const guarded = guardLoops(text.value, { module, firstLine, file: this.htmlPath });
        const { startOffset, endOffset } = text.sourceCodeLocation;
        if (guarded !== text.value) this.edits.push({ start: startOffset, end: endOffset, text: guarded });
      }
      return;
    }
    const target = this.localFile(src);
    if (target?.file.type !== 'code') return;
    const attrs = attrsExcept(element, ['src', 'data-kk-file', 'data-kk-line']);
    const marker = ` data-kk-file="${escapeAttr(target.path)}" data-kk-line="1"`;
    const code = guardLoops(target.file.value, { module, firstLine: 1, file: target.path });
    const text = `<script${attrs}${marker}>${escapeRawText(code, 'script')}</script>`;
    // Without an end tag the rest of the page is this element's ignored text, as in a browser.
    this.edits.push({ start: location.startOffset, end: location.endOffset, text });
  }

  private rewriteStyleElement(element: Element): void {
    for (const child of element.childNodes) {
      if (child.nodeName !== '#text' || !('value' in child) || !child.sourceCodeLocation) continue;
      const { startOffset, endOffset } = child.sourceCodeLocation;
      const css = inlineStylesheet(child.value, this.htmlPath, this.lookup);
      if (css !== child.value)
        this.edits.push({ start: startOffset, end: endOffset, text: escapeRawText(css, 'style') });
    }
  }

  private inlineMediaAttr(element: Element, name: string): void {
    const target = this.localFile(attr(element, name));
    const url = target ? toDataUrl(target.file) : null;
    if (url) this.replaceAttr(element, name, url);
  }

  /** Rewrites attribute `name` in place as `newName="value"` (the same name unless renamed). */
  private replaceAttr(element: Element, name: string, value: string, newName = name): void {
    const location = element.sourceCodeLocation?.attrs?.[name];
    if (!location) return;
    this.edits.push({
      start: location.startOffset,
      end: location.endOffset,
      text: `${newName}="${escapeAttr(value)}"`,
    });
  }

  private applyEdits(): string {
    const edits = [...this.edits].sort((a, b) => a.start - b.start || a.end - b.end);
    const parts: string[] = [];
    let length = 0;
    let cursor = 0;
    const add = (text: string) => {
      length += text.length;
      if (length > MAX_PREVIEW_OUTPUT_CHARS) throw new PageTooLargeError('built page over the limit');
      parts.push(text);
    };
    for (const edit of edits) {
      if (edit.start < cursor) continue;
      add(this.html.slice(cursor, edit.start));
      add(edit.text);
      cursor = edit.end;
    }
    add(this.html.slice(cursor));
    return parts.join('');
  }
}

/**
 * Builds the preview page of a workspace. Shows `index.html` (at the root, else anywhere), else the
 * first HTML file; `entry` picks another HTML file by its path. Local stylesheets, scripts, images and
 * CSS `url()`s are inlined, resolved from the referring file's folder; external URLs stay as written.
 * Errors: no HTML file at all → `File Target Not Found!!`; an `entry` naming no HTML file → `File not found!!`;
 * a page over MAX_PREVIEW_PAGE_CHARS, a built page over MAX_PREVIEW_OUTPUT_CHARS, or a script nested too
 * deeply to guard its loops → `page-too-large`. The author's page is never returned untransformed.
 */
export function buildPreview(files: PreviewFile[], entry?: string): PreviewResult {
  const list = Array.isArray(files)
    ? files.filter((f) => f && typeof f.path === 'string' && typeof f.value === 'string')
    : [];
  const htmlFiles = list.filter(isHtmlFile);
  if (htmlFiles.length === 0) return { ok: false, error: 'File Target Not Found!!' };
  const page = pickEntry(htmlFiles, typeof entry === 'string' ? entry : undefined);
  if (!page) return { ok: false, error: 'File not found!!' };
  if (page.value.length > MAX_PREVIEW_PAGE_CHARS) return { ok: false, error: 'page-too-large' };

  const byPath = new Map<string, PreviewFile>();
  for (const file of list) {
    const path = normalizePath(file.path);
    if (!byPath.has(path)) byPath.set(path, file);
  }
  try {
    return { ok: true, html: new PageBuilder(page.value, normalizePath(page.path), (p) => byPath.get(p)).build() };
  } catch {
    // PageTooLargeError, LoopGuardUnavailableError, or a RangeError from a string over V8's length limit
    // (stylesheets that import each other many times over). parse5 itself is tolerant by design. Shown
    // untransformed, the page would run without its guards, so it is refused.
    return { ok: false, error: 'page-too-large' };
  }
}
