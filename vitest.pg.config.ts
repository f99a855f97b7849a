/**
 * The PostgreSQL test suite (`npm run test:pg`, the `pg` suite of `npm test`): tests/pg/ against a real
 * PostgreSQL server, TEST_DATABASE_URL or a throw-away cluster the global setup starts (scripts/pg-cluster.mjs).
 * Kept apart from the main Vitest config so `npx vitest run` needs no database server.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/pg/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/pg/global-setup.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
