/**
 * Readable log lines for a person at a terminal: pino's JSON line turned into
 * `12:04:31 INFO  GET /api/courses/:id 200 3.2 ms user 7` (a request) or `12:04:31 WARN  message key=value`.
 * The server writes these when stdout is a terminal and JSON otherwise (LOG_FORMAT, api/logger.ts), so log
 * shippers and files keep one JSON object per line.
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, shown in their own places rather than as key=value. */
const OWN_PLACE = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

function clock(time: unknown): string {
  const date = new Date(typeof time === 'string' || typeof time === 'number' ? time : Date.now());
  return Number.isNaN(date.getTime()) ? String(time) : date.toTimeString().slice(0, 8);
}

function shown(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  if (value && typeof value === 'object' && 'stack' in value && typeof value.stack === 'string')
    return `\n${value.stack}`;
  return JSON.stringify(value);
}

/** One pino JSON line as a readable one (with its newline); a line that is not JSON passes unchanged. */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const head = `${clock(entry.time)} ${level}`;
  if (entry.msg === 'request' && typeof entry.method === 'string') {
    const user = entry.userId === undefined ? '' : ` user ${entry.userId}`;
    return `${head} ${entry.method} ${entry.route} ${entry.status} ${entry.ms} ms${user}\n`;
  }
  const rest = Object.entries(entry)
    .filter(([key]) => !OWN_PLACE.has(key))
    .map(([key, value]) => `${key}=${shown(value)}`);
  return `${[head, entry.msg ?? '', ...rest].filter((part) => part !== '').join(' ')}\n`;
}
