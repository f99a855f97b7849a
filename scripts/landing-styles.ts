/**
 * The share of the app's stylesheets that the built landing page writes into its document (first paint on a slow link,
 * scripts/prerender-landing.ts): on a slow link with a slowed CPU, every rule in the document is bytes to download
 * and a selector to parse and match before the first paint, and most of the app's shared rules style screens the
 * landing page never shows. A rule is kept unless one of its selectors' parts can be shown to match no element of
 * the rendered document; the full stylesheets still arrive with the app (src/app/full-styles.ts) before it renders.
 *
 * Conservative by construction: a selector is dropped only when one of its compound parts (the simple selectors
 * between combinators) needs a tag, class, id or attribute that no single element of the document has. Pseudo-classes
 * (:hover, :focus-visible, :not(…), :is(…) …) and pseudo-elements are not judged, so every state the page can reach
 * without the app keeps its rules. At-rules keep what is left inside them (@media, @supports, @layer, @container);
 * @keyframes stay when a kept rule names them; everything else (@font-face, @property, @import …) stays.
 */
import { type CssNode, parse as parseSelector } from 'css-tree';
import { type DefaultTreeAdapterTypes, parse as parseHtml } from 'parse5';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** What a selector can ask of one element. */
export type ElementFacts = { tag: string; attrs: Map<string, string>; classes: Set<string> };

/** Every element of an HTML document (including <html>, <head> and <body>), as facts to match selectors against. */
export function documentElements(html: string): ElementFacts[] {
  const out: ElementFacts[] = [];
  const stack: ParentNode[] = [parseHtml(html)];
  while (stack.length > 0) {
    const node = stack.pop() as ParentNode;
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const element = child as Element;
      const attrs = new Map(element.attrs.map((attr) => [attr.name.toLowerCase(), attr.value]));
      const classes = new Set((attrs.get('class') ?? '').split(/\s+/).filter(Boolean));
      out.push({ tag: element.tagName.toLowerCase(), attrs, classes });
      stack.push(element);
    }
  }
  return out;
}

/** CSS attribute operators against an attribute's value (`flags` "i": case-insensitive). */
function attributeMatches(actual: string, operator: string, wanted: string, insensitive: boolean): boolean {
  const a = insensitive ? actual.toLowerCase() : actual;
  const w = insensitive ? wanted.toLowerCase() : wanted;
  switch (operator) {
    case '=':
      return a === w;
    case '~=':
      return a.split(/\s+/).includes(w);
    case '|=':
      return a === w || a.startsWith(`${w}-`);
    case '^=':
      return w !== '' && a.startsWith(w);
    case '$=':
      return w !== '' && a.endsWith(w);
    case '*=':
      return w !== '' && a.includes(w);
    default:
      return true; // an operator this file does not know: assume it may match
  }
}

/** A test one simple selector puts to an element; `null` when it is not judged (pseudo-classes and the like). */
type SimpleTest = (element: ElementFacts) => boolean;

function simpleTest(node: CssNode): SimpleTest | null {
  // An escaped name (`.md\:flex`) is left unjudged rather than decoded here.
  const plain = (name: string) => !name.includes('\\');
  switch (node.type) {
    case 'TypeSelector': {
      const name = node.name.toLowerCase();
      if (name === '*' || name.includes('|') || !plain(name)) return null;
      return (element) => element.tag === name;
    }
    case 'ClassSelector':
      return plain(node.name) ? (element) => element.classes.has(node.name) : null;
    case 'IdSelector':
      return plain(node.name) ? (element) => element.attrs.get('id') === node.name : null;
    case 'AttributeSelector': {
      const name = node.name.name.toLowerCase();
      if (!plain(name) || name.includes('|')) return null;
      const value = node.value?.type === 'String' ? node.value.value : node.value?.name;
      const { matcher } = node;
      const insensitive = node.flags?.toLowerCase() === 'i';
      return (element) => {
        const actual = element.attrs.get(name);
        if (actual === undefined) return false;
        return matcher === null || value === undefined || attributeMatches(actual, matcher, value, insensitive);
      };
    }
    default:
      return null;
  }
}

/**
 * False when the selector cannot match any of `elements`: one of its compounds asks for something no single element
 * has. True when it may match (or cannot be read: kept).
 */
export function mayMatch(selector: string, elements: ElementFacts[]): boolean {
  let ast: CssNode;
  try {
    ast = parseSelector(selector, { context: 'selector' });
  } catch {
    return true;
  }
  if (ast.type !== 'Selector') return true;
  const compounds: SimpleTest[][] = [[]];
  for (const node of ast.children.toArray()) {
    if (node.type === 'Combinator') {
      compounds.push([]);
      continue;
    }
    const test = simpleTest(node);
    if (test) compounds[compounds.length - 1]?.push(test);
  }
  return compounds.every(
    (tests) => tests.length === 0 || elements.some((element) => tests.every((test) => test(element))),
  );
}

const ANIMATION_PROPERTIES = new Set(['animation', 'animation-name', '-webkit-animation', '-webkit-animation-name']);
const KEYFRAMES = /^(?:-webkit-)?keyframes$/i;
/** At-rules whose inside is rules like the top level's, pruned the same way. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/** Removes the rules no element can match, inside grouping at-rules too; drops groups left empty. */
function pruneRules(container: Container, elements: ElementFacts[]): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = (node as Rule).selectors.filter((selector) => mayMatch(selector, elements));
      if (kept.length === 0) node.remove();
      else if (kept.length < (node as Rule).selectors.length) (node as Rule).selectors = kept;
    } else if (node.type === 'atrule' && GROUPING.has((node as AtRule).name.toLowerCase()) && node.nodes) {
      pruneRules(node, elements);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** The names kept declarations animate with (`animation: kk-fade-in 0.5s ease both` → kk-fade-in, and the rest). */
function animationWords(root: Container): Set<string> {
  const words = new Set<string>();
  root.walkDecls((decl) => {
    if (!ANIMATION_PROPERTIES.has(decl.prop.toLowerCase())) return;
    for (const word of decl.value.split(/[\s,]+/)) if (word) words.add(word);
  });
  return words;
}

/**
 * `css` without the rules that match none of `elements` (documentElements of the whole page), and without the
 * @keyframes no kept rule uses.
 */
export function usedStyles(css: string, elements: ElementFacts[]): string {
  const root = postcss.parse(css);
  pruneRules(root, elements);
  const animated = animationWords(root);
  root.walkAtRules(KEYFRAMES, (rule) => {
    if (!animated.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}
