/**
 * The behaviour runner: builds the learner's page as the preview shows it (sandbox/preview/build.ts: files inlined,
 * loops guarded) and runs the behaviour rules' tests in it, on whatever engine the host gives: the sandboxed frame
 * in the browser, QuickJS on the server (workers/behaviour/). A workspace with no page to build fails every test
 * with the builder's reason, the same wherever it runs.
 */
import type { PreviewFile, PreviewResult } from '../../sandbox/preview/types';
import type { BehaviourOutcome, BehaviourTest } from '../behaviour/api';
import type { Answer, CheckFile } from '../checker/api';
import { isImageExt, splitFileName } from '../workspace/lang';
import type { CodeRunner } from './runner';

export type BehaviourHost = {
  /** buildPreview, here or in the checker's worker (the main thread never parses learner code). */
  build(files: PreviewFile[]): PreviewResult | Promise<PreviewResult>;
  /** Loads the built page and runs the tests in order; rejects only when the engine itself fails. */
  run(pageHtml: string, tests: BehaviourTest[]): Promise<BehaviourOutcome[]>;
};

/** A check's files as the preview builder takes them: images by their extension, empty folders left out. */
export function previewFilesOf(files: readonly CheckFile[]): PreviewFile[] {
  return files
    .filter((file) => !file.path.endsWith('/'))
    .map(({ path, value }) => ({
      path,
      value,
      type: isImageExt(splitFileName(path.slice(path.lastIndexOf('/') + 1)).ext) ? 'image' : 'code',
    }));
}

/** The behaviour rules of an answer list, as tests with their index in it. */
export function behaviourTests(answers: readonly Answer[]): BehaviourTest[] {
  const tests: BehaviourTest[] = [];
  answers.forEach((answer, index) => {
    if (answer !== null && typeof answer === 'object' && answer.kind === 'behaviour' && typeof answer.test === 'string')
      tests.push({ index, test: answer.test });
  });
  return tests;
}

export function behaviourRunner(host: BehaviourHost): CodeRunner<'behaviour'> {
  return {
    output: 'behaviour',
    needed: (_files, answers) => behaviourTests(answers).length > 0,
    async run(files, answers) {
      const tests = behaviourTests(answers);
      const page = await host.build(previewFilesOf(files));
      if (!page.ok) {
        return tests.map(({ index }) => ({
          index,
          passed: false,
          reason: 'behaviour-failed' as const,
          params: { page: page.error },
        }));
      }
      return host.run(page.html, tests);
    },
  };
}
