/**
 * The PHP runner: renders the `.php` pages a check's HTML and CSS rules are judged on (workers/checker/php-pages.ts
 * says which page, and how a rule's `render` runs it), with whatever host renders pages where it runs: the
 * browser's PHP worker, the server's engine in its check thread, or `runPhp` in Node. A workspace that needs the
 * Laravel bundle where there is none is judged by structure rules, as a build without the bundle does.
 */
import type { RenderedPage } from '../checker/api';
import { pageRun, phpPagesToRender } from '../checker/php-pages';
import type { PhpRequest, PhpResponse } from '../php/api';
import { isLaravelUnavailable } from '../php/host';
import type { CodeRunner } from './runner';

/** Renders one request of a page: a host's PHP engine. Its failures to start reject; a page's errors are data. */
export type RenderPhpPage = (
  files: { path: string; value: string }[],
  request: PhpRequest,
) => Promise<Pick<PhpResponse, 'body' | 'errors'>>;

export function phpRunner(render: RenderPhpPage): CodeRunner<'php'> {
  return {
    output: 'php',
    needed: (files, answers) => phpPagesToRender(files, answers).length > 0,
    async run(files, answers) {
      const rendered: Record<string, RenderedPage> = {};
      try {
        for (const page of phpPagesToRender(files, answers)) {
          const run = pageRun(files, page);
          const { body, errors } = await render(run.files, run.request);
          rendered[page] = { body, errors };
        }
      } catch (error) {
        if (isLaravelUnavailable(error)) return { unavailable: true };
        throw error;
      }
      return { rendered };
    },
  };
}
