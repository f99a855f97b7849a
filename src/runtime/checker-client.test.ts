import { afterEach, describe, expect, it } from 'vitest';
import { buildPreview } from '../../sandbox/preview/build';
import { checkAnswers } from '../../workers/checker/index';
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
});
