/**
 * Builds the server as plain JavaScript (docs/decisions/0017-speed-targets.md): `npm start` then runs it with node alone, without a TypeScript
 * loader compiling every module at start and staying resident. esbuild bundles our own code (api/, workers/,
 * sandbox/) into `dist-server/server.mjs`, the check pool's worker loop into `dist-server/check-worker.mjs` (the name
 * the pool asks for beside its own module), and copies the migrations the server applies at start. Packages stay
 * in node_modules (better-sqlite3 is native, the rest is plain JavaScript already).
 *
 *   node scripts/build-server.mjs [--outdir DIR]   (run by `npm run build:server`, by `npm start`, and by the e2e
 *   suite, which serves the same bundle; DIR must be inside the project, since packages resolve from node_modules)
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist-server';
if (!outdir) throw new Error('build-server: --outdir needs a folder');
const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'api/server.ts',
    'check-worker': 'api/services/practice/checking/check-loop.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('api/db/migrations', `${outdir}/migrations`, { recursive: true });
cpSync('api/db/migrations-pg', `${outdir}/migrations-pg`, { recursive: true });
console.log(`[build-server] ${outdir}/server.mjs in ${Date.now() - started} ms`);
