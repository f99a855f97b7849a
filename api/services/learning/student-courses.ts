/**
 * Courses as a student sees them: the list (with their own progress) and one course with what its trial
 * includes (material counts per type) for the dashboard.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CourseDetail, CourseListItem, MaterialCounts, ProgressView } from '../../contracts/student-learning';
import { studentMessage } from '../../contracts/student-messages';
import type { Db } from '../../db/client';
import { courses, type MaterialRelation, progresses } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { loadCourseOutline, type OutlineMaterial } from './progress-outline';
import { hasActiveSubscription } from './progress-state';
import { progressView } from './progress-view';

const kindOf = (relation: MaterialRelation) =>
  (relation.startsWith('submission') ? 'project' : relation) as keyof MaterialCounts;

function countByKind(list: OutlineMaterial[]): MaterialCounts {
  const counts: MaterialCounts = {};
  for (const m of list) {
    const kind = kindOf(m.relation);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

async function progressOf(db: Db, studentId: number, courseId: number): Promise<ProgressView | null> {
  const row = (
    await db
      .select()
      .from(progresses)
      .where(and(eq(progresses.studentId, studentId), eq(progresses.courseId, courseId)))
      .limit(1)
  )[0];
  return row ? progressView(row) : null;
}

/** Live courses in order with the student's progress in each (null when not started). */
export async function listStudentCourses(db: Db, studentId: number): Promise<CourseListItem[]> {
  const rows = await db
    .select({ id: courses.id, title: courses.title, description: courses.description, order: courses.order })
    .from(courses)
    .where(isNull(courses.deletedAt))
    .orderBy(asc(courses.order), asc(courses.id));
  const list: CourseListItem[] = [];
  for (const c of rows) list.push({ ...c, progress: await progressOf(db, studentId, c.id) });
  return list;
}

/** One live course for the student; 404 when missing or trashed. */
export async function getStudentCourse(
  db: Db,
  input: { courseId: number; studentId: number; locale: Locale; now?: Date },
): Promise<CourseDetail> {
  const course = (
    await db
      .select({ id: courses.id, title: courses.title, description: courses.description, order: courses.order })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), isNull(courses.deletedAt)))
      .limit(1)
  )[0];
  if (!course) throw new AppError('not_found', studentMessage(input.locale, 'courseNotFound'));
  const outline = await loadCourseOutline(db, course.id);
  const isTrial = (m: OutlineMaterial) => outline.chapterById.get(m.chapterId)?.isTrial === true;
  const trialMaterials = outline.materials.filter(isTrial);
  const paidMaterials = outline.materials.filter((m) => !isTrial(m));
  return {
    ...course,
    progress: await progressOf(db, input.studentId, course.id),
    subscribed: await hasActiveSubscription(db, input.studentId, course.id, input.now),
    chapters: {
      trial: outline.chapters.filter((c) => c.isTrial).length,
      paid: outline.chapters.filter((c) => !c.isTrial).length,
    },
    total_materials: outline.materials.length,
    trial: {
      chapters: outline.chapters.filter((c) => c.isTrial).map((c) => ({ id: c.id, title: c.title })),
      materials: countByKind(trialMaterials),
      total: trialMaterials.length,
    },
    paid: { materials: countByKind(paidMaterials), total: paidMaterials.length },
  };
}
