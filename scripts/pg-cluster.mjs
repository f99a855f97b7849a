#!/usr/bin/env node
/**
 * A throw-away PostgreSQL server for the tests, so `npm test` needs no database set up by hand.
 *
 *   node scripts/pg-cluster.mjs -- <command…>   starts a cluster, runs the command with TEST_DATABASE_URL
 *                                               set, stops the cluster and deletes it, exits with the
 *                                               command's code
 *   node scripts/pg-cluster.mjs                 starts one, prints its URL, and keeps it until Ctrl-C
 *
 * When TEST_DATABASE_URL is already set, that server is used and nothing is started. Otherwise the server
 * binaries are looked up on PATH, in /usr/local/bin and in /usr/lib/postgresql/<version>/bin (Debian's
 * `postgresql` package); when they are missing and we run as root with apt-get, `postgresql` is installed
 * (as the e2e script does for Chromium), else it stops with one line saying what to install.
 * `initdb` writes a cluster into a temp dir, `pg_ctl` starts it on a free port (PG_CLUSTER_PORT picks
 * one) with durability off (fsync, synchronous_commit: it is deleted afterwards anyway). PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the `postgres` user: the temp dir is handed
 * to it, in a parent it can enter.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const REQUIRED = ['initdb', 'pg_ctl', 'postgres'];
const log = (line) => console.log(`[pg] ${line}`);

/** The first folder holding initdb, pg_ctl and postgres, or null. */
function findBinDir() {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/bin', ...debian];
  for (const dir of candidates) {
    if (!dir) continue;
    const all = REQUIRED.every((name) => {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
    if (all) return dir;
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function installWithApt() {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot() || !hasApt) return false;
  log("No PostgreSQL server found: installing Debian's postgresql with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  return update.status === 0 && install.status === 0;
}

/** The bin folder of a PostgreSQL server, installed when possible; exits with one line when not. */
export function requireBinaries() {
  let dir = findBinDir();
  if (!dir && installWithApt()) dir = findBinDir();
  if (!dir) {
    console.error(
      'No PostgreSQL server binaries (initdb, pg_ctl, postgres) found: install PostgreSQL 15 (Debian: `apt-get install postgresql`) or set TEST_DATABASE_URL to a server of yours.',
    );
    process.exit(1);
  }
  return dir;
}

/** uid/gid of the `postgres` user (from `id`), which the cluster runs as when we are root. */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    console.error(
      'Running as root, but there is no `postgres` user to own the test cluster (PostgreSQL refuses root): create one (`useradd --system postgres`) or run as another user.',
    );
    process.exit(1);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A temp dir the cluster's owner can use: as root, handed to `postgres` in a parent it can enter. */
function clusterDir(owner) {
  const parents = [...new Set([tmpdir(), '/tmp'])];
  for (const parent of parents) {
    const dir = mkdtempSync(join(parent, 'kelaskoding-pg-'));
    if (!owner) return dir;
    chownSync(dir, owner.uid, owner.gid);
    const usable = spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: owner.uid, gid: owner.gid }).status === 0;
    if (usable) return dir;
    rmSync(dir, { recursive: true, force: true });
  }
  console.error(`The postgres user cannot enter ${parents.join(' or ')}: set TMPDIR to a folder it can write.`);
  process.exit(1);
}

function run(binDir, name, args, owner, options = {}) {
  const result = spawnSync(join(binDir, name), args, {
    encoding: 'utf8',
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(
      `${name} failed (exit ${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/**
 * Starts a cluster (or takes TEST_DATABASE_URL) and returns `{ url, stop }`; `stop()` stops the server and
 * deletes its files. The database is `kelaskoding_test`, owned by the superuser `postgres` (trust auth on
 * 127.0.0.1 only). `settings` adds server settings (`name=value`, as `postgres -c` takes them): the API-speed
 * bench preloads pg_stat_statements to count statements per request.
 */
export async function startCluster({ settings = [] } = {}) {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => {}, started: false };
  }
  const binDir = requireBinaries();
  const owner = isRoot() ? postgresUser() : null;
  const dir = clusterDir(owner);
  const data = join(dir, 'data');
  const port = process.env.PG_CLUSTER_PORT ? Number(process.env.PG_CLUSTER_PORT) : await freePort();
  let running = false;
  const stop = async () => {
    if (running) {
      running = false;
      try {
        run(binDir, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w'], owner);
      } catch (err) {
        console.error(String(err));
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(
      binDir,
      'initdb',
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      owner,
    );
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      '-c autovacuum=off',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    // The server inherits pg_ctl's stdio: no pipes, or spawnSync would wait for the server to exit.
    const serverLog = join(dir, 'server.log');
    try {
      run(binDir, 'pg_ctl', ['start', '-D', data, '-l', serverLog, '-w', '-t', '60', '-o', options], owner, {
        stdio: 'ignore',
      });
    } catch (err) {
      const tail = existsSync(serverLog) ? readFileSync(serverLog, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`${err instanceof Error ? err.message : err}\n${tail}`);
    }
    running = true;
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('create database kelaskoding_test');
    await admin.end();
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/kelaskoding_test`, stop, started: true };
}

async function main() {
  const sep = process.argv.indexOf('--');
  const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
  const started = Date.now();
  const cluster = await startCluster();
  if (cluster.started) log(`PostgreSQL test cluster up in ${Date.now() - started} ms: ${cluster.url}`);
  else log(`Using TEST_DATABASE_URL: ${cluster.url.replace(/:[^:@/]*@/, ':***@')}`);

  let child = null;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child) child.kill(signal);
      else shutdown(130);
    });
  }

  if (command.length === 0) {
    console.log(`TEST_DATABASE_URL=${cluster.url}`);
    log('Ctrl-C stops the cluster and deletes it.');
    // Nothing else keeps Node running: without this it exited here and left the cluster behind.
    setInterval(() => {}, 1 << 30);
    return;
  }
  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  child.on('error', (err) => {
    console.error(`[pg] could not run ${command[0]}: ${err.message}`);
    shutdown(1);
  });
  child.on('exit', (code, signal) => shutdown(code ?? (signal ? 1 : 0)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`[pg] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
