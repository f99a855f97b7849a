/**
 * The server's logger (pino): one JSON object per line on stdout, written asynchronously so that a
 * request never waits on the terminal or the log shipper. `LOG_LEVEL=silent` turns it off. At a terminal the
 * lines are readable text instead (`LOG_FORMAT`: `auto`, the default, picks text only when stdout is a TTY).
 * `flushLog()` writes what is buffered; call it before the process exits.
 */
import pino, { type Logger } from 'pino';
import type { Env } from './env';
import { readableLogLine } from './log-lines';

export type { Logger };

/** Whether lines are written as readable text rather than JSON. */
export function writesReadableLines(format: Env['LOG_FORMAT'], stdoutIsTerminal: boolean): boolean {
  return format === 'text' || (format === 'auto' && stdoutIsTerminal);
}

/** A logger writing to stdout through an asynchronous buffer (pino.destination with sync: false). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  const options = { level: env.LOG_LEVEL, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (!writesReadableLines(env.LOG_FORMAT, process.stdout.isTTY === true)) return pino(options, destination);
  // The same buffer, fed text: flushLog still finds flushSync on the stream pino holds.
  const readable = {
    write: (line: string) => destination.write(readableLogLine(line)),
    flushSync: () => destination.flushSync(),
  };
  return pino(options, readable);
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
