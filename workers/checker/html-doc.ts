/**
 * One parse of an HTML file shared by every rule: parse5 with source locations (and scripting off, so
 * `<noscript>` content is markup, as docs/decisions/0009-checker.md asks), then a single iterative walk that indexes the
 * elements written in the source by tag and collects `<style>` and `<script>` blocks, inline event
 * handlers and the page's stylesheets. `<template>` content is not walked: it does not render. Asked to, the walk
 * also keeps the page's text, whitespace collapsed, with each element's span in it, so a rule on an element's text
 * costs no second walk and never re-reads nested elements' text (rules/html.ts `text`). Only then: collecting it
 * costs about 5% of a parse (0.27 ms of 4.8 ms on the medium bench page), which checks without such a rule skip.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { ContentCache } from './content-cache';
import { DeclaredStyle } from './css-declarations';
import { declarationList } from './css-text';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** An element that appears in the source (parser-implied `html`, `head`, `body`, `tbody` do not). */
export type HtmlElement = {
  tag: string; // lower-case
  line: number;
  /** An explicit end tag was written, the element is void and needs none, or it is a self-closing SVG/MathML element. */
  closed: boolean;
  hasEndTag: boolean;
  /** The attributes as parsed (decoded values); read them with `attributeOf`. */
  raw: DefaultTreeAdapterTypes.Element['attrs'];
  /** The element's text content is `HtmlDoc.text.slice(textStart, textEnd)` (see `textOf`); 0 without the text. */
  textStart: number;
  textEnd: number;
};

const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/** A `<style>` or `<script>` block's text and where it starts in the file. */
export type EmbeddedBlock = { text: string; line: number };

/**
 * One stylesheet of the page, in document order: a `<link rel=stylesheet>` (its `href` as written, trimmed)
 * or a `<style>` block (`index` into `HtmlDoc.styles`). The cascade applies them in this order.
 */
export type PageStylesheet =
  | { kind: 'link'; href: string; line: number }
  | { kind: 'style'; index: number; line: number };

export type HtmlDoc = {
  byTag: Map<string, HtmlElement[]>;
  styles: EmbeddedBlock[];
  scripts: EmbeddedBlock[];
  /** Inline event-handler attributes (`onclick="…"`) in document order, each at its attribute's line. */
  handlers: EmbeddedBlock[];
  /** The page's stylesheets in document order. */
  stylesheets: PageStylesheet[];
  /**
   * The text of the page's nodes in document order, as one string: character references decoded, every run of ASCII
   * whitespace one space (also across element boundaries, as a browser shows it), `<script>` and `<style>`
   * content left out (it is code, not text on the page). Each element's text is a span of it. Null when the parse was
   * not asked for it (`parseHtmlDoc`'s `withText`).
   */
  text: string | null;
};

/** Elements that never have an end tag in HTML. */
export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function blockOf(element: Element): EmbeddedBlock {
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
  }
  const first = element.childNodes[0]?.sourceCodeLocation;
  const start = element.sourceCodeLocation?.startTag;
  return { text, line: first?.startLine ?? start?.endLine ?? 1 };
}

/**
 * Parses an HTML file once; malformed markup is recovered by parse5 as browsers do. With `withText`, the page's text
 * and each element's span in it are kept too (`HtmlDoc.text`).
 */
export function parseHtmlDoc(source: string, withText = false): HtmlDoc {
  const doc: HtmlDoc = { byTag: new Map(), styles: [], scripts: [], handlers: [], stylesheets: [], text: null };
  const text = withText ? new TextBuffer() : null;
  collect(parse(source, { sourceCodeLocationInfo: true, scriptingEnabled: false }), source, doc, text);
  if (text) doc.text = text.toString();
  return doc;
}

/**
 * A foreign (SVG, MathML) element written self-closing, `<circle r="5"/>`: the `/` right before the
 * start tag's `>`, not the end of an unquoted attribute value (`<circle r=5/>` is `r="5/"`).
 */
function selfClosingForeign(element: Element, source: string): boolean {
  if (element.namespaceURI !== SVG_NS && element.namespaceURI !== MATHML_NS) return false;
  const start = element.sourceCodeLocation?.startTag;
  if (!start || source.charCodeAt(start.endOffset - 2) !== 47 /* / */) return false;
  const attrs = element.sourceCodeLocation?.attrs ?? {};
  for (const name in attrs) if ((attrs[name]?.endOffset ?? 0) > start.endOffset - 2) return false;
  return true;
}

/** The page's text as the walk appends it, whitespace runs collapsed as they come (HtmlDoc.text). */
class TextBuffer {
  private parts: string[] = [];
  length = 0;
  private endsInSpace = true; // the page's leading whitespace is dropped like a run after a space

  append(value: string): void {
    let text = value.replace(/[\t\n\f\r ]+/g, ' ');
    if (this.endsInSpace && text.startsWith(' ')) text = text.slice(1);
    if (text === '') return;
    this.parts.push(text);
    this.length += text.length;
    this.endsInSpace = text.endsWith(' ');
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** Marks on the walk's stack where an element's children end, so its text span can be closed. */
class ElementEnd {
  constructor(readonly element: HtmlElement) {}
}

/** Walks the tree in document order (iteratively: deep nesting must not overflow the stack); `text` collects text. */
function collect(root: ParentNode, source: string, doc: HtmlDoc, text: TextBuffer | null): void {
  const stack: (DefaultTreeAdapterTypes.ChildNode | ElementEnd)[] = [];
  for (let i = root.childNodes.length - 1; i >= 0; i--) stack.push(root.childNodes[i]!);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node instanceof ElementEnd) {
      node.element.textEnd = text?.length ?? 0;
      continue;
    }
    if (text && node.nodeName === '#text') {
      text.append((node as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (!('tagName' in node)) continue;
    const element = node as Element;
    const location = element.sourceCodeLocation;
    if (location?.startTag) {
      const tag = element.tagName.toLowerCase();
      const hasEndTag = location.endTag !== undefined && location.endTag !== null;
      const info: HtmlElement = {
        tag,
        line: location.startLine,
        hasEndTag,
        closed: hasEndTag || VOID_ELEMENTS.has(tag) || selfClosingForeign(element, source),
        raw: element.attrs,
        textStart: text ? text.length : 0,
        textEnd: text ? text.length : 0,
      };
      if (text) stack.push(new ElementEnd(info));
      const list = doc.byTag.get(tag);
      if (list) list.push(info);
      else doc.byTag.set(tag, [info]);
      for (const attr of element.attrs) {
        if (attr.name.length > 2 && attr.name.toLowerCase().startsWith('on')) {
          const at = location.attrs?.[attr.name];
          doc.handlers.push({ text: attr.value, line: at?.startLine ?? info.line });
        }
      }
      if (tag === 'style') {
        doc.stylesheets.push({ kind: 'style', index: doc.styles.length, line: info.line });
        doc.styles.push(blockOf(element));
      } else if (tag === 'script') doc.scripts.push(blockOf(element));
      else if (tag === 'link' && isStylesheetLink(info)) {
        doc.stylesheets.push({ kind: 'link', href: (attributeOf(info, 'href') ?? '').trim(), line: info.line });
      }
    }
    // a <template>'s content lives in `content`, which is not walked: it does not render
    // `<script>` and `<style>` hold code, not page text (their blocks are read by `blockOf`)
    if (text && (element.tagName === 'script' || element.tagName === 'style')) continue;
    const kids = element.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

/**
 * An element's text content (HtmlDoc.text's span): whitespace collapsed, without a leading or trailing space; at most
 * `max` characters of it, cut with `…`, so quoting a big element costs no copy of it.
 */
export function textOf(doc: HtmlDoc, element: HtmlElement, max = Number.POSITIVE_INFINITY): string {
  // +1 for a leading space the trim removes, +1 to know whether there is more than `max`
  const end = Math.min(element.textEnd, element.textStart + max + 2);
  const text = (doc.text ?? '').slice(element.textStart, end).trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `rel` holds the token `stylesheet` (a space-separated list, compared case-insensitively) and `href` is set. */
function isStylesheetLink(element: HtmlElement): boolean {
  const rel = attributeOf(element, 'rel');
  if (rel === undefined || attributeOf(element, 'href') === undefined) return false;
  return rel
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .includes('stylesheet');
}

/** An attribute's decoded value by lower-case name (the first of duplicates wins, as in browsers). */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  for (const attr of element.raw) {
    if (attr.name === name || attr.name.toLowerCase() === name) return attr.value;
  }
  return undefined;
}

/** Parsed `style` attributes by their text: pages repeat the same inline styles a lot. */
const styleCache = new ContentCache<DeclaredStyle>(2_000, 1_000_000);

/** Empties the `style` attribute cache. */
export function clearStyleCache(): void {
  styleCache.clear();
}

/** Applies a `style` attribute's declarations in order, as the cascade does (shorthands set their longhands). */
function declaredStyle(text: string): DeclaredStyle {
  const style = new DeclaredStyle();
  for (const [property, raw] of declarationList(text)) style.apply(property, raw, { file: '', line: 0 });
  return style;
}

/** The element's `style` attribute as the values it declares, compared with the CSS value rules. */
export function elementStyle(element: HtmlElement): DeclaredStyle {
  return styleCache.getOrCreate(attributeOf(element, 'style') ?? '', declaredStyle);
}
