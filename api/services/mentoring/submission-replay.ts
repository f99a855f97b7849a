/**
 * The editing replay sent with a submitted project, for its review: the student's mentor reads it (403 for another
 * mentor's student), an admin reads any; 404 when there is no submitted project with that id.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { SubmissionReplay } from '../../contracts/replay';
import type { Db } from '../../db/client';
import { epochMs } from '../../db/fragments';
import { perDatabase } from '../../db/per-database';
import { progressMaterials, type Role } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { assertOwnSubmission } from './mentor-shared';

function prepare(db: Db) {
  return {
    replay: db
      .select({
        progressMaterialId: progressMaterials.id,
        replay: progressMaterials.submissionReplay,
        submittedAt: epochMs(progressMaterials.submittedAt),
      })
      .from(progressMaterials)
      .where(and(eq(progressMaterials.id, sql.placeholder('id')), isNotNull(progressMaterials.submissionStatus)))
      .prepare(),
  };
}

const queries = perDatabase(prepare);

/** `GET /api/{mentor,admin}/submissions/:id/replay`. */
export async function getSubmissionReplay(
  db: Db,
  actor: { id: number; role: Role },
  progressMaterialId: number,
  locale: Locale,
): Promise<SubmissionReplay> {
  if (actor.role !== 'admin') await assertOwnSubmission(db, actor.id, progressMaterialId, locale);
  const [row] = await queries(db).replay.execute({ id: progressMaterialId });
  if (!row) throw new AppError('not_found', message(locale, 'notFound'));
  return { progressMaterialId: row.progressMaterialId, replay: row.replay, submittedAt: row.submittedAt };
}
