/**
 * `npm run db:seed:large [-- --students=100000 --per-student=10]`: migrates DATABASE_URL, seeds the
 * demo data when it is empty, then adds 100,000 students and 1,000,000 progress_materials rows
 * (see large.ts) for checking that the admin lists stay fast at that volume.
 */
import { parseEnv } from '../../env';
import { closeDb, migrateDb, openDb } from '../client';
import { describeDatabase } from '../engine';
import { isDatabaseEmpty, seedDatabase } from './index';
import { seedLarge } from './large';

function arg(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const env = parseEnv();
const db = openDb(env.DATABASE_URL);
const where = describeDatabase(env.DATABASE_URL);
try {
  await migrateDb(db);
  if (await isDatabaseEmpty(db)) {
    console.log(`[seed:large] ${where} is empty: writing the demo data first.`);
    await seedDatabase(db);
  }
  const result = await seedLarge(db, { count: arg('students', 100_000), perStudent: arg('per-student', 10) });
  console.log(
    `[seed:large] ${result.students} students and ${result.progressMaterials} progress_materials rows written to ${where} in ${result.ms} ms.`,
  );
} finally {
  await closeDb(db);
}
