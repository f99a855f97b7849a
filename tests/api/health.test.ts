/** GET /api/health (alive) and GET /api/ready (database reachable, every migration of this build applied). */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { closeDb, expectedMigrations, openDb } from '../../api/db/client';
import { parseEnv } from '../../api/env';
import { createTestApp, freshDatabaseUrl } from './helpers';

describe('health and readiness', () => {
  it('answers alive and ready on a migrated database, never cached', async () => {
    const t = await createTestApp({ seed: 'none' });
    try {
      const health = await t.app.request('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      const expected = expectedMigrations(t.db);
      expect(expected).toBeGreaterThan(0);
      expect(await ready.json()).toEqual({
        status: 'ready',
        database: true,
        migrations: { applied: expected, expected },
      });
    } finally {
      t.cleanup();
    }
  });

  it('is not ready (503) while the database lacks migrations, or cannot be read', async () => {
    const bare = await freshDatabaseUrl();
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: bare.url });
    const db = openDb(env.DATABASE_URL);
    const app = createApp({ db, env });
    const unmigrated = await app.request('/api/ready');
    expect(unmigrated.status).toBe(503);
    expect(await unmigrated.json()).toMatchObject({ status: 'not-ready', database: true, migrations: { applied: 0 } });

    await closeDb(db);
    const closed = await app.request('/api/ready');
    expect(closed.status).toBe(503);
    expect(await closed.json()).toMatchObject({ status: 'not-ready', database: false });
    await bare.remove();
  });
});
