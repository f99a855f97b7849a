/**
 * Translated texts for answer rules: what a rule asks for (from its definition) and, when it fails,
 * a hint built from the checker's `reason` and `params` (docs/decisions/0009-checker.md).
 */
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { Answer, RuleResult } from '../../workers/checker/api';
import { renderOf, renderParams } from '../../workers/checker/php-pages';
import { englishArticle } from '../lib/english-article';

/** Attributes that name another file or address: a different value there means another element, not a wrong one. */
const POINTS_ELSEWHERE = new Set(['href', 'src', 'action']);

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));

function parseMap(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function showValue(value: unknown): string {
  if (value === true || value === '') return '';
  if (Array.isArray(value)) return value.join(' ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join('; ');
  }
  return String(value);
}

/**
 * The checker sends an expected class list or style map as compact JSON (workers/checker/rules/result.ts); the
 * learner reads it as the attribute would be written: `judul besar`, `color: red; font-size: 2rem`.
 */
function attributeValueText(raw: string): string {
  if (!raw.startsWith('[') && !raw.startsWith('{')) return raw;
  try {
    return showValue(JSON.parse(raw));
  } catch {
    return raw;
  }
}

function attributesText(json: string | undefined): string {
  return Object.entries(parseMap(json))
    .map(([name, value]) => {
      const shown = showValue(value);
      return shown ? `${name}="${shown}"` : name;
    })
    .join(' ');
}

function quantityText(i18n: I18n, answer: Extract<Answer, { kind: 'html' }>): string {
  const q = answer.quantity;
  if (!q) return '';
  const n = str(q.equalTo);
  const min = str(q.min);
  const max = str(q.max);
  switch (q.qty) {
    case 'equal':
      return i18n._(msg`tepat ${n} buah`);
    case 'min':
      return i18n._(msg`minimal ${min} buah`);
    case 'max':
      return i18n._(msg`maksimal ${max} buah`);
    case 'between':
      return i18n._(msg`antara ${min} dan ${max} buah`);
    default:
      return '';
  }
}

/** What the rule asks for, e.g. "Tag <img src="logo.png"> dengan tag penutup". */
export function describeAnswer(i18n: I18n, answer: Answer): string {
  switch (answer.kind) {
    case 'html': {
      const attrs = attributesText(answer.attributes);
      const tag = attrs ? `<${answer.tag} ${attrs}>` : `<${answer.tag}>`;
      const parts = [i18n._(msg`Tag ${tag}`)];
      if (answer.closeTag) parts.push(i18n._(msg`dengan tag penutup`));
      const text = typeof answer.text === 'string' ? answer.text.trim() : '';
      if (text) parts.push(i18n._(msg`yang memuat teks “${text}”`));
      const qty = quantityText(i18n, answer);
      if (qty) parts.push(qty);
      if (answer.file) parts.push(i18n._(msg`di ${answer.file}`));
      const render = renderOf(answer);
      const run = render ? renderParams(render) : {};
      if (run.renderVars) {
        const vars = run.renderVars;
        parts.push(i18n._(msg`saat halaman dijalankan dengan ${vars}`));
      }
      if (run.renderPost !== undefined) {
        const post = run.renderPost;
        parts.push(post ? i18n._(msg`setelah form dikirim (POST ${post})`) : i18n._(msg`setelah form dikirim (POST)`));
      }
      return parts.join(', ');
    }
    case 'css': {
      const selector = answer.selector.join(', ');
      const props = Object.entries(parseMap(answer.properties))
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('; ');
      const text = props ? i18n._(msg`Aturan CSS ${selector} { ${props} }`) : i18n._(msg`Aturan CSS untuk ${selector}`);
      return answer.file ? `${text} ${i18n._(msg`di ${answer.file}`)}` : text;
    }
    case 'js': {
      const code = answer.jsAnswer;
      return i18n._(msg`Kode JavaScript: ${code}`);
    }
    case 'behaviour':
      return authorMessage(i18n, answer) ?? i18n._(msg`Halaman berperilaku seperti yang diminta tugas`);
    case 'file': {
      const folder = answer.path;
      if (answer.belongsTo === 'file') {
        const file = answer.ext ? `${answer.name}.${answer.ext}` : answer.name;
        return folder ? i18n._(msg`File ${file} di folder ${folder}`) : i18n._(msg`File ${file}`);
      }
      const name = answer.name;
      return folder ? i18n._(msg`Folder ${name} di dalam ${folder}`) : i18n._(msg`Folder ${name}`);
    }
  }
}

/** A behaviour rule's own message in the interface language, else in the other one; null when it has none. */
function authorMessage(i18n: I18n, answer: Extract<Answer, { kind: 'behaviour' }>): string | null {
  const { id, en } = answer.message ?? {};
  const [first, second] = i18n.locale === 'en' ? [en, id] : [id, en];
  return first?.trim() || second?.trim() || null;
}

/** A failed behaviour rule's hint: the author's message first, then what the test itself said. */
function behaviourHint(i18n: I18n, result: RuleResult, answer: Answer | undefined): string | null {
  const p = result.params ?? {};
  const own = answer?.kind === 'behaviour' ? authorMessage(i18n, answer) : null;
  let detail: string;
  if (result.reason === 'behaviour-pending') return null;
  if (result.reason === 'behaviour-timeout') {
    detail =
      p.where === 'page'
        ? i18n._(msg`Kodemu tidak selesai berjalan saat halaman dimuat. Periksa perulangan yang tidak pernah berhenti.`)
        : i18n._(
            msg`Kodemu tidak selesai berjalan saat diuji. Periksa perulangan yang tidak pernah berhenti, misalnya di dalam event handler.`,
          );
  } else if (p.page !== undefined) {
    const problem = str(p.page);
    detail = i18n._(msg`Halamanmu belum bisa dijalankan (${problem}).`);
  } else {
    const said = str(p.message);
    detail = said ? i18n._(msg`Hasil pengujian: ${said}`) : i18n._(msg`Perilaku halaman belum sesuai.`);
  }
  return own ? `${own} ${detail}` : detail;
}

/** A hint for a failed rule; null when it passed. `answer` (the rule itself) lets a behaviour rule say its own words. */
export function ruleHint(i18n: I18n, result: RuleResult, answer?: Answer): string | null {
  if (result.passed) return null;
  if (result.kind === 'behaviour') return behaviourHint(i18n, result, answer);
  const hint = pageHint(i18n, result);
  // A rule judged on another run of its page (php-pages.ts) says which run, or the hint would contradict the
  // preview ("value must be 23" beside a page that shows 17).
  const vars = str(result.params?.renderVars);
  const post = result.params?.renderPost;
  if (post !== undefined) {
    const fields = str(post);
    const posted = fields
      ? i18n._(msg`Setelah form dikirim (POST ${fields}): ${hint}`)
      : i18n._(msg`Setelah form dikirim (POST): ${hint}`);
    return vars ? i18n._(msg`Saat halaman dijalankan dengan ${vars}: ${posted}`) : posted;
  }
  return vars ? i18n._(msg`Saat halaman dijalankan dengan ${vars}: ${hint}`) : hint;
}

function pageHint(i18n: I18n, result: RuleResult): string {
  const p = result.params ?? {};
  const tag = str(p.tag);
  const selector = str(p.selector);
  const expected = str(p.expected);
  const actual = str(p.actual);
  const path = str(p.path);
  const file = str(p.file);
  const unrouted = str(p.unrouted);
  if (unrouted) {
    // The rule was judged on another page (workers/checker/php-pages.ts): the view may already hold what the rule
    // asks, so any hint about its markup would send the student to the wrong file.
    // The call is a value, not message text: ICU would read the quotes around a placeholder as an escape.
    const call = `view('${unrouted}')`;
    return i18n._(
      msg`Belum ada route yang menampilkan view ${unrouted}, jadi halamannya belum bisa diperiksa. Di routes/web.php, tambahkan route GET yang mengembalikan ${call}, langsung atau lewat controller.`,
    );
  }
  // A PHP page that stopped with an error (workers/checker/php-pages.ts) printed an error page, not the learner's
  // markup: asking for a tag the source may already hold ("add an <li> tag" beside "Undefined variable $produk" in
  // the preview) sent learners the wrong way. The error is what to fix first.
  const pageError = str(p.pageError);
  if (pageError) {
    const errorFile = str(p.errorFile);
    const errorLine = str(p.errorLine);
    const location = errorFile && errorLine ? `${errorFile}:${errorLine}` : errorFile;
    return location
      ? i18n._(
          msg`Halaman ini berhenti karena galat: ${pageError} (${location}). Perbaiki galat itu dulu, lalu periksa lagi.`,
        )
      : i18n._(msg`Halaman ini berhenti karena galat: ${pageError}. Perbaiki galat itu dulu, lalu periksa lagi.`);
  }
  // Indonesian has no article; English picks "a" or "an" by the tag's spoken name (the catalog's `an` branch).
  const article = englishArticle(tag);
  // The tag as the rule asks for it, attributes included (the checker sends them as JSON): `<a href="index.php">`.
  const attrs = attributesText(str(p.attributes));
  const wanted = attrs ? `<${tag} ${attrs}>` : `<${tag}>`;
  switch (result.reason) {
    case 'missing-tag':
      return file
        ? i18n._(msg`${select(article, { other: `Tambahkan tag ${wanted} di ${file}.` })}`)
        : i18n._(msg`${select(article, { other: `Tambahkan tag ${wanted}.` })}`);
    case 'missing-close-tag':
      return i18n._(msg`Tag <${tag}> sudah ada, tapi perlu ditutup dengan </${tag}>.`);
    case 'text-mismatch': {
      // What the element shows beside what it should: with a run of the page (ruleHint's prefix) this is the
      // difference between a value written from the variable and one typed in.
      const text = str(p.text);
      return actual
        ? i18n._(msg`Teks di dalam ${wanted} harus memuat “${text}”, sekarang “${actual}”.`)
        : i18n._(msg`Tag ${wanted} sudah ada, tapi belum berisi teks: tampilkan “${text}” di dalamnya.`);
    }
    case 'attribute-mismatch': {
      const attribute = str(p.attribute);
      if (!attribute) return i18n._(msg`Atribut tag <${tag}> belum sesuai.`);
      const expected = attributeValueText(str(p.expected));
      if (!expected) return i18n._(msg`Tambahkan atribut ${attribute} pada tag <${tag}>.`);
      // A link or source to another file is another element, not a wrong one: "must be css/reset.css, now
      // css/style.css" sent learners to rewrite the stylesheet link the page still needs (the product card's reset).
      if (actual && POINTS_ELSEWHERE.has(attribute)) {
        const page = result.file ?? '';
        return page
          ? i18n._(msg`Belum ada tag ${wanted} di ${page}: tag <${tag}> yang ada memakai ${attribute}="${actual}".`)
          : i18n._(msg`Belum ada tag ${wanted}: tag <${tag}> yang ada memakai ${attribute}="${actual}".`);
      }
      return actual
        ? i18n._(msg`Atribut ${attribute} pada <${tag}> harus "${expected}", sekarang "${actual}".`)
        : i18n._(msg`Tambahkan atribut ${attribute}="${expected}" pada tag <${tag}>.`);
    }
    case 'quantity': {
      const page = result.file;
      return page
        ? i18n._(msg`Jumlah tag <${tag}> di ${page} harus ${expected}, sekarang ${actual}.`)
        : i18n._(msg`Jumlah tag <${tag}> harus ${expected}, sekarang ${actual}.`);
    }
    case 'missing-rule': {
      const unlinked = str(p.unlinked);
      return unlinked
        ? i18n._(
            msg`Aturan ${selector} ada di ${unlinked}, tapi belum ada halaman yang memakai file itu. Tautkan dengan <link rel="stylesheet">.`,
          )
        : i18n._(msg`Buat aturan CSS dengan selector ${selector}.`);
    }
    case 'property-mismatch': {
      const property = str(p.property);
      // the checker's computed spellings, sent when they differ from what was written (workers/checker/rules/css.ts)
      const expectedValue = str(p.expectedValue);
      const actualValue = str(p.actualValue);
      if (actual && expectedValue && actualValue)
        return i18n._(
          msg`Pada ${selector}, ${property} harus ${expected}, sekarang ${actual} (dibandingkan sebagai ${expectedValue} dan ${actualValue}).`,
        );
      return actual
        ? i18n._(msg`Pada ${selector}, ${property} harus ${expected}, sekarang ${actual}.`)
        : i18n._(msg`Pada ${selector}, tambahkan ${property}: ${expected}.`);
    }
    case 'js-not-found':
      return i18n._(msg`Kode JavaScript belum ditemukan: ${expected}`);
    case 'js-syntax': {
      const where = result.file ?? '';
      const line = str(result.line);
      const message = str(p.message);
      return i18n._(
        msg`Kode JavaScript di ${where} baris ${line} belum bisa dibaca (${message}). Perbaiki dulu, lalu tulis: ${expected}`,
      );
    }
    case 'file-missing':
      return p.type === 'folder' ? i18n._(msg`Buat folder ${path}.`) : i18n._(msg`Buat file ${path}.`);
    case 'invalid-answer': {
      const field = str(p.field);
      return i18n._(msg`Aturan tugas ini tidak valid (${field}). Beri tahu mentormu.`);
    }
    default:
      return i18n._(msg`Belum sesuai.`);
  }
}
