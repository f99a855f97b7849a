/** JSON shapes of the student learning area (spec §3 field names). */
import type { LocalizedText, MaterialRelation } from '../db/schema';
import type { OutlineMaterial } from './progress-outline';
import type { MaterialState, ProgressRow } from './progress-state';

/** Spec §3 "Student progress". */
export type ProgressView = {
  id: number;
  course_id: number;
  join_date: string;
  last_learning_date: string | null;
  percentage: number;
  score: number;
  student_id: number;
  submission_project_path: string | null;
};

export function progressView(p: ProgressRow): ProgressView {
  return {
    id: p.id,
    course_id: p.courseId,
    join_date: p.joinDate.toISOString(),
    last_learning_date: p.lastLearningDate?.toISOString() ?? null,
    percentage: p.percentage,
    score: p.score,
    student_id: p.studentId,
    submission_project_path: p.submissionProjectPath,
  };
}

/** Spec §3 "Material" of the student chapter list, plus the current flag, lock reason and score. */
export type MaterialView = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  relation: MaterialRelation;
  is_finish: boolean;
  is_unlock: boolean;
  is_current: boolean;
  lock_reason: MaterialState['lockReason'];
  score: number | null;
  progress_material_id: number | null;
  topic_id: number;
  chapter_id: number;
};

export function materialView(m: OutlineMaterial, s: MaterialState): MaterialView {
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    order: m.order,
    relation: m.relation,
    is_finish: s.isFinish,
    is_unlock: s.isUnlock,
    is_current: s.isCurrent,
    lock_reason: s.lockReason,
    score: s.score,
    progress_material_id: s.progressMaterialId,
    topic_id: m.topicId,
    chapter_id: m.chapterId,
  };
}

/** A link to a neighbouring material (previous / next). */
export type MaterialLink = Pick<
  MaterialView,
  'id' | 'title' | 'relation' | 'is_unlock' | 'is_finish' | 'topic_id' | 'chapter_id'
>;

export function materialLink(m: OutlineMaterial, s: MaterialState): MaterialLink {
  return {
    id: m.id,
    title: m.title,
    relation: m.relation,
    is_unlock: s.isUnlock,
    is_finish: s.isFinish,
    topic_id: m.topicId,
    chapter_id: m.chapterId,
  };
}
