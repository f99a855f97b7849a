/** `npm run db:migrate`: applies pending drizzle-kit migrations to DATABASE_URL (the server also does this at start). */
import { parseEnv } from '../env';
import { closeDb, databasePath, migrateDb, openDb } from './client';

const env = parseEnv();
const db = openDb(env.DATABASE_URL);
try {
  migrateDb(db);
  console.log(`[db] Migrations applied to ${databasePath(env.DATABASE_URL)}.`);
} finally {
  closeDb(db);
}
