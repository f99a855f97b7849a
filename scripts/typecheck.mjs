/**
 * `npm run typecheck:runtimes`: one TypeScript program per runtime (tsconfig.{browser,node,e2e,worker}.json), each
 * seeing only its own globals, run side by side in child processes (tsc is single-threaded). Each keeps its own
 * incremental state under node_modules/.cache/typecheck/. Prints each program's time; a failing program's errors are
 * shown after all have finished, and the exit code is non-zero. `node scripts/typecheck.mjs node worker` checks only
 * those programs.
 *
 * `npm test` runs this; `npm run typecheck` stays one program, the quicker check while working: the app's typed client
 * (hc<AppType>) brings the whole server into the browser program, and the server's types are most of the work, so
 * the programs together do about twice the work of the one program (docs/benchmarks.md, "Type-checking").
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROGRAMS = [
  { name: 'browser', config: 'tsconfig.browser.json' },
  { name: 'node', config: 'tsconfig.node.json' },
  { name: 'e2e', config: 'tsconfig.e2e.json' },
  { name: 'worker', config: 'tsconfig.worker.json' },
];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PROGRAMS.some((p) => p.name === name));
if (unknown.length) {
  console.error(`typecheck: no program named ${unknown.join(', ')} (${PROGRAMS.map((p) => p.name).join(', ')})`);
  process.exit(2);
}
const chosen = wanted.length ? PROGRAMS.filter((p) => wanted.includes(p.name)) : PROGRAMS;

function run({ name, config }) {
  const started = performance.now();
  const args = [
    tsc,
    '-p',
    config,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/typecheck/${name}.tsbuildinfo`,
    // tsc sees a pipe, not the terminal: colours only when this script's own output is a terminal.
    '--pretty',
    String(Boolean(process.stdout.isTTY)),
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`typecheck ${name.padEnd(8)} ${ok ? 'ok    ' : 'FAILED'} ${seconds.padStart(5)} s  (${config})`);
      resolve({ name, config, ok, output, status: code ?? signal });
    });
  });
}

const started = performance.now();
const results = await Promise.all(chosen.map(run));
const failed = results.filter((r) => !r.ok);
for (const r of failed) console.error(`\n━━━ ${r.name} (${r.config}) failed (${r.status}):\n${r.output.trimEnd()}`);
console.log(
  `typecheck: ${results.length - failed.length} of ${results.length} programs passed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
