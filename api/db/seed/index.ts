/**
 * The demo data (`npm run db:seed`, and `npm start` on an empty database): every Indonesian province
 * and city, course 2 "Web Development" with content of every material type, the demo people, their
 * progress and submissions, and packages, payments and subscriptions. Deterministic (seeded random)
 * apart from dates, which are relative to now. Runs in one transaction, so a failure leaves no half seed.
 *
 * Other areas may add a part file `api/db/seed/<area>-*.ts` and one call line in `seedDatabase`.
 */
import { hashPassword } from '../../lib/password';
import { type Db, lockingTransaction, lockKey, transaction } from '../client';
import { users } from '../schema';
import { loadAreas, seedAreas } from './areas';
import { seedCommerce } from './commerce';
import { seedContent } from './content';
import type { MaterialDef } from './content-types';
import { phpChapter } from './content-web-php';
import { DEMO_PASSWORD, seedPeople } from './people';
import { planStudents } from './plan';
import { seedProgress } from './progress';
import { createRandom } from './random';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people';

export type SeedOptions = {
  /** 'full' (default): everything. 'minimal': areas and the demo accounts only. */
  level?: 'full' | 'minimal';
  /** The moment all relative dates hang on (default: now). */
  now?: number;
  /** Runs first inside the seed's transaction (the CLI's `--force` wipe), so both commit or neither. */
  beforeInsert?: (db: Db) => Promise<void>;
};

/** True when no user exists yet (the server seeds such a database when SEED_ON_EMPTY is on). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row === undefined;
}

/** Seeds an empty, migrated database. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const prepared = await prepareSeed(options);
  await transaction(db, async (tx) => {
    await options.beforeInsert?.(tx);
    await insertSeed(tx, prepared, options);
  });
}

/** Any number, the same in every process: the lock that lets one process at a time seed an empty database. */
const SEED_LOCK = 7_361_525_011;

/**
 * Seeds the database when it is empty and says whether it did. Processes starting together on one empty database
 * (several machines, or `WORKERS`) take turns on a lock taken before the emptiness is read, in a transaction that
 * reads what the one before committed (READ COMMITTED on PostgreSQL): the first seeds, the others find users and
 * leave it. Without the lock both seeded and one exited on a duplicate key.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const prepared = await prepareSeed(options);
  return await lockingTransaction(db, async (tx) => {
    await lockKey(tx, SEED_LOCK);
    if (!(await isDatabaseEmpty(tx))) return false;
    await insertSeed(tx, prepared, options);
    return true;
  });
}

type PreparedSeed = { now: number; areas: Awaited<ReturnType<typeof loadAreas>>; passwordHash: string };

/** The seed's work outside the database (files read, the demo password hashed), done before its transaction. */
async function prepareSeed(options: SeedOptions): Promise<PreparedSeed> {
  const [areas, passwordHash] = await Promise.all([loadAreas(), hashPassword(DEMO_PASSWORD)]);
  return { now: options.now ?? Date.now(), areas, passwordHash };
}

async function insertSeed(tx: Db, { now, areas, passwordHash }: PreparedSeed, options: SeedOptions): Promise<void> {
  const random = createRandom(20260101);
  await seedAreas(tx, areas);
  const people = await seedPeople(tx, passwordHash, areas, random, now);
  if (options.level === 'minimal') return;
  const sequence = await seedContent(tx, now);
  const trialCount = sequence.filter((m) => m.isTrial).length;
  const phpMaterials = new Set<MaterialDef>(phpChapter.topics.flatMap((topic) => topic.materials));
  const phpChapterStart = sequence.findIndex((material) => phpMaterials.has(material.def));
  const plans = planStudents(people, sequence.length, trialCount, random, now, phpChapterStart);
  await seedProgress(tx, plans, sequence, random, now);
  await seedCommerce(tx, plans, random, now);
}
