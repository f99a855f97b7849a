/** The hints a learner reads for failed HTML and JS rules, from real checker results, in both languages. */
import { setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../workers/checker/api';
import { checkAnswers, checkRendered, judgeRuns } from '../../workers/checker/index';
import { describeAnswer, ruleHint } from './rule-hints';

const id = setupI18n();
const en = setupI18n();

beforeAll(async () => {
  const [idCatalog, enCatalog] = await Promise.all([
    import('../../locales/id/messages.po'),
    import('../../locales/en/messages.po'),
  ]);
  id.loadAndActivate({ locale: 'id', messages: idCatalog.messages });
  en.loadAndActivate({ locale: 'en', messages: enCatalog.messages });
});

const hints = (html: string, answer: Answer, path = 'index.html') => {
  const result = checkAnswers([{ path, value: html }], [answer]).results[0]!;
  return [ruleHint(id, result), ruleHint(en, result)];
};

describe('HTML and JS hints', () => {
  it('name the expected and the found attribute value', () => {
    const answer: Answer = { kind: 'html', tag: 'input', attributes: JSON.stringify({ type: 'email' }) };
    expect(hints('<input type="text">', answer)).toEqual([
      'Atribut type pada <input> harus "email", sekarang "text".',
      'Attribute type on <input> must be "email", now "text".',
    ]);
    expect(hints('<input>', answer)).toEqual([
      'Tambahkan atribut type="email" pada tag <input>.',
      'Add the attribute type="email" to the <input> tag.',
    ]);
  });

  it('write an expected class list or style map as the attribute is written, not as JSON', () => {
    const classes: Answer = { kind: 'html', tag: 'h1', attributes: JSON.stringify({ class: ['judul', 'besar'] }) };
    expect(hints('<h1>Halo</h1>', classes)).toEqual([
      'Tambahkan atribut class="judul besar" pada tag <h1>.',
      'Add the attribute class="judul besar" to the <h1> tag.',
    ]);
    const style: Answer = { kind: 'html', tag: 'p', attributes: JSON.stringify({ style: { color: 'red' } }) };
    expect(hints('<p style="color: blue">x</p>', style)[1]).toBe(
      'Attribute style on <p> must be "color: red", now "color: blue".',
    );
  });

  it('name the missing end tag and the page whose count is off', () => {
    expect(hints('<p>one', { kind: 'html', tag: 'p', closeTag: true })).toEqual([
      'Tag <p> sudah ada, tapi perlu ditutup dengan </p>.',
      'The <p> tag is there, but it needs a closing </p>.',
    ]);
    const quantity: Answer = { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 } };
    expect(hints('<ul><li>a</li><li>b</li></ul>', quantity)).toEqual([
      'Jumlah tag <li> di index.html harus 3, sekarang 2.',
      'The number of <li> tags in index.html must be 3, now 2.',
    ]);
  });

  it('point at a JS syntax error with its line and the code still expected', () => {
    const [idHint, enHint] = hints('let a = 1;\nlet s = "open', { kind: 'js', jsAnswer: 'alert(1)' }, 'app.js');
    expect(idHint).toBe(
      'Kode JavaScript di app.js baris 2 belum bisa dibaca (Unterminated string constant). Perbaiki dulu, lalu tulis: alert(1)',
    );
    expect(enHint).toBe(
      'The JavaScript in app.js line 2 cannot be read yet (Unterminated string constant). Fix it first, then write: alert(1)',
    );
  });

  it('put "an" or "a" before a missing tag by its spoken name in English; Indonesian has no article', () => {
    expect(hints('<p>x</p>', { kind: 'html', tag: 'input' })).toEqual([
      'Tambahkan tag <input>.',
      'Add an <input> tag.',
    ]);
    expect(hints('<p>x</p>', { kind: 'html', tag: 'a' })[1]).toBe('Add an <a> tag.');
    expect(hints('<p>x</p>', { kind: 'html', tag: 'h1' })[1]).toBe('Add an <h1> tag.');
    expect(hints('<p>x</p>', { kind: 'html', tag: 'ul' })[1]).toBe('Add a <ul> tag.');
    expect(hints('<p>x</p>', { kind: 'html', tag: 'div' })[1]).toBe('Add a <div> tag.');
    expect(hints('<p>x</p>', { kind: 'html', tag: 'img', file: 'about.html' })).toEqual([
      'Tambahkan tag <img> di about.html.',
      'Add an <img> tag in about.html.',
    ]);
    expect(hints('<p>x</p>', { kind: 'html', tag: 'li', file: 'about.html' })[1]).toBe(
      'Add an <li> tag in about.html.',
    );
    expect(hints('<p>x</p>', { kind: 'html', tag: 'p', file: 'about.html' })[1]).toBe('Add a <p> tag in about.html.');
  });

  it('write the attributes a missing tag needs, and the page the rule names', () => {
    const link: Answer = {
      kind: 'html',
      tag: 'a',
      attributes: JSON.stringify({ href: 'index.php', class: ['kembali'] }),
    };
    expect(hints('<p>x</p>', link)).toEqual([
      'Tambahkan tag <a href="index.php" class="kembali">.',
      'Add an <a href="index.php" class="kembali"> tag.',
    ]);
    const required: Answer = {
      kind: 'html',
      tag: 'input',
      attributes: '{"name":"nama","required":true}',
      file: 'b.html',
    };
    const pages = [
      { path: 'a.html', value: '<input name="nama" required>' },
      { path: 'b.html', value: '<p>x</p>' },
    ];
    const result = checkAnswers(pages, [required]).results[0]!;
    expect([ruleHint(id, result), ruleHint(en, result)]).toEqual([
      'Tambahkan tag <input name="nama" required> di b.html.',
      'Add an <input name="nama" required> tag in b.html.',
    ]);
  });

  it('ask for another element, not a rewrite of the one there, when a link or source names another file', () => {
    const reset: Answer = { kind: 'html', tag: 'link', attributes: '{"rel":"stylesheet","href":"css/reset.css"}' };
    expect(hints('<link rel="stylesheet" href="css/style.css">', reset)).toEqual([
      'Belum ada tag <link rel="stylesheet" href="css/reset.css"> di index.html: tag <link> yang ada memakai href="css/style.css".',
      'There is no <link rel="stylesheet" href="css/reset.css"> tag in index.html yet: the <link> tag there has href="css/style.css".',
    ]);
    const image: Answer = { kind: 'html', tag: 'img', attributes: '{"src":"logo.png"}' };
    expect(hints('<img src="foto.png">', image)[1]).toBe(
      'There is no <img src="logo.png"> tag in index.html yet: the <img> tag there has src="foto.png".',
    );
  });

  it('name the JS that was not found', () => {
    expect(hints('go()', { kind: 'js', jsAnswer: "alert('Halo')" }, 'app.js')[1]).toBe(
      "JavaScript code not found yet: alert('Halo')",
    );
  });
});

describe('hints of a rule judged on another run of its page', () => {
  const page = {
    path: 'index.php',
    value: '<?php $umur = 17; ?>\n<input name="umur" value="17">',
  };
  const run: Answer = {
    kind: 'html',
    tag: 'input',
    attributes: '{"value":"23"}',
    file: 'index.php',
    render: { vars: { umur: 23 } },
  };

  it('say which run they were judged on, in the rule and in its hint', () => {
    expect([describeAnswer(id, run), describeAnswer(en, run)]).toEqual([
      'Tag <input value="23">, di index.php, saat halaman dijalankan dengan $umur = 23',
      'Tag <input value="23">, in index.php, when the page runs with $umur = 23',
    ]);
    const rendered = { [`index.php\n${JSON.stringify({ vars: { umur: 23 } })}`]: '<input name="umur" value="17">' };
    const result = checkRendered([page], [run], rendered).results[0]!;
    expect([ruleHint(id, result), ruleHint(en, result)]).toEqual([
      'Saat halaman dijalankan dengan $umur = 23: Atribut value pada <input> harus "23", sekarang "17".',
      'When the page runs with $umur = 23: Attribute value on <input> must be "23", now "17".',
    ]);
  });

  it('say what text the element should show on that run, and what it shows', () => {
    const heading: Answer = {
      kind: 'html',
      tag: 'h1',
      closeTag: true,
      text: 'Budi',
      file: 'index.php',
      render: { vars: { nama: 'Budi' } },
    };
    expect([describeAnswer(id, heading), describeAnswer(en, heading)]).toEqual([
      "Tag <h1>, dengan tag penutup, yang memuat teks “Budi”, di index.php, saat halaman dijalankan dengan $nama = 'Budi'",
      "Tag <h1>, with a closing tag, containing the text “Budi”, in index.php, when the page runs with $nama = 'Budi'",
    ]);
    const key = `index.php\n${JSON.stringify({ vars: { nama: 'Budi' } })}`;
    const typed = checkRendered([page], [heading], { [key]: '<h1>Sari</h1>' }).results[0]!;
    expect([ruleHint(id, typed), ruleHint(en, typed)]).toEqual([
      "Saat halaman dijalankan dengan $nama = 'Budi': Teks di dalam <h1> harus memuat “Budi”, sekarang “Sari”.",
      "When the page runs with $nama = 'Budi': The text in <h1> must contain “Budi”, now “Sari”.",
    ]);
    const empty = checkRendered([page], [heading], { [key]: '<h1> </h1>' }).results[0]!;
    expect([ruleHint(id, empty), ruleHint(en, empty)]).toEqual([
      "Saat halaman dijalankan dengan $nama = 'Budi': Tag <h1> sudah ada, tapi belum berisi teks: tampilkan “Budi” di dalamnya.",
      "When the page runs with $nama = 'Budi': The <h1> tag is there but holds no text: show “Budi” inside it.",
    ]);
  });

  it('name the fields of a post', () => {
    const posted: Answer = {
      kind: 'html',
      tag: 'p',
      file: 'index.php',
      render: { method: 'POST', body: { nama: 'Budi' } },
    };
    expect(describeAnswer(en, posted)).toBe('Tag <p>, in index.php, after the form is posted (POST nama=Budi)');
    const key = `index.php\n${JSON.stringify({ method: 'POST', body: { nama: 'Budi' } })}`;
    const result = checkRendered([page], [posted], { [key]: '<div></div>' }).results[0]!;
    expect([ruleHint(id, result), ruleHint(en, result)]).toEqual([
      'Setelah form dikirim (POST nama=Budi): Tambahkan tag <p> di index.php.',
      'After the form is posted (POST nama=Budi): Add a <p> tag in index.php.',
    ]);
  });
});

describe('Laravel view hints', () => {
  // A view no route renders is judged on `/` (workers/checker/php-pages.ts): the hint asks for the route, whatever
  // the markup rule found on that other page.
  const files = [
    {
      path: 'routes/web.php',
      value: "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', fn () => view('welcome'));\n",
    },
    { path: 'resources/views/welcome.blade.php', value: '<h1>Toko</h1>' },
    { path: 'resources/views/produk.blade.php', value: '<h1 class="judul">Produk</h1>' },
  ];
  const page = 'resources/views/produk.blade.php';
  const rendered = { [page]: '<!DOCTYPE html><html><body><h1>Toko</h1></body></html>' };

  it('ask for the route, not for the markup the view already holds', () => {
    const answer: Answer = { kind: 'html', tag: 'h1', attributes: '{"class":["judul"]}', file: page };
    const result = checkRendered(files, [answer], rendered).results[0]!;
    expect(result).toMatchObject({ passed: false, reason: 'attribute-mismatch', params: { unrouted: 'produk' } });
    expect([ruleHint(id, result), ruleHint(en, result)]).toEqual([
      "Belum ada route yang menampilkan view produk, jadi halamannya belum bisa diperiksa. Di routes/web.php, tambahkan route GET yang mengembalikan view('produk'), langsung atau lewat controller.",
      "No route shows the view produk yet, so its page cannot be checked. In routes/web.php, add a GET route that returns view('produk'), directly or through a controller.",
    ]);
  });

  it('keep the markup hint for a view a route renders', () => {
    const answer: Answer = { kind: 'html', tag: 'a', file: 'resources/views/welcome.blade.php' };
    const result = checkRendered(files, [answer], {
      'resources/views/welcome.blade.php': '<!DOCTYPE html><html><body><h1>Toko</h1></body></html>',
    }).results[0]!;
    expect(result.params?.unrouted).toBeUndefined();
    expect([ruleHint(id, result), ruleHint(en, result)]).toEqual([
      'Tambahkan tag <a> di resources/views/welcome.blade.php.',
      'Add an <a> tag in resources/views/welcome.blade.php.',
    ]);
  });

  it('name the error that stopped the page instead of asking for markup the view may hold', () => {
    const answer: Answer = { kind: 'html', tag: 'li', attributes: '{"class":["produk"]}', file: page };
    const error = {
      message: 'Uncaught ErrorException: Undefined variable $produk',
      level: 'fatal' as const,
      file: page,
      line: 11,
    };
    const routed = [
      ...files,
      { path: 'routes/web.php', value: "<?php\nRoute::get('/produk', fn () => view('produk'));\n" },
    ];
    const body = '<!DOCTYPE html><html><body><h1>ErrorException</h1><p>Undefined variable $produk</p></body></html>';
    const result = checkRendered(routed.slice(1), [answer], { [page]: { body, errors: [error] } }).results[0]!;
    expect(result).toMatchObject({ passed: false, reason: 'missing-tag' });
    expect([ruleHint(id, result), ruleHint(en, result)]).toEqual([
      'Halaman ini berhenti karena galat: Uncaught ErrorException: Undefined variable $produk (resources/views/produk.blade.php:11). Perbaiki galat itu dulu, lalu periksa lagi.',
      'The page stopped with an error: Uncaught ErrorException: Undefined variable $produk (resources/views/produk.blade.php:11). Fix that error first, then check again.',
    ]);
    // a page that ended well keeps the markup hint
    const fine = checkRendered(routed.slice(1), [answer], { [page]: { body: '<ul></ul>', errors: [] } }).results[0]!;
    expect(ruleHint(en, fine)).toBe('Add an <li class="produk"> tag in resources/views/produk.blade.php.');
  });
});

describe('behaviour hints', () => {
  const rule: Answer = {
    kind: 'behaviour',
    test: "click('#b');",
    message: { id: 'Tombol menambah angka.', en: 'The button adds one.' },
  };
  const judged = (outcome: Parameters<typeof judgeRuns>[2]['behaviour']) =>
    judgeRuns([{ path: 'index.html', value: '<button id="b">+</button>' }], [[rule]], { behaviour: outcome })[0]!
      .results[0]!;

  it("say the author's message in the interface language, then what the test said", () => {
    const result = judged([
      { index: 0, passed: false, reason: 'behaviour-failed', params: { message: "expected '0' to equal '1'" } },
    ]);
    expect(ruleHint(id, result, rule)).toBe("Tombol menambah angka. Hasil pengujian: expected '0' to equal '1'");
    expect(ruleHint(en, result, rule)).toBe("The button adds one. The test said: expected '0' to equal '1'");
    expect(describeAnswer(en, rule)).toBe('The button adds one.');
    expect(describeAnswer(id, { kind: 'behaviour', test: 'x', message: { en: 'Only English' } })).toBe('Only English');
  });

  it('tell code that did not finish from a failed assertion, and where it stopped', () => {
    const page = judged([{ index: 0, passed: false, reason: 'behaviour-timeout', params: { where: 'page' } }]);
    const test = judged([{ index: 0, passed: false, reason: 'behaviour-timeout', params: { where: 'test' } }]);
    expect(ruleHint(en, page, rule)).toBe(
      'The button adds one. Your code did not finish while the page loaded. Look for a loop that never ends.',
    );
    expect(ruleHint(id, test, { kind: 'behaviour', test: 'x' })).toMatch(/^Kodemu tidak selesai berjalan saat diuji\./);
  });

  it('give no hint while the rule waits for its run', () => {
    const pending = checkAnswers([{ path: 'index.html', value: '' }], [rule]).results[0]!;
    expect(pending.reason).toBe('behaviour-pending');
    expect(ruleHint(id, pending, rule)).toBeNull();
  });
});

describe('CSS hints', () => {
  const cssHints = (css: string, properties: Record<string, string>) =>
    hints(`<style>${css}</style><h1>Hi</h1>`, {
      kind: 'css',
      selector: ['h1'],
      properties: JSON.stringify(properties),
    });

  it('show the values as compared when that differs from how they were written', () => {
    expect(cssHints('h1 { background-position: left }', { 'background-position': 'center' })).toEqual([
      'Pada h1, background-position harus center, sekarang left (dibandingkan sebagai 50% 50% dan 0 50%).',
      'In h1, background-position must be center, now left (compared as 50% 50% and 0 50%).',
    ]);
    expect(cssHints('h1 { margin: 0; margin-top: 4px }', { margin: '0' })).toEqual([
      'Pada h1, margin harus 0, sekarang margin-top: 4px (dibandingkan sebagai margin-top: 0 dan margin-top: 4px).',
      'In h1, margin must be 0, now margin-top: 4px (compared as margin-top: 0 and margin-top: 4px).',
    ]);
  });

  it('say nothing more when the values were compared as written', () => {
    expect(cssHints('h1 { width: 12px }', { width: '10px' })).toEqual([
      'Pada h1, width harus 10px, sekarang 12px.',
      'In h1, width must be 10px, now 12px.',
    ]);
  });
});
