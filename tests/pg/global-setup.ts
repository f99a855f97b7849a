/**
 * Starts the throw-away PostgreSQL cluster once for the whole pg suite (or takes TEST_DATABASE_URL) and
 * hands its URL to the test files; stops and deletes it afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { dropTemplates } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  // Templates are built from this tree's migrations and seed: never reuse one an earlier run left behind.
  await dropTemplates(cluster.url);
  project.provide('databaseUrl', cluster.url);
  return async () => {
    await dropTemplates(cluster.url).catch(() => undefined);
    await cluster.stop();
  };
}
