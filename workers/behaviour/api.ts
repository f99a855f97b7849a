/**
 * Behaviour tests: the types and limits shared by the browser frame and the server engine (quickjs.ts).
 * A behaviour test is JavaScript that runs in the learner's loaded page with the helpers of prelude.ts;
 * it passes when it returns or resolves. Pure: no DOM, no Node.
 */

/** One test of a check: `index` is the rule's position among the task's behaviour rules. */
export type BehaviourTest = { index: number; test: string };

export type BehaviourReason = 'ok' | 'behaviour-failed' | 'behaviour-timeout';

/** Where a timed-out check stopped: the page never finished loading, or a test (or what it triggered) ran on. */
export type BehaviourTimeoutWhere = 'page' | 'test';

/**
 * The verdict of one test. `params` is `{ message }` on a failure (the thrown value's message, clipped to
 * MAX_FAILURE_MESSAGE_CHARS) and `{ where }` on a timeout.
 */
export type BehaviourOutcome = {
  index: number;
  passed: boolean;
  reason: BehaviourReason;
  params?: Record<string, string | number>;
};

/** What the runner (prelude.ts `__kkRunBehaviour`) and the engine are given; each field defaults to the constant. */
export type BehaviourLimits = { testMs?: number; checkMs?: number; memoryBytes?: number };

/** One test may run this long (its promise raced against a timer; a synchronous hang is stopped by the host). */
export const TEST_LIMIT_MS = 2000;
/** The whole check (page load and every test) may run this long; tests left after it time out. */
export const CHECK_LIMIT_MS = 10000;
/** The server engine's memory limit for one check's guest runtime. */
export const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;
/** A failure's message is clipped to this many characters. */
export const MAX_FAILURE_MESSAGE_CHARS = 500;

/** The global the runner is defined on (non-writable, non-configurable) in the page. */
export const BEHAVIOUR_RUNNER_NAME = '__kkRunBehaviour';
