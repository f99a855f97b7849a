/**
 * Node entry (`node dist-server/server.mjs` as `npm start` builds it, or `node --import tsx api/server.ts`): reads the environment, opens and migrates the
 * database and seeds the demo data into an empty one (SEED_ON_EMPTY), then serves API and client on one
 * port — in this process, or with `WORKERS=N` (N > 1) in N processes started with node:cluster that share
 * the port. Every process is stateless (sessions, throttles and scheduled jobs live in the database), so
 * any number of them, here or behind a plain proxy on other machines, serve alike.
 */
import cluster from 'node:cluster';
import { closeDb, type Db, migrateDb, openDb } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from './db/seed/index';
import { parseEnv } from './env';
import { createLogger } from './logger';
import { runServerProcess } from './server-process';
import { superviseWorkers } from './server-workers';

const env = parseEnv();
const logger = createLogger(env);

/**
 * Migrations and the demo seed run once, before any process serves: processes (or machines) starting together on
 * one database take turns on a lock for each, so one migrates and one seeds while the others find it done.
 */
async function prepareDatabase(db: Db): Promise<void> {
  await migrateDb(db);
  if (!env.SEED_ON_EMPTY) return;
  const started = Date.now();
  if (await seedIfEmpty(db)) logger.info({ ms: Date.now() - started }, 'seeded the demo data');
}

function announce(port: number): void {
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(`[server] KelasKoding is running at http://${shownHost}:${port}`);
  console.log(`[server] Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.role.padEnd(8)} ${account.email.padEnd(26)} sign in at ${account.signInPath}`);
  }
}

if (env.WORKERS > 1 && cluster.isPrimary) {
  const db = openDb(env.DATABASE_URL);
  await prepareDatabase(db);
  await closeDb(db);
  superviseWorkers(env.WORKERS, logger, (port) => announce(port));
} else if (cluster.isWorker) {
  await runServerProcess(env, logger, { onListening: (port) => process.send?.({ listening: port }) });
} else {
  await runServerProcess(env, logger, { prepare: prepareDatabase, onListening: announce });
}
