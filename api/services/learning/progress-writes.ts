/**
 * The writes of a material's opening and finish, prepared once per connection (docs/decisions/0017-speed-targets.md): a slide's finish is the
 * most frequent write of the learning area after a draft save, and building and preparing its statements anew on
 * every request cost as much as running them (an opening's three writes were still built per request: 3.8 % of the
 * server's CPU in the load benchmark's profile went to SQLite preparing them). Placeholders take the values the columns store (booleans, dates: Drizzle maps them).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { progresses, progressMaterials } from '../../db/schema';

/**
 * The material's row, created finished (`finished_at` now) or not (`finished_at` empty: a placeholder cannot bind
 * an empty date, since Drizzle passes placeholder values through the column's encoder).
 */
function finishInsert(db: Db, finished: boolean) {
  return db.insert(progressMaterials).values({
    progressId: sql.placeholder('progressId'),
    materialId: sql.placeholder('materialId'),
    isUnlock: true,
    isFinish: finished,
    score: sql.placeholder('score'),
    startedAt: sql.placeholder('now'),
    ...(finished ? { finishedAt: sql.placeholder('now') } : {}),
    updatedAt: sql.placeholder('now'),
  });
}

/**
 * A placeholder in an UPDATE's SET. Drizzle binds it through the column's encoder as in VALUES (mapUpdateSet wraps
 * it in a Param), but the SET's types accept only values, SQL and columns.
 */
const setTo = (name: string) => sql.placeholder(name) as unknown as SQL;

const target = [progressMaterials.progressId, progressMaterials.materialId];
const returning = { id: progressMaterials.id, startedAt: progressMaterials.startedAt };

/**
 * An existing row's start time, or the one the INSERT would have written (now) when it has none: a row made unlocked
 * by the material before it was never started. Kept in the upsert, so the row needs no second write that waits for
 * its answer (a round trip on PostgreSQL).
 */
const startedOnce = sql`coalesce(${progressMaterials.startedAt}, excluded.${sql.identifier(progressMaterials.startedAt.name)})`;

function prepare(db: Db) {
  return {
    /** Passing a material not finished before: a new row is created finished, an existing one gets `finished_at` now. */
    finishFirst: finishInsert(db, true)
      .onConflictDoUpdate({
        target,
        set: {
          isUnlock: true,
          isFinish: true,
          score: setTo('score'),
          startedAt: startedOnce,
          finishedAt: setTo('now'),
          updatedAt: setTo('now'),
        },
      })
      .returning(returning)
      .prepare(),
    /**
     * Any other attempt: a failed one (a new row is created unfinished) or one on a finished row, which keeps its
     * `finished_at`.
     */
    finishAgain: finishInsert(db, false)
      .onConflictDoUpdate({
        target,
        set: {
          isUnlock: true,
          isFinish: setTo('finishAfter'),
          score: setTo('score'),
          startedAt: startedOnce,
          updatedAt: setTo('now'),
        },
      })
      .returning(returning)
      .prepare(),
    /** An opened material's row, created unlocked and started now, or marked unlocked (and started when it was not); its id. */
    open: db
      .insert(progressMaterials)
      .values({
        progressId: sql.placeholder('progressId'),
        materialId: sql.placeholder('materialId'),
        isUnlock: true,
        startedAt: sql.placeholder('now'),
        updatedAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({ target, set: { isUnlock: true, startedAt: startedOnce, updatedAt: setTo('now') } })
      .returning(returning)
      .prepare(),
    /** An opening's last learning date. */
    touch: db
      .update(progresses)
      .set({ lastLearningDate: setTo('now') })
      .where(eq(progresses.id, sql.placeholder('progressId')))
      .prepare(),
    /** The row of the material after it, marked unlocked (created when missing); its id. */
    unlock: db
      .insert(progressMaterials)
      .values({
        progressId: sql.placeholder('progressId'),
        materialId: sql.placeholder('materialId'),
        isUnlock: true,
        updatedAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({ target, set: { isUnlock: true } })
      .returning({ id: progressMaterials.id })
      .prepare(),
    /** The progress after a finish: last learning date, percentage and score in one write, the row as it is now. */
    progressAfter: db
      .update(progresses)
      .set({
        lastLearningDate: setTo('now'),
        percentage: setTo('percentage'),
        score: setTo('score'),
      })
      .where(eq(progresses.id, sql.placeholder('progressId')))
      .returning()
      .prepare(),
  };
}

export const progressWrites = perDatabase(prepare);
