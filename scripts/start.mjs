/**
 * `npm start`: builds the client and the server (plain JavaScript in dist-server/, scripts/build-server.mjs),
 * then starts the one server process with node alone (it applies migrations, seeds an empty database, serves
 * API and app on one port and prints the URL and demo logins).
 */
import { spawn, spawnSync } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const buildServer = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (buildServer.status !== 0) process.exit(buildServer.status ?? 1);

// Spawned, not run synchronously: a SIGTERM or SIGINT sent to `npm start` is passed on, so the server
// shuts down gracefully (finishes requests in flight, closes the database) and this process exits with it.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/server.mjs'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
