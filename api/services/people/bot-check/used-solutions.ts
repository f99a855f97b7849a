/**
 * Replay protection shared by every server process: a solved challenge's signature is stored until
 * the challenge expires, and a second sign-up with it is refused. Expired rows are purged as new
 * ones are written, so the table holds at most one row per challenge solved within its lifetime.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { botCheckUsed } from '../../../db/schema';

/**
 * Marks `signature` used until `expiresAt` (ms). Returns false when it had been used already.
 * The primary key makes the check and the mark one atomic step.
 */
export async function markUsed(db: Db, signature: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  await db.delete(botCheckUsed).where(lt(botCheckUsed.expiresAt, new Date(now)));
  const inserted = await db
    .insert(botCheckUsed)
    .values({ signature, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ signature: botCheckUsed.signature });
  return inserted.length === 1;
}
