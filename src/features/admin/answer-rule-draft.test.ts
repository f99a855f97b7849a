import { describe, expect, it } from 'vitest';
import { answerRulesSchema } from '../../../api/contracts/admin-answers';
import { answerParsers } from '../../../workers/checker/answer-parsers';
import {
  blankRule,
  hasPhpPage,
  type RenderDraft,
  RULE_KINDS,
  type RuleDraft,
  renderDuplicates,
  rulesWithDuplicateRows,
  rulesWithTextOnVoid,
  textOnVoidElement,
  toDraft,
  toRule,
} from './answer-rule-draft';

describe('answer rule drafts', () => {
  it('keeps fields the form does not show and drops blank optional texts', () => {
    const stored = { kind: 'html', tag: 'a', attributes: '', file: ' ', closeTag: true, note: 'x' };
    expect(toRule(toDraft(stored))).toEqual({ kind: 'html', tag: 'a', closeTag: true, note: 'x' });
  });

  it('turns quantity texts into numbers and selector lines into a list', () => {
    const html = { ...blankRule('html'), tag: 'li', quantity: { qty: 'between', min: '2', max: '3', equalTo: '' } };
    expect(toRule(html).quantity).toEqual({ qty: 'between', min: 2, max: 3, equalTo: undefined });
    const css = { ...blankRule('css'), selector: ['h1', '', ' .card '], properties: '{"color":"red"}' };
    expect(toRule(css).selector).toEqual(['h1', ' .card ']);
  });

  it('keeps the text an element must show, and drops a blank one, as the server does', () => {
    const heading = { kind: 'html', tag: 'h1', closeTag: false, text: 'Halo, Sari!' };
    expect(toRule(toDraft(heading))).toEqual(heading);
    expect(toRule({ ...toDraft(heading), text: '  ' })).not.toHaveProperty('text');
    const parsed = answerRulesSchema(answerParsers).safeParse([toRule(toDraft(heading))]);
    expect(parsed.success && parsed.data[0]).toEqual(heading);
  });

  describe('a text asked of a void element', () => {
    const schema = answerRulesSchema(answerParsers);
    const issues = (rules: unknown[]) => {
      const parsed = schema.safeParse(rules);
      return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    };

    it.each(['input', 'img', 'br', 'hr', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr'])(
      'is refused on <%s>, which never holds text',
      (tag) => {
        const parsed = schema.safeParse([{ kind: 'html', tag, text: 'Sari' }]);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues).toEqual([
          expect.objectContaining({ path: [0, 'text'], message: 'answerTextVoid', params: { tag } }),
        ]);
      },
    );

    it('reads the tag as the checker does, and leaves every other element, or no text, alone', () => {
      expect(issues([{ kind: 'html', tag: ' <INPUT/> ', text: 'Sari' }])).toEqual([
        { path: '0.text', message: 'answerTextVoid' },
      ]);
      // blank texts ask for nothing and are dropped; an input's value is an attribute, and textarea has content
      expect(issues([{ kind: 'html', tag: 'input', text: '  ' }])).toEqual([]);
      expect(issues([{ kind: 'html', tag: 'input', attributes: '{"value":"Sari"}' }])).toEqual([]);
      expect(issues([{ kind: 'html', tag: 'textarea', text: 'Sari' }])).toEqual([]);
      expect(issues([{ kind: 'html', tag: 'h1', text: 'Sari' }])).toEqual([]);
      // only the rule that asks it is refused, after the shape of the others
      expect(
        issues([
          { kind: 'html', tag: 'p', text: 'Halo' },
          { kind: 'html', tag: 'img', text: 'logo', file: 'index.php', render: { vars: { nama: 'Budi' } } },
        ]),
      ).toEqual([{ path: '1.text', message: 'answerTextVoid' }]);
    });

    it('is marked in the form as typed, and names the rules whose save the form refuses', () => {
      const input: RuleDraft = { ...blankRule('html'), tag: '<input>', text: 'Sari' };
      expect(textOnVoidElement(input)).toBe('input');
      expect(textOnVoidElement({ ...input, text: ' ' })).toBeNull();
      expect(textOnVoidElement({ ...input, tag: 'label' })).toBeNull();
      expect(textOnVoidElement({ ...blankRule('css'), text: 'Sari' })).toBeNull();
      const rules: RuleDraft[] = [{ ...input, tag: 'h1' }, blankRule('css'), input, { ...input, tag: 'br' }];
      expect(rulesWithTextOnVoid(rules)).toEqual([3, 4]);
      // the form and the server agree: what the form marks, the contract refuses
      for (const rule of rules.filter((r) => r.kind === 'html')) {
        expect(issues([toRule(rule)]).length > 0).toBe(textOnVoidElement(rule) !== null);
      }
    });
  });

  it('reads an unknown kind as an HTML rule to fix', () => {
    expect(toDraft({ kind: 'svg' }).kind).toBe('html');
    expect(toDraft(null)).toEqual(blankRule('html'));
  });

  it('gives, once filled, a rule of every kind the server schema accepts', () => {
    const filled = {
      html: { tag: 'h1' },
      css: { selector: ['h1'], properties: '{"color":"red"}' },
      js: { jsAnswer: 'alert(1)' },
      file: { path: 'css', name: 'style', ext: 'css' },
      behaviour: { test: "click('button');\nassert.equal($('#hasil').textContent, '2');" },
    };
    const rules = RULE_KINDS.map((k) => toRule({ ...blankRule(k), ...filled[k] }));
    expect(answerRulesSchema(answerParsers).safeParse(rules).success).toBe(true);
  });

  it('keeps a behaviour rule message only in the languages filled in', () => {
    const draft = {
      ...blankRule('behaviour'),
      test: 'assert.ok(true);',
      message: { id: ' Klik tombolnya ', en: '  ' },
    };
    expect(toRule(draft)).toEqual({ kind: 'behaviour', test: 'assert.ok(true);', message: { id: 'Klik tombolnya' } });
    expect(toRule(blankRule('behaviour'))).not.toHaveProperty('message');
  });

  it('refuses a behaviour test that does not parse, naming the error', () => {
    const parsed = answerRulesSchema(answerParsers).safeParse([{ kind: 'behaviour', test: 'assert.equal(1,' }]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [0, 'test'], message: 'answerBehaviour' });
    const awaited = answerRulesSchema(answerParsers).safeParse([
      { kind: 'behaviour', test: 'await wait(10); return;' },
    ]);
    expect(awaited.success).toBe(true);
  });

  describe('a run of a .php page (render)', () => {
    const greeting = {
      kind: 'html',
      tag: 'p',
      attributes: '{"class":["sapaan"]}',
      closeTag: false,
      file: 'hasil.php',
      render: { method: 'POST', body: { nama: 'Budi', kota: '' } },
    };
    const schema = answerRulesSchema(answerParsers);

    it('is offered for a workspace with a .php page', () => {
      expect(hasPhpPage([{ path: 'index.html' }, { path: 'pages/hasil.PHP' }])).toBe(true);
      expect(hasPhpPage([{ path: 'index.html' }, { path: 'php/' }, { path: 'notes.phpx' }])).toBe(false);
    });

    it('reads a stored render as rows in order', () => {
      expect(toDraft(greeting).render).toEqual({
        method: 'POST',
        body: [
          { name: 'nama', value: 'Budi' },
          { name: 'kota', value: '' },
        ],
        vars: [],
      });
      const vars = toDraft({ kind: 'html', tag: 'input', render: { vars: { umur: 23, $nama: 'Sari', kode: '17' } } });
      expect(vars.render).toEqual({
        body: [],
        vars: [
          { name: 'umur', value: '23' },
          { name: '$nama', value: 'Sari' },
          { name: 'kode', value: '17', text: true },
        ],
      });
    });

    it.each([
      ['a post with fields', greeting.render],
      ['a post without fields', { method: 'POST' }],
      ['variables only', { vars: { umur: 23, nama: 'Sari', kode: '17', rata: -1.5, nol: '007' } }],
      ['a post and variables', { method: 'POST', body: { nama: 'Budi' }, vars: { $umur: 0 } }],
    ])('saves %s unchanged, as the server keeps it', (_name, render) => {
      const stored = { ...greeting, render };
      const saved = toRule(toDraft(stored));
      expect(saved).toEqual(stored);
      const parsed = schema.safeParse([saved]);
      expect(parsed.success && parsed.data[0]).toEqual(stored);
    });

    it('saves a rule without a render, or an empty one, without the field', () => {
      // closeTag: the blank rule's default, which a draft fills in
      const plain = { kind: 'html', tag: 'a', closeTag: false, file: 'hasil.php' };
      expect(toRule(toDraft(plain))).toEqual(plain);
      expect(toRule(toDraft({ ...plain, render: null }))).toEqual(plain);
      expect(toRule(toDraft({ ...plain, render: {} }))).toEqual(plain);
      expect(toRule(toDraft({ ...plain, render: { method: 'GET' } }))).toEqual(plain);
    });

    it('drops the field when the admin clears the rows and picks GET', () => {
      const draft = toDraft(greeting);
      const cleared: RenderDraft = { method: 'GET', body: [], vars: [] };
      expect(toRule({ ...draft, render: cleared })).not.toHaveProperty('render');
      // Rows added and left blank ask for nothing either.
      const blank: RenderDraft = { body: [{ name: ' ', value: '' }], vars: [{ name: '', value: '' }] };
      expect(toRule({ ...draft, render: blank })).not.toHaveProperty('render');
    });

    it('saves form fields with a POST only: rows kept while GET is chosen are not stored', () => {
      const draft = toDraft(greeting);
      const fields = [{ name: 'nama', value: 'Budi' }];
      // GET with fields and no variable asks for nothing the checker runs.
      expect(toRule({ ...draft, render: { method: 'GET', body: fields, vars: [] } })).not.toHaveProperty('render');
      // GET with a variable keeps the variable only.
      const withVar = toRule({
        ...draft,
        render: { method: 'GET', body: fields, vars: [{ name: 'umur', value: '23' }] },
      });
      expect(withVar.render).toEqual({ method: 'GET', vars: { umur: 23 } });
      // Back to POST, the same rows are stored.
      const posted = toRule({ ...draft, render: { method: 'POST', body: fields, vars: [] } });
      expect(posted.render).toEqual({ method: 'POST', body: { nama: 'Budi' } });
    });

    it('saves edited rows: a number typed as a variable is a number, a field value stays a text', () => {
      const draft = toDraft(greeting);
      const edited: RenderDraft = {
        method: 'POST',
        body: [{ name: ' nama ', value: '42' }],
        vars: [
          { name: 'umur', value: '23' },
          { name: 'nama', value: 'Sari' },
        ],
      };
      const saved = toRule({ ...draft, render: edited });
      expect(saved.render).toEqual({ method: 'POST', body: { nama: '42' }, vars: { umur: 23, nama: 'Sari' } });
      expect(schema.safeParse([saved]).success).toBe(true);
    });

    it('leaves a posted field with a value but no name for the server to refuse with its message', () => {
      const saved = toRule({
        ...toDraft(greeting),
        render: { method: 'POST', body: [{ name: ' ', value: 'Budi' }], vars: [] },
      });
      const parsed = schema.safeParse([saved]);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.slice(0, 2).join('.'), i.message])).toContainEqual([
        '0.render',
        'answerRender',
      ]);
    });

    describe('a name given twice', () => {
      const row = (name: string, value: string) => ({ name, value });
      const asMap = (m: Map<number, number[]>) => Object.fromEntries(m);

      it('marks every row of a repeated posted field, names compared trimmed, blank names aside', () => {
        const draft: RenderDraft = {
          method: 'POST',
          body: [row('nama', 'Budi'), row('kota', 'Bandung'), row(' nama ', 'Sari'), row('', 'x'), row(' ', 'y')],
          vars: [],
        };
        expect(asMap(renderDuplicates(draft).body)).toEqual({ 0: [1, 3], 2: [1, 3] });
        expect(renderDuplicates(draft).vars.size).toBe(0);
      });

      it('counts posted fields with a POST only, as only then are they saved', () => {
        const draft: RenderDraft = { method: 'GET', body: [row('nama', 'a'), row('nama', 'b')], vars: [] };
        expect(renderDuplicates(draft).body.size).toBe(0);
        expect(rulesWithDuplicateRows([{ kind: 'html', tag: 'p', render: draft }])).toEqual([]);
      });

      it('takes $umur and umur for one variable, as the checker does', () => {
        const draft: RenderDraft = { body: [], vars: [row('$umur', '23'), row('nama', 'Sari'), row('umur', '30')] };
        expect(asMap(renderDuplicates(draft).vars)).toEqual({ 0: [1, 3], 2: [1, 3] });
      });

      it('names the rules that hold one, which the form refuses to save', () => {
        const twice: RenderDraft = { method: 'POST', body: [row('nama', 'Budi'), row('nama', 'Sari')], vars: [] };
        const once: RenderDraft = { method: 'POST', body: [row('nama', 'Budi')], vars: [row('umur', '1')] };
        const repeated: RuleDraft = { ...toDraft(greeting), render: twice };
        const rules: RuleDraft[] = [{ ...toDraft(greeting), render: once }, blankRule('css'), repeated];
        expect(rulesWithDuplicateRows(rules)).toEqual([3]);
        // What the conversion alone would save: one field, the last. The form's refusal is what keeps it from that.
        expect(toRule(repeated).render).toEqual({ method: 'POST', body: { nama: 'Sari' } });
        // The rows themselves are kept in the draft, as typed, for the author to fix.
        expect((repeated.render as RenderDraft).body).toEqual([row('nama', 'Budi'), row('nama', 'Sari')]);
      });

      it('is refused by the server too when a variable comes with and without its $', () => {
        const parsed = schema.safeParse([{ ...greeting, render: { vars: { $umur: 23, umur: 30 } } }]);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((i) => [i.path.slice(0, 2).join('.'), i.message])).toContainEqual([
          '0.render',
          'answerRenderDuplicate',
        ]);
      });
    });

    it('leaves a bad variable name for the server to refuse with its message', () => {
      const saved = toRule({ ...toDraft(greeting), render: { body: [], vars: [{ name: '1x', value: '2' }] } });
      const parsed = schema.safeParse([saved]);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.slice(0, 2).join('.'), i.message])).toContainEqual([
        '0.render',
        'answerRender',
      ]);
    });
  });
});
