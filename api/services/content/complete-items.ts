/**
 * Quiz questions and practice tasks an admin has started but not finished stay out of the students' view
 * and out of scoring and judging until they are complete; the admin screens show them all.
 */
import type { Answer } from '../../../workers/checker/api';
import type { LocalizedText } from '../../db/schema';
import { blankTexts, keyOptionIds, puzzleOrder, type ScorableQuestion } from '../learning/progress-quiz-score';

/**
 * Whether students see a question and are scored on it: it asks something (a question text in some
 * language) and can be answered and scored. The admin's "Add question" starts an empty one, which stays
 * out of the quiz until it is complete.
 */
export function isCompleteQuestion(question: ScorableQuestion & { question: LocalizedText }): boolean {
  const asks = Object.values(question.question).some((text) => typeof text === 'string' && text.trim() !== '');
  if (!asks) return false;
  const { answer } = question;
  const texts = answer.options.filter((o) => o.text.trim() !== '');
  switch (question.type) {
    case 'multiplechoice':
    case 'multiple':
      return texts.length >= 2 && keyOptionIds(answer).length > 0;
    case 'puzzle':
      return texts.length >= 2 && puzzleOrder(answer).length >= 2;
    case 'fillblank':
    case 'fill':
      return blankTexts(answer).some((text) => text.trim() !== '');
  }
}

/** Whether students see a practice task and are judged on it: it has at least one answer rule. */
export const isCompleteTask = (task: { answers: Answer[] }): boolean => task.answers.length > 0;
