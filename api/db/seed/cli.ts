/**
 * `npm run db:seed`: migrates DATABASE_URL and seeds the demo data into it when it is empty.
 * A database that already holds users is left alone unless `--force` is given, which wipes every
 * table first (all data is lost, so it says so).
 */
import { parseEnv } from '../../env';
import { closeDb, emptyDatabase, migrateDb, openDb } from '../client';
import { describeDatabase } from '../engine';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDatabase } from './index';

const force = process.argv.includes('--force');
const env = parseEnv();
const db = openDb(env.DATABASE_URL);
const where = describeDatabase(env.DATABASE_URL);
try {
  await migrateDb(db);
  const empty = await isDatabaseEmpty(db);
  if (!empty && !force) {
    console.log(`[seed] ${where} already holds data; nothing was changed.`);
    console.log('[seed] Run `npm run db:seed -- --force` to DELETE everything in it and seed the demo data again.');
  } else {
    if (!empty) console.log(`[seed] --force: deleting all data in ${where} and seeding again.`);
    const started = Date.now();
    await seedDatabase(db, empty ? {} : { beforeInsert: emptyDatabase });
    console.log(`[seed] Demo data written to ${where} in ${Date.now() - started} ms.`);
    console.log(`[seed] Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  }
} catch (err) {
  console.error('[seed] Seeding failed; the database was left as it was.', err);
  process.exitCode = 1;
} finally {
  await closeDb(db);
}
