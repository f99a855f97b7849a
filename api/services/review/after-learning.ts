/**
 * What the spaced review takes from the ordinary learning calls: opening a material and finishing one are learning
 * actions (the streak and the calendar); a quiz's wrong answers become cards; a passed practice schedules the rules
 * the learner broke on the way (cards.ts).
 */
import type { MaterialFinishResult } from '../../contracts/student-learning';
import type { Db } from '../../db/client';
import type { Locale } from '../../types';
import type { CheckSettings } from '../practice/checking/index';
import { recordLearningEvent } from './activity';
import { promoteRuleCards, recordQuizMistakes, recordQuizRetries } from './cards';

export async function afterOpen(db: Db, input: { studentId: number; materialId: number; now: Date }): Promise<void> {
  await recordLearningEvent(db, { ...input, kind: 'open' });
}

export async function afterFinish(
  db: Db,
  input: {
    studentId: number;
    result: MaterialFinishResult;
    /** Files were sent: a practice finish. */
    practice: boolean;
    checking: CheckSettings;
    locale: Locale;
    now: Date;
  },
): Promise<void> {
  const { result, studentId, now } = input;
  const materialId = result.material_id;
  if (result.question_results) {
    await recordQuizRetries(db, { studentId, results: result.question_results, now });
    await recordQuizMistakes(db, { studentId, materialId, results: result.question_results, now });
  }
  if (!result.passed) return;
  await recordLearningEvent(db, { studentId, kind: 'finish', materialId, now });
  if (!input.practice) return;
  try {
    await promoteRuleCards(db, { studentId, materialId, checking: input.checking, locale: input.locale, now });
  } catch {
    // The finish is already stored; a check pool that is busy or timing out leaves the cards pending, and the next
    // pass of this practice (a finished practice can be passed again) schedules them.
  }
}
