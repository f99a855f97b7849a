/**
 * drizzle-kit for the PostgreSQL schema (api/db/schema-pg.ts), with its own migrations folder: the
 * SQLite config (drizzle.config.ts) stays the default. `npm run db:generate:pg`.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema-pg.ts',
  out: './api/db/migrations-pg',
});
