import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPreview, MAX_PREVIEW_OUTPUT_CHARS, MAX_PREVIEW_PAGE_CHARS } from './build';
import { listHtmlFiles } from './pages';
import { LOOP_GUARD_NAME } from './protocol';
import type { PreviewFile } from './types';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMB/ax2nq8AAAAASUVORK5CYII=';
const G = `globalThis.${LOOP_GUARD_NAME}?.`;
const code = (path: string, value: string): PreviewFile => ({ path, value, type: 'code' });
const image = (path: string, value = PNG): PreviewFile => ({ path, value, type: 'image' });

function html(files: PreviewFile[], entry?: string): string {
  const result = buildPreview(files, entry);
  if (!result.ok) throw new Error(`expected a page, got ${result.error}`);
  return result.html;
}

describe('buildPreview: choosing the page', () => {
  it('shows index.html first, wherever it sits in the list', () => {
    const out = html([code('about.html', '<p>about</p>'), code('index.html', '<p>home</p>')]);
    expect(out).toBe('<p>home</p>');
  });

  it('falls back to the first HTML file when there is no index.html', () => {
    expect(html([code('style.css', 'p{}'), code('b.html', 'B'), code('a.html', 'A')])).toBe('B');
  });

  it('prefers a root index.html over one in a folder, and a folder index over other pages', () => {
    expect(html([code('pages/index.html', 'P'), code('index.html', 'R')])).toBe('R');
    expect(html([code('a.html', 'A'), code('pages/index.html', 'P')])).toBe('P');
  });

  it('switches to the entry file, written with or without a leading slash', () => {
    const files = [code('index.html', 'home'), code('pages/about.html', 'about')];
    expect(html(files, 'pages/about.html')).toBe('about');
    expect(html(files, '/pages/about.html')).toBe('about');
    expect(html(files, './pages/about.html')).toBe('about');
  });

  it('accepts .htm and upper-case extensions as HTML', () => {
    expect(html([code('Home.HTM', 'x')])).toBe('x');
  });

  it.each([
    [[], undefined],
    [[code('style.css', 'p{}'), code('app.js', '1')], undefined],
    [[image('index.html')], undefined],
  ])('reports File Target Not Found!! without an HTML file (%#)', (files, entry) => {
    expect(buildPreview(files, entry)).toEqual({ ok: false, error: 'File Target Not Found!!' });
  });

  it.each(['missing.html', 'style.css', '', 'INDEX.HTML'])('reports File not found!! for entry %j', (entry) => {
    const files = [code('index.html', 'home'), code('style.css', 'p{}')];
    expect(buildPreview(files, entry)).toEqual({ ok: false, error: 'File not found!!' });
  });

  it('lists the HTML sections in workspace order', () => {
    expect(listHtmlFiles([code('/a.html', ''), code('b.css', ''), code('x/c.htm', '')])).toEqual(['a.html', 'x/c.htm']);
  });
});

describe('buildPreview: inlining', () => {
  it('inlines a local stylesheet in place of its link, keeping media', () => {
    const out = html([
      code('index.html', '<head>\n<link rel="stylesheet" href="css/style.css" media="screen">\n</head><body>Hi</body>'),
      code('css/style.css', 'p { color: red; }'),
    ]);
    expect(out).toBe(
      '<head>\n<style data-kk-href="css/style.css" media="screen">p { color: red; }</style>\n</head><body>Hi</body>',
    );
  });

  it('resolves ../, ./ and root-absolute paths against the page folder', () => {
    const files = [
      code(
        'pages/about.html',
        '<link rel=stylesheet href="../css/a.css"><link rel="stylesheet" href="./b.css"><link rel="STYLESHEET" href="/css/c.css">',
      ),
      code('css/a.css', 'a{}'),
      code('pages/b.css', 'b{}'),
      code('css/c.css', 'c{}'),
    ];
    const out = html(files, 'pages/about.html');
    expect(out).toContain('>a{}</style>');
    expect(out).toContain('>b{}</style>');
    expect(out).toContain('>c{}</style>');
    expect(out).not.toContain('<link');
  });

  it('leaves external, missing and non-stylesheet links as written', () => {
    const source =
      '<link rel="stylesheet" href="https://cdn.example.com/x.css"><link rel="stylesheet" href="nope.css"><link rel="icon" href="style.css">';
    expect(html([code('index.html', source), code('style.css', 'p{}')])).toBe(source);
  });

  it('inlines a local script, keeping its other attributes and marking its file', () => {
    const out = html([
      code('index.html', '<body><script type="module" src="js/app.js" defer></script></body>'),
      code('js/app.js', 'console.log("hi")'),
    ]);
    expect(out).toBe(
      '<body><script type="module" defer="" data-kk-file="js/app.js" data-kk-line="1">console.log("hi")</script></body>',
    );
  });

  it('escapes a closing script tag inside inlined code', () => {
    const out = html([code('index.html', '<script src="a.js"></script>'), code('a.js', 'const s = "</script><b>";')]);
    expect(out).toContain('const s = "<\\/script><b>";</script>');
  });

  it('marks inline scripts with their file and the line their code starts on', () => {
    const out = html([code('index.html', '<p>x</p>\n\n<script>\nlet a = 1;\n</script>')]);
    expect(out).toContain('<script data-kk-file="index.html" data-kk-line="3">\nlet a = 1;');
  });

  it('guards loops in inline and inlined scripts with lines of their own file', () => {
    const out = html([
      code(
        'index.html',
        '<body>\n<script>\nlet n = 0;\nwhile (true) { n++; }\n</script>\n<script type="module" src="app.js"></script>',
      ),
      code('app.js', 'import "./x.js";\nfor (;;) {}'),
    ]);
    expect(out).toContain(`while (true) {${G}(4,"index.html"); n++; }`);
    expect(out).toContain(`for (;;) {${G}(2,"app.js");}`);
  });

  it('guards loops in event handler attributes, keeping the attribute well-formed', () => {
    const out = html([
      code('index.html', '<p>x</p>\n\n<button onclick="while (true) { n = &quot;a&quot;; }">Go</button>'),
    ]);
    expect(out).toContain(`onclick="while (true) {${G}(3,&quot;index.html&quot;); n = &quot;a&quot;; }"`);
  });

  it('leaves a script that does not parse as written', () => {
    expect(html([code('index.html', '<script>while (</script>')])).toBe(
      '<script data-kk-file="index.html" data-kk-line="1">while (</script>',
    );
  });

  it('keeps a meta refresh from navigating the frame', () => {
    const out = html([code('index.html', '<meta http-equiv="refresh" content="0;url=/api/student/user">')]);
    expect(out).toBe('<meta data-kk-http-equiv="refresh" content="0;url=/api/student/user">');
  });

  it('leaves data scripts (JSON, templates) untouched', () => {
    const source = '<script type="application/json">{"a":1}</script><script type="text/template" src="t.js"></script>';
    expect(html([code('index.html', source), code('t.js', 'x')])).toBe(source);
  });

  it('inlines images and a text SVG as data URLs', () => {
    const out = html([
      code('index.html', '<img src="img/cat.png" alt="Cat"><img src=\'logo.svg\'>'),
      image('img/cat.png'),
      code('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    ]);
    expect(out).toContain(`<img src="${PNG}" alt="Cat">`);
    expect(out).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
  });

  it('resolves url() in a stylesheet from the stylesheet folder and keeps external ones', () => {
    const out = html([
      code('index.html', '<link rel="stylesheet" href="css/style.css">'),
      code(
        'css/style.css',
        'body { background: url("../img/bg.png") } .x { background: url(https://example.com/a.png) }',
      ),
      image('img/bg.png'),
    ]);
    expect(out).toContain(`background: url("${PNG}")`);
    expect(out).toContain('url(https://example.com/a.png)');
  });

  it('rewrites url() in <style> blocks and style attributes from the page folder', () => {
    const out = html(
      [
        code(
          'site/index.html',
          '<style>h1 { background: url(\'img/a.png\'); }</style><div style="background-image: url(img/a.png)"></div>',
        ),
        image('site/img/a.png'),
      ],
      'site/index.html',
    );
    expect(out).toContain(`h1 { background: url("${PNG}"); }`);
    expect(out).toContain(`<div style="background-image: url(&quot;${PNG}&quot;)"></div>`);
  });

  it('inlines local @import rules, wrapping a media condition, and survives import cycles', () => {
    const out = html([
      code('index.html', '<link rel="stylesheet" href="a.css">'),
      code('a.css', '@import "b.css" print;\n@import url(a.css);\na{}'),
      code('b.css', 'b{}'),
    ]);
    expect(out).toContain('@media print {\nb{}\n}');
    expect(out).toContain('@import url(a.css);');
  });

  it('keeps the rest of the author markup byte for byte, even when malformed', () => {
    const source = '<!doctype html>\n<HTML><Body class=x>\n<p>unclosed <b>bold\n<img src="cat.png">\n<!-- note -->';
    const out = html([code('index.html', source), image('cat.png')]);
    expect(out).toBe(source.replace('cat.png', PNG));
  });

  it('inlines inside <template> content too', () => {
    const out = html([code('index.html', '<template><img src="a.png"></template>'), image('a.png')]);
    expect(out).toContain(PNG);
  });
});

describe('buildPreview: robustness', () => {
  const fileArb = fc.record({
    path: fc.oneof(fc.string(), fc.constantFrom('index.html', 'a/b.html', 'style.css', 'app.js', 'img/x.png')),
    value: fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<link rel=stylesheet href=style.css><script src=app.js></script><img src=img/x.png>',
        '<style>a{background:url(../x)}</style>',
      ),
    ),
    type: fc.constantFrom('code' as const, 'image' as const),
  });

  it('never throws on arbitrary files and entries', () => {
    fc.assert(
      fc.property(fc.array(fileArb, { maxLength: 6 }), fc.option(fc.string(), { nil: undefined }), (files, entry) => {
        const result = buildPreview(files, entry);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary page text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (value) => {
        const result = buildPreview([code('index.html', value), code('style.css', value), image('a.png')]);
        expect(result.ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('buildPreview: guards at any depth', () => {
  /** `inner` inside `depth` unclosed elements, the way a generator or a careless paste nests them. */
  const nested = (depth: number, inner: string, tag = 'div') => `<!doctype html>${`<${tag}>`.repeat(depth)}${inner}`;
  const CSS = 'p { color: red }';
  const JS = 'for (;;) {}';

  describe.each([10_000, 100_000])('%i elements deep', (depth) => {
    it('guards an inline script loop', () => {
      const out = html([code('index.html', nested(depth, '<script>while (true) {}</script>'))]);
      expect(out).toContain(`while (true) {${G}(1,"index.html");}`);
    });

    it('guards a loop in an event handler attribute', () => {
      const out = html([code('index.html', nested(depth, '<button onclick="while (true) {}">x</button>'))]);
      expect(out).toContain(`onclick="while (true) {${G}(1,&quot;index.html&quot;,);}"`.replace(',);', ');'));
    });

    it('neutralises a meta refresh', () => {
      const out = html([code('index.html', nested(depth, '<meta http-equiv="refresh" content="0;url=x">'))]);
      expect(out).toContain('<meta data-kk-http-equiv="refresh" content="0;url=x">');
      expect(out).not.toContain(' http-equiv=');
    });

    it('inlines a linked stylesheet, a script file and an image', () => {
      const inner = '<link rel="stylesheet" href="s.css"><script src="app.js"></script><img src="a.png">';
      const out = html([
        code('index.html', nested(depth, inner)),
        code('s.css', CSS),
        code('app.js', JS),
        image('a.png'),
      ]);
      expect(out).toContain(`<style data-kk-href="s.css">${CSS}</style>`);
      expect(out).toContain(`<script data-kk-file="app.js" data-kk-line="1">for (;;) {${G}(1,"app.js");}</script>`);
      expect(out).toContain(`<img src="${PNG}">`);
      expect(out).not.toContain('src="app.js"');
    });

    it('keeps every other character of the page as written', () => {
      const source = nested(depth, '<p>end</p>', 'span');
      expect(html([code('index.html', source)])).toBe(source);
    });
  });

  it('guards a loop inside <template> content nested 10,000 deep', () => {
    const inner = `${'<template>'.repeat(10_000)}<script>do {} while (1)</script>`;
    expect(html([code('index.html', inner)])).toContain(`do {${G}(1,"index.html");} while (1)`);
  });

  it('transforms a 100,000-deep page in linear time (not slower per element than a flat one)', () => {
    const time = (source: string) => {
      const start = performance.now();
      html([code('index.html', source)]);
      return performance.now() - start;
    };
    const flat = `<!doctype html>${'<div></div>'.repeat(100_000)}`;
    const deep = nested(100_000, '');
    time(flat);
    // Generous bound for a shared machine: quadratic work at this depth would take minutes.
    expect(time(deep)).toBeLessThan(Math.max(10 * time(flat), 2000));
  });

  it('refuses a page over the size limit instead of showing it unguarded', () => {
    const page = `<script>while (true) {}</script>${'x'.repeat(MAX_PREVIEW_PAGE_CHARS)}`;
    expect(buildPreview([code('index.html', page)])).toEqual({ ok: false, error: 'page-too-large' });
  });

  it('accepts a page of exactly the size limit', () => {
    const page = `<p>${'x'.repeat(MAX_PREVIEW_PAGE_CHARS - 3)}`;
    expect(buildPreview([code('index.html', page)]).ok).toBe(true);
  });

  it('refuses a page whose inlined files make it over the output limit', () => {
    const big = `/*${'x'.repeat(MAX_PREVIEW_OUTPUT_CHARS / 4)}*/`;
    const links = '<link rel="stylesheet" href="s.css">'.repeat(5);
    expect(buildPreview([code('index.html', links), code('s.css', big)])).toEqual({
      ok: false,
      error: 'page-too-large',
    });
  });

  it('refuses a page whose script nests too deeply for its loops to be found', () => {
    const deepJs = `${'['.repeat(200_000)}${']'.repeat(200_000)}; while (true) {}`;
    for (const page of [`<script>${deepJs}</script>`, `<button onclick="${deepJs}">x</button>`]) {
      expect(buildPreview([code('index.html', page)])).toEqual({ ok: false, error: 'page-too-large' });
    }
    const files = [code('index.html', '<script src="app.js"></script>'), code('app.js', deepJs)];
    expect(buildPreview(files)).toEqual({ ok: false, error: 'page-too-large' });
  });

  // Forty pages up to 20,000 elements deep: seconds of parsing on a quiet machine, more on a shared one.
  it('never returns a page with an unguarded loop, whatever wraps it (property)', { timeout: 60_000 }, () => {
    const wrapper = fc.constantFrom('div', 'span', 'b', 'table', 'template', 'svg', 'p', 'li', 'select', 'a');
    fc.assert(
      fc.property(
        fc.array(wrapper, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 20_000 }),
        (tags, depth) => {
          const open = Array.from({ length: depth }, (_, i) => `<${tags[i % tags.length]}>`).join('');
          const result = buildPreview([code('index.html', `${open}<script>while (true) {}</script>`)]);
          if (!result.ok) throw new Error(result.error);
          // Every loop the browser could run carries its guard.
          expect(result.html.split('while (true) {').length - 1).toBe(
            result.html.split(`while (true) {${G}`).length - 1,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
