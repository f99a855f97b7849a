import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPreview } from './build';
import { PREVIEW_CSP } from './csp';
import { canShowInPlace, toSrcdoc } from './document';
import { previewRuntime } from './runtime';

function configOf(srcdoc: string): {
  run: number;
  loopLimitMs: number;
  scripts: { from: number; to: number; file: string; line: number }[];
} {
  const match = /\}\)\((\{"channel".*?\})\);<\/script>/.exec(srcdoc);
  if (!match?.[1]) throw new Error('no runtime config');
  return JSON.parse(match[1]);
}

describe('toSrcdoc', () => {
  it('puts the runtime right after the doctype, before any student code', () => {
    const out = toSrcdoc('<!DOCTYPE html><html><head><script>x()</script></head></html>', { run: 1 });
    expect(out.startsWith('<!DOCTYPE html><script>(')).toBe(true);
    expect(out.indexOf('previewRuntime') === -1 || out.indexOf('x()') > out.indexOf('previewRuntime')).toBe(true);
  });

  it('starts the page with the runtime when there is no doctype', () => {
    expect(toSrcdoc('<p>hi</p>', { run: 1 }).startsWith('<script>(')).toBe(true);
  });

  it('closes off the network, forms, frames and workers', () => {
    for (const directive of [
      "default-src 'none'",
      "connect-src 'none'",
      "form-action 'none'",
      "frame-src 'none'",
      "worker-src 'none'",
      "base-uri 'none'",
    ]) {
      expect(PREVIEW_CSP).toContain(directive);
    }
    expect(PREVIEW_CSP).not.toContain('unsafe-eval');
  });

  it('maps page lines of each inline script back to its file, past the injected runtime', () => {
    const built = buildPreview([{ path: 'index.html', value: '<p>a</p>\n<script>\nfoo();\n</script>', type: 'code' }]);
    if (!built.ok) throw new Error(built.error);
    const out = toSrcdoc(built.html, { run: 2, loopLimitMs: 700 });
    const config = configOf(out);
    expect(config.run).toBe(2);
    expect(config.loopLimitMs).toBe(700);
    const span = config.scripts[0];
    if (!span) throw new Error('no span');
    expect(span.file).toBe('index.html');
    expect(span.line).toBe(2);
    // The page line of `foo();` in the srcdoc must map to line 3 of index.html.
    const pageLine = out.slice(0, out.indexOf('foo();')).split('\n').length;
    expect(span.line + pageLine - span.from).toBe(3);
  });

  it('maps lines of a script inlined from its own file, and of several scripts', () => {
    const built = buildPreview([
      {
        path: 'index.html',
        value: '<!doctype html>\n<script>\na();\n</script>\n<p>\n<script src="js/app.js"></script>',
        type: 'code',
      },
      { path: 'js/app.js', value: 'one();\ntwo();', type: 'code' },
    ]);
    if (!built.ok) throw new Error(built.error);
    const out = toSrcdoc(built.html, { run: 1 });
    const pageLineOf = (text: string) => out.slice(0, out.indexOf(text)).split('\n').length;
    const spans = configOf(out).scripts;
    expect(spans.map((s) => s.file)).toEqual(['index.html', 'js/app.js']);
    const [inline, external] = spans;
    if (!inline || !external) throw new Error('missing spans');
    expect(inline.line + pageLineOf('a();') - inline.from).toBe(3);
    expect(external.line + pageLineOf('two();') - external.from).toBe(2);
  });

  it('never throws on arbitrary text and always runs the runtime first', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (page) => {
        const out = toSrcdoc(page, { run: 1 });
        expect(out).toContain(`<script>(${previewRuntime.toString()})(`);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on odd pages', () => {
    for (const page of [
      '',
      '<script>',
      '<!doctype',
      '</script><script>while(',
      '\u0000<template><script>for(;;);</script>',
    ]) {
      expect(typeof toSrcdoc(page, { run: 0 })).toBe('string');
    }
  });

  it('embeds a runtime that needs nothing from outside its own source', () => {
    const source = previewRuntime.toString();
    expect(source).not.toMatch(/\bimport\b|require\(|__vite|__name/);
  });
});

describe('canShowInPlace', () => {
  it('takes a page of markup and styles, as PHP prints one', () => {
    expect(canShowInPlace('<!DOCTYPE html><html><head><style>h1{color:red}</style></head><body><h1>Hi</h1>')).toBe(
      true,
    );
    expect(canShowInPlace('<p>Halo, Budi!</p><form action="hasil.php"><button>Kirim</button></form>')).toBe(true);
    expect(canShowInPlace('<!-- header --><!doctype html><img src="data:image/png;base64,AAAA" alt="">')).toBe(true);
  });

  it('refuses anything that runs code or acts by itself', () => {
    for (const page of [
      '<p>a</p><script>x()</script>',
      '<SCRIPT src="data:,x()"></SCRIPT>',
      '<svg><script>x()</script></svg>',
      '<img src=x onerror=alert(1)>',
      '<p/onclick="x()">a</p>',
      '<p class="a"onclick="x()">a</p>',
      '<body ONLOAD = "x()">',
      '<a href="javascript:x()">a</a>',
      '<meta http-equiv="refresh" content="0;url=hasil.php">',
      '<iframe srcdoc="<p>a</p>"></iframe>',
      '<object data="a"></object>',
      '<noscript><p>a</p></noscript>',
    ]) {
      expect(canShowInPlace(page), page).toBe(false);
    }
  });

  it('refuses a legacy doctype, whose mode the frame could not take on in place', () => {
    expect(canShowInPlace('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><p>a</p>')).toBe(false);
  });

  it('refuses every page the builder gives a script, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const built = buildPreview([
          { path: 'index.html', value: `${before}<script>go()</script>${after}`, type: 'code' },
        ]);
        return !built.ok || !canShowInPlace(built.html);
      }),
    );
  });
});
