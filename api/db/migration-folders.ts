/**
 * Where each engine's drizzle-kit migrations live, resolved from this module's own folder: `api/db/` in the
 * source tree, and `dist-server/` in the built server (scripts/build-server.mjs copies both folders beside the
 * bundle). The dialect modules one folder down used `..`, which in the bundle pointed outside dist-server and
 * stopped `npm start`.
 */
import { resolve } from 'node:path';

export const sqliteMigrationsFolder = resolve(import.meta.dirname, 'migrations');
export const postgresMigrationsFolder = resolve(import.meta.dirname, 'migrations-pg');
