/**
 * The behaviour harness: what the browser injects at the top of a learner's built page (after the preview runtime,
 * before any of the page's own scripts) to run behaviour tests there. It puts chai's `assert` on the page, evaluates
 * the shared prelude (workers/behaviour/prelude.ts, the same source the server's QuickJS guest runs), and once the
 * page's `load` listeners have all run, runs the tests and posts each verdict and the end of the run to the parent
 * (protocol.ts). Pure text work, like document.ts: nothing here parses learner code.
 */
import type { BehaviourTest } from '../../workers/behaviour/api';
import { BEHAVIOUR_CHANNEL } from './protocol';

export type HarnessOptions = {
  /** chai as a classic script that defines the global `__kkChai` (see vite.config.ts `behaviourGuestChai`). */
  chai: string;
  /** The shared prelude's source. */
  prelude: string;
  tests: BehaviourTest[];
  /** Ties the frame's messages to this run. */
  nonce: string;
  limits: { testMs: number; checkMs: number };
};

/** Comments and whitespace, then a doctype: injected text goes after it, to keep standards mode. */
const LEADING_DOCTYPE = /^(?:\s|<!--[\s\S]*?-->)*<!doctype[^>]*>/i;

/** Script text safe inside `<script>…</script>`: the only sequences the HTML parser acts on there are escaped. */
function scriptSafe(source: string): string {
  return source.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Each test compiled by a script of its own, as the wrapper the prelude would build: the frame's policy allows inline
 * scripts but not `eval`, and a test that does not parse then breaks only its own script (its verdict says so).
 */
function testScripts(tests: BehaviourTest[]): string {
  return tests
    .map(
      ({ index, test }) =>
        `<script>__kkDefineTest(${index}, async function (assert, $, $$, click, type, wait, until, logs) {\n${scriptSafe(test)}\n});</script>`,
    )
    .join('');
}

/** The page with the harness in front of its content; see the file comment. */
export function withBehaviourHarness(pageHtml: string, options: HarnessOptions): string {
  const start = `(function () {
${options.chai}
;Object.defineProperty(globalThis, 'assert', { value: __kkChai.assert, writable: true, configurable: true });
})();
${options.prelude}
;(function (tests, limits, nonce, channel) {
  var post = window.parent.postMessage.bind(window.parent);
  var run = globalThis.__kkRunBehaviour;
  var later = window.setTimeout.bind(window);
  // Taken before the page's scripts run: a page that replaces Promise.prototype.then cannot hold back the end.
  var then = Function.prototype.call.bind(Promise.prototype.then);
  var compiled = Object.create(null);
  Object.defineProperty(globalThis, '__kkDefineTest', {
    value: function (index, test) {
      if (!(index in compiled) && typeof test === 'function') compiled[index] = test;
    },
  });
  var unreadable = function () {
    throw new SyntaxError('the test could not be read');
  };
  var report = function (outcome) {
    post({ source: channel, type: 'outcome', nonce: nonce, outcome: outcome }, '*');
  };
  window.addEventListener('load', function () {
    // After every load listener of the page: they were added later, and run in this same task.
    later(function () {
      var ready = tests.map(function (t) {
        return { index: t.index, test: compiled[t.index] || unreadable };
      });
      then(run(ready, limits, report), function (outcomes) {
        post({ source: channel, type: 'done', nonce: nonce, outcomes: outcomes }, '*');
      });
    }, 0);
  });
})(${json(options.tests.map(({ index }) => ({ index })))}, ${json(options.limits)}, ${json(options.nonce)}, ${json(BEHAVIOUR_CHANNEL)});`;
  const insertAt = LEADING_DOCTYPE.exec(pageHtml)?.[0].length ?? 0;
  const scripts = `<script>${scriptSafe(start)}</script>${testScripts(options.tests)}`;
  return pageHtml.slice(0, insertAt) + scripts + pageHtml.slice(insertAt);
}
