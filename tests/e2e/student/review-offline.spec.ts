/**
 * The daily review without a connection: a student who opened today's review once loses the connection, answers a
 * card (kept on the device), reloads the app offline and is not asked that card again, and once the connection is
 * back the answer reaches the server, is checked and is counted once.
 */
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { controlledByServiceWorker, offlineDocuments } from '../offline';
import { answerShownCard, makeCardsDue, missTrialQuiz } from './review-helpers';

/** How many of `userId`'s cards have been reviewed, and how many review actions are dated. */
function reviewedOnServer(userId: number): { cards: number; actions: number } {
  const db = new Database(process.env.E2E_DATABASE_URL ?? 'data/e2e.db', { readonly: true });
  try {
    const cards = db
      .prepare('SELECT count(*) AS n FROM review_cards WHERE student_id = ? AND last_review IS NOT NULL')
      .get(userId) as { n: number };
    const actions = db
      .prepare("SELECT count(*) AS n FROM learning_events WHERE student_id = ? AND kind = 'review'")
      .get(userId) as { n: number };
    return { cards: cards.n, actions: actions.n };
  } finally {
    db.close();
  }
}

test('a card answered offline is kept, not asked again after an offline reload, and counted once online', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { userId } = await missTrialQuiz(page, baseURL!, 'review-offline');
  makeCardsDue(userId);
  await page.goto('/dashboard');
  await controlledByServiceWorker(page);
  // The first, online visit keeps the screen and today's cards on the device.
  await page.goto('/review');
  const position = page.getByTestId('review-position');
  await expect(position).toContainText('Kartu 1 dari');
  const total = Number((await position.textContent())?.match(/dari (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(1);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const offline = await offlineDocuments(context, page);
  await offline.mark();
  await answerShownCard(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Jawabanmu tersimpan di perangkat ini dan akan diperiksa' }),
  ).toBeVisible();
  expect(reviewedOnServer(userId)).toEqual({ cards: 0, actions: 0 });

  // Reloaded without a connection: the day's cards come from the device, without the one answered.
  await page.reload();
  await offline.mark();
  await expect(page.getByRole('status').filter({ hasText: 'Kamu sedang offline.' }).first()).toBeVisible();
  await expect(position).toContainText(`Kartu 1 dari ${total - 1}`);

  // Back online: the kept answer is sent, checked by the server and counted once.
  await offline.end();
  await context.setOffline(false);
  await expect(page.getByTestId('review-checked-later')).toContainText(
    /Jawaban yang tersimpan saat offline sudah diperiksa: [01] dari 1 benar\./,
    { timeout: 30_000 },
  );
  expect(reviewedOnServer(userId)).toEqual({ cards: 1, actions: 1 });

  // The server's own list agrees: the card is no longer in today's review.
  await page.reload();
  await expect(position).toContainText(`Kartu 1 dari ${total - 1}`);
});
