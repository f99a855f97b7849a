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

/** A declaration's computed value and, for a shorthand, its longhands' computed values. */
type Applied = { computed: string; longhands: Longhands | null };

/**
 * Declarations by `property` and raw value: stylesheets repeat the same declarations a lot (`border: 1px solid
 * #ccc` on many rules), and each is computed once per check. Emptied with the parse caches.
 */
const appliedCache = new ContentCache<Applied>(4_000, 2_000_000);

/** Empties the computed-declaration cache. */
export function clearDeclarationCache(): void {
  appliedCache.clear();
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

function appliedOf(property: string, raw: string): Applied {
  return appliedCache.getOrCreate(`${property}\u0000${raw}`, () => ({
    computed: computedValue(property, raw),
    longhands: longhandsOf(property, raw),
  }));
}

export function requiredProperty(property: string, written: string): RequiredProperty {
  const applied = appliedOf(property, written);
  return { property, value: applied.computed, written, longhands: applied.longhands };
}

export class DeclaredStyle {
  private readonly values = new Map<string, Entry>();

  /** Applies one declaration after all earlier ones. */
  apply(property: string, raw: string, source: DeclarationSource): void {
    for (const other of overlapsOf(property)) this.values.delete(other);
    const written = raw.trim().replace(/\s+/g, ' ');
    const applied = appliedOf(property, raw);
    this.values.set(property, { computed: applied.computed, written, property, source });
    if (!applied.longhands) return;
    for (const [longhand, computed] of applied.longhands.values) {
      this.values.set(longhand, { computed, written, property, source });
    }
  }

  /** Whether the style gives `required` its value. */
  verdict(required: RequiredProperty): PropertyVerdict {
    const own = this.values.get(required.property);
    if (own && own.computed === required.value) return { ok: true, source: own.source };
    const parts =
      required.longhands === undefined ? longhandsOf(required.property, required.written) : required.longhands;
    if (parts) {
      let source: DeclarationSource | null = null;
      let mismatch: { entry: Entry; longhand: string; expected: string } | undefined;
      let missing = false;
      for (const [longhand, expected] of parts.values) {
        const entry = this.values.get(longhand);
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

/** The student's declaration as the hint shows it: its value, or `property: value` when another property set it. */
function found(entry: Entry, asked: string): string {
  return entry.property === asked ? entry.written : `${entry.property}: ${entry.written}`;
}
