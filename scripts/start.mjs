/**
 * `npm start`: builds the client, then starts the one server process (which applies migrations,
 * seeds an empty database, serves API and app on one port and prints the URL and demo logins).
 */
import { spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
