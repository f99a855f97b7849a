/**
 * Setup file of the API suite on PostgreSQL (vitest.pg.config.ts, project `api-pg`): points the process's
 * DATABASE_URL at the suite's PostgreSQL server before any test file loads the schema, so schema.ts serves
 * the PostgreSQL tables and tests/api/helpers.ts gives each test app a fresh database on that server.
 */
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
