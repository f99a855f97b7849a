/**
 * Starts the throw-away PostgreSQL cluster once for the whole pg suite (or takes TEST_DATABASE_URL) and
 * hands its URL to the test files; stops and deletes it after the last project's files.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { dropTemplates } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** The run's one cluster: Vitest calls this setup once per project, and both projects share the server. */
type Shared = { cluster: Promise<{ url: string; stop: () => Promise<void> }>; users: number };
const SHARED = Symbol.for('kelaskoding.pg-cluster');
const holder = globalThis as { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!holder[SHARED]) {
    holder[SHARED] = {
      users: 0,
      cluster: startCluster().then(async (cluster) => {
        // Templates are built from this tree's migrations and seed: never reuse one an earlier run left behind.
        await dropTemplates(cluster.url);
        return cluster;
      }),
    };
  }
  const shared = holder[SHARED];
  shared.users += 1;
  const cluster = await shared.cluster;
  project.provide('databaseUrl', cluster.url);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED];
    await dropTemplates(cluster.url).catch(() => undefined);
    await cluster.stop();
  };
}
