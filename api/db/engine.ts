/**
 * Which database engine `DATABASE_URL` names: a file path or `file:` URL (or `:memory:`) is SQLite, the
 * embedded default; `postgres://` or `postgresql://` is PostgreSQL. Parsed once, so no other module
 * guesses from the string.
 */
import { resolve } from 'node:path';

export type DatabaseTarget = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/** Turns `file:data/x.db` or `data/x.db` into an absolute file path; `:memory:` stays as it is. */
export function databasePath(url: string): string {
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  return path === ':memory:' ? path : resolve(path);
}

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(?:ql)?:\/\//i.test(url)) return { engine: 'postgres', url };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error(
      `DATABASE_URL: unknown scheme in "${url.split('://')[0]}://…" (a file path, file:, or postgres://)`,
    );
  }
  return { engine: 'sqlite', path: databasePath(url) };
}

/** Where a DATABASE_URL points, for log lines: the file, or the server and database without the password. */
export function describeDatabase(url: string): string {
  const target = parseDatabaseUrl(url);
  if (target.engine === 'sqlite') return target.path;
  const parsed = new URL(target.url);
  parsed.password = '';
  return parsed.toString();
}
