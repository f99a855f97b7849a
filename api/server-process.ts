/**
 * One serving process: opens the database, runs the scheduled jobs (once per period across all processes,
 * scheduled-jobs.ts), serves API and client, and on SIGTERM or SIGINT shuts down gracefully — it stops
 * accepting connections, lets in-flight requests finish, then closes the code checker's worker pool and the
 * database, and writes out the log.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { closeDb, type Db, openDb } from './db/client';
import type { Env } from './env';
import { createServerTakingTurns } from './lib/turns';
import { flushLog, type Logger } from './logger';
import { commerceJob } from './services/commerce/commerce-jobs';
import { paymentServerKey } from './services/commerce/payments';
import { maintenanceJob } from './services/maintenance';
import { closeCodeChecker } from './services/practice/checking/index';
import { type PeriodicJob, startPeriodicJobs } from './services/scheduled-jobs';
import { createWebApp } from './web';

/**
 * At most this much handler work per event-loop iteration (lib/turns.ts): under saturation the loop still polls, and so
 * accepts a new connection, about every 10 ms instead of once per 100–150 ms.
 */
const TURN_MS = 10;
/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serves `fetch` on Node's HTTP server through @hono/node-server, with the listener node-server makes around `fetch`
 * starting requests in turns (lib/turns.ts). The API tests that go over HTTP serve the app with it too.
 */
export function serveTakingTurns(
  options: {
    fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
    port: number;
    hostname?: string;
  },
  onListening?: (info: AddressInfo) => void,
) {
  return serve({ ...options, createServer: createServerTakingTurns(TURN_MS) }, onListening);
}

export type ServerProcessOptions = {
  /** Runs on the open database before serving (migrations and seed, when this process is the only one). */
  prepare?: (db: Db) => Promise<void>;
  onListening: (port: number) => void;
};

export async function runServerProcess(env: Env, logger: Logger, options: ServerProcessOptions): Promise<void> {
  const db = openDb(env.DATABASE_URL);
  await options.prepare?.(db);

  // Made (or read) now rather than at the first payment, so a fresh database has its key from the start.
  await paymentServerKey(db, env);
  const jobs: PeriodicJob[] = [maintenanceJob(db, env)];
  const commerce = commerceJob(db, env.COMMERCE_JOB_SECONDS);
  if (commerce) jobs.push(commerce);
  const stopJobs = startPeriodicJobs(db, jobs, (job, err) => logger.error({ job, err }, 'scheduled job failed'));

  // Student code is judged in worker threads, started when a student first opens a practice
  // (routes/student-practice.ts) rather than here: an idle server holds no checker (~23 MB), and the first finish
  // still finds it loaded.

  const web = createWebApp({ db, env, logger });
  const server = serveTakingTurns({ fetch: web.fetch, port: env.PORT, hostname: env.HOST }, (info) =>
    options.onListening(info.port),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
    stopJobs();
    let closed = false;
    const finish = async (code: number) => {
      if (closed) return;
      closed = true;
      await closeCodeChecker();
      await closeDb(db);
      logger.info('stopped');
      flushLog(logger);
      process.exit(code);
    };
    const force = setTimeout(() => {
      logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still in flight after the grace period: cutting them');
      if ('closeAllConnections' in server) server.closeAllConnections();
      void finish(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => void finish(0));
    // Idle keep-alive connections would hold close() open until they time out; busy ones finish first.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
