import { describe, expect, it } from 'vitest';
import type { QuizAnswer } from '../../db/schema';
import { isCorrect, scoreQuiz } from './progress-quiz-score';

const opts = (texts: string[], keys: string[]): QuizAnswer['options'] =>
  texts.map((text, i) => ({ id: 'abcd'[i]!, text, key: keys.includes('abcd'[i]!) }));

describe('isCorrect', () => {
  it.each([
    ['multiplechoice', { options: opts(['A', 'B', 'C', 'D'], ['b']), key: ['b'] }, ['b'], true],
    ['multiplechoice', { options: opts(['A', 'B', 'C', 'D'], ['b']), key: ['b'] }, ['a'], false],
    ['multiplechoice', { options: opts(['A', 'B', 'C', 'D'], ['b']), key: ['b'] }, ['a', 'b'], false],
    ['multiple', { options: opts(['A', 'B', 'C', 'D'], ['a', 'c']), key: ['a', 'c'] }, ['c', 'a'], true],
    ['multiple', { options: opts(['A', 'B', 'C', 'D'], ['a', 'c']), key: ['a', 'c'] }, ['a'], false],
    ['multiple', { options: opts(['A', 'B', 'C', 'D'], ['a', 'c']), key: ['a', 'c'] }, ['a', 'c', 'c'], false],
    ['puzzle', { options: opts(['1', '2', '3', '4'], []), key: ['b', 'd', 'a', 'c'] }, ['b', 'd', 'a', 'c'], true],
    ['puzzle', { options: opts(['1', '2', '3', '4'], []), key: ['b', 'd', 'a', 'c'] }, ['a', 'b', 'c', 'd'], false],
    ['fillblank', { options: opts(['a', 'href', 'src', 'link'], ['a', 'b']), key: ['a', 'b'] }, [' A ', 'HREF'], true],
    ['fillblank', { options: opts(['a', 'href', 'src', 'link'], ['a', 'b']), key: ['a', 'b'] }, ['href', 'a'], false],
    ['fill', { options: opts(['HTTP', 'HTTPS', 'FTP', 'SMTP'], ['a', 'b']), key: ['a', 'b'] }, ['https'], true],
    ['fill', { options: opts(['HTTP', 'HTTPS', 'FTP', 'SMTP'], ['a', 'b']), key: ['a', 'b'] }, ['ftp'], false],
    ['fill', { options: [], key: ['Hyper  Text'] }, ['hyper text'], true],
  ] as const)('%s %j answered %j → %s', (type, answer, value, expected) => {
    expect(isCorrect({ id: 1, type, answer: answer as unknown as QuizAnswer }, [...value])).toBe(expected);
  });
});

describe('scoreQuiz', () => {
  const questions = [
    { id: 1, type: 'multiplechoice' as const, answer: { options: opts(['A', 'B', 'C', 'D'], ['a']), key: ['a'] } },
    { id: 2, type: 'fill' as const, answer: { options: [], key: ['div'] } },
    { id: 3, type: 'multiple' as const, answer: { options: opts(['A', 'B', 'C', 'D'], ['a', 'b']), key: ['a', 'b'] } },
  ];
  it('rounds the share of right answers to 0–100 and counts missing replies as wrong', () => {
    expect(
      scoreQuiz(questions, [
        { questionId: 1, value: ['a'] },
        { questionId: 2, value: ['DIV'] },
      ]),
    ).toMatchObject({
      score: 67,
      correct: 2,
      total: 3,
    });
  });
  it('ignores replies to unknown questions', () => {
    expect(scoreQuiz(questions, [{ questionId: 99, value: ['a'] }]).score).toBe(0);
  });
});
