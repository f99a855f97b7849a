/**
 * Quiz scoring on the server (docs/decisions/0007-api.md: a forged request cannot raise a score). Pure.
 *
 * How each type reads its stored `answer` ({ options, key }) and the student's reply (a list of strings):
 * - multiplechoice: one option id; right when that option is a key option.
 * - multiple: a set of option ids; right when it equals the set of key options.
 * - puzzle: option ids in order; right when the order equals `key` (entries are option ids or option texts).
 * - fillblank: one text per blank, in order; right when each equals the key text of that blank.
 * - fill: one text; right when it equals one of the accepted `key` texts.
 * Texts compare trimmed, with inner whitespace collapsed and case-insensitively.
 */
import type { QuizReply } from '../../contracts/student-learning';
import type { QuizAnswer, QuizType } from '../../db/schema';

export type ScorableQuestion = { id: number; type: QuizType; answer: QuizAnswer };
export type QuizScore = {
  /** 0–100, rounded to a whole number. */
  score: number;
  correct: number;
  total: number;
  results: { questionId: number; correct: boolean }[];
};

export const normalizeText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Option ids flagged as keys; when none is flagged, the `key` list (ids or texts) names them. */
export function keyOptionIds(answer: QuizAnswer): string[] {
  const flagged = answer.options.filter((o) => o.key).map((o) => o.id);
  if (flagged.length > 0) return flagged;
  return answer.key.map((k) => optionIdFor(answer, k)).filter((id): id is string => id !== null);
}

function optionIdFor(answer: QuizAnswer, keyEntry: string): string | null {
  const byId = answer.options.find((o) => o.id === keyEntry);
  if (byId) return byId.id;
  const byText = answer.options.find((o) => normalizeText(o.text) === normalizeText(keyEntry));
  return byText?.id ?? null;
}

/** The correct order of a puzzle, as option ids. */
export function puzzleOrder(answer: QuizAnswer): string[] {
  const fromKey = answer.key.map((k) => optionIdFor(answer, k)).filter((id): id is string => id !== null);
  return fromKey.length > 0 ? fromKey : answer.options.map((o) => o.id);
}

/** The expected text of each blank of a fill-in-the-blank question, in order. */
export function blankTexts(answer: QuizAnswer): string[] {
  if (answer.key.length > 0) {
    return answer.key.map((k) => answer.options.find((o) => o.id === k)?.text ?? k);
  }
  return answer.options.filter((o) => o.key).map((o) => o.text);
}

/** Accepted texts of a free-text (fill) question. */
export function acceptedTexts(answer: QuizAnswer): string[] {
  return blankTexts(answer);
}

const sameSet = (a: string[], b: string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** True when `value` answers `question` rightly. */
export function isCorrect(question: ScorableQuestion, value: string[]): boolean {
  const { answer } = question;
  switch (question.type) {
    case 'multiplechoice': {
      const keys = keyOptionIds(answer);
      return value.length === 1 && keys.includes(value[0] ?? '');
    }
    case 'multiple': {
      const keys = keyOptionIds(answer);
      return keys.length > 0 && value.length === new Set(value).size && sameSet(value, keys);
    }
    case 'puzzle': {
      const order = puzzleOrder(answer);
      return order.length === value.length && order.every((id, i) => id === value[i]);
    }
    case 'fillblank': {
      const blanks = blankTexts(answer);
      return (
        blanks.length > 0 &&
        blanks.length === value.length &&
        blanks.every((text, i) => normalizeText(text) === normalizeText(value[i] ?? ''))
      );
    }
    case 'fill': {
      const accepted = acceptedTexts(answer).map(normalizeText);
      return value.length === 1 && accepted.includes(normalizeText(value[0] ?? ''));
    }
  }
}

/** Scores every question; an unanswered question counts as wrong, replies to unknown questions are ignored. */
export function scoreQuiz(questions: ScorableQuestion[], replies: QuizReply[]): QuizScore {
  const byQuestion = new Map(replies.map((r) => [r.questionId, r.value]));
  const results = questions.map((q) => ({ questionId: q.id, correct: isCorrect(q, byQuestion.get(q.id) ?? []) }));
  const correct = results.filter((r) => r.correct).length;
  const total = questions.length;
  return { score: total === 0 ? 100 : Math.round((correct / total) * 100), correct, total, results };
}
