/**
 * What one selector ends up with after the cascade: declarations applied in order, later ones winning, a shorthand
 * setting its longhands and a longhand replacing its part of a shorthand. A required property is satisfied when
 * the computed values agree (css-values.ts), or, for a shorthand, when every longhand it sets agrees.
 */

import { ContentCache } from './content-cache';
import { expandShorthand, isShorthand, overlapsOf } from './css-shorthands';
import { normalizeCssValue, stripImportant } from './css-text';
import { computedComponents, computedValue, splitComponents } from './css-values';

/** Where a value came from, for the hint and its line. */
export type DeclarationSource = { file: string; line: number };
type Entry = { computed: string; written: string; property: string; source: DeclarationSource };

/** The longhands a shorthand value sets, computed, and which of them it leaves at their initial value. */
type Longhands = { values: Array<[longhand: string, computed: string]>; leftOut: ReadonlySet<string> };

/** A required property: its name, its computed value and the text the author wrote (for the hint). */
export type RequiredProperty = { property: string; value: string; written: string; longhands?: Longhands | null };

/**
 * The outcome for one required property: `found` names what the page has instead (written as the student did);
 * `expectedValue` and `foundValue` are both in their computed spelling, for a hint that shows why they differ.
 */
export type PropertyVerdict =
  | { ok: true; source: DeclarationSource | null }
  | { ok: false; found: string; source: DeclarationSource | null; expectedValue: string; foundValue: string };

/**
 * Computed values by `property` and raw value, and a shorthand's longhands by the same key: stylesheets repeat the
 * same declarations a lot (`border: 1px solid #ccc` on many rules), and each is computed once per check. Kept apart
 * because a verdict usually needs only one of the two. Emptied with the parse caches.
 */
const computedCache = new ContentCache<string>(4_000, 2_000_000);
const expandedCache = new ContentCache<{ longhands: Longhands | null }>(4_000, 2_000_000);

/** Empties the computed-declaration caches. */
export function clearDeclarationCache(): void {
  computedCache.clear();
  expandedCache.clear();
  longhandCache.clear();
}

/**
 * Longhand values by longhand and value: the sides of one shorthand and the shorthands of one sheet give the same
 * longhand values again and again (`medium`, `none`, `currentcolor`). Emptied with the other caches.
 */
const longhandCache = new ContentCache<string>(8_000, 1_000_000);

/** A longhand's part of an expanded shorthand (already normalised text) in its computed spelling. */
function computedLonghand(longhand: string, value: string): string {
  return longhandCache.getOrCreate(`${longhand}\u0000${value}`, () =>
    computedComponents(longhand, splitComponents(value)),
  );
}

function longhandsOf(property: string, raw: string): Longhands | null {
  if (!isShorthand(property)) return null;
  const parts = expandShorthand(property, normalizeCssValue(stripImportant(raw)));
  if (!parts) return null;
  return {
    values: [...parts.values].map(([longhand, value]) => [longhand, computedLonghand(longhand, value)]),
    leftOut: parts.leftOut,
  };
}

function computedOf(property: string, raw: string): string {
  return computedCache.getOrCreate(`${property}\u0000${raw}`, () => computedValue(property, raw));
}

function cachedLonghandsOf(property: string, raw: string): Longhands | null {
  if (!isShorthand(property)) return null;
  return expandedCache.getOrCreate(`${property}\u0000${raw}`, () => ({ longhands: longhandsOf(property, raw) }))
    .longhands;
}

export function requiredProperty(property: string, written: string): RequiredProperty {
  return { property, value: computedOf(property, written), written, longhands: cachedLonghandsOf(property, written) };
}

type Declaration = { property: string; raw: string; source: DeclarationSource };

/**
 * The declarations of one selector (or one `style` attribute) in cascade order, read lazily: a property's value is
 * worked out only when a verdict asks for it, from the last declaration that set or reset it. A rule asks about a
 * few properties of a selector that may declare dozens, and computing every declaration was a tenth of a cold check.
 *
 * Reading backwards gives what applying the declarations in order would: a declaration of `Q` removes every
 * property that overlaps `Q` (its longhands, its shorthands, shorthands sharing a longhand), then sets `Q` and,
 * when its value can be read, each longhand it expands to. So the last declaration touching `P` decides: it is `P`
 * itself, or a shorthand whose expansion gives `P` its part, or one that only reset `P` (no value).
 */
export class DeclaredStyle {
  private readonly declarations: Declaration[] = [];
  private readonly resolved = new Map<string, Entry | null>();

  /** Applies one declaration after all earlier ones. */
  apply(property: string, raw: string, source: DeclarationSource): void {
    this.declarations.push({ property, raw, source });
    if (this.resolved.size > 0) this.resolved.clear();
  }

  /** The computed value the style gives `property`, or undefined when no declaration sets it. */
  computed(property: string): string | undefined {
    return this.entry(property)?.computed;
  }

  /** What the style gives `property` after every declaration, or undefined when nothing sets it. */
  private entry(property: string): Entry | undefined {
    const known = this.resolved.get(property);
    if (known !== undefined) return known ?? undefined;
    const found = this.lastSetting(property);
    this.resolved.set(property, found ?? null);
    return found;
  }

  private lastSetting(property: string): Entry | undefined {
    for (let k = this.declarations.length - 1; k >= 0; k--) {
      const d = this.declarations[k] as Declaration;
      if (d.property === property) return entryOf(d, computedOf(d.property, d.raw));
      if (!overlapsOf(d.property).has(property)) continue;
      const part = cachedLonghandsOf(d.property, d.raw)?.values.find(([longhand]) => longhand === property);
      return part ? entryOf(d, part[1]) : undefined;
    }
    return undefined;
  }

  /** Whether the style gives `required` its value. */
  verdict(required: RequiredProperty): PropertyVerdict {
    const own = this.entry(required.property);
    if (own && own.computed === required.value) return { ok: true, source: own.source };
    const parts =
      required.longhands === undefined ? cachedLonghandsOf(required.property, required.written) : required.longhands;
    if (parts) {
      let source: DeclarationSource | null = null;
      let mismatch: { entry: Entry; longhand: string; expected: string } | undefined;
      let missing = false;
      for (const [longhand, expected] of parts.values) {
        const entry = this.entry(longhand);
        // a longhand the asked value leaves at its initial value may stay undeclared: the browser gives it that value
        if (!entry) missing ||= !parts.leftOut.has(longhand);
        else if (entry.computed !== expected) mismatch ??= { entry, longhand, expected };
        else source ??= entry.source;
      }
      if (!missing && !mismatch) return { ok: true, source };
      if (mismatch && !own) {
        // name the longhand that differs, each side in its computed spelling
        const { entry, longhand, expected } = mismatch;
        return {
          ok: false,
          found: found(entry, required.property),
          source: entry.source,
          expectedValue: `${longhand}: ${expected}`,
          foundValue: `${longhand}: ${entry.computed}`,
        };
      }
      const shown = mismatch?.entry ?? own;
      if (shown)
        return {
          ok: false,
          found: found(shown, required.property),
          source: shown.source,
          expectedValue: required.value,
          foundValue: own?.computed ?? '',
        };
      return { ok: false, found: '', source, expectedValue: required.value, foundValue: '' };
    }
    if (own)
      return {
        ok: false,
        found: found(own, required.property),
        source: own.source,
        expectedValue: required.value,
        foundValue: own.computed,
      };
    return { ok: false, found: '', source: null, expectedValue: required.value, foundValue: '' };
  }
}

function entryOf(d: Declaration, computed: string): Entry {
  return { computed, written: d.raw.trim().replace(/\s+/g, ' '), property: d.property, source: d.source };
}

/** The student's declaration as the hint shows it: its value, or `property: value` when another property set it. */
function found(entry: Entry, asked: string): string {
  return entry.property === asked ? entry.written : `${entry.property}: ${entry.written}`;
}
