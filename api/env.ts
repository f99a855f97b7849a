/**
 * Environment parsed once at start; a bad variable stops the server with the list of what is wrong.
 * Every variable has a working default and is listed in the README.
 */
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** SQLite file path (or `file:` URL). */
  DATABASE_URL: z.string().default('data/kelaskoding.db'),
  /** Folder served as the built client. */
  STATIC_DIR: z.string().default('dist'),
  /** Public origin used to check `Origin` on state-changing requests; empty = the request's own host. */
  APP_ORIGIN: z.string().default(''),
  /** Session lifetimes. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins per address within the window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Seed the demo content when the database is empty. */
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}
