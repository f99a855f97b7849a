/**
 * One css-tree parse of a stylesheet, indexed by normalised selector list. Preludes and values are
 * kept raw (no sub-parsing, no re-generation); only the values a rule asks about get normalised.
 */
import { type CssNode, parse } from 'css-tree';
import { normalizePropertyName, normalizeSelector } from './css-text';

/** `line` counts from its rule's first line (0 = that line); see `declarationLine`. */
export type CssDeclaration = { property: string; value: string; line: number };
/** A top-level rule starting on file line `line`. */
export type CssRule = { selector: string; line: number; declarations: CssDeclaration[] };

/** The file line of a declaration of `rule`. */
export const declarationLine = (rule: CssRule, declaration: CssDeclaration): number => rule.line + declaration.line;

export type CssSheet = {
  /** Top-level rules by normalised selector list, in source order. */
  bySelector: Map<string, CssRule[]>;
};

type RawNode = { type: 'Raw'; value: string };

function rawText(node: CssNode | null | undefined): string {
  return node && node.type === 'Raw' ? (node as RawNode).value : '';
}

/**
 * Parses and indexes a stylesheet (a `.css`/`.scss` file, or a `<style>` block starting at `line`).
 * Only top-level rules count: rules inside `@media`, `@supports` or nested rules do not.
 */
export function parseCssSheet(source: string, line = 1): CssSheet {
  const sheet: CssSheet = { bySelector: new Map() };
  const ast = parse(source, {
    positions: true,
    line,
    parseValue: false,
    parseRulePrelude: false,
    parseAtrulePrelude: false,
    parseCustomProperty: false,
    onParseError: () => {},
  });
  if (ast.type !== 'StyleSheet') return sheet;
  ast.children.forEach((node) => {
    if (node.type !== 'Rule') return;
    const selector = normalizeSelector(rawText(node.prelude));
    if (selector === '') return;
    const ruleLine = node.loc?.start.line ?? line;
    const declarations: CssDeclaration[] = [];
    node.block.children.forEach((decl) => {
      if (decl.type !== 'Declaration') return;
      declarations.push({
        property: normalizePropertyName(decl.property),
        value: rawText(decl.value),
        line: (decl.loc?.start.line ?? ruleLine) - ruleLine,
      });
    });
    const rule: CssRule = { selector, line: ruleLine, declarations };
    const list = sheet.bySelector.get(selector);
    if (list) list.push(rule);
    else sheet.bySelector.set(selector, [rule]);
  });
  return sheet;
}
