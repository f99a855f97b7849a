/**
 * `npm run db:seed`: migrates DATABASE_URL and seeds the demo data into it when it is empty.
 * A database that already holds users is left alone unless `--force` is given, which wipes every
 * table first (all data is lost, so it says so).
 */
import { parseEnv } from '../../env';
import { type Db, databasePath, migrateDb, openDb } from '../client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDatabase } from './index';

/**
 * Deletes every row of every table and resets the id counters (so the web course is id 2 again),
 * keeping schema and migrations. Runs inside the seed transaction; foreign keys are checked at commit.
 */
function wipe(db: Db): void {
  const tables = db.$client
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all() as Array<{ name: string }>;
  db.$client.pragma('defer_foreign_keys = ON');
  for (const { name } of tables) db.$client.prepare(`delete from "${name.replace(/"/g, '""')}"`).run();
  const hasSequence = db.$client.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").get();
  if (hasSequence) db.$client.prepare('delete from sqlite_sequence').run();
}

const force = process.argv.includes('--force');
const env = parseEnv();
const db = openDb(env.DATABASE_URL);
const where = databasePath(env.DATABASE_URL);
try {
  migrateDb(db);
  const empty = isDatabaseEmpty(db);
  if (!empty && !force) {
    console.log(`[seed] ${where} already holds data; nothing was changed.`);
    console.log('[seed] Run `npm run db:seed -- --force` to DELETE everything in it and seed the demo data again.');
  } else {
    if (!empty) console.log(`[seed] --force: deleting all data in ${where} and seeding again.`);
    const started = Date.now();
    await seedDatabase(db, empty ? {} : { beforeInsert: wipe });
    console.log(`[seed] Demo data written to ${where} in ${Date.now() - started} ms.`);
    console.log(`[seed] Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
} catch (err) {
  console.error('[seed] Seeding failed; the database was left as it was.', err);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
