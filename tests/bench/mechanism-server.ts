/**
 * One variant of the product's server for `framework-mechanisms.mjs`: the web app on the benchmark's database with
 * one of the mechanisms that rely on Hono's or @hono/node-server's internals switched off (docs/decisions/0013,
 * 0014 and 0016), so that each mechanism's own gain is measured against the same build with it alone taken away. Not part of
 * the product: the product always serves with every mechanism (api/server-process.ts).
 *
 *   node mechanism-server.mjs <variant>   variant: all | no-chain | no-router | no-turns
 */
import { serve } from '@hono/node-server';
import type { AppDeps } from '../../api/app';
import { openDb } from '../../api/db/client';
import { parseEnv } from '../../api/env';
import { createLogger } from '../../api/logger';
import { serveTakingTurns } from '../../api/server-process';
import { createWebApp } from '../../api/web';

const VARIANTS: Record<string, { framework: AppDeps['framework']; turns: boolean }> = {
  all: { framework: 'optimised', turns: true },
  'no-chain': { framework: 'unchained', turns: true },
  'no-router': { framework: 'plain', turns: true },
  'no-turns': { framework: 'optimised', turns: false },
};

const name = process.argv[2] ?? '';
const variant = VARIANTS[name];
if (!variant) throw new Error(`mechanism-server: variant is one of ${Object.keys(VARIANTS).join(', ')}`);
const env = parseEnv();
const web = createWebApp({
  db: openDb(env.DATABASE_URL),
  env,
  logger: createLogger(env),
  framework: variant.framework,
});
const options = { fetch: web.fetch, port: env.PORT, hostname: env.HOST };
const ready = () => console.log(`[${name}] ready`);
if (variant.turns) serveTakingTurns(options, ready);
else serve(options, ready);
// A normal exit on SIGTERM, so that `node --cpu-prof` writes its profile.
process.on('SIGTERM', () => process.exit(0));
