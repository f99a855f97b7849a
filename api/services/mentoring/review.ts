/**
 * Reviewing a submitted project: read it with its rules, comments and history; open it (`new` →
 * `in review`); comment on lines; give general feedback and a score; finish it (`reviewed`), which
 * notifies the student. Every status change is recorded in submission_events with the mentor and time.
 */

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Workspace, WorkspaceNode } from '../../../workers/workspace/types';
import { message } from '../../contracts/common-messages';
import type { ReviewComment, SubmissionReview } from '../../contracts/mentor';
import { type Db, progressTransaction, transaction } from '../../db/client';
import { epochMs } from '../../db/fragments';
import { perDatabase } from '../../db/per-database';
import {
  materials,
  mentorDetails,
  notifications,
  progresses,
  progressMaterials,
  reviewComments,
  type SubmissionStatus,
  studentDetails,
  submissionEvents,
  submissions,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { recomputeProgress } from '../learning/progress-actions';
import { createNotification } from '../notifications';
import { assertOwnSubmission, isExamProject, pickText, projectTitle } from './mentor-shared';

function prepare(db: Db) {
  const id = sql.placeholder('id');
  const now = sql.placeholder('now');
  const mentorId = sql.placeholder('mentorId');
  return {
    review: db
      .select({
        progressMaterialId: progressMaterials.id,
        progressId: progressMaterials.progressId,
        materialId: progressMaterials.materialId,
        studentId: progresses.studentId,
        studentName: studentDetails.fullName,
        materialTitle: materials.title,
        relation: materials.relation,
        submissionTitle: submissions.title,
        brief: submissions.brief,
        isExam: submissions.isExam,
        code: progressMaterials.code,
        answers: submissions.answers,
        status: progressMaterials.submissionStatus,
        feedback: progressMaterials.feedback,
        score: progressMaterials.score,
        submittedAt: epochMs(progressMaterials.submittedAt),
        reviewedAt: epochMs(progressMaterials.reviewedAt),
      })
      .from(progressMaterials)
      .innerJoin(progresses, eq(progresses.id, progressMaterials.progressId))
      .innerJoin(studentDetails, eq(studentDetails.userId, progresses.studentId))
      .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
      .leftJoin(submissions, and(eq(submissions.materialId, materials.id), isNull(submissions.deletedAt)))
      .where(eq(progressMaterials.id, id))
      .prepare(),
    comments: db
      .select({
        id: reviewComments.id,
        path: reviewComments.path,
        line: reviewComments.line,
        body: reviewComments.body,
        mentorId: reviewComments.mentorId,
        mentorName: sql<string>`coalesce(${mentorDetails.fullName}, ${users.email})`,
        createdAt: epochMs<number>(reviewComments.createdAt),
      })
      .from(reviewComments)
      .innerJoin(users, eq(users.id, reviewComments.mentorId))
      .leftJoin(mentorDetails, eq(mentorDetails.userId, reviewComments.mentorId))
      .where(eq(reviewComments.progressMaterialId, id))
      .orderBy(asc(reviewComments.path), asc(reviewComments.line), asc(reviewComments.id))
      .prepare(),
    events: db
      .select({
        status: submissionEvents.status,
        actorId: submissionEvents.actorId,
        createdAt: epochMs<number>(submissionEvents.createdAt),
        actorName: sql<string>`coalesce(${mentorDetails.fullName}, ${studentDetails.fullName}, ${users.email})`,
      })
      .from(submissionEvents)
      .innerJoin(users, eq(users.id, submissionEvents.actorId))
      .leftJoin(mentorDetails, eq(mentorDetails.userId, submissionEvents.actorId))
      .leftJoin(studentDetails, eq(studentDetails.userId, submissionEvents.actorId))
      .where(eq(submissionEvents.progressMaterialId, id))
      .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id))
      .prepare(),
    status: db
      .select({ status: progressMaterials.submissionStatus, code: progressMaterials.code })
      .from(progressMaterials)
      .where(eq(progressMaterials.id, id))
      .prepare(),
    recordEvent: db
      .insert(submissionEvents)
      .values({
        progressMaterialId: sql`${id}`,
        status: sql`${sql.placeholder('status')}`,
        actorId: sql`${sql.placeholder('actorId')}`,
        createdAt: sql`${now}`,
      })
      .prepare(),
    open: db
      .update(progressMaterials)
      .set({ submissionStatus: 'in review', reviewedBy: sql`${mentorId}`, updatedAt: sql`${now}` })
      .where(and(eq(progressMaterials.id, id), eq(progressMaterials.submissionStatus, 'new')))
      .returning({ id: progressMaterials.id })
      .prepare(),
    readLinked: db
      .update(notifications)
      .set({ readAt: sql`${now}` })
      .where(
        and(
          eq(notifications.userId, mentorId),
          isNull(notifications.readAt),
          eq(notifications.link, sql.placeholder('link')),
        ),
      )
      .prepare(),
    addComment: db
      .insert(reviewComments)
      .values({
        progressMaterialId: sql`${id}`,
        mentorId: sql`${mentorId}`,
        path: sql`${sql.placeholder('path')}`,
        line: sql`${sql.placeholder('line')}`,
        body: sql`${sql.placeholder('body')}`,
        createdAt: sql`${now}`,
      })
      .returning({ id: reviewComments.id })
      .prepare(),
    deleteComment: db
      .delete(reviewComments)
      .where(
        and(
          eq(reviewComments.id, sql.placeholder('commentId')),
          eq(reviewComments.progressMaterialId, id),
          eq(reviewComments.mentorId, mentorId),
        ),
      )
      .returning({ id: reviewComments.id })
      .prepare(),
    saveDraft: db
      .update(progressMaterials)
      .set({
        feedback: sql`case when ${sql.placeholder('setFeedback')} = 1 then ${sql.placeholder('feedback')} else ${progressMaterials.feedback} end`,
        score: sql`case when ${sql.placeholder('setScore')} = 1 then ${sql.placeholder('score')} else ${progressMaterials.score} end`,
        updatedAt: sql`${now}`,
      })
      .where(eq(progressMaterials.id, id))
      .prepare(),
    complete: db
      .update(progressMaterials)
      .set({
        submissionStatus: 'reviewed',
        feedback: sql`${sql.placeholder('feedback')}`,
        score: sql`${sql.placeholder('score')}`,
        reviewedAt: sql`${now}`,
        reviewedBy: sql`${mentorId}`,
        isFinish: true,
        finishedAt: sql`${now}`,
        updatedAt: sql`${now}`,
      })
      .where(eq(progressMaterials.id, id))
      .prepare(),
  };
}

const queries = perDatabase(prepare);

type RawReview = Awaited<ReturnType<ReturnType<typeof prepare>['review']['execute']>>[number];

async function reviewRow(db: Db, progressMaterialId: number): Promise<RawReview> {
  const [row] = await queries(db).review.execute({ id: progressMaterialId });
  if (!row) throw new AppError('internal', 'The submission is gone.');
  return row;
}

/** A submission's line comments, for the mentor's and the student's screens alike. */
export async function listReviewComments(db: Db, progressMaterialId: number): Promise<ReviewComment[]> {
  return await queries(db).comments.execute({ id: progressMaterialId });
}

/** A mentor's view of one submitted project (404 unknown, 403 not their student). */
export async function getSubmissionReview(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  locale: Locale,
): Promise<SubmissionReview> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  const raw = await reviewRow(db, progressMaterialId);
  const events = await queries(db).events.execute({ id: progressMaterialId });
  const isExam = isExamProject(raw.isExam, raw.relation);
  return {
    progressMaterialId: raw.progressMaterialId,
    progressId: raw.progressId,
    materialId: raw.materialId,
    studentId: raw.studentId,
    studentName: raw.studentName,
    title: projectTitle(isExam, raw.submissionTitle, raw.materialTitle, locale),
    brief: pickText(raw.brief, locale),
    isExam,
    files: raw.code ?? null,
    rules: raw.answers ?? [],
    comments: await listReviewComments(db, progressMaterialId),
    events,
    // assertOwnSubmission found a status.
    status: raw.status as SubmissionStatus,
    feedback: raw.feedback,
    score: raw.score,
    submittedAt: raw.submittedAt,
    reviewedAt: raw.reviewedAt,
  };
}

async function recordEvent(db: Db, progressMaterialId: number, status: SubmissionStatus, actorId: number, at: number) {
  await queries(db).recordEvent.execute({ id: progressMaterialId, status, actorId, now: at });
}

const notInReview = (locale: Locale) =>
  new AppError(
    'conflict',
    locale === 'en'
      ? 'Open the submission for review first; a reviewed submission can no longer be changed.'
      : 'Buka pengumpulan ini untuk direview terlebih dahulu; pengumpulan yang sudah direview tidak dapat diubah.',
  );

/** The submission's saved code; throws 409 unless it is in review. */
async function assertInReview(db: Db, progressMaterialId: number, locale: Locale): Promise<Workspace | null> {
  const [row] = await queries(db).status.execute({ id: progressMaterialId });
  if (row?.status !== 'in review') throw notInReview(locale);
  return row.code ?? null;
}

/**
 * Opening a `new` submission moves it to `in review` (recorded with the mentor and time); other
 * statuses stay as they are. The mentor's unread notifications about it are marked read. Returns the
 * submission as `getSubmissionReview` does.
 */
export async function openSubmission(db: Db, mentorId: number, progressMaterialId: number, locale: Locale) {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await transaction(db, async (tx) => {
    const now = Date.now();
    const q = queries(tx);
    const changed = await q.open.execute({ id: progressMaterialId, mentorId, now });
    if (changed.length === 1) await recordEvent(tx, progressMaterialId, 'in review', mentorId, now);
    // The mentor is looking at it now: its "new project" notifications have done their job.
    await q.readLinked.execute({ now, mentorId, link: `/mentor/submission?progressMaterialId=${progressMaterialId}` });
  });
  return await getSubmissionReview(db, mentorId, progressMaterialId, locale);
}

/** All file paths of a workspace with their line counts (code files only). */
function codeFiles(workspace: Workspace | null): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (nodes: WorkspaceNode[]) => {
    for (const node of nodes) {
      if ('folder' in node) walk(node.files);
      else if (node.type === 'code') out.set(node.path, node.value.split('\n').length);
    }
  };
  if (workspace) walk(workspace.files);
  return out;
}

export type NewComment = { path: string; line: number; body: string };

/** Adds a comment on `line` (1-based) of the file at `path`; the file and line must exist in the submission. */
export async function addReviewComment(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  comment: NewComment,
  locale: Locale,
): Promise<ReviewComment> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  const code = await assertInReview(db, progressMaterialId, locale);
  const lines = codeFiles(code).get(comment.path);
  if (lines === undefined) {
    throw new AppError('validation', message(locale, 'validation'), {
      path: locale === 'en' ? 'The file is not part of this submission.' : 'File tidak ada dalam pengumpulan ini.',
    });
  }
  if (comment.line > lines) {
    throw new AppError('validation', message(locale, 'validation'), {
      line: locale === 'en' ? `The file has only ${lines} lines.` : `File ini hanya memiliki ${lines} baris.`,
    });
  }
  const [row] = await queries(db).addComment.execute({
    id: progressMaterialId,
    mentorId,
    path: comment.path,
    line: comment.line,
    body: comment.body,
    now: Date.now(),
  });
  const created = (await listReviewComments(db, progressMaterialId)).find((c) => c.id === row?.id);
  if (!created) throw new AppError('internal', 'The comment was not stored.');
  return created;
}

/** Deletes one of the mentor's own comments while the submission is in review. */
export async function deleteReviewComment(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  commentId: number,
  locale: Locale,
): Promise<void> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  const deleted = await queries(db).deleteComment.execute({ commentId, id: progressMaterialId, mentorId });
  if (deleted.length === 0) throw new AppError('not_found', message(locale, 'notFound'));
}

export type ReviewDraft = { feedback?: string | null | undefined; score?: number | null | undefined };

/** Saves the general feedback and/or score while the submission is in review (nothing is sent yet). */
export async function saveReviewDraft(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  draft: ReviewDraft,
  locale: Locale,
): Promise<SubmissionReview> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  await queries(db).saveDraft.execute({
    setFeedback: draft.feedback !== undefined ? 1 : 0,
    feedback: draft.feedback ?? null,
    setScore: draft.score !== undefined ? 1 : 0,
    score: draft.score ?? null,
    now: Date.now(),
    id: progressMaterialId,
  });
  return await getSubmissionReview(db, mentorId, progressMaterialId, locale);
}

/**
 * Finishes the review: stores feedback and score, marks the submission `reviewed` and finished (event
 * with mentor and time), recomputes the student's progress and notifies the student, in one transaction.
 */
export async function completeReview(
  db: Db,
  mentorId: number,
  progressMaterialId: number,
  review: { feedback: string; score: number },
  locale: Locale,
): Promise<SubmissionReview> {
  await assertOwnSubmission(db, mentorId, progressMaterialId, locale);
  await assertInReview(db, progressMaterialId, locale);
  const { progressId } = await reviewRow(db, progressMaterialId);
  // Locks the progress row first, as the student's finishes and submissions do: they queue on it.
  await progressTransaction(db, progressId, async (tx) => {
    const now = Date.now();
    await queries(tx).complete.execute({
      feedback: review.feedback,
      score: review.score,
      now,
      mentorId,
      id: progressMaterialId,
    });
    await recordEvent(tx, progressMaterialId, 'reviewed', mentorId, now);
    const raw = await reviewRow(tx, progressMaterialId);
    // A reviewed project counts as finished with its score (as the seed and the progress service model it).
    await recomputeProgress(tx, raw.progressId);
    const isExam = isExamProject(raw.isExam, raw.relation);
    const titleOf = (lang: Locale) => projectTitle(isExam, raw.submissionTitle, raw.materialTitle, lang);
    await createNotification(tx, {
      userId: raw.studentId,
      type: 'submission.reviewed',
      title: { id: 'Proyekmu sudah direview', en: 'Your project has been reviewed' },
      body: {
        id: `${titleOf('id')}: nilai ${review.score}. Lihat komentar mentor pada kodemu.`,
        en: `${titleOf('en')}: score ${review.score}. See your mentor's comments on your code.`,
      },
      link: `/submissions?progressMaterialId=${progressMaterialId}`,
    });
  });
  return await getSubmissionReview(db, mentorId, progressMaterialId, locale);
}
