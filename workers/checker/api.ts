/**
 * The checker's contract (docs/decisions/0009-checker.md). The app imports only types and constants from here;
 * the implementation lives in `index.ts` (pure) and is exposed to the browser by `checker.worker.ts`.
 */
import type { PreviewFile, PreviewResult } from '../../sandbox/preview/types';
import type { RenderedPage } from './php-pages';

export type { RenderedPage } from './php-pages';

import type { BehaviourOutcome } from '../behaviour/api';
import type { SharedReplySlot } from './shared-reply';

export type CheckFile = { path: string; value: string }; // 'index.html', 'css/style.css' (no leading slash)
export type Quantity = { qty: 'equal' | 'min' | 'max' | 'between'; equalTo?: number; min?: number; max?: number };
/**
 * How a `.php` page is run for one rule (php-pages.ts), besides the plain GET every other rule sees: posted with
 * `body` (`method: 'POST'`), and/or with the page's own literal assignments to `vars` (`$umur = 17;`) giving these
 * values instead, so a rule can hold the page to its code (`<?= $umur ?>`) and not to one value typed in.
 */
export type PageRender = {
  method?: 'GET' | 'POST';
  body?: Record<string, string>;
  vars?: Record<string, string | number>;
};
export type HtmlAnswer = {
  kind: 'html';
  tag: string;
  attributes?: string;
  closeTag?: boolean;
  quantity?: Quantity;
  file?: string;
  /** Only on a rule whose `file` is a `.php` page: how that page is run for it (default: a plain GET). */
  render?: PageRender;
  /**
   * A text the matching element must show: its text content (the text of everything inside it, `<script>` and
   * `<style>` aside), whitespace collapsed, must contain this, case-sensitively (rules/html.ts `parseText` says why).
   * With `render`, a rule can hold a page to showing a variable's other value, not a value typed in.
   */
  text?: string;
};
export type CssAnswer = { kind: 'css'; selector: string[]; properties: string; file?: string };
export type JsAnswer = { kind: 'js'; jsAnswer: string; file?: string };
export type FileAnswer = { kind: 'file'; path: string; name: string; ext: string; belongsTo: string; file: string };
/**
 * A test run in the learner's loaded page (workers/behaviour/api.ts): it passes when it returns or resolves. `message`
 * is the author's hint, shown before the assertion's own words.
 */
export type BehaviourAnswer = { kind: 'behaviour'; test: string; message?: { id?: string; en?: string } };
export type Answer = HtmlAnswer | CssAnswer | JsAnswer | FileAnswer | BehaviourAnswer;

/**
 * What the code runners (workers/runners/) produced for a check: the `.php` pages rendered (or `unavailable` when a
 * Laravel workspace has no bundle to run on, and is judged by structure rules), and the behaviour tests' verdicts.
 */
export type RunOutputs = {
  php?: { rendered: Record<string, RenderedPage> } | { unavailable: true };
  behaviour?: BehaviourOutcome[];
};

/** Stable machine codes; the UI turns them into translated hints. */
export type RuleReason =
  | 'ok'
  | 'missing-tag'
  | 'missing-close-tag'
  | 'text-mismatch'
  | 'attribute-mismatch'
  | 'quantity'
  | 'missing-rule'
  | 'property-mismatch'
  | 'js-not-found'
  | 'js-syntax'
  | 'file-missing'
  | 'behaviour-failed'
  | 'behaviour-timeout'
  /** A behaviour rule judged without running the page (a static check): its verdict comes with the next run. */
  | 'behaviour-pending'
  | 'invalid-answer';

export type RuleResult = {
  index: number;
  kind: Answer['kind'];
  passed: boolean;
  reason: string;
  params?: Record<string, string | number>;
  file?: string;
  line?: number;
};
export type CheckReport = { passed: boolean; results: RuleResult[] };

/**
 * What the worker posts once its modules (parse5, css-tree, the rules) are evaluated and it takes calls. Time
 * limits count from this message: on a busy machine evaluating the script alone can take seconds, which is
 * loading, not a hung check.
 */
export const CHECKER_LOADED = 'kk-checker-loaded';

/** What `checker.worker.ts` exposes through Comlink. */
export type CheckerWorkerApi = {
  checkAnswers(files: CheckFile[], answers: Answer[]): CheckReport;
  /**
   * `checkAnswers`, with the report published in `reply` (shared-reply.ts) so the main thread can read
   * it before the message arrives. Answers null when it was published there, else the report.
   */
  checkAnswersShared(files: CheckFile[], answers: Answer[], reply: SharedReplySlot): CheckReport | null;
  buildPreview(files: PreviewFile[], entry?: string): PreviewResult;
  /** `checkAnswers` judged on what the code runners produced (workers/runners/runner.ts), per answer set. */
  judgeRuns(files: CheckFile[], answerSets: Answer[][], outputs: RunOutputs): CheckReport[];
};
