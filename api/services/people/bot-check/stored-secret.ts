/**
 * A secret the bot check generates for itself when the environment gives none: created once with
 * 256 random bits and kept in `bot_check_secrets`, so every process and every restart signs and
 * verifies with the same key.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { botCheckSecrets } from '../../../db/schema';

/** The stored secret called `name`, created (race-safe across processes) when there is none yet. */
export async function storedSecret(db: Db, name: string): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ value: botCheckSecrets.value })
        .from(botCheckSecrets)
        .where(eq(botCheckSecrets.name, name))
        .limit(1)
    )[0];
  const existing = await read();
  if (existing) return existing.value;
  // Two processes starting at once: the primary key keeps the first insert, and both read it back.
  await db
    .insert(botCheckSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error(`bot-check secret ${name} could not be stored`);
  return created.value;
}
