/**
 * The rules of earning, in one place (docs/decisions/0020-certificates.md): a material is done when it is finished,
 * and a project (a `submission…` material) only once a mentor has reviewed it; a chapter badge is earned when every
 * published material of a chapter is done; the course certificate when every published chapter is. Pure: the
 * learning map, the certificates page and the issuing all read their answers from here.
 */
import type { CourseOutline, OutlineMaterial } from '../learning/progress-outline';
import type { StoredProgressMaterial } from '../learning/progress-state';

export type MaterialRemaining = {
  materialId: number;
  chapterId: number;
  isProject: boolean;
  reason: 'unfinished' | 'not-reviewed';
};
export type ChapterStanding = { chapterId: number; total: number; done: number; earned: boolean };
export type CourseStanding = {
  courseId: number;
  chapters: ChapterStanding[];
  /** Materials still standing between the student and the course certificate, in course order. */
  remaining: MaterialRemaining[];
  earned: boolean;
};

type Stored = Pick<StoredProgressMaterial, 'isFinish' | 'submissionStatus'>;

export const isProject = (material: Pick<OutlineMaterial, 'relation'>) => material.relation.startsWith('submission');

/** Why a material is not yet done for a certificate, or null when it is. */
export function remainingReason(
  material: Pick<OutlineMaterial, 'relation'>,
  stored: Stored | undefined,
): MaterialRemaining['reason'] | null {
  if (isProject(material)) {
    if (stored?.submissionStatus === 'reviewed') return null;
    // Submitted and waiting for the mentor, or not yet handed in at all.
    return stored?.submissionStatus ? 'not-reviewed' : 'unfinished';
  }
  return stored?.isFinish ? null : 'unfinished';
}

/** Where a student stands against the rules in one course. A course or chapter with nothing to learn earns nothing. */
export function courseStanding(outline: CourseOutline, stored: Map<number, Stored>): CourseStanding {
  const remaining: MaterialRemaining[] = [];
  const chapters = outline.chapters.map((chapter): ChapterStanding => {
    let total = 0;
    let done = 0;
    for (const topic of chapter.topics) {
      for (const material of topic.materials) {
        total += 1;
        const reason = remainingReason(material, stored.get(material.id));
        if (reason === null) done += 1;
        else remaining.push({ materialId: material.id, chapterId: chapter.id, isProject: isProject(material), reason });
      }
    }
    return { chapterId: chapter.id, total, done, earned: total > 0 && done === total };
  });
  return {
    courseId: outline.courseId,
    chapters,
    remaining,
    // An empty chapter blocks nothing: the course is earned once it has something to learn and nothing is left.
    earned: chapters.some((c) => c.total > 0) && remaining.length === 0,
  };
}
