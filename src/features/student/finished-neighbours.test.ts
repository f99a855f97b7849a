/** The footer's "next" opens as soon as a practice finished in place unlocked it. */
import { describe, expect, it } from 'vitest';
import { withFinishedNeighbours } from './finished-neighbours';
import type { FinishResult, MaterialScreenData } from './learning-types';

const link = (id: number, isUnlock: boolean) => ({
  id,
  title: { id: `Materi ${id}` },
  relation: 'slide' as const,
  is_unlock: isUnlock,
  is_finish: false,
  topic_id: 1,
  chapter_id: 1,
});
const screen = {
  next: link(8, false),
  next_in_course: link(8, false),
  previous: null,
} as unknown as MaterialScreenData;
const result = (next: ReturnType<typeof link> | null) => ({ next_material: next }) as unknown as FinishResult;

describe('withFinishedNeighbours', () => {
  it('opens the next material the finish unlocked', () => {
    const after = withFinishedNeighbours(screen, result(link(8, true)));
    expect(after.next?.is_unlock).toBe(true);
    expect(after.next_in_course?.is_unlock).toBe(true);
    expect(screen.next?.is_unlock).toBe(false);
  });

  it('leaves the screen as it is without a finish, or when the next one stays locked (no subscription)', () => {
    expect(withFinishedNeighbours(screen, null)).toBe(screen);
    expect(withFinishedNeighbours(screen, result(link(8, false)))).toBe(screen);
    expect(withFinishedNeighbours(screen, result(null))).toBe(screen);
  });

  it('opens only the material that was unlocked', () => {
    const after = withFinishedNeighbours(screen, result(link(9, true)));
    expect(after).toBe(screen);
  });
});
