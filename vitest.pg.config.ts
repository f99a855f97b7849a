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
          // The API files that run on PostgreSQL so far; the rest still reach SQLite-only SQL (issue 16).
          include: [
            'tests/api/admin-answers.test.ts',
            'tests/api/admin-commerce.test.ts',
            'tests/api/admin-content-progress.test.ts',
            'tests/api/admin-content.test.ts',
            'tests/api/admin-drafts.test.ts',
            'tests/api/admin-materials.test.ts',
            'tests/api/admin-people-naming.test.ts',
            'tests/api/admin-people.test.ts',
            'tests/api/admin-preview.test.ts',
            'tests/api/admin-rich-text.test.ts',
            'tests/api/admin-rows.test.ts',
            'tests/api/areas.test.ts',
            'tests/api/auth.test.ts',
            'tests/api/bad-input.test.ts',
            'tests/api/commerce-admin.test.ts',
            'tests/api/commerce-checkout.test.ts',
            'tests/api/commerce-midtrans.test.ts',
            'tests/api/commerce-notification.test.ts',
            'tests/api/commerce-simulator.test.ts',
            'tests/api/commerce-subscriptions.test.ts',
            'tests/api/health.test.ts',
            'tests/api/mentor-auto-assign.test.ts',
            'tests/api/mentor-chapter-numbers.test.ts',
            'tests/api/mentor-dashboard-positions.test.ts',
            'tests/api/mentor-dashboard.test.ts',
            'tests/api/mentor-profile.test.ts',
            'tests/api/mentor-review.test.ts',
            'tests/api/mentor-seeded.test.ts',
            'tests/api/notifications.test.ts',
            'tests/api/operations.test.ts',
            'tests/api/password-change.test.ts',
            'tests/api/progress-concurrency.test.ts',
            'tests/api/slide-background.test.ts',
            'tests/api/submission.test.ts',
            'tests/api/video-captions.test.ts',
          ],
          setupFiles: ['tests/pg/api-engine.ts', 'tests/setup/setup-test-env.ts'],
        },
      },
    ],
  },
});
