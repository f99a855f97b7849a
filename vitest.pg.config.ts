/**
 * The PostgreSQL test suite (`npm run test:pg`, the `pg` suite of `npm test`), against a real PostgreSQL
 * server: TEST_DATABASE_URL or a throw-away cluster the global setup starts (scripts/pg-cluster.mjs).
 *   - `pg`: tests/pg/ (dialect, migrations, db:copy).
 *   - `api-pg`: API files of tests/api with every test app on a fresh PostgreSQL database (helpers.ts): the
 *     listed ones, which reach no SQLite-only SQL; the list grows as services lose theirs.
 * Kept apart from the main Vitest config so `npx vitest run` needs no database server.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/pg/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          isolate: false,
          setupFiles: ['tests/pg/api-engine.ts', 'tests/setup/setup-test-env.ts'],
        },
      },
    ],
  },
});
