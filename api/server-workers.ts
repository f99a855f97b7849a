/**
 * The primary of `WORKERS=N`: forks N server processes with node:cluster (they share the port), starts a
 * new one when one dies unexpectedly, and on SIGTERM or SIGINT passes the signal on and exits once every
 * process has finished its in-flight requests (server-process.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';
import { flushLog } from './logger';

/** A process that dies within this long of its start is not restarted at once (a crash loop). */
const RESTART_BACKOFF_MS = 1000;

export function superviseWorkers(count: number, logger: Logger, onListening: (port: number) => void): void {
  let stopping = false;
  let announced = false;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker: Worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on('message', (msg: unknown) => {
      const port = (msg as { listening?: number } | null)?.listening;
      if (typeof port === 'number' && !announced) {
        announced = true;
        onListening(port);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('every server process has stopped');
        flushLog(logger);
        process.exit(0);
      }
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'server process died: starting another');
    setTimeout(fork, lived < RESTART_BACKOFF_MS ? RESTART_BACKOFF_MS : 0);
  });

  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, 'started the server processes');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the server processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
