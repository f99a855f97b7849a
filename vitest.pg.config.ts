/**
 * The PostgreSQL test suite (`npm run test:pg`, the `pg` suite of `npm test`), against a real PostgreSQL
 * server: TEST_DATABASE_URL or one throw-away cluster the global setup starts for both projects
 * (scripts/pg-cluster.mjs).
 *   - `pg`: tests/pg/ (dialect, migrations, db:copy).
 *   - `api-pg`: the whole API suite (tests/api), every test app on its own PostgreSQL database copied from a
 *     template (helpers.ts), so a new API file runs on both engines by default. Left out, each because it
 *     reaches no database: openapi.test.ts (the document is generated from the mounted routes).
 * Kept apart from the main Vitest config so `npx vitest run` needs no database server.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/pg/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two, where each test then waits for
    // the server's answer with the other core idle. Two files at a time keep both busy, as in the unit suite.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: { name: 'pg', include: ['tests/pg/**/*.test.ts'], setupFiles: ['tests/setup/setup-test-env.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api-pg',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/openapi.test.ts'],
          // As in the unit suite: a worker keeps its modules between files instead of loading the app again
          // for each (the import phase was most of the CPU time). Safe for the same reasons: every file opens
          // its own databases and apps, and the setup files run again for every file; api-engine.ts sets the
          // same DATABASE_URL each time, so the schema module a worker keeps serves every file's engine.
          isolate: false,
          setupFiles: ['tests/pg/api-engine.ts', 'tests/setup/setup-test-env.ts'],
        },
      },
    ],
  },
});
