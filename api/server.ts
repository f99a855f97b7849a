/**
 * Node entry (`node --import tsx api/server.ts`): reads the environment, opens and migrates the
 * database, seeds the demo data into an empty one (SEED_ON_EMPTY), serves API and client on one port,
 * and shuts down cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import { migrateDb, openDb, optimizeDb } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDatabase } from './db/seed/index';
import { parseEnv } from './env';
import { closeCodeChecker, warmCodeChecker } from './services/checking/index';
import { startCommerceJobs } from './services/commerce-jobs';
import { paymentServerKey } from './services/payments';
import { purgeExpired } from './services/session';
import { createWebApp } from './web';

const env = parseEnv();
const db = openDb(env.DATABASE_URL);
migrateDb(db);

if (env.SEED_ON_EMPTY && isDatabaseEmpty(db)) {
  const started = Date.now();
  await seedDatabase(db);
  console.log(`[server] Seeded the demo data in ${Date.now() - started} ms.`);
}

purgeExpired(db, env);
optimizeDb(db);
// Hourly upkeep: expired sessions go, and the query planner's statistics follow the data.
const purgeTimer = setInterval(
  () => {
    purgeExpired(db, env);
    optimizeDb(db);
  },
  60 * 60 * 1000,
);
purgeTimer.unref();

// Made (or read) now rather than at the first payment, so a fresh database has its key from the start.
paymentServerKey(db, env);
// Every minute by default: overdue invoices expire, subscription reminders go out (once, under a lease).
const stopCommerceJobs = startCommerceJobs(db, env.COMMERCE_JOB_SECONDS);

// Student code is judged in worker threads; starting them now spares the first finish their start-up.
warmCodeChecker(env);

const web = createWebApp({ db, env });
const server = serve({ fetch: web.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(`[server] KelasKoding is running at http://${shownHost}:${info.port}`);
  console.log(`[server] Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.role.padEnd(8)} ${account.email.padEnd(26)} sign in at ${account.signInPath}`);
  }
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(purgeTimer);
  stopCommerceJobs();
  void closeCodeChecker();
  console.log(`[server] ${signal} received, shutting down.`);
  const force = setTimeout(() => {
    db.$client.close();
    process.exit(0);
  }, 5000);
  force.unref();
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
