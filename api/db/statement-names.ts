/**
 * Names for the statements `perDatabase` prepares, so that on PostgreSQL they are server-side prepared
 * statements: node-postgres parses and plans a query once per connection only when it carries a name, and
 * Drizzle's `.prepare()` (typed without one, since services are written against SQLite's builder) sends
 * none. While `perDatabase` builds a statement set, the PostgreSQL dialect names each query it prepares
 * after its text (`statementName`), so the same text always has the same name and a name never meets a
 * second text on a connection. Queries built anywhere else stay unnamed (one-off texts such as searches
 * would otherwise pile up as prepared statements on every connection).
 */
import { createHash } from 'node:crypto';

let depth = 0;

/** Runs `build` (synchronous) with statement naming on. */
export function namingStatements<T>(build: () => T): T {
  depth += 1;
  try {
    return build();
  } finally {
    depth -= 1;
  }
}

/** Whether a statement set is being built right now. */
export function isNamingStatements(): boolean {
  return depth > 0;
}

/** The prepared statement name of a query text: `kk_` and its SHA-1 (43 characters, under PostgreSQL's 63). */
export function statementName(text: string): string {
  return `kk_${createHash('sha1').update(text).digest('hex')}`;
}
