/**
 * The daily review without a connection (docs/decisions/0023-spaced-review.md). The day's cards come from the
 * service worker's copy of the last `GET /api/student/review`; an answer that cannot reach the server waits in the
 * offline queue with the time it was given and the card's due time as shown, so the server dates it on the right
 * day and counts it once however often it is sent. The cards answered on this device are remembered here, so the
 * stale copy of the day's cards does not ask them again.
 */
import { type ApiError, isApiError } from '../../api-client';
import { idbBackend, type KeyValueBackend } from '../../state/offline-kv';
import { onQueuedSent, syncQueue } from './practice-sync';
import {
  type CardReply,
  learnerTimeZone,
  type ReviewAnswerBody,
  type ReviewAnswerView,
  type ReviewCardView,
  reviewApi,
  reviewPaths,
} from './review-api';

/** A card answered on this device: the due time it had when shown, and when it was answered. */
type AnsweredMark = { seenDue: number; answeredAt: number };

/** Marks older than the service worker keeps the day's cards (scripts/offline-shell.ts) can no longer matter. */
const MARK_LIFETIME_MS = 14 * 86_400_000;

const markKey = (userId: number, cardId: number) => `${userId}:${cardId}`;

export type AnsweredMarks = {
  /** Remembers that `userId` answered `card` as shown, and forgets marks too old to matter. */
  mark(userId: number, card: Pick<ReviewCardView, 'id' | 'due'>, answeredAt: number): Promise<void>;
  /** The cards of `cards` that `userId` has not answered here since they were shown as they are now. */
  unanswered<C extends Pick<ReviewCardView, 'id' | 'due'>>(userId: number, cards: C[]): Promise<C[]>;
};

/** The marks of answered cards, kept in `backend`. */
export function answeredMarks(backend: KeyValueBackend): AnsweredMarks {
  return {
    async mark(userId, card, answeredAt) {
      await backend.set(markKey(userId, card.id), { seenDue: card.due, answeredAt } satisfies AnsweredMark);
      for (const key of await backend.keys()) {
        const mark = await backend.get<AnsweredMark>(key);
        if (mark && answeredAt - mark.answeredAt > MARK_LIFETIME_MS) await backend.del(key);
      }
    },
    async unanswered(userId, cards) {
      const seen = await Promise.all(
        cards.map((card) => backend.get<AnsweredMark>(markKey(userId, card.id)).catch(() => undefined)),
      );
      // A card answered before and due again since (another day's review) is asked again.
      return cards.filter((card, i) => seen[i]?.seenDue !== card.due);
    },
  };
}

let deviceMarks: AnsweredMarks | null = null;
/** This browser's marks, in IndexedDB (database `kelaskoding-review`). */
const onThisDevice = () => {
  deviceMarks ??= answeredMarks(idbBackend('kelaskoding-review', 'answered'));
  return deviceMarks;
};

/** The cards of today's review that `userId` has not answered on this device yet. */
export const unansweredCards = (userId: number, cards: ReviewCardView[]) => onThisDevice().unanswered(userId, cards);

/** The server's verdict on an answer, or the answer kept on this device until the connection returns. */
export type CardOutcome = { state: 'checked'; view: ReviewAnswerView } | { state: 'queued' };

/** True when `error` says the request did not reach the server (no connection), not that the server refused it. */
function unreachable(error: unknown): boolean {
  return !isApiError(error) || (error as ApiError).status === 0;
}

/**
 * Answers `card` with `reply`: at once when the server can be reached, otherwise through the offline queue. A
 * refusal by the server (a 4xx, a 5xx) is thrown for the screen to show, as it would be online.
 */
export async function answerCard(
  userId: number,
  card: Pick<ReviewCardView, 'id' | 'due'>,
  reply: CardReply,
  now: () => number = Date.now,
): Promise<CardOutcome> {
  const body: ReviewAnswerBody = { ...reply, timeZone: learnerTimeZone(), answeredAt: now(), seenDue: card.due };
  // A mark that cannot be written only costs a card asked twice offline; the server still counts it once.
  const remember = () =>
    onThisDevice()
      .mark(userId, card, body.answeredAt)
      .catch(() => undefined);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!offline) {
    try {
      const res = await reviewApi.answer(card.id, body);
      await remember();
      return { state: 'checked', view: res.data };
    } catch (error) {
      if (!unreachable(error)) throw error;
    }
  }
  await syncQueue().enqueue({
    method: 'POST',
    path: reviewPaths.answer(card.id),
    body,
    dedupeKey: `review:${card.id}`,
    meta: { kind: 'review', cardId: card.id },
  });
  await remember();
  return { state: 'queued' };
}

/** Calls `listener` with the server's verdict on each queued review answer as it reaches the server. */
export function onQueuedAnswerChecked(listener: (cardId: number, view: ReviewAnswerView) => void): () => void {
  return onQueuedSent((item, body) => {
    if (item.meta.kind !== 'review') return;
    const view = (body as { data?: ReviewAnswerView } | null)?.data;
    if (view) listener(Number(item.meta.cardId), view);
  });
}
