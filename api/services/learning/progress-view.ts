/** Builders of the student learning area's JSON shapes (api/contracts/student-learning.ts). */
import type { MaterialLink, MaterialView, ProgressView } from '../../contracts/student-learning';
import type { OutlineMaterial } from './progress-outline';
import type { MaterialState, ProgressRow } from './progress-state';

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
