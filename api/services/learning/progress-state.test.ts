import { describe, expect, it } from 'vitest';
import type { MaterialRelation } from '../../db/schema';
import type { CourseOutline, OutlineChapter, OutlineMaterial } from './progress-outline';
import { computeMaterialStates, type StoredProgressMaterial } from './progress-state';

/** A course of two chapters (trial: 3 materials, paid: 2) in course order. */
function outline(): CourseOutline {
  const m = (id: number, chapterId: number, relation: MaterialRelation): OutlineMaterial => ({
    id,
    topicId: chapterId * 10,
    chapterId,
    title: {},
    description: {},
    order: id,
    relation,
  });
  const trial = [m(1, 1, 'slide'), m(2, 1, 'submission'), m(3, 1, 'quiz')];
  const paid = [m(4, 2, 'video'), m(5, 2, 'practice')];
  const chapter = (id: number, isTrial: boolean, materials: OutlineMaterial[]): OutlineChapter => ({
    id,
    title: {},
    description: {},
    order: id,
    displayOrder: 1,
    isTrial,
    topics: [{ id: id * 10, chapterId: id, title: {}, description: {}, order: 1, materials }],
  });
  const chapters = [chapter(1, true, trial), chapter(2, false, paid)];
  return {
    courseId: 2,
    chapters,
    materials: [...trial, ...paid],
    chapterById: new Map(chapters.map((c) => [c.id, c])),
  };
}

const row = (materialId: number, extra: Partial<StoredProgressMaterial> = {}): StoredProgressMaterial => ({
  id: materialId * 100,
  materialId,
  isUnlock: true,
  isFinish: false,
  score: null,
  submissionStatus: null,
  ...extra,
});

const states = (stored: StoredProgressMaterial[], subscribed: boolean) =>
  computeMaterialStates(outline(), new Map(stored.map((r) => [r.materialId, r])), subscribed);

describe('computeMaterialStates', () => {
  it('opens only the first material of a new student', () => {
    const s = states([], false);
    expect(s.get(1)).toMatchObject({ isUnlock: true, isCurrent: true, lockReason: null });
    expect(s.get(2)).toMatchObject({ isUnlock: false, lockReason: 'order' });
    expect(s.get(4)).toMatchObject({ isUnlock: false, lockReason: 'subscription' });
  });

  it('unlocks in order and lets a submitted project open the next material', () => {
    const s = states([row(1, { isFinish: true }), row(2, { submissionStatus: 'new' })], false);
    expect(s.get(2)).toMatchObject({ isUnlock: true, isFinish: false, isCurrent: true });
    expect(s.get(3)).toMatchObject({ isUnlock: true, isCurrent: false });
  });

  it('keeps paid chapters locked without a subscription even after the trial, and opens them with one', () => {
    const done = [row(1, { isFinish: true }), row(2, { isFinish: true }), row(3, { isFinish: true, score: 80 })];
    expect(states(done, false).get(4)).toMatchObject({ isUnlock: false, lockReason: 'subscription', isCurrent: false });
    const subscribed = states(done, true);
    expect(subscribed.get(4)).toMatchObject({ isUnlock: true, isCurrent: true });
    expect(subscribed.get(5)).toMatchObject({ isUnlock: false, lockReason: 'order' });
    expect(subscribed.get(3)).toMatchObject({ isFinish: true, score: 80, progressMaterialId: 300 });
  });

  it('never opens a paid material for a student whose subscription ended, whatever is stored', () => {
    const s = states([row(1, { isFinish: true }), row(4, { isFinish: true }), row(5)], false);
    expect(s.get(4)).toMatchObject({ isUnlock: false, isFinish: true });
    expect(s.get(5)).toMatchObject({ isUnlock: false, lockReason: 'subscription' });
  });
});
