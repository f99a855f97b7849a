/**
 * Two real servers started at the same moment on one empty PostgreSQL database (two machines behind a proxy, or a
 * deploy that starts them together): both come up and serve, the migrations ran once and the demo data was seeded
 * once. Without a lock around the seed, both found the database empty, both seeded, and one exited on a duplicate key.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as postgres from '../../api/db/dialects/postgres';
import { freshDatabase } from './database';

type Started = { child: ChildProcess; lines: string[]; port: Promise<number> };

let dir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
const servers: Started[] = [];

function start(url: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      WORKERS: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      STATIC_DIR: join(dir, 'no-client'),
      CHECK_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: unknown) => {
      lines.push(...String(chunk).split('\n'));
      for (const line of lines) {
        const found = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (found) resolve(Number(found[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${lines.join('\n')}`)));
  });
  return { child, lines, port };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kelaskoding-together-'));
  database = await freshDatabase();
});

afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  await database.drop();
});

describe('servers starting together on an empty database', () => {
  it('both serve, and the database is migrated and seeded once', async () => {
    servers.push(start(database.url), start(database.url));
    const ports = await Promise.all(servers.map((server) => server.port));
    for (const port of ports) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      expect(health.status).toBe(200);
    }
    const db = postgres.open(database.url, { poolSize: 1 });
    try {
      const [admins] = await postgres.rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where role = 'admin' and email = 'admin@kelaskoding.id'`,
      );
      expect(admins?.n).toBe(1);
      expect(await postgres.appliedMigrations(db)).toBe(postgres.expectedMigrations());
    } finally {
      await postgres.close(db);
    }
  }, 180_000);
});
