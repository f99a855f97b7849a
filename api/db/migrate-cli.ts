/** `npm run db:migrate`: applies pending drizzle-kit migrations to DATABASE_URL (the server also does this at start). */
import { parseEnv } from '../env';
import { closeDb, migrateDb, openDb } from './client';
import { describeDatabase } from './engine';

const env = parseEnv();
const db = openDb(env.DATABASE_URL);
try {
  await migrateDb(db);
  console.log(`[db] Migrations applied to ${describeDatabase(env.DATABASE_URL)}.`);
} finally {
  await closeDb(db);
}
