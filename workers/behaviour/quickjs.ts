/**
 * The server's behaviour engine: runs a built page (sandbox/preview/build.ts `buildPreview`) and its behaviour
 * tests inside QuickJS compiled to WebAssembly, never in Node's own realm. The guest has no `require`,
 * `process`, file system or network: only what the guest bootstrap (guest-bootstrap.ts) puts there, on top of
 * linkedom as its DOM and chai's `assert`, then the shared prelude (prelude.ts) and the page's scripts.
 *
 * Per check: a fresh QuickJS runtime (its own heap, so the memory limit and anything a learner leaves behind
 * die with it). Per process: the WebAssembly module and the guest bundle (linkedom + chai) are made once and
 * cached. The bundle is made by esbuild on first use rather than at build time, because esbuild and the two
 * packages are already installed wherever the server runs (the server bundle keeps packages external and
 * resolves them from node_modules), so there is no generated file to keep in step with the lockfile.
 *
 * Limits: an interrupt handler stops the guest at a real-time deadline (the page load and each test get
 * `testMs`, the whole check `checkMs`); the runtime's memory limit turns a huge allocation into a verdict.
 * Timers are virtual: the host runs the earliest timer whenever the guest is idle, moving the guest's clock
 * forward to it, so `await wait(500)` costs no real time.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import {
  newQuickJSWASMModuleFromVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { LOOP_GUARD_NAME } from '../../sandbox/preview/protocol';
import {
  BEHAVIOUR_RUNNER_NAME,
  type BehaviourOutcome,
  type BehaviourTest,
  CHECK_LIMIT_MS,
  MAX_FAILURE_MESSAGE_CHARS,
  MEMORY_LIMIT_BYTES,
  TEST_LIMIT_MS,
} from './api';
import { GUEST_BASE, GUEST_BOOTSTRAP } from './guest-bootstrap';
import { behaviourPrelude } from './prelude';

export type BehaviourEngineLimits = { testMs?: number; checkMs?: number; memoryBytes?: number };

/**
 * The guest's stack (bytes): deep recursion becomes a catchable error long before the WebAssembly stack ends.
 * Each guest call also takes room on the host's own stack, and 512 KiB overflowed Node's default main-thread
 * stack; 256 KiB allows about 1,300 nested calls (a browser allows about ten times more), well past what a
 * course's recursive exercises need.
 */
const GUEST_STACK_BYTES = 256 * 1024;
/** Time the guest may spend setting itself up (library, bootstrap, prelude) before the page is timed. */
const SETUP_LIMIT_MS = 5000;

let wasmModule: Promise<QuickJSWASMModule> | undefined;
let guestLibrary: Promise<string> | undefined;

function quickjs(): Promise<QuickJSWASMModule> {
  wasmModule ??= import('@jitl/quickjs-wasmfile-release-sync').then((variant) =>
    newQuickJSWASMModuleFromVariant(variant.default),
  );
  return wasmModule;
}

/**
 * linkedom parses `<style>` text into `.sheet` with cssomnom, half of its size and of its start-up time in the
 * guest; pages read styles through `.style`, so `.sheet` is an empty sheet here.
 */
const withoutStyleSheets: Plugin = {
  name: 'behaviour-guest-without-style-sheets',
  setup(build) {
    build.onResolve({ filter: /^cssomnom(\/|$)/ }, () => ({ path: 'cssomnom', namespace: 'behaviour-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'behaviour-stub' }, () => ({
      contents: 'export function parse() { return { cssRules: [], rules: [] }; }',
      loader: 'js',
    }));
  },
};

/** linkedom and chai's assert as one classic script that sets `globalThis.__kkLib`. */
function library(): Promise<string> {
  guestLibrary ??= (async () => {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: {
        contents:
          "import { parseHTML } from 'linkedom'; import { assert } from 'chai'; globalThis.__kkLib = { parseHTML, assert };",
        resolveDir: dirname(fileURLToPath(import.meta.url)),
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['import', 'default'],
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [withoutStyleSheets],
    });
    const file = result.outputFiles[0];
    if (!file) throw new Error('behaviour engine: the guest library did not build');
    return file.text;
  })();
  guestLibrary.catch(() => {
    guestLibrary = undefined;
  });
  return guestLibrary;
}

/** Loads the module and the guest library now, so the first check does not pay for them. */
export async function warmBehaviourEngine(): Promise<void> {
  const [module, lib] = await Promise.all([quickjs(), library()]);
  spare ??= newGuest(module, lib, MEMORY_LIMIT_BYTES);
}

type Stop = { kind: 'timeout' } | { kind: 'done' } | { kind: 'stuck' };

function isFatal(ctx: QuickJSContext, error: QuickJSHandle): boolean {
  const value = ctx.dump(error) as unknown;
  if (value === null || typeof value !== 'object') return false;
  const { name, message } = value as { name?: unknown; message?: unknown };
  return name === 'InternalError' && (message === 'interrupted' || message === 'out of memory');
}

class GuestCheck {
  private readonly started = performance.now();
  private jumped = 0;
  private deadline: number;
  private readonly checkDeadline: number;
  private fatal = false;

  constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly ctx: QuickJSContext,
    checkMs: number,
  ) {
    this.checkDeadline = this.started + checkMs;
    this.deadline = this.started + SETUP_LIMIT_MS;
    runtime.setInterruptHandler(() => performance.now() > this.deadline);
  }

  /** Guest time: real time since the start plus every forward jump to a timer. */
  virtualNow(): number {
    return performance.now() - this.started + this.jumped;
  }

  virtualCheckLeft(checkMs: number): number {
    return checkMs - this.virtualNow();
  }

  /** Times the next phase: `ms` of real time, within the check's limit. */
  timePhase(ms: number): void {
    this.deadline = Math.min(performance.now() + ms, this.checkDeadline);
  }

  get stopped(): boolean {
    return this.fatal || performance.now() > this.deadline;
  }

  /** Disposes a result; true when it was the interrupt or the memory limit (the phase cannot go on). */
  private absorb(result: { error?: QuickJSHandle; value?: QuickJSHandle }): QuickJSHandle | undefined {
    if (result.error) {
      if (isFatal(this.ctx, result.error)) this.fatal = true;
      result.error.dispose();
      return undefined;
    }
    return result.value;
  }

  evalScript(code: string, type: 'classic' | 'module', name: string): void {
    const result = this.ctx.evalCode(code, name, { type: type === 'module' ? 'module' : 'global' });
    const value = this.absorb(result);
    if (value && type === 'module') {
      // A module's evaluation is a promise (top-level await); its rejection is the module's error.
      value.dispose();
    } else value?.dispose();
    this.drainJobs();
  }

  drainJobs(): void {
    if (this.fatal) return;
    for (;;) {
      const result = this.runtime.executePendingJobs(-1);
      if (result.error) {
        const fatal = isFatal(this.ctx, result.error);
        result.error.dispose();
        if (fatal) {
          this.fatal = true;
          return;
        }
        continue; // one job threw; the others still run, as in a browser
      }
      result.value; // number of jobs run
      return;
    }
  }

  call(fn: QuickJSHandle, ...args: QuickJSHandle[]): QuickJSHandle | undefined {
    if (this.fatal) return undefined;
    return this.absorb(this.ctx.callFunction(fn, this.ctx.undefined, ...args));
  }

  /** Runs the due timers (no jump), as a browser would between parsing and `load`. */
  runDueTimers(driver: QuickJSHandle): void {
    const nextDue = this.ctx.getProp(driver, 'nextTimerDue');
    const runTimer = this.ctx.getProp(driver, 'runTimer');
    try {
      for (let i = 0; i < 1000 && !this.stopped; i++) {
        const due = this.call(nextDue);
        const at = due ? this.ctx.getNumber(due) : -1;
        due?.dispose();
        if (at < 0 || at > this.virtualNow()) return;
        this.call(runTimer)?.dispose();
        this.drainJobs();
      }
    } finally {
      nextDue.dispose();
      runTimer.dispose();
    }
  }

  /** Runs jobs and timers (jumping the clock) until the promise settles, the time is up, or nothing is left. */
  settle(promise: QuickJSHandle, driver: QuickJSHandle): Stop {
    const nextDue = this.ctx.getProp(driver, 'nextTimerDue');
    const runTimer = this.ctx.getProp(driver, 'runTimer');
    try {
      for (;;) {
        this.drainJobs();
        if (this.stopped) return { kind: 'timeout' };
        const state = this.ctx.getPromiseState(promise);
        if (state.type === 'fulfilled') state.value.dispose();
        else if (state.type === 'rejected') state.error.dispose();
        if (state.type !== 'pending') return { kind: 'done' };
        const due = this.call(nextDue);
        if (this.stopped) return { kind: 'timeout' };
        const at = due ? this.ctx.getNumber(due) : -1;
        due?.dispose();
        if (at < 0) return { kind: 'stuck' };
        const now = this.virtualNow();
        if (at > now) this.jumped += at - now;
        this.call(runTimer)?.dispose();
      }
    } finally {
      nextDue.dispose();
      runTimer.dispose();
    }
  }
}

function clip(text: string): string {
  return text.length > MAX_FAILURE_MESSAGE_CHARS ? text.slice(0, MAX_FAILURE_MESSAGE_CHARS) : text;
}

/**
 * Reads one verdict the runner reported through its callback, trusting nothing about its shape. The verdict is
 * taken from the callback, never from the runner's resolved value: a page that defines `then` on
 * Object.prototype could otherwise resolve the runner's promise with a verdict of its own.
 */
function readOutcome(ctx: QuickJSContext, reported: QuickJSHandle, index: number): BehaviourOutcome {
  if (ctx.typeof(reported) !== 'object') return failedOutcome(index, 'test failed');
  const reasonHandle = ctx.getProp(reported, 'reason');
  const reason = ctx.typeof(reasonHandle) === 'string' ? ctx.getString(reasonHandle) : '';
  reasonHandle.dispose();
  if (reason === 'ok') return { index, passed: true, reason: 'ok' };
  if (reason === 'behaviour-timeout') return timeoutOutcome(index, 'test');
  const params = ctx.getProp(reported, 'params');
  try {
    const messageHandle = ctx.typeof(params) === 'object' ? ctx.getProp(params, 'message') : undefined;
    const message =
      messageHandle && ctx.typeof(messageHandle) === 'string' ? ctx.getString(messageHandle) : 'test failed';
    messageHandle?.dispose();
    return failedOutcome(index, message);
  } finally {
    params.dispose();
  }
}

function failedOutcome(index: number, message: string): BehaviourOutcome {
  return { index, passed: false, reason: 'behaviour-failed', params: { message: clip(message) } };
}

function timeoutOutcome(index: number, where: 'page' | 'test'): BehaviourOutcome {
  return { index, passed: false, reason: 'behaviour-timeout', params: { where } };
}

/** A guest array of `{ index, test }`, built with define (a polluted Array.prototype setter cannot see it). */
function testList(ctx: QuickJSContext, test: BehaviourTest): QuickJSHandle {
  const list = ctx.newArray();
  const item = ctx.newObject();
  const index = ctx.newNumber(test.index);
  const source = ctx.newString(test.test);
  ctx.defineProp(item, 'index', { value: index, enumerable: true, configurable: true });
  ctx.defineProp(item, 'test', { value: source, enumerable: true, configurable: true });
  ctx.defineProp(list, '0', { value: item, enumerable: true, configurable: true });
  index.dispose();
  source.dispose();
  item.dispose();
  return list;
}

function limitsObject(ctx: QuickJSContext, testMs: number, checkMs: number): QuickJSHandle {
  const limits = ctx.newObject();
  for (const [key, n] of [
    ['testMs', testMs],
    ['checkMs', checkMs],
  ] as const) {
    const value = ctx.newNumber(n);
    ctx.defineProp(limits, key, { value, enumerable: true, configurable: true });
    value.dispose();
  }
  return limits;
}

function evalSetup(ctx: QuickJSContext, code: string, name: string): void {
  const result = ctx.evalCode(code, name, { type: 'global' });
  if (result.error) {
    const error = ctx.dump(result.error) as unknown;
    result.error.dispose();
    throw new Error(`behaviour engine: ${name} failed: ${JSON.stringify(error)}`);
  }
  result.value.dispose();
}

type Guest = { runtime: QuickJSRuntime; ctx: QuickJSContext; memoryBytes: number };

/**
 * A new runtime with the guest library loaded (the costly part of a check: linkedom's start-up), made
 * between checks so a check does not wait for it. Each runtime serves exactly one check.
 */
let spare: Guest | undefined;
let spareTimer: ReturnType<typeof setImmediate> | undefined;

function newGuest(module: QuickJSWASMModule, lib: string, memoryBytes: number): Guest {
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(memoryBytes);
  runtime.setMaxStackSize(GUEST_STACK_BYTES);
  runtime.setModuleLoader(() => ({ error: new TypeError('Failed to fetch dynamically imported module') }));
  const ctx = runtime.newContext();
  try {
    evalSetup(ctx, GUEST_BASE, 'guest-base.js');
    evalSetup(ctx, lib, 'guest-library.js');
  } catch (error) {
    ctx.dispose();
    runtime.dispose();
    throw error;
  }
  return { runtime, ctx, memoryBytes };
}

function takeSpare(module: QuickJSWASMModule, lib: string, memoryBytes: number): Guest {
  const ready = spare;
  spare = undefined;
  if (spareTimer) clearImmediate(spareTimer);
  spareTimer = undefined;
  if (ready && ready.memoryBytes === memoryBytes) return ready;
  if (ready) {
    ready.ctx.dispose();
    ready.runtime.dispose();
  }
  return newGuest(module, lib, memoryBytes);
}

function scheduleSpare(module: QuickJSWASMModule, lib: string, memoryBytes: number): void {
  if (spare || spareTimer) return;
  spareTimer = setImmediate(() => {
    spareTimer = undefined;
    if (spare || wasmModule === undefined) return;
    try {
      spare = newGuest(module, lib, memoryBytes);
    } catch {
      spare = undefined; // the next check makes its own and reports what fails
    }
  });
  // A spare must not keep a finished process (a script, a test run) alive.
  spareTimer.unref();
}

/**
 * Loads `pageHtml` in a fresh guest and runs `tests` one after another. Never throws for anything the page or
 * a test does; rejects only when the engine itself cannot start.
 */
export async function runBehaviourPage(
  pageHtml: string,
  tests: BehaviourTest[],
  limits: BehaviourEngineLimits = {},
): Promise<BehaviourOutcome[]> {
  const testMs = limits.testMs ?? TEST_LIMIT_MS;
  const checkMs = limits.checkMs ?? CHECK_LIMIT_MS;
  const memoryBytes = limits.memoryBytes ?? MEMORY_LIMIT_BYTES;
  const [module, lib] = await Promise.all([quickjs(), library()]);
  if (tests.length === 0) return [];

  const { runtime, ctx } = takeSpare(module, lib, memoryBytes);
  const check = new GuestCheck(runtime, ctx, checkMs);
  const handles: QuickJSHandle[] = [];
  try {
    // ---- setup: bootstrap and prelude (not the learner's time) ----
    const hostNow = ctx.newFunction('now', () => ctx.newNumber(check.virtualNow()));
    const page = ctx.newString(pageHtml);
    ctx.setProp(ctx.global, '__kkHostNow', hostNow);
    ctx.setProp(ctx.global, '__kkPageHtml', page);
    hostNow.dispose();
    page.dispose();
    const setup = [
      [GUEST_BOOTSTRAP, 'guest-bootstrap.js'],
      [`globalThis.${LOOP_GUARD_NAME} = function () {};`, 'loop-guard.js'],
      [behaviourPrelude(), 'behaviour-prelude.js'],
    ] as const;
    for (const [code, name] of setup) evalSetup(ctx, code, name);
    const driver = ctx.getProp(ctx.global, '__kkDriver');
    handles.push(driver);
    const runner = ctx.getProp(ctx.global, BEHAVIOUR_RUNNER_NAME);
    handles.push(runner);
    ctx.evalCode('delete globalThis.__kkDriver', 'cleanup.js', { type: 'global' }).dispose();

    // ---- the page: scripts in document order, then DOMContentLoaded and load ----
    check.timePhase(testMs);
    const nextScript = ctx.getProp(driver, 'nextScript');
    handles.push(nextScript);
    for (let n = 0; !check.stopped; n++) {
      const next = check.call(nextScript);
      if (!next) break;
      if (ctx.typeof(next) !== 'object' || ctx.dump(next) === null) {
        next.dispose();
        break;
      }
      const { code, type } = ctx.dump(next) as { code: string; type: 'classic' | 'module' };
      next.dispose();
      check.evalScript(code, type, `page-script-${n + 1}.js`);
    }
    for (const step of ['fireDomReady', 'fireLoad'] as const) {
      if (check.stopped) break;
      const fire = ctx.getProp(driver, step);
      check.call(fire)?.dispose();
      fire.dispose();
      check.drainJobs();
      if (step === 'fireDomReady') check.runDueTimers(driver);
    }
    if (check.stopped) return tests.map((t) => timeoutOutcome(t.index, 'page'));

    // ---- the tests, one call of the runner each, so each has its own real-time deadline ----
    const outcomes: BehaviourOutcome[] = [];
    for (const test of tests) {
      const left = check.virtualCheckLeft(checkMs);
      if (check.stopped || left <= 0) {
        outcomes.push(timeoutOutcome(test.index, 'test'));
        continue;
      }
      check.timePhase(testMs);
      const list = testList(ctx, test);
      const limitArg = limitsObject(ctx, testMs, left);
      const verdict: { reported?: BehaviourOutcome } = {};
      const told = ctx.newFunction('told', (reported) => {
        // Past the deadline the interrupt's own error reaches the runner as a rejection: it is the limit, not a
        // failure of the test.
        verdict.reported ??= check.stopped
          ? timeoutOutcome(test.index, 'test')
          : readOutcome(ctx, reported, test.index);
      });
      const promise = check.call(runner, list, limitArg, told);
      list.dispose();
      limitArg.dispose();
      told.dispose();
      if (!promise) {
        outcomes.push(verdict.reported ?? timeoutOutcome(test.index, 'test'));
        continue;
      }
      const stop = check.settle(promise, driver);
      if (verdict.reported) outcomes.push(verdict.reported);
      else if (stop.kind === 'done') outcomes.push(failedOutcome(test.index, 'test failed'));
      else outcomes.push(timeoutOutcome(test.index, 'test'));
      promise.dispose();
    }
    return outcomes;
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
    try {
      ctx.dispose();
      runtime.dispose();
    } catch {
      // The module aborts when a runtime cannot be freed whole; start the next check on a new module.
      wasmModule = undefined;
      spare = undefined;
    }
    scheduleSpare(module, lib, memoryBytes);
  }
}
