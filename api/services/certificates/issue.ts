/**
 * Issuing, revoking and re-issuing certificates. `awardEarned` issues what a student has earned by the rules
 * (rules.ts) and has not been given yet; it runs after a mentor accepts a project, after a material is finished and
 * when the student opens their certificates, so a certificate never waits for a particular request. One issue per
 * achievement: the unique (student, achievement, revision) index turns a concurrent second issue into nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { constant, unsampledIdValue } from '../../db/plan-stable';
import {
  certificateSettings,
  certificates,
  chapters,
  courses,
  type LocalizedText,
  materials,
  mentorDetails,
  progressMaterials,
  studentDetails,
  submissions,
  users,
} from '../../db/schema';
import { loadCourseOutline } from '../learning/progress-outline';
import { findProgress, loadProgressMaterials } from '../learning/progress-state';
import { buildCredential, type CertificateContent, type Evidence } from './credential';
import type { Issuer } from './issuer';
import { courseStanding } from './rules';
import { signCredential } from './signing';
import { statusListsChanged } from './status-list';

type Scope = { studentId: number; courseId: number; chapterId: number | null };

export const achievementKey = (scope: Pick<Scope, 'courseId' | 'chapterId'>) =>
  scope.chapterId === null ? `course:${scope.courseId}` : `chapter:${scope.chapterId}`;

/** `at` plus `months` calendar months (the end of a shorter month when the day does not exist). */
export function addMonths(at: Date, months: number): Date {
  const out = new Date(at);
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  const last = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, last));
  return out;
}

/** The projects of the student's course (or of one chapter) that a mentor accepted, in course order. */
async function acceptedProjects(db: Db, scope: Scope, progressId: number): Promise<Evidence[]> {
  const outline = await loadCourseOutline(db, scope.courseId);
  const inScope = outline.materials.filter(
    (m) => m.relation.startsWith('submission') && (scope.chapterId === null || m.chapterId === scope.chapterId),
  );
  if (inScope.length === 0) return [];
  const rows = await db
    .select({
      materialId: progressMaterials.materialId,
      materialTitle: materials.title,
      submissionTitle: submissions.title,
      mentorName: mentorDetails.fullName,
      mentorEmail: users.email,
      reviewedAt: progressMaterials.reviewedAt,
      score: progressMaterials.score,
    })
    .from(progressMaterials)
    .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
    .leftJoin(submissions, and(eq(submissions.materialId, materials.id), isNull(submissions.deletedAt)))
    .leftJoin(users, eq(users.id, progressMaterials.reviewedBy))
    .leftJoin(mentorDetails, eq(mentorDetails.userId, progressMaterials.reviewedBy))
    .where(
      and(
        eq(progressMaterials.progressId, unsampledIdValue(progressId)),
        eq(progressMaterials.submissionStatus, constant('reviewed')),
        sql`${progressMaterials.materialId} in (${sql.join(
          inScope.map((m) => constant(m.id)),
          sql`, `,
        )})`,
      ),
    );
  const byMaterial = new Map(rows.map((r) => [r.materialId, r]));
  return inScope.flatMap((m) => {
    const row = byMaterial.get(m.id);
    if (!row) return [];
    const title: LocalizedText =
      row.submissionTitle && (row.submissionTitle.id || row.submissionTitle.en)
        ? row.submissionTitle
        : row.materialTitle;
    return [
      {
        materialId: m.id,
        title,
        mentorName: row.mentorName ?? row.mentorEmail ?? '',
        reviewedAt: row.reviewedAt,
        score: row.score,
      },
    ];
  });
}

/** How many months the course's certificates stay valid, or null (no expiry). */
export async function validMonthsOf(db: Db, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ months: certificateSettings.validMonths })
    .from(certificateSettings)
    .where(eq(certificateSettings.courseId, courseId));
  return row?.months ?? null;
}

/**
 * Issues one certificate: the row first (its id is the credential's place in the status list), then the signed
 * credential. Returns the public id, or null when the (student, achievement, revision) row exists already.
 */
async function issueOne(
  db: Db,
  issuer: Issuer,
  scope: Scope & { revision: number; progressId: number },
  now: Date,
): Promise<string | null> {
  const [student] = await db
    .select({ name: studentDetails.fullName })
    .from(studentDetails)
    .where(eq(studentDetails.userId, unsampledIdValue(scope.studentId)));
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, scope.courseId));
  const [chapter] =
    scope.chapterId === null
      ? []
      : await db.select({ title: chapters.title }).from(chapters).where(eq(chapters.id, scope.chapterId));
  if (!student || !course) return null;
  const months = await validMonthsOf(db, scope.courseId);
  const expiresAt = months === null ? null : addMonths(now, months);
  const publicId = randomUUID();
  const [row] = await db
    .insert(certificates)
    .values({
      publicId,
      studentId: scope.studentId,
      courseId: scope.courseId,
      chapterId: scope.chapterId,
      achievement: achievementKey(scope),
      revision: scope.revision,
      learnerName: student.name,
      credential: null,
      issuedAt: now,
      expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  if (!row) return null;
  const content: CertificateContent = {
    rowId: row.id,
    publicId,
    kind: scope.chapterId === null ? 'course' : 'chapter',
    courseId: scope.courseId,
    chapterId: scope.chapterId,
    learnerName: student.name,
    courseTitle: course.title,
    chapterTitle: chapter?.title ?? null,
    evidence: await acceptedProjects(db, scope, scope.progressId),
    issuedAt: now,
    expiresAt,
  };
  try {
    const credential = await signCredential(issuer, buildCredential(issuer, content), now);
    await db.update(certificates).set({ credential }).where(eq(certificates.id, row.id));
  } catch (error) {
    // A row without a credential would block this achievement for good: take it back so the next call retries.
    await db.delete(certificates).where(eq(certificates.id, row.id));
    throw error;
  }
  return publicId;
}

/**
 * Issues every certificate the student has earned in the course and not been given (any revision, revoked ones
 * included: a revoked certificate comes back only by an admin's re-issue). Returns the new public ids.
 */
export async function awardEarned(
  db: Db,
  issuerFor: () => Promise<Issuer>,
  studentId: number,
  courseId: number,
  now = new Date(),
): Promise<string[]> {
  const progress = await findProgress(db, studentId, courseId);
  if (!progress) return [];
  const outline = await loadCourseOutline(db, courseId);
  const standing = courseStanding(outline, await loadProgressMaterials(db, progress.id));
  const due: Array<number | null> = standing.chapters.filter((c) => c.earned).map((c) => c.chapterId);
  if (standing.earned) due.push(null);
  if (due.length === 0) return [];
  const held = new Set(
    (
      await db
        .select({ achievement: certificates.achievement })
        .from(certificates)
        .where(
          and(
            eq(certificates.studentId, unsampledIdValue(studentId)),
            eq(certificates.courseId, unsampledIdValue(courseId)),
          ),
        )
    ).map((r) => r.achievement),
  );
  const issued: string[] = [];
  // The key is derived only when something is issued: most calls (every finished material) find nothing new.
  let issuer: Issuer | undefined;
  for (const chapterId of due) {
    if (held.has(achievementKey({ courseId, chapterId }))) continue;
    issuer ??= await issuerFor();
    const id = await issueOne(
      db,
      issuer,
      { studentId, courseId, chapterId, revision: 0, progressId: progress.id },
      now,
    );
    if (id) issued.push(id);
  }
  return issued;
}

export type RevokeResult = 'revoked' | 'already' | 'missing';

/** Revokes the certificate `publicId` with `reason`; its bit in the status list is set from now on. */
export async function revokeCertificate(
  db: Db,
  input: { publicId: string; reason: string; adminId: number; now?: Date },
): Promise<RevokeResult> {
  const changed = await db
    .update(certificates)
    .set({ revokedAt: input.now ?? new Date(), revokeReason: input.reason, revokedBy: input.adminId })
    .where(
      and(
        eq(certificates.publicId, input.publicId),
        isNull(certificates.revokedAt),
        isNotNull(certificates.credential),
      ),
    )
    .returning({ id: certificates.id });
  if (changed.length > 0) {
    statusListsChanged(db);
    return 'revoked';
  }
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.publicId, input.publicId), isNotNull(certificates.credential)));
  return row ? 'already' : 'missing';
}

/**
 * Re-issues the certificate `publicId` as the next revision of its achievement, with today's name, titles,
 * evidence and expiry; the old one is revoked (with `reason`) unless it was already. Null when there is none.
 */
export async function reissueCertificate(
  db: Db,
  issuer: Issuer,
  input: { publicId: string; reason: string; adminId: number; now?: Date },
): Promise<string | null> {
  const now = input.now ?? new Date();
  const [old] = await db
    .select({
      studentId: certificates.studentId,
      courseId: certificates.courseId,
      chapterId: certificates.chapterId,
      achievement: certificates.achievement,
    })
    .from(certificates)
    .where(and(eq(certificates.publicId, input.publicId), isNotNull(certificates.credential)));
  if (!old) return null;
  const progress = await findProgress(db, old.studentId, old.courseId);
  const [latest] = await db
    .select({ revision: certificates.revision })
    .from(certificates)
    .where(and(eq(certificates.studentId, old.studentId), eq(certificates.achievement, old.achievement)))
    .orderBy(desc(certificates.revision))
    .limit(1);
  await revokeCertificate(db, { ...input, now });
  return await issueOne(
    db,
    issuer,
    {
      studentId: old.studentId,
      courseId: old.courseId,
      chapterId: old.chapterId,
      revision: (latest?.revision ?? 0) + 1,
      progressId: progress?.id ?? 0,
    },
    now,
  );
}
