/**
 * The payment server key: PAYMENT_SERVER_KEY when set; otherwise one generated on first use and kept in
 * `app_settings`, so notifications signed before a restart still verify after it. (env.ts refuses to
 * start without the variable when Midtrans runs in production.)
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appSettings } from '../../../db/schema';
import type { Env } from '../../../env';

const SETTING = 'payment.server_key';
const cache = new WeakMap<Db, string>();

/** The key notifications are signed with for this database and environment. */
export async function paymentServerKey(db: Db, env: Env): Promise<string> {
  if (env.PAYMENT_SERVER_KEY) return env.PAYMENT_SERVER_KEY;
  const cached = await cache.get(db);
  if (cached) return cached;
  // Several processes may start at once: the first insert wins and everyone reads that one.
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: `SB-Sim-${randomBytes(24).toString('base64url')}` })
    .onConflictDoNothing();
  const value = (
    await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING)).limit(1)
  )[0]?.value as string;
  cache.set(db, value);
  return value;
}
