/** Calls of the spaced review (docs/decisions/0023-spaced-review.md); every one names the learner's time zone. */
import type {
  ActivityView,
  HistoryRow,
  ReviewAnswerView,
  ReviewCardView,
  ReviewQueueView,
} from '../../../api/contracts/review';
import type { CheckFile } from '../../../workers/checker/api';
import { apiClient, carrying, type DataResponse, idOf, read, toQuery } from '../../api-client';

export type { ActivityView, HistoryRow, ReviewAnswerView, ReviewCardView, ReviewQueueView };

/** The learner's own IANA time zone, as the browser knows it (UTC when it does not say). */
export function learnerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const review = apiClient.api.student.review;

/** What a card is answered with: the quiz's reply for a question card, the files for a rule card. */
export type CardReply = { options: string[] } | { files: CheckFile[] };

/**
 * An answer as it is sent, now or later from the offline queue: dated when the learner gave it, and naming the due
 * time of the card they were shown, so that the server counts it once (docs/decisions/0023-spaced-review.md).
 */
export type ReviewAnswerBody = CardReply & { timeZone: string; answeredAt: number; seenDue: number };

export const reviewPaths = {
  answer: (cardId: number) => review.cards[':cardId'].answer.$path({ param: { cardId: idOf(cardId) } }),
};

export const reviewApi = {
  queue: () => carrying<DataResponse<ReviewQueueView>>(read(review.$get({ query: { timeZone: learnerTimeZone() } }))),
  activity: () => read(review.activity.$get({ query: { timeZone: learnerTimeZone() } })),
  history: (length = 5) =>
    read(review.history.$get({ query: { timeZone: learnerTimeZone(), ...toQuery({ start: 0, length }) } })),
  answer: (cardId: number, body: ReviewAnswerBody) =>
    read(review.cards[':cardId'].answer.$post({ param: { cardId: idOf(cardId) }, json: body })),
};
