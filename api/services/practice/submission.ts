/**
 * Projects (submission materials) from the student's side: the brief and starter workspace, submitting
 * the files (status `new`, recorded in submission_events, the mentor notified), resubmitting while the
 * project is not reviewed yet, the list of the student's submissions, and one submission's saved code
 * with the mentor's feedback, score and line comments.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Workspace, WorkspaceNode } from '../../../workers/workspace/types';
import { createWorkspace } from '../../../workers/workspace/workspace';
import { isAllowedProjectFile } from '../../contracts/practice';
import { practiceMessage, practiceText } from '../../contracts/practice-messages';
import type { ProjectView } from '../../contracts/practice-views';
import { type Db, progressTransaction } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  type LocalizedText,
  materials,
  progressMaterials,
  type SubmissionStatus,
  studentDetails,
  submissionEvents,
  submissions,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { unlockNextMaterial } from '../learning/progress-actions';
import { loadCourseOutline } from '../learning/progress-outline';
import { isExamProject } from '../mentoring/mentor-shared';
import { createNotification } from '../notifications';
import { ownedMaterial } from './practice-access';

function prepare(db: Db) {
  return {
    project: db
      .select({
        title: submissions.title,
        brief: submissions.brief,
        isExam: submissions.isExam,
        starter: submissions.starter,
        answers: submissions.answers,
        materialTitle: materials.title,
        relation: materials.relation,
      })
      .from(materials)
      .leftJoin(submissions, and(eq(submissions.materialId, materials.id), isNull(submissions.deletedAt)))
      .where(eq(materials.id, sql.placeholder('materialId')))
      .orderBy(asc(submissions.id))
      .limit(1)
      .prepare(),
    state: db
      .select({
        code: progressMaterials.code,
        status: progressMaterials.submissionStatus,
        submittedAt: progressMaterials.submittedAt,
        reviewedAt: progressMaterials.reviewedAt,
        feedback: progressMaterials.feedback,
        score: progressMaterials.score,
      })
      .from(progressMaterials)
      .where(eq(progressMaterials.id, sql.placeholder('id')))
      .prepare(),
    mentor: db
      .select({ mentorId: studentDetails.mentorId, fullName: studentDetails.fullName })
      .from(studentDetails)
      .where(eq(studentDetails.userId, sql.placeholder('userId')))
      .prepare(),
  };
}

const statements = perDatabase(prepare);

/** The project of a material, its title fixed to 'Final Exam' for the exam (docs/decisions/0008-errors-and-limits.md); 404 without one. */
async function projectOf(db: Db, materialId: number, locale: Locale) {
  const project = (await statements(db).project.execute({ materialId }))[0];
  if (!project) throw new AppError('not_found', practiceMessage(locale, 'projectNotFound'));
  const isExam = isExamProject(project.isExam, project.relation);
  const title: LocalizedText = isExam ? practiceText('finalExam') : (project.title ?? project.materialTitle);
  return { ...project, isExam, title };
}

/** What a project gives a student to start from: title, brief, starter files and checklist; 404 without one. */
export async function projectContent(
  db: Db,
  materialId: number,
  locale: Locale,
): Promise<Pick<ProjectView, 'title' | 'brief' | 'isExam' | 'starter' | 'answers'>> {
  const project = await projectOf(db, materialId, locale);
  return {
    title: project.title,
    brief: project.brief ?? {},
    isExam: project.isExam,
    starter: project.starter ?? createWorkspace(),
    answers: project.answers ?? [],
  };
}

/** `GET /api/student/submissions/:progressMaterialId`: the project screen's data. */
export async function getProject(
  db: Db,
  input: { progressMaterialId: number; studentId: number; locale: Locale; now?: Date },
): Promise<ProjectView> {
  const owned = await ownedMaterial(db, { ...input, kind: 'project' });
  const content = await projectContent(db, owned.materialId, input.locale);
  const state = (await statements(db).state.execute({ id: owned.progressMaterialId }))[0];
  const status = state?.status ?? null;
  return {
    progressMaterialId: owned.progressMaterialId,
    materialId: owned.materialId,
    ...content,
    files: state?.code ?? null,
    status,
    submittedAt: state?.submittedAt?.getTime() ?? null,
    reviewedAt: state?.reviewedAt?.getTime() ?? null,
    feedback: state?.feedback ?? null,
    score: state?.score ?? null,
    canSubmit: status !== 'reviewed',
  };
}

function countFiles(nodes: WorkspaceNode[]): number {
  return nodes.reduce((n, node) => n + ('folder' in node ? countFiles(node.files) : 1), 0);
}

function disallowedFile(nodes: WorkspaceNode[]): string | null {
  for (const node of nodes) {
    if ('folder' in node) {
      const inner = disallowedFile(node.files);
      if (inner) return inner;
    } else if (!isAllowedProjectFile(node.path)) return node.path;
  }
  return null;
}

export type SubmitResult = { status: SubmissionStatus; submittedAt: number; resubmitted: boolean };

/**
 * `POST /api/student/submissions/:progressMaterialId`: stores the files and sets status `new`. Allowed
 * until the project is reviewed (a resubmission during review puts it back to `new`). Records the event,
 * unlocks the next material and notifies the student's mentor, all in one transaction.
 */
export async function submitProject(
  db: Db,
  input: {
    progressMaterialId: number;
    studentId: number;
    workspace: Workspace;
    /** The packed editing replay of this version (validated by the contract), or null. */
    replay?: string | null;
    locale: Locale;
    now?: Date;
  },
): Promise<SubmitResult> {
  const { locale } = input;
  const now = input.now ?? new Date();
  const owned = await ownedMaterial(db, { ...input, kind: 'project' });
  if (countFiles(input.workspace.files) === 0) {
    throw new AppError('validation', practiceMessage(locale, 'emptyProject'), {
      workspace: practiceMessage(locale, 'emptyProject'),
    });
  }
  const bad = disallowedFile(input.workspace.files);
  if (bad) {
    const text = practiceMessage(locale, 'fileTypeNotAllowed', { path: bad });
    throw new AppError('validation', text, { workspace: text });
  }
  const s = statements(db);
  const project = await projectOf(db, owned.materialId, locale);
  // Locks the progress row first at READ COMMITTED, as the student's finishes do: they queue instead of failing
  // each other with serialization errors (a resubmission during a finish answered 500 on PostgreSQL).
  return await progressTransaction(db, owned.progressId, async (tx) => {
    const before = (await s.state.execute({ id: owned.progressMaterialId }))[0];
    if (before?.status === 'reviewed') throw new AppError('conflict', practiceMessage(locale, 'alreadyReviewed'));
    const resubmitted = before?.submittedAt !== null && before?.submittedAt !== undefined;
    await tx
      .update(progressMaterials)
      .set({
        code: input.workspace,
        codeUpdatedAt: now,
        submissionStatus: 'new',
        submittedAt: now,
        // The replay belongs to this version: a resubmission without one does not keep the previous version's.
        submissionReplay: input.replay ?? null,
        reviewedAt: null,
        reviewedBy: null,
        updatedAt: now,
      })
      .where(eq(progressMaterials.id, owned.progressMaterialId));
    await tx.insert(submissionEvents).values({
      progressMaterialId: owned.progressMaterialId,
      status: 'new',
      actorId: input.studentId,
      createdAt: now,
    });
    await unlockNextMaterial(tx, await loadCourseOutline(tx, owned.courseId), owned.progressId, owned.materialId, now);
    const student = (await s.mentor.execute({ userId: input.studentId }))[0];
    if (student?.mentorId) {
      const name = student.fullName;
      const title = project.title.id ?? project.title.en ?? '';
      const titleEn = project.title.en ?? project.title.id ?? '';
      await createNotification(tx, {
        userId: student.mentorId,
        type: resubmitted ? 'submission.resubmitted' : 'submission.new',
        title: practiceText(resubmitted ? 'submissionResubmitted' : 'submissionNew', { name }),
        body: {
          id: practiceMessage('id', 'submissionBody', { title }),
          en: practiceMessage('en', 'submissionBody', { title: titleEn }),
        },
        link: `/mentor/submission?progressMaterialId=${owned.progressMaterialId}`,
      });
    }
    return { status: 'new' as const, submittedAt: now.getTime(), resubmitted };
  });
}
