/**
 * The worker end of the PHP protocol (protocol.ts), shared by the Node thread (node-thread.ts) and the browser
 * worker (php.worker.ts): starts the runtime from the compiled module it is sent, then answers run requests one
 * at a time. It has no time limit of its own; the host ends the whole worker when a request runs too long.
 */
import { PhpEngine, type PhpRuntime } from './engine';
import type { FromPhpWorker, LaravelSetup, ToPhpWorker } from './protocol';

export function servePhp(
  createRuntime: (module: WebAssembly.Module, libs?: LaravelSetup['libs']) => PhpRuntime,
  post: (message: FromPhpWorker) => void,
): (message: ToPhpWorker) => void {
  let engine: Promise<PhpEngine> | null = null;
  return (message) => {
    if (message.type === 'start') {
      // Ready only after a warm-up run, so the first timed request does not pay for compiling PHP's functions.
      const { laravel } = message;
      engine = PhpEngine.start(createRuntime(message.module, laravel?.libs)).then(async (started) => {
        if (laravel) started.mountLaravel(laravel.bundle);
        await (laravel ? started.warmUpLaravel() : started.warmUp());
        started.armMemoryLimit();
        return started;
      });
      engine.then(
        () => post({ type: 'ready' }),
        (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const { id, files, request } = message;
    if (!engine) {
      post({ type: 'error', id, message: 'PHP has not been started' });
      return;
    }
    engine
      .then(async (ready) => ({ response: await ready.run(files, request), lost: ready.lost }))
      .then(
        ({ response, lost }) =>
          post(lost ? { type: 'done', id, response, restart: true } : { type: 'done', id, response }),
        (error: unknown) =>
          post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }),
      );
  };
}
