import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPreview } from '../../sandbox/preview/build';
import { checkAnswers, checkAnswersShared, judgeRuns } from '../../workers/checker/index';
import { CheckerClient, type CheckerInstance, type CheckerInstanceFactory } from './checker-client';
import { CheckerCrashedError, CheckerTimeoutError, isCheckerError } from './checker-errors';

/**
 * Workers do not exist in Node: these instances run the real checker and builder in-process, and a
 * "stuck" instance never answers, which is what a worker spinning in a loop looks like from outside.
 */
type Probe = { started: number; terminated: number; fail: ((detail: string) => void)[] };

function factory(probe: Probe, stuck: (index: number) => boolean = () => false): CheckerInstanceFactory {
  return (onFailure) => {
    const index = probe.started++;
    probe.fail.push(onFailure);
    const never = new Promise<never>(() => {});
    const instance: CheckerInstance = {
      api: {
        checkAnswers: async (files, answers) => (stuck(index) ? never : checkAnswers(files, answers)),
        checkAnswersShared: async (files, answers, reply) =>
          stuck(index) ? never : checkAnswersShared(files, answers, reply),
        judgeRuns: async (f, a, o) => judgeRuns(f, a, o),
        buildPreview: async (files, entry) => (stuck(index) ? never : buildPreview(files, entry)),
      },
      terminate: () => {
        probe.terminated += 1;
      },
    };
    return instance;
  };
}

const files = [{ path: 'index.html', value: '<h1>Hi</h1>' }];
let client: CheckerClient | undefined;
afterEach(() => client?.dispose());

describe('CheckerClient', () => {
  it('passes calls through to the checker and the builder', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe) });
    const report = await client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }]);
    expect(report.passed).toBe(true);
    const preview = await client.buildPreview([{ ...files[0]!, type: 'code' }]);
    expect(preview).toEqual({ ok: true, html: '<h1>Hi</h1>' });
  });

  it('starts one worker lazily and keeps one spare warm', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe) });
    expect(probe.started).toBe(0);
    await client.checkAnswers(files, []);
    await client.checkAnswers(files, []);
    expect(probe.started).toBe(2);
  });

  it('warm() boots the worker before the first call, and the spare waits for its first answer', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe) });
    client.warm();
    client.warm();
    expect(probe.started).toBe(1);
    const report = await client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }]);
    expect(report.passed).toBe(true);
    // The first answer came from the warmed worker; only then does the spare start.
    expect(probe.started).toBe(2);
  });

  it('times out a stuck call, terminates that worker and answers the next call from the spare', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe, (i) => i === 0), timeoutMs: 50, startupGraceMs: 0 });
    const started = Date.now();
    await expect(client.checkAnswers(files, [])).rejects.toBeInstanceOf(CheckerTimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(probe.terminated).toBe(1);
    expect(client.restarts).toBe(1);
    const report = await client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }]);
    expect(report.passed).toBe(true);
    // The spare took over and a new spare was started behind it.
    expect(probe.started).toBe(3);
  });

  it('fails every pending call of a stuck worker, not just the first', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe, (i) => i === 0), timeoutMs: 40, startupGraceMs: 0 });
    const first = client.checkAnswers(files, []);
    const second = client.buildPreview([], undefined, 10_000);
    await expect(first).rejects.toBeInstanceOf(CheckerTimeoutError);
    await expect(second).rejects.toBeInstanceOf(CheckerTimeoutError);
    expect(probe.terminated).toBe(1);
  });

  it('reports a crashed worker with a typed error and recovers on the next call', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe, (i) => i === 0), timeoutMs: 5000 });
    const pending = client.checkAnswers(files, []);
    probe.fail[0]?.('Failed to load module');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckerCrashedError);
    expect(isCheckerError(error)).toBe(true);
    expect((error as CheckerCrashedError).message).toContain('Failed to load module');
    await expect(client.checkAnswers(files, [])).resolves.toMatchObject({ passed: true });
  });

  it('gives the first call to a fresh worker extra time to load, later calls only the timeout', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    let delayMs = 120;
    const slow: CheckerInstanceFactory = (onFailure) => {
      const inner = factory(probe)(onFailure);
      const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
      return {
        api: {
          checkAnswers: async (files, answers) => later(await inner.api.checkAnswers(files, answers)),
          checkAnswersShared: async (files, answers, reply) =>
            later(await inner.api.checkAnswersShared(files, answers, reply)),
          judgeRuns: async (f, a, o) => judgeRuns(f, a, o),
          buildPreview: async (files, entry) => later(await inner.api.buildPreview(files, entry)),
        },
        terminate: inner.terminate,
      };
    };
    client = new CheckerClient({ createInstance: slow, timeoutMs: 60, startupGraceMs: 500 });
    await expect(client.checkAnswers(files, [])).resolves.toMatchObject({ passed: true });
    await expect(client.checkAnswers(files, [])).rejects.toBeInstanceOf(CheckerTimeoutError);
    delayMs = 0;
    await expect(client.checkAnswers(files, [])).resolves.toMatchObject({ passed: true });
  });

  it('can run without a spare', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe), keepSpare: false });
    await client.checkAnswers(files, []);
    expect(probe.started).toBe(1);
  });

  it('terminates both workers on dispose', async () => {
    const probe: Probe = { started: 0, terminated: 0, fail: [] };
    client = new CheckerClient({ createInstance: factory(probe) });
    await client.checkAnswers(files, []);
    client.dispose();
    expect(probe.terminated).toBe(2);
  });

  describe('with replies in shared memory', () => {
    /** Frames on demand: `tick()` runs the callbacks waiting for the next frame. */
    function manualFrames() {
      let waiting: Array<() => void> = [];
      return {
        schedule: (callback: () => void) => {
          waiting.push(callback);
          return () => {
            waiting = waiting.filter((c) => c !== callback);
          };
        },
        tick() {
          const due = waiting;
          waiting = [];
          for (const callback of due) callback();
        },
        get pending() {
          return waiting.length;
        },
      };
    }

    /** An instance whose checks run at once but whose messages are held until `release()`. */
    function heldReplies() {
      const held: Array<() => void> = [];
      const create: CheckerInstanceFactory = () => ({
        api: {
          checkAnswers: async (f, a) => checkAnswers(f, a),
          checkAnswersShared: (f, a, reply) => {
            const answer = checkAnswersShared(f, a, reply);
            return new Promise((resolve) => held.push(() => resolve(answer)));
          },
          judgeRuns: async (f, a, o) => judgeRuns(f, a, o),
          buildPreview: async (f, entry) => buildPreview(f, entry),
        },
        terminate: () => {},
      });
      const release = () => {
        for (const fn of held.splice(0)) fn();
      };
      return { create, release, held };
    }

    it('answers from shared memory as soon as the worker publishes, before its message arrives', async () => {
      const worker = heldReplies();
      client = new CheckerClient({ createInstance: worker.create, shareReplies: true, onNextFrame: null });
      const report = await client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }]);
      expect(report).toEqual(checkAnswers(files, [{ kind: 'html', tag: 'h1' }]));
      // The worker's own message is still on its way.
      expect(worker.held).toHaveLength(1);
      worker.release();
    });

    describe('where Atomics.waitAsync is missing', () => {
      const original = Object.getOwnPropertyDescriptor(Atomics, 'waitAsync');
      beforeEach(() => {
        Reflect.deleteProperty(Atomics, 'waitAsync');
      });
      afterEach(() => {
        if (original) Object.defineProperty(Atomics, 'waitAsync', original);
      });

      it('reads the report at the next animation frame, before the message arrives', async () => {
        const frames = manualFrames();
        const worker = heldReplies();
        client = new CheckerClient({ createInstance: worker.create, shareReplies: true, onNextFrame: frames.schedule });
        let report: unknown = null;
        const pending = client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }]).then((r) => {
          report = r;
        });
        await new Promise((r) => setTimeout(r, 10));
        expect(report).toBeNull();
        frames.tick();
        await pending;
        expect(report).toEqual(checkAnswers(files, [{ kind: 'html', tag: 'h1' }]));
        expect(frames.pending).toBe(0);
        expect(worker.held).toHaveLength(1);
        worker.release();
      });

      it('keeps looking each frame until the report is there, and takes the message if that comes first', async () => {
        const frames = manualFrames();
        let finish: (() => void) | null = null;
        const create: CheckerInstanceFactory = () => ({
          api: {
            checkAnswers: async (f, a) => checkAnswers(f, a),
            // The check is still running: nothing is published until `finish()`.
            checkAnswersShared: (f, a, reply) =>
              new Promise((resolve) => {
                finish = () => resolve(checkAnswersShared(f, a, reply));
              }),
            judgeRuns: async (f, a, o) => judgeRuns(f, a, o),
            buildPreview: async (f, entry) => buildPreview(f, entry),
          },
          terminate: () => {},
        });
        client = new CheckerClient({ createInstance: create, shareReplies: true, onNextFrame: frames.schedule });
        const pending = client.checkAnswers(files, [{ kind: 'html', tag: 'h2' }]);
        frames.tick();
        frames.tick();
        expect(frames.pending).toBe(1);
        (finish as unknown as () => void)();
        await expect(pending).resolves.toMatchObject({ passed: false, results: [{ reason: 'missing-tag' }] });
        expect(frames.pending).toBe(0);
      });
    });

    it('reuses reply buffers and never mixes up the reports of consecutive checks', async () => {
      const probe: Probe = { started: 0, terminated: 0, fail: [] };
      client = new CheckerClient({ createInstance: factory(probe), shareReplies: true, onNextFrame: null });
      for (const tag of ['h1', 'p', 'h1', 'p']) {
        const report = await client.checkAnswers(files, [{ kind: 'html', tag }]);
        expect(report.passed).toBe(tag === 'h1');
      }
    });

    it('still times out a stuck worker', async () => {
      const probe: Probe = { started: 0, terminated: 0, fail: [] };
      client = new CheckerClient({
        createInstance: factory(probe, (i) => i === 0),
        shareReplies: true,
        onNextFrame: null,
        timeoutMs: 40,
        startupGraceMs: 0,
      });
      await expect(client.checkAnswers(files, [])).rejects.toBeInstanceOf(CheckerTimeoutError);
      await expect(client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }])).resolves.toMatchObject({ passed: true });
    });

    it('stops looking at each frame once a stuck check has timed out', async () => {
      const frames = manualFrames();
      const probe: Probe = { started: 0, terminated: 0, fail: [] };
      client = new CheckerClient({
        createInstance: factory(probe, (i) => i === 0),
        shareReplies: true,
        onNextFrame: frames.schedule,
        timeoutMs: 40,
        startupGraceMs: 0,
      });
      const pending = client.checkAnswers(files, []);
      frames.tick();
      expect(frames.pending).toBe(1);
      await expect(pending).rejects.toBeInstanceOf(CheckerTimeoutError);
      // The ended worker's message never comes: nothing is left polling for it.
      expect(frames.pending).toBe(0);
    });
  });

  it('starts the clock only once the worker script has arrived: a slow download is not a timeout', async () => {
    let arrive = () => {};
    const script = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const slowLink: CheckerInstanceFactory = () => ({
      api: {
        checkAnswers: async (f, a) => {
          await script;
          return checkAnswers(f, a);
        },
        checkAnswersShared: async (f, a, reply) => {
          await script;
          return checkAnswersShared(f, a, reply);
        },
        judgeRuns: async (f, a, o) => judgeRuns(f, a, o),
        buildPreview: async (f, entry) => {
          await script;
          return buildPreview(f, entry);
        },
      },
      ready: script,
      terminate: () => {},
    });
    client = new CheckerClient({ createInstance: slowLink, timeoutMs: 30, startupGraceMs: 0, keepSpare: false });
    const report = client.checkAnswers(files, [{ kind: 'html', tag: 'h1' }]);
    // Ten times the limit passes while the script is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    arrive();
    await expect(report).resolves.toMatchObject({ passed: true });
    expect(client.restarts).toBe(0);
  });
});
