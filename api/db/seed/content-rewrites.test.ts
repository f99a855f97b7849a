/**
 * Fair judging on our own lessons: every reference solution of the seeded course, rewritten
 * into an equivalent form a learner might write, still passes every rule. The rewrites are mechanical
 * and driven by the real parsers (acorn's tokenizer, parse5 with locations), so they change only the
 * spelling: the other quote style for JS strings and HTML attributes, JS comments and spacing between
 * tokens, semicolons dropped where a line break ends the statement anyway, tag names and enumerated
 * attribute values in upper case, hex colours as `rgb()` and `margin`/`padding` as their longhands.
 */
import { tokenizer, tokTypes } from 'acorn';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureLaravelBundle } from '../../../tests/setup/laravel-bundle';
import type { Answer, CheckFile } from '../../../workers/checker/api';
import { warmLaravel, warmPhp } from '../../../workers/php/index';
import { checkAnswersAsync } from '../../../workers/runners/check-async';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import { allCourseMaterials } from './content';
import type { PracticeMaterial, ProjectMaterial } from './content-types';

type Edit = { start: number; end: number; text: string };

function applyEdits(source: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    parts.push(source.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(source.slice(at));
  return parts.join('');
}

/** A JS string literal for `value` in the given quote. */
function quoteJs(value: string, quote: '"' | "'"): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .split(quote)
    .join(`\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/**
 * The same JS respelled: each string in the other quote style, a comment in every gap between tokens,
 * and semicolons dropped where a line break follows (the statement ends there anyway).
 */
function respellJs(source: string): string {
  const edits: Edit[] = [];
  const tokens = [...tokenizer(source, { ecmaVersion: 'latest', allowHashBang: true })];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.type === tokTypes.string) {
      const quote = source[token.start] === "'" ? '"' : "'";
      edits.push({
        start: token.start,
        end: token.end,
        text: quoteJs(String((token as { value?: unknown }).value), quote),
      });
    }
    const gapEnd = next ? next.start : source.length;
    const gap = source.slice(token.end, gapEnd);
    const dropSemi =
      token.type === tokTypes.semi &&
      gap.includes('\n') &&
      next !== undefined &&
      !/^[([`+\-/]/.test(source[next.start]!);
    if (dropSemi) edits.push({ start: token.start, end: token.end, text: '' });
    if (gap.trim() !== '' || gap.length > 0)
      edits.push({ start: token.end, end: gapEnd, text: gap.includes('\n') ? ' /* ok */\n' : ' /* ok */ ' });
  }
  return applyEdits(source, edits);
}

const ENUMERATED = new Set(['type', 'method', 'dir', 'enctype', 'loading']);

/**
 * The same HTML respelled: tag names in upper case, attributes in the other quote style, enumerated
 * values (`type`, `method` …) in upper case except an `<ol>`/`<li>` type, inline scripts and event
 * handlers respelled as JS.
 */
function respellHtml(source: string): string {
  const edits: Edit[] = [];
  const stack: DefaultTreeAdapterTypes.ChildNode[] = [...parse(source, { sourceCodeLocationInfo: true }).childNodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!('tagName' in node)) continue;
    const location = node.sourceCodeLocation;
    if (node.namespaceURI === 'http://www.w3.org/1999/xhtml' && location?.startTag) {
      const name = node.tagName.toUpperCase();
      const start = location.startTag.startOffset + 1;
      edits.push({ start, end: start + name.length, text: name });
      if (location.endTag) {
        const end = location.endTag.startOffset + 2;
        edits.push({ start: end, end: end + name.length, text: name });
      }
    }
    for (const attr of node.attrs) {
      const at = location?.attrs?.[attr.name];
      if (!at || source.slice(at.startOffset, at.endOffset) === attr.name) continue;
      let value = attr.value;
      if (attr.name.startsWith('on')) value = respellJs(value);
      if (ENUMERATED.has(attr.name) && node.tagName !== 'ol' && node.tagName !== 'li') value = value.toUpperCase();
      const written = source[source.indexOf('=', at.startOffset) + 1] === "'" ? "'" : '"';
      const quote = written === '"' ? "'" : '"';
      const encoded = value
        .replace(/&/g, '&amp;')
        .replace(quote === '"' ? /"/g : /'/g, quote === '"' ? '&quot;' : '&#39;');
      edits.push({ start: at.startOffset, end: at.endOffset, text: `${attr.name}=${quote}${encoded}${quote}` });
    }
    if (node.tagName === 'style') {
      const text = node.childNodes[0];
      const at = text?.sourceCodeLocation;
      if (text && at && 'value' in text)
        edits.push({ start: at.startOffset, end: at.endOffset, text: respellCss(text.value) });
    }
    if (node.tagName === 'script') {
      const text = node.childNodes[0];
      const at = text?.sourceCodeLocation;
      if (text && at && 'value' in text)
        edits.push({ start: at.startOffset, end: at.endOffset, text: respellJs(text.value) });
    }
    stack.push(...node.childNodes);
  }
  return applyEdits(source, edits);
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** `#rrggbb` and `#rgb` in declaration values as `rgb(r g b)`. */
function rgbColours(value: string): string {
  return value.replace(/#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g, (_, hex: string) => {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
    return `rgb(${r} ${g} ${b})`;
  });
}

/**
 * The same CSS respelled: colours in `rgb()` notation, and `margin`/`padding` shorthands written as their
 * four longhands (one to four components, no `var()`).
 */
function respellCss(css: string): string {
  return css
    .replace(
      /(^|[{;\s])(margin|padding)\s*:\s*([^;{}]+?)\s*(?=[;}])/g,
      (whole, before: string, name: string, value: string) => {
        const parts = value.trim().split(/\s+/);
        if (parts.length > 4 || value.includes('(') || value.includes('!')) return whole;
        const [top, right = top, bottom = top, left = right] = parts;
        const sides = [top, right, bottom, left];
        return `${before}${SIDES.map((side, i) => `${name}-${side}: ${sides[i]}`).join('; ')}`;
      },
    )
    .replace(/:([^;{}]*)(?=[;}])/g, (_, value: string) => `:${rgbColours(value)}`);
}

function respell(files: CheckFile[]): CheckFile[] {
  return files.map((file) => {
    if (file.path.endsWith('.css')) return { ...file, value: respellCss(file.value) };
    if (file.path.endsWith('.html')) return { ...file, value: respellHtml(file.value) };
    if (file.path.endsWith('.js')) return { ...file, value: respellJs(file.value) };
    return file;
  });
}

describe('respelling helpers', () => {
  it('flip quotes, add comments, drop line-ending semicolons and upper-case names without changing the meaning', () => {
    expect(respellJs("const a = 'x';\nalert(a)")).toBe('const /* ok */ a /* ok */ = /* ok */ "x" /* ok */\nalert(a)');
    expect(respellCss('.a { margin: 0 auto; color: #fff }')).toBe(
      '.a { margin-top: 0; margin-right: auto; margin-bottom: 0; margin-left: auto; color: rgb(255 255 255) }',
    );
    expect(respellHtml('<input type="text" onclick="go(\'a\')"><p>x</p>')).toBe(
      "<INPUT type='TEXT' onclick='go(\"a\")'><P>x</P>",
    );
  });
});

const all = allCourseMaterials();
const practices = all.filter((m): m is PracticeMaterial => m.relation === 'practice');
const projects = all.filter(
  (m): m is ProjectMaterial => m.relation === 'submission' || m.relation === 'submission-exam',
);

// Judged as the server's re-check judges: a rule on a .php page sees the HTML the page renders.
const failures = async (files: CheckFile[], answers: Answer[]) =>
  (await checkAnswersAsync(files, answers)).results.filter((r) => !r.passed);

describe('seeded reference solutions, respelled, still pass', () => {
  // The Laravel practice renders routes: its worker starts here, not in the timed test.
  beforeAll(async () => {
    await ensureLaravelBundle();
    await Promise.all([warmPhp(), warmLaravel()]);
  }, 600_000);

  it.each(practices.map((p) => [p.title.en ?? p.title.id, p] as const))('practice %s', async (_name, practice) => {
    const original = toCheckFiles(practice.solution);
    const files = respell(original);
    // a solution with markup or scripts is really respelled (a PHP-only one has nothing to respell)
    if (original.some((f) => /\.(html|js)$/.test(f.path))) expect(files).not.toEqual(original);
    for (const task of practice.tasks) expect(await failures(files, task.answers)).toEqual([]);
  });

  it.each(projects.map((p) => [p.title.en ?? p.title.id, p] as const))('project %s', async (_name, project) => {
    expect(await failures(respell(toCheckFiles(project.solution)), project.answers)).toEqual([]);
  });
});
