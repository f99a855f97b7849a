/**
 * `npm run db:copy -- --from <sqlite file> --to postgres://… [--replace]`: moves a SQLite database up to
 * PostgreSQL (copy.ts) and prints the rows copied per table, which it has verified. Exits 1 with one line
 * on any problem; the target is then left as it was.
 */
import { parseArgs } from 'node:util';
import { copyDatabase } from './copy';
import { parseDatabaseUrl } from './engine';

function fail(message: string): never {
  console.error(`[db:copy] ${message}`);
  process.exit(1);
}

let values: { from?: string; to?: string; replace?: boolean };
try {
  ({ values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, replace: { type: 'boolean' } },
  }));
} catch (err) {
  fail(`${err instanceof Error ? err.message : err} (usage: --from <sqlite file> --to postgres://… [--replace])`);
}
if (!values.from || !values.to) fail('usage: npm run db:copy -- --from <sqlite file> --to postgres://… [--replace]');
const source = parseDatabaseUrl(values.from);
if (source.engine !== 'sqlite' || source.path === ':memory:') fail('--from must be a SQLite file');
if (parseDatabaseUrl(values.to).engine !== 'postgres') fail('--to must be a postgres:// URL');

const started = Date.now();
try {
  const counts = await copyDatabase({ from: source.path, to: values.to, replace: values.replace ?? false });
  const width = Math.max(...counts.map((c) => c.table.length));
  for (const { table, rows } of counts) console.log(`${table.padEnd(width)}  ${String(rows).padStart(8)}`);
  const total = counts.reduce((sum, c) => sum + c.rows, 0);
  console.log(
    `[db:copy] ${total} rows in ${counts.length} tables copied and verified in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
