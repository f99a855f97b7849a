/**
 * The server's logger (pino): one JSON object per line on stdout, written asynchronously so that a
 * request never waits on the terminal or the log shipper. `LOG_LEVEL=silent` turns it off.
 * `flushLog()` writes what is buffered; call it before the process exits.
 */
import pino, { type Logger } from 'pino';
import type { Env } from './env';

export type { Logger };

/** A logger writing to stdout through an asynchronous buffer (pino.destination with sync: false). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  return pino(
    { level: env.LOG_LEVEL, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}

/** Writes out the buffered lines synchronously (at shutdown). */
export function flushLog(logger: Logger): void {
  const stream = (logger as unknown as { [key: symbol]: unknown })[pino.symbols.streamSym] as
    | { flushSync?: () => void }
    | undefined;
  try {
    stream?.flushSync?.();
  } catch {
    // Nothing buffered, or stdout already closed: nothing more to write.
  }
}
