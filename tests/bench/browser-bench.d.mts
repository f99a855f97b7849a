/** Types of browser-bench.mjs (plain JavaScript, so the Node-run Chromium benchmarks can import it too). */
import type { Database } from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';

export declare const root: string;
export declare function startBenchServer(options: {
  staticDir: string;
  dbPath: string;
}): Promise<{ base: string; stop: () => Promise<void> }>;
export declare function launchBenchChromium(): Promise<Browser>;
export declare function unlockTrialPractice(db: Database, studentId: number): number;
export declare function openTrialPracticeAs(
  page: Page,
  options: { base: string; dbPath: string; workspace: unknown; answers: unknown },
): Promise<number>;
