/**
 * The checker worker's entry. It only exposes the pure checker and preview builder through Comlink:
 * parsing a student's workspace (parse5, css-tree) and building a preview stay off the main thread, so
 * typing never stutters, and a runaway check can be ended by terminating the worker
 * (src/runtime/checker-client.ts). No logic lives here; it is tested through its pure modules.
 */
import * as Comlink from 'comlink';
import { buildPreview } from '../../sandbox/preview/build';
import { CHECKER_LOADED, type CheckerWorkerApi } from './api';
import { checkAnswers, checkAnswersShared, judgeRuns } from './index';

const api: CheckerWorkerApi = { checkAnswers, checkAnswersShared, buildPreview, judgeRuns };

Comlink.expose(api);
// Module imports are evaluated by now: the client starts its clocks from here (api.ts).
self.postMessage(CHECKER_LOADED);
