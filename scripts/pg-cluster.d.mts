/** Types of pg-cluster.mjs for the TypeScript that starts it (tests/pg/global-setup.ts). */
export function requireBinaries(): string;
export function startCluster(options?: {
  settings?: string[];
}): Promise<{ url: string; stop: () => Promise<void>; started: boolean }>;
