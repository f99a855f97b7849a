import { describe, expect, it } from 'vitest';
import { answerRulesSchema } from '../../../api/contracts/admin-answers';
import { answerParsers } from '../../../workers/checker/answer-parsers';
import { blankRule, RULE_KINDS, toDraft, toRule } from './answer-rule-draft';

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
    };
    const rules = RULE_KINDS.map((k) => toRule({ ...blankRule(k), ...filled[k] }));
    expect(answerRulesSchema(answerParsers).safeParse(rules).success).toBe(true);
  });
});
