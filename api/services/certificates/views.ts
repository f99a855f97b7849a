/**
 * Reading certificates: the student's own with where they stand against the rules, one by its public id (anyone),
 * the admin's list (search by learner name or certificate id, filter by status, newest first, paged on the server),
 * and the per-course expiry setting.
 */
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminCertificateRow,
  CertificateStanding,
  CertificateView,
  StudentCertificates,
} from '../../contracts/certificates';
import type { Db } from '../../db/client';
import { likeText } from '../../db/fragments';
import { certificateSettings, certificates, chapters, courses, type LocalizedText } from '../../db/schema';
import { loadCourseOutline } from '../learning/progress-outline';
import { findProgress, loadProgressMaterials } from '../learning/progress-state';
import { likePattern } from '../like-pattern';
import { courseStanding } from './rules';

const columns = {
  rowId: certificates.id,
  id: certificates.publicId,
  studentId: certificates.studentId,
  courseId: certificates.courseId,
  chapterId: certificates.chapterId,
  revision: certificates.revision,
  learnerName: certificates.learnerName,
  courseTitle: courses.title,
  chapterTitle: chapters.title,
  issuedAt: certificates.issuedAt,
  expiresAt: certificates.expiresAt,
  revokedAt: certificates.revokedAt,
  revokeReason: certificates.revokeReason,
};

function base(db: Db) {
  return db
    .select({ ...columns, credential: certificates.credential })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(chapters, eq(chapters.id, certificates.chapterId));
}

type Row = {
  id: string;
  courseId: number;
  chapterId: number | null;
  learnerName: string;
  courseTitle: LocalizedText;
  chapterTitle: LocalizedText | null;
  issuedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  revokeReason: string | null;
};

function viewOf(row: Row): Omit<CertificateView, 'credential'> {
  return {
    id: row.id,
    kind: row.chapterId === null ? 'course' : 'chapter',
    courseId: row.courseId,
    chapterId: row.chapterId,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    chapterTitle: row.chapterId === null ? null : (row.chapterTitle ?? {}),
    issuedAt: row.issuedAt.getTime(),
    expiresAt: row.expiresAt?.getTime() ?? null,
    revokedAt: row.revokedAt?.getTime() ?? null,
    revokeReason: row.revokeReason,
  };
}

/** The student's certificates, newest first (course certificates before badges of the same moment). */
export async function studentCertificateList(db: Db, studentId: number): Promise<CertificateView[]> {
  const rows = await base(db)
    .where(and(eq(certificates.studentId, studentId), isNotNull(certificates.credential)))
    .orderBy(desc(certificates.issuedAt), sql`${certificates.chapterId} is null desc`, desc(certificates.id));
  return rows.map((row) => ({ ...viewOf(row), credential: row.credential ?? {} }));
}

/** Where the student stands in `courseId`, with the titles the screens show; null without progress there. */
export async function certificateStanding(
  db: Db,
  studentId: number,
  courseId: number,
): Promise<CertificateStanding | null> {
  const progress = await findProgress(db, studentId, courseId);
  if (!progress) return null;
  const outline = await loadCourseOutline(db, courseId);
  const standing = courseStanding(outline, await loadProgressMaterials(db, progress.id));
  const materialTitle = new Map(outline.materials.map((m) => [m.id, m.title]));
  return {
    courseId,
    earned: standing.earned,
    chapters: standing.chapters.map((c) => ({ ...c, title: outline.chapterById.get(c.chapterId)?.title ?? {} })),
    remaining: standing.remaining.map((m) => ({ ...m, title: materialTitle.get(m.materialId) ?? {} })),
  };
}

export async function studentCertificates(db: Db, studentId: number, courseId: number): Promise<StudentCertificates> {
  return {
    certificates: await studentCertificateList(db, studentId),
    standing: await certificateStanding(db, studentId, courseId),
  };
}

/** One certificate by its public id, for anyone who has the link; undefined when there is none. */
export async function publicCertificate(db: Db, publicId: string): Promise<CertificateView | undefined> {
  const [row] = await base(db).where(and(eq(certificates.publicId, publicId), isNotNull(certificates.credential)));
  return row ? { ...viewOf(row), credential: row.credential ?? {} } : undefined;
}

export type AdminCertificateQuery = {
  search: string;
  status: 'all' | 'valid' | 'revoked';
  start: number;
  length: number;
};

/** The admin's list: `{ data, total, filtered }`, newest first. */
export async function adminCertificateList(
  db: Db,
  query: AdminCertificateQuery,
): Promise<{ data: AdminCertificateRow[]; total: number; filtered: number }> {
  const issued = isNotNull(certificates.credential);
  const filters: SQL[] = [issued];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(likeText(certificates.learnerName, pattern), likeText(certificates.publicId, pattern)) as SQL);
  }
  if (query.status === 'valid') filters.push(isNull(certificates.revokedAt));
  if (query.status === 'revoked') filters.push(isNotNull(certificates.revokedAt));
  const where = and(...filters);
  const [totalRow] = await db.select({ n: count() }).from(certificates).where(issued);
  const [filteredRow] = await db.select({ n: count() }).from(certificates).where(where);
  const rows = await db
    .select(columns)
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(chapters, eq(chapters.id, certificates.chapterId))
    .where(where)
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(query.length)
    .offset(query.start);
  return {
    data: rows.map((row) => ({ ...viewOf(row), studentId: row.studentId, revision: row.revision })),
    total: Number(totalRow?.n ?? 0),
    filtered: Number(filteredRow?.n ?? 0),
  };
}

/** The course's certificate settings (no row: no expiry); undefined when the course does not exist. */
export async function certificateSettingsOf(
  db: Db,
  courseId: number,
): Promise<{ courseId: number; validMonths: number | null } | undefined> {
  const [course] = await db
    .select({ id: courses.id, validMonths: certificateSettings.validMonths })
    .from(courses)
    .leftJoin(certificateSettings, eq(certificateSettings.courseId, courses.id))
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  return course ? { courseId, validMonths: course.validMonths ?? null } : undefined;
}

/** Sets how long the course's future certificates stay valid (issued ones keep theirs). */
export async function saveCertificateSettings(db: Db, courseId: number, validMonths: number | null): Promise<void> {
  const now = new Date();
  await db
    .insert(certificateSettings)
    .values({ courseId, validMonths, updatedAt: now })
    .onConflictDoUpdate({ target: certificateSettings.courseId, set: { validMonths, updatedAt: now } });
}
