/** The harness is text put in front of a built page: it must keep standards mode and survive hostile test text. */
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { withBehaviourHarness } from './harness';

const options = {
  chai: 'var __kkChai = { assert: function () {} };',
  prelude: '/* prelude */',
  nonce: 'n1',
  limits: { testMs: 2000, checkMs: 10000 },
};

describe('withBehaviourHarness', () => {
  it('goes after the doctype, before the page, one script per test', () => {
    const html = withBehaviourHarness('<!DOCTYPE html><p>hi</p>', {
      ...options,
      tests: [
        { index: 0, test: 'assert.ok(1)' },
        { index: 3, test: 'click("#b")' },
      ],
    });
    expect(html.startsWith('<!DOCTYPE html><script>')).toBe(true);
    expect(html.endsWith('<p>hi</p>')).toBe(true);
    expect(html.match(/__kkDefineTest\((\d+),/g)).toEqual(['__kkDefineTest(0,', '__kkDefineTest(3,']);
  });

  it('keeps a test that writes </script> or <!-- inside its own script', () => {
    const test = "const s = '</script><img src=x onerror=alert(1)>'; // <!-- <script>";
    const html = withBehaviourHarness('<!DOCTYPE html><p>hi</p>', { ...options, tests: [{ index: 0, test }] });
    const doc = parse(html);
    const scripts: string[] = [];
    const walk = (node: { nodeName: string; childNodes?: unknown[] }) => {
      if (node.nodeName === 'script') scripts.push('script');
      if (node.nodeName === 'img') scripts.push('img');
      for (const child of (node.childNodes ?? []) as { nodeName: string }[]) walk(child);
    };
    walk(doc as unknown as { nodeName: string; childNodes: unknown[] });
    expect(scripts).toEqual(['script', 'script']);
  });

  it('puts the harness first when the page has no doctype', () => {
    expect(withBehaviourHarness('<p>x</p>', { ...options, tests: [] }).startsWith('<script>')).toBe(true);
  });
});
