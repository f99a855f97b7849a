/**
 * Scheduling of review cards with FSRS (ts-fsrs; docs/decisions/0023-spaced-review.md). Day-level only (no
 * same-day learning steps): the review is a daily one. A pass rates Good, a fail Again; a card whose next interval
 * reaches RETIRE_AFTER_DAYS is learned and retired. The clock is always passed in.
 */
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';

/** A card answered well enough to come back only after this many days is learned: it leaves the review. */
export const RETIRE_AFTER_DAYS = 21;

/** A new card is first asked the day after the mistake, not minutes after it. */
export const FIRST_DUE_AFTER_MS = 86_400_000;

const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** The scheduling columns of a review_cards row. */
export type CardSchedule = {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  fsrsState: number;
  lastReview: Date | null;
};

/** A new card's schedule: first due one day after `now`. */
export function newSchedule(now: Date): CardSchedule {
  return { ...fromCard(createEmptyCard(now)), due: new Date(now.getTime() + FIRST_DUE_AFTER_MS) };
}

function toCard(s: CardSchedule): Card {
  return {
    due: s.due,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.fsrsState as State,
    ...(s.lastReview ? { last_review: s.lastReview } : {}),
  };
}

function fromCard(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    fsrsState: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The schedule after an answer at `now`, and whether the card is now learned. */
export function answerSchedule(
  current: CardSchedule,
  passed: boolean,
  now: Date,
): { next: CardSchedule; retired: boolean } {
  const grade: Grade = passed ? Rating.Good : Rating.Again;
  const next = fromCard(scheduler.next(toCard(current), now, grade).card);
  return { next, retired: passed && next.scheduledDays >= RETIRE_AFTER_DAYS };
}
