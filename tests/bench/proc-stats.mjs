/**
 * What the benchmarks read about processes from Linux's /proc, shared by `api-speed.mjs` and `load.mjs`: CPU time
 * of one process, of a process with all its descendants (a node:cluster primary and its workers, a PostgreSQL
 * postmaster and its backends), and the postmaster of a local PostgreSQL. Not part of the product.
 */

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** One clock tick in ms (/proc/<pid>/stat counts CPU time in ticks). */
const CLOCK_TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** Fields 3 onwards of /proc/<pid>/stat (after the command name, which may hold spaces), or null when gone. */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
export function cpuMs(pid) {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS : 0;
}

/** The living children of a process (a node:cluster primary's workers, a postmaster's backends). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time (ms) of a process and all its descendants, living (read from /proc) or ended and reaped (the process's
 * cutime and cstime): the cluster's processes, a killed one too; PostgreSQL's backends, those the pool closed too.
 */
export function cpuTreeMs(pid) {
  const fields = statFields(pid);
  const own = fields
    ? (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * CLOCK_TICK_MS
    : 0;
  return own + childPids(pid).reduce((sum, child) => sum + cpuTreeMs(child), 0);
}

/** The postmaster of the PostgreSQL listening on `port` on this machine, or null (a server elsewhere). */
export function postmasterPid(port) {
  const found = spawnSync('pgrep', ['-f', `postgres -D .* -p ${port} `], { encoding: 'utf8' }).stdout.trim();
  return Number(found.split('\n')[0]) || null;
}
