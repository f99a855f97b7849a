/**
 * The files of one `checkAnswers` call, classified by language, with their parsed forms taken from
 * content-keyed caches: a re-check after an edit re-parses only the files whose content changed. Within
 * one check every parse is also memoised per file, so a file too large for the caches is still parsed
 * only once, however many rules read it.
 */
import type { CheckFile } from './api';
import { ContentCache } from './content-cache';
import { clearDeclarationCache } from './css-declarations';
import { type CssSheet, parseCssSheet } from './css-sheet';
import { blankScssLineComments } from './css-text';
import { clearStyleCache, type HtmlDoc, parseHtmlDoc } from './html-doc';
import { type JsSource, prepareJs } from './js-source';

export type SourceLang = 'html' | 'css' | 'js' | 'other';
export type SourceFile = { path: string; value: string; lang: SourceLang };

/** A stylesheet or script together with the file it came from. */
export type Located<T> = { file: string; item: T };

type CachedHtml = { doc: HtmlDoc; sheets?: CssSheet[]; scripts?: JsSource[] };

const EMPTY_DOC: HtmlDoc = { byTag: new Map(), styles: [], scripts: [], handlers: [], stylesheets: [], text: '' };
const EMPTY_SHEET: CssSheet = { rules: [], bySelector: new Map(), imports: [] };

const htmlCache = new ContentCache<CachedHtml>(16, 4_000_000);
const cssCache = new ContentCache<CssSheet>(32, 4_000_000);
const scssCache = new ContentCache<CssSheet>(16, 2_000_000);
const jsCache = new ContentCache<JsSource>(32, 2_000_000);

/** Empties the parse caches (benchmarks use it to measure a cold check). */
export function clearParseCaches(): void {
  htmlCache.clear();
  cssCache.clear();
  scssCache.clear();
  jsCache.clear();
  clearStyleCache();
  clearDeclarationCache();
}

/** `./a//b\c` → `a/b/c`; keeps a trailing slash (an empty-folder entry). */
export function normalizePath(path: string): string {
  let p = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  if (p.startsWith('/')) p = p.slice(1);
  return p;
}

/** Joins a folder path (`''` = root) and a name. */
export function joinPath(folder: string, name: string): string {
  const f = normalizePath(folder).replace(/\/+$/, '');
  return f === '' ? name : `${f}/${name}`;
}

function langOf(path: string): SourceLang {
  const dot = path.lastIndexOf('.');
  const ext = dot === -1 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
  if (ext === 'html') return 'html';
  if (ext === 'css' || ext === 'scss') return 'css';
  if (ext === 'js') return 'js';
  return 'other';
}

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

export class CheckContext {
  readonly files: SourceFile[] = [];
  /**
   * Parses of this check, by file: a file is parsed at most once per check even when it is too large
   * for the content caches (which only keep files under their size budget across checks).
   */
  private readonly htmlMemo = new Map<SourceFile, CachedHtml>();
  private readonly sheetMemo = new Map<SourceFile, CssSheet[]>();
  private readonly scriptMemo = new Map<SourceFile, JsSource[]>();
  readonly byPath = new Map<string, SourceFile>();
  /** Every folder that exists: listed as an empty-folder entry or holding a file. */
  readonly folders = new Set<string>(['']);

  /**
   * `withText`: some rule of this check reads elements' text (rules/html.ts `text`), so pages are parsed with their
   * text from the start and each is still parsed once per check; without it no parse pays for collecting text.
   */
  constructor(
    input: unknown,
    private readonly withText = false,
  ) {
    if (!Array.isArray(input)) return;
    for (const raw of input as unknown[]) {
      if (raw === null || typeof raw !== 'object') continue;
      const { path, value } = raw as Partial<CheckFile>;
      if (typeof path !== 'string') continue;
      const normalized = normalizePath(path);
      if (normalized.endsWith('/')) {
        this.addFolders(normalized.replace(/\/+$/, ''));
        continue;
      }
      if (normalized === '') continue;
      const file: SourceFile = {
        path: normalized,
        value: typeof value === 'string' ? value : '',
        lang: langOf(normalized),
      };
      this.files.push(file);
      if (!this.byPath.has(normalized)) this.byPath.set(normalized, file);
      const slash = normalized.lastIndexOf('/');
      if (slash > 0) this.addFolders(normalized.slice(0, slash));
    }
  }

  private addFolders(folder: string): void {
    let f = folder;
    while (f !== '' && !this.folders.has(f)) {
      this.folders.add(f);
      const slash = f.lastIndexOf('/');
      f = slash === -1 ? '' : f.slice(0, slash);
    }
  }

  /**
   * The files a rule reads: the one named by `file` when it is of an accepted language, else every
   * file of those languages. `null` when `file` names a missing file or one of another language.
   */
  scope(file: unknown, langs: readonly SourceLang[], all: readonly SourceLang[] = langs): SourceFile[] | null {
    if (typeof file === 'string' && file.trim() !== '') {
      const found = this.byPath.get(normalizePath(file.trim()));
      return found && langs.includes(found.lang) ? [found] : null;
    }
    return this.files.filter((f) => all.includes(f.lang));
  }

  private cachedHtml(file: SourceFile): CachedHtml {
    const withText = this.withText;
    let cached = this.htmlMemo.get(file);
    if (!cached) {
      const parseFile = (v: string) => ({ doc: safely(() => parseHtmlDoc(v, withText), EMPTY_DOC) });
      cached = htmlCache.getOrCreate(file.value, parseFile);
      this.htmlMemo.set(file, cached);
    }
    // cached by a check without text rules: parsed again with the text, in place, so the cache keeps the fuller parse
    if (withText && cached.doc.text === null) cached.doc = safely(() => parseHtmlDoc(file.value, true), EMPTY_DOC);
    return cached;
  }

  /** A file's parse, with its text (HtmlDoc.text) when the context was made `withText`. */
  html(file: SourceFile): HtmlDoc {
    return this.cachedHtml(file).doc;
  }

  /** The stylesheets of a file: the file itself, or an HTML file's `<style>` blocks in order. */
  sheets(file: SourceFile): CssSheet[] {
    if (file.lang === 'css') {
      const memo = this.sheetMemo.get(file);
      if (memo) return memo;
      const scss = file.path.toLowerCase().endsWith('.scss');
      const parseFile = (v: string) => safely(() => parseCssSheet(scss ? blankScssLineComments(v) : v), EMPTY_SHEET);
      // the same text can mean different rules as .css and .scss (`//` comments), so key them apart
      const sheets = [
        scss ? scssCache.getOrCreate(file.value, parseFile) : cssCache.getOrCreate(file.value, parseFile),
      ];
      this.sheetMemo.set(file, sheets);
      return sheets;
    }
    if (file.lang !== 'html') return [];
    const cached = this.cachedHtml(file);
    if (!cached.sheets) {
      cached.sheets = cached.doc.styles.map((block) =>
        safely(() => parseCssSheet(block.text, block.line), EMPTY_SHEET),
      );
    }
    return cached.sheets;
  }

  /**
   * The scripts of a file: the file itself, or an HTML file's inline `<script>` blocks and then its
   * inline event handlers, each in document order.
   */
  scripts(file: SourceFile): JsSource[] {
    if (file.lang === 'js') {
      let memo = this.scriptMemo.get(file);
      if (!memo) {
        memo = [jsCache.getOrCreate(file.value, (v) => prepareJs(v))];
        this.scriptMemo.set(file, memo);
      }
      return memo;
    }
    if (file.lang !== 'html') return [];
    const cached = this.cachedHtml(file);
    if (!cached.scripts) {
      const { scripts, handlers } = cached.doc;
      cached.scripts = [...scripts, ...handlers].map((block) => prepareJs(block.text, block.line));
    }
    return cached.scripts;
  }
}
