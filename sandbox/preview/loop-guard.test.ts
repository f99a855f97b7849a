import { parse } from 'acorn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardLoops, LOOP_GUARD_NAME, LoopGuardUnavailableError } from './loop-guard';

const G = `globalThis.${LOOP_GUARD_NAME}?.`;

const guard = (code: string, firstLine = 1, file?: string) => guardLoops(code, { module: false, firstLine, file });

describe('guardLoops', () => {
  it.each([
    ['while', 'while (true) {}', `while (true) {${G}(1);}`],
    ['do-while', 'do x(); while (a)', `do {${G}(1);x();} while (a)`],
    ['for', 'for (;;) {}', `for (;;) {${G}(1);}`],
    ['for-in', 'for (const k in o) f(k);', `for (const k in o) {${G}(1);f(k);}`],
    ['for-of', 'for (const v of list) ;', `for (const v of list) {${G}(1);;}`],
    ['nested bodies without blocks', 'for(;;) for(;;) x();', `for(;;) {${G}(1);for(;;) {${G}(1);x();}}`],
    ['if/else around a loop', 'if (a) while (b) c(); else d();', `if (a) while (b) {${G}(1);c();} else d();`],
  ])('guards a %s loop', (_label, code, expected) => {
    expect(guard(code)).toBe(expected);
  });

  it('reports the line of each loop, offset to the file and with the file name', () => {
    const out = guard('let i = 0;\nwhile (i < 3) {\n  i++;\n}\nfor (;;) {}', 10, 'index.html');
    expect(out).toContain(`while (i < 3) {${G}(11,"index.html");`);
    expect(out).toContain(`for (;;) {${G}(14,"index.html");}`);
    expect(out.split('\n')).toHaveLength(5);
  });

  it('keeps labelled continue/break working and the result parseable', () => {
    const code = 'outer: for (const a of [1]) { for (const b of [2]) { if (b) continue outer; break outer; } }';
    const out = guard(code);
    expect(() => parse(out, { ecmaVersion: 'latest' })).not.toThrow();
    expect(out.match(new RegExp(LOOP_GUARD_NAME, 'g'))).toHaveLength(2);
  });

  it('guards loops inside functions, classes and async code', () => {
    const code =
      'class A { static { while (x) y(); } m() { do {} while (0) } }\nasync function f() { for await (const v of s) {} }';
    const out = guard(code);
    expect(out.match(new RegExp(LOOP_GUARD_NAME, 'g'))).toHaveLength(3);
    expect(() => parse(out, { ecmaVersion: 'latest' })).not.toThrow();
  });

  it('parses modules when asked', () => {
    const out = guardLoops('import x from "./x.js";\nfor (;;) {}', { module: true, firstLine: 1 });
    expect(out).toContain(`{${G}(2);}`);
  });

  it('escapes a file name that could close the script', () => {
    expect(guard('while (1) {}', 1, '</script>.js')).toContain('"\\u003c/script>.js"');
  });

  it.each(['while (', 'for (;;) {', 'let = = 1', 'import x from "y"'])(
    'leaves code that does not parse as a script unchanged: %j',
    (code) => {
      expect(guard(code)).toBe(code);
    },
  );

  it('leaves code without loops unchanged', () => {
    expect(guard('console.log("hi")')).toBe('console.log("hi")');
  });
});

describe('guardLoops: properties', () => {
  const piece = fc.constantFrom(
    'while (a) b();',
    'for (;;) ;',
    'do x(); while (y)',
    'for (const k in o) for (const v of k) f(v);',
    'if (a) while (b) c(); else for (;;) d();',
    'lbl: for (;;) { break lbl; }',
    'function f() { while (x) { return 1; } }',
    'g = () => { do { } while (0); };',
    // A loop inside a template literal's placeholder.
    ['x = `', '$', '{(() => { for (;;) break; })()}`;'].join(''),
    '// while (true) {}',
    '"for (;;) {}";',
    '\n',
  );

  it('keeps parseable code parseable, with every line where it was', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const code = pieces.join('\n');
        const out = guard(code, 5, 'a.js');
        expect(() => parse(out, { ecmaVersion: 'latest' })).not.toThrow();
        expect(out.split('\n')).toHaveLength(code.split('\n').length);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary short text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.boolean(), (code, module) => {
        expect(typeof guardLoops(code, { module, firstLine: 1 })).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('guards every loop of 200 nested loops', () => {
    const code = `${'while (a) {'.repeat(200)}x();${'}'.repeat(200)}`;
    const out = guard(code);
    expect(out.split(`{${G}(1);`)).toHaveLength(201);
    expect(() => parse(out, { ecmaVersion: 'latest' })).not.toThrow();
  });

  it.each([
    ['arrays', (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`],
    ['parentheses', (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`],
    ['blocks', (n: number) => `${'{'.repeat(n)}${'}'.repeat(n)}`],
    ['functions', (n: number) => `${'(() => '.repeat(n)}1${')'.repeat(n)}`],
  ])('refuses code whose %s nest too deep to look for loops in, rather than leave it unguarded', (_label, make) => {
    for (const depth of [10_000, 100_000]) {
      const code = `${make(depth)};\nwhile (true) {}`;
      expect(() => guard(code)).toThrow(LoopGuardUnavailableError);
    }
  });

  it('still leaves code with a syntax error as written', () => {
    expect(guard('while (true) {')).toBe('while (true) {');
  });
});
