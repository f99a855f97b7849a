import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../tests/fakes/memory-kv';
import { answeredMarks } from './review-sync';

const DAY = 86_400_000;
const card = (id: number, due: number) => ({ id, due });

describe('the cards answered on this device', () => {
  it('leaves out a card answered as it is shown, and asks it again once it is due again', async () => {
    const marks = answeredMarks(memoryBackend());
    const today = [card(1, 1_000), card(2, 2_000), card(3, 3_000)];
    await marks.mark(7, card(2, 2_000), 5_000);
    expect((await marks.unanswered(7, today)).map((c) => c.id)).toEqual([1, 3]);
    // Another day: the server moved card 2's due time, so the mark no longer holds.
    expect((await marks.unanswered(7, [card(2, 2_000 + 3 * DAY)])).map((c) => c.id)).toEqual([2]);
  });

  it('keeps each learner’s marks apart', async () => {
    const marks = answeredMarks(memoryBackend());
    await marks.mark(7, card(1, 1_000), 5_000);
    expect((await marks.unanswered(8, [card(1, 1_000)])).map((c) => c.id)).toEqual([1]);
  });

  it('forgets marks older than two weeks as new ones are written', async () => {
    const backend = memoryBackend();
    const marks = answeredMarks(backend);
    await marks.mark(7, card(1, 1_000), 0);
    await marks.mark(7, card(2, 2_000), 14 * DAY);
    expect(backend.data.size).toBe(2);
    await marks.mark(7, card(3, 3_000), 14 * DAY + 1);
    expect([...backend.data.keys()].sort()).toEqual(['7:2', '7:3']);
  });

  it('asks every card when the marks cannot be read', async () => {
    const backend = memoryBackend();
    const marks = answeredMarks(backend);
    await marks.mark(7, card(1, 1_000), 5_000);
    backend.failWith = new Error('quota');
    expect((await marks.unanswered(7, [card(1, 1_000)])).map((c) => c.id)).toEqual([1]);
  });
});
