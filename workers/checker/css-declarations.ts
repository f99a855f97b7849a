/**
 * What one selector ends up with after the cascade: declarations applied in order, later ones winning, a shorthand
 * setting its longhands and a longhand replacing its part of a shorthand. A required property is satisfied when
 * the computed values agree (css-values.ts), or, for a shorthand, when every longhand it sets agrees.
 */

import { expandShorthand, isShorthand, overlapsOf } from './css-shorthands';
import { normalizeCssValue, stripImportant } from './css-text';
import { computedValue } from './css-values';

/** Where a value came from, for the hint and its line. */
export type DeclarationSource = { file: string; line: number };
type Entry = { computed: string; written: string; property: string; source: DeclarationSource };

/** A required property: its name, its computed value and the text the author wrote (for the hint). */
export type RequiredProperty = { property: string; value: string; written: string };

/** The outcome for one required property: `found` names what the page has instead (written as the student did). */
export type PropertyVerdict =
  | { ok: true; source: DeclarationSource | null }
  | { ok: false; found: string; source: DeclarationSource | null };

export function requiredProperty(property: string, written: string): RequiredProperty {
  return { property, value: computedValue(property, written), written };
}

export class DeclaredStyle {
  private readonly values = new Map<string, Entry>();

  /** Applies one declaration after all earlier ones. */
  apply(property: string, raw: string, source: DeclarationSource): void {
    for (const other of overlapsOf(property)) this.values.delete(other);
    const written = raw.trim().replace(/\s+/g, ' ');
    this.values.set(property, { computed: computedValue(property, raw), written, property, source });
    if (!isShorthand(property)) return;
    const parts = expandShorthand(property, normalizeCssValue(stripImportant(raw)));
    if (!parts) return;
    for (const [longhand, value] of parts.values) {
      this.values.set(longhand, { computed: computedValue(longhand, value), written, property, source });
    }
  }

  /** Whether the style gives `required` its value. */
  verdict(required: RequiredProperty): PropertyVerdict {
    const own = this.values.get(required.property);
    if (own && own.computed === required.value) return { ok: true, source: own.source };
    const parts = isShorthand(required.property)
      ? expandShorthand(required.property, normalizeCssValue(stripImportant(required.written)))
      : null;
    if (parts) {
      let source: DeclarationSource | null = null;
      let mismatch: Entry | undefined;
      let missing = false;
      for (const [longhand, value] of parts.values) {
        const entry = this.values.get(longhand);
        // a longhand the asked value leaves at its initial value may stay undeclared: the browser gives it that value
        if (!entry) missing ||= !parts.leftOut.has(longhand);
        else if (entry.computed !== computedValue(longhand, value)) mismatch ??= entry;
        else source ??= entry.source;
      }
      if (!missing && !mismatch) return { ok: true, source };
      const shown = mismatch ?? own;
      if (shown) return { ok: false, found: found(shown, required.property), source: shown.source };
      return { ok: false, found: '', source: source };
    }
    if (own) return { ok: false, found: found(own, required.property), source: own.source };
    return { ok: false, found: '', source: null };
  }
}

/** The student's declaration as the hint shows it: its value, or `property: value` when another property set it. */
function found(entry: Entry, asked: string): string {
  return entry.property === asked ? entry.written : `${entry.property}: ${entry.written}`;
}
