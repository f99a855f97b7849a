/** Certificates: the rules, issuing, revocation and reading (see each module). */

export { awardEarned, reissueCertificate, revokeCertificate } from './issue';
export { academyIssuer, didDocument, type Issuer, issuerDid } from './issuer';
export { courseStanding } from './rules';
export { STATUS_LIST_LENGTH, statusListCredential } from './status-list';
export * from './views';

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progresses } from '../../db/schema';
import { awardEarned } from './issue';
import type { Issuer } from './issuer';

/** `awardEarned` for the student and course of progress row `progressId`. */
export async function awardForProgress(
  db: Db,
  issuerFor: () => Promise<Issuer>,
  progressId: number,
): Promise<string[]> {
  const [row] = await db
    .select({ studentId: progresses.studentId, courseId: progresses.courseId })
    .from(progresses)
    .where(eq(progresses.id, progressId));
  return row ? await awardEarned(db, issuerFor, row.studentId, row.courseId) : [];
}
