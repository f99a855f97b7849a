/**
 * Starts the throw-away PostgreSQL cluster once for the whole pg suite (or takes TEST_DATABASE_URL) and
 * hands its URL to the test files; stops and deletes it afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/pg-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  project.provide('databaseUrl', cluster.url);
  return cluster.stop;
}
