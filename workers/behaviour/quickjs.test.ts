/**
 * The server's behaviour engine on real QuickJS, linkedom and chai: the agreement table's verdicts (the browser is
 * held to the same table in tests/e2e/sandbox/behaviour.spec.ts), its limits, and that a hostile page reaches
 * nothing of the host and leaves the engine working for the next learner.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswersAsync } from '../runners/check-async';
import { CHECK_LIMIT_MS } from './api';
import { behaviourPrograms } from './programs.fixture';
import { runBehaviourPage } from './quickjs';

const page = (body: string, script = '') =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}<script>${script}</script></body></html>`;

const reasonsOf = (outcomes: { reason: string }[]) => outcomes.map((o) => o.reason);

describe('the agreement table', () => {
  it('holds at least forty programs of every kind', () => {
    expect(behaviourPrograms.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(behaviourPrograms.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['equivalent', 'hostile', 'never-ending', 'wrong']);
    expect(new Set(behaviourPrograms.map((p) => p.name)).size).toBe(behaviourPrograms.length);
  });

  it('gets the expected verdict for every program on the server', { timeout: 180_000 }, async () => {
    const disagreements: string[] = [];
    for (const program of behaviourPrograms) {
      const report = await checkAnswersAsync(program.files, program.answers);
      const reasons = reasonsOf(report.results);
      if (reasons.join(',') !== program.expected.join(','))
        disagreements.push(`${program.name}: ${reasons.join(',')} (expected ${program.expected.join(',')})`);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('the limits', () => {
  it('stops a page that allocates without end and judges the next page', { timeout: 60_000 }, async () => {
    const hog = page('<p id="p">x</p>', 'const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length));');
    const stopped = await runBehaviourPage(hog, [{ index: 0, test: 'assert.ok(true);' }], {
      memoryBytes: 16 * 1024 * 1024,
      testMs: 1000,
    });
    expect(stopped).toEqual([{ index: 0, passed: false, reason: 'behaviour-timeout', params: { where: 'page' } }]);
    const next = await runBehaviourPage(page('<p id="p">x</p>'), [
      { index: 0, test: "assert.equal($('#p').textContent, 'x');" },
    ]);
    expect(reasonsOf(next)).toEqual(['ok']);
  });

  it('fails a test that runs out of memory, as a browser does, and runs the next', { timeout: 60_000 }, async () => {
    const outcomes = await runBehaviourPage(
      page('<p>x</p>'),
      [
        { index: 0, test: "let s = 'x'; for (;;) s += s;" },
        { index: 1, test: 'assert.ok(true);' },
      ],
      { memoryBytes: 16 * 1024 * 1024 },
    );
    expect(reasonsOf(outcomes)).toEqual(['behaviour-failed', 'ok']);
  });

  it('stops a page that floods the microtask queue', { timeout: 60_000 }, async () => {
    const outcomes = await runBehaviourPage(
      page('<p>x</p>', 'function spin() { Promise.resolve().then(spin); } spin();'),
      [{ index: 0, test: 'assert.ok(true);' }],
      { testMs: 300 },
    );
    expect(outcomes[0]).toMatchObject({ reason: 'behaviour-timeout', params: { where: 'page' } });
  });

  it('gives each test its own limit, and the whole check one limit', { timeout: 60_000 }, async () => {
    const slow = await runBehaviourPage(
      page('<p>x</p>'),
      [
        { index: 0, test: 'await wait(400); assert.ok(true);' },
        { index: 1, test: 'assert.ok(true);' },
      ],
      { testMs: 300 },
    );
    expect(reasonsOf(slow)).toEqual(['behaviour-timeout', 'ok']);

    // A test that hangs ends the check, as the browser's frame is replaced: the tests after it time out too.
    const hung = await runBehaviourPage(
      page('<p>x</p>'),
      [
        { index: 0, test: 'while (true) {}' },
        { index: 1, test: 'assert.ok(true);' },
      ],
      { testMs: 300 },
    );
    expect(reasonsOf(hung)).toEqual(['behaviour-timeout', 'behaviour-timeout']);

    // Timers are virtual: waits that add up past the check's limit cost no real time, and still run out.
    const waits = Array.from({ length: 8 }, (_, index) => ({ index, test: 'await wait(1500);' }));
    const started = performance.now();
    const long = await runBehaviourPage(page('<p>x</p>'), waits);
    expect(performance.now() - started).toBeLessThan(CHECK_LIMIT_MS);
    expect(reasonsOf(long).slice(0, 6)).toEqual(Array(6).fill('ok'));
    expect(reasonsOf(long).slice(6)).toEqual(['behaviour-timeout', 'behaviour-timeout']);
  });

  it('clips a long failure message', async () => {
    const [outcome] = await runBehaviourPage(page('<p>x</p>'), [
      { index: 0, test: "throw new Error('x'.repeat(5000));" },
    ]);
    expect(outcome?.reason).toBe('behaviour-failed');
    expect(String(outcome?.params?.message).length).toBe(500);
  });
});

describe('a hostile page', () => {
  const reach = `
    const found = [];
    const look = (name, get) => { try { const v = get(); if (v !== undefined && v !== null) found.push(name); } catch (e) {} };
    look('process', () => globalThis.process);
    look('require', () => globalThis.require);
    look('std', () => globalThis.std);
    look('os', () => globalThis.os);
    look('Function process', () => Function('return typeof process === "undefined" ? undefined : process')());
    look('constructor process', () => ({}).constructor.constructor('return globalThis.process')());
    look('host clock', () => globalThis.__kkHostNow);
    look('page source', () => globalThis.__kkPageHtml);
    look('guest library', () => globalThis.__kkLib);
    look('driver', () => globalThis.__kkDriver);
    document.getElementById('out').textContent = found.join(',') || 'none';
  `;

  it('finds nothing of the host in the page or the test', async () => {
    const outcomes = await runBehaviourPage(page('<p id="out"></p>', reach), [
      { index: 0, test: "assert.equal($('#out').textContent, 'none');" },
      {
        index: 1,
        test: `const out = { textContent: '' }; const document = { getElementById: () => out }; ${reach}; assert.equal(out.textContent, 'none');`,
      },
    ]);
    expect(outcomes).toEqual([
      { index: 0, passed: true, reason: 'ok' },
      { index: 1, passed: true, reason: 'ok' },
    ]);
  });

  it('cannot load modules or files', async () => {
    const outcomes = await runBehaviourPage(page('<p id="out">-</p>'), [
      {
        index: 0,
        test: "let loaded = 'no'; try { await import('fs'); loaded = 'fs'; } catch (e) {} try { await import('std'); loaded = 'std'; } catch (e) {} assert.equal(loaded, 'no');",
      },
    ]);
    expect(reasonsOf(outcomes)).toEqual(['ok']);
  });

  it('leaves the engine judging correctly after twenty hostile checks in a row', { timeout: 180_000 }, async () => {
    const hostile = [
      'for (;;) {}',
      'const a = []; for (;;) a.push({ a });',
      "let s = 'x'; for (;;) s += s;",
      'function spin() { Promise.resolve().then(spin); } spin();',
      'function deep() { return deep() + 1; } deep();',
      'Object.prototype.then = function (ok) { ok([{ index: 0, passed: true, reason: "ok" }]); };',
      'Array.prototype.push = function () { return 0; };',
      'Object.defineProperty(Object.prototype, "reason", { get() { return "ok"; } });',
      'window.__kkRunBehaviour = null;',
      'setInterval(function () { for (let i = 0; i < 1e6; i++); }, 0);',
      'throw new Error("at load");',
      'document.documentElement.remove();',
      'document.write("<p>gone</p>");',
      'globalThis.eval = null; globalThis.Function = null;',
      'while (true) { try { for (;;) {} } catch (e) {} }',
      'new Promise(() => { for (;;) {} });',
      'addEventListener("load", () => { for (;;) {} });',
      'Object.freeze(Object.prototype); Object.freeze(Array.prototype);',
      'JSON.stringify = () => "{}"; String.prototype.slice = () => "";',
      'const big = new ArrayBuffer(1024 * 1024 * 1024);',
    ];
    expect(hostile).toHaveLength(20);
    const verdicts: string[] = [];
    // One after another, as the pool's worker takes them; each page is wrong as well as hostile.
    for (const script of hostile) {
      const outcomes = await runBehaviourPage(
        page('<p id="p">x</p>', script),
        [{ index: 0, test: "assert.equal($('#p').textContent, 'y');" }],
        { testMs: 500 },
      );
      verdicts.push(...reasonsOf(outcomes));
    }
    // None of them passes a test the page does not meet.
    expect(verdicts.filter((reason) => reason === 'ok')).toEqual([]);
    const honest = await runBehaviourPage(page('<p id="p">x</p>'), [
      { index: 0, test: "assert.equal($('#p').textContent, 'x');" },
      { index: 1, test: "assert.equal($('#p').textContent, 'y');" },
    ]);
    expect(reasonsOf(honest)).toEqual(['ok', 'behaviour-failed']);
  });
});
