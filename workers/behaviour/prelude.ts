/**
 * The behaviour prelude: ONE self-contained JavaScript source that the browser's behaviour frame and the
 * server's QuickJS guest (quickjs.ts) both evaluate before the learner's page scripts. It captures every
 * native it relies on first, so a page that replaces `setTimeout`, `Promise.prototype.then`, `console`,
 * `Array.from`, `$` or `assert` changes nothing the runner or a test's helpers use.
 *
 * The engine must have put chai's `assert` on the global object (a plain, configurable property, so a page's
 * own `let assert` still parses) BEFORE this source runs; the prelude keeps that value for the tests.
 * It defines only `__kkRunBehaviour` (non-writable, non-configurable) and replaces `alert`, `confirm`,
 * `prompt` and the four captured console methods; the helpers are not globals: each test gets them as the
 * parameters of its wrapper `(async function (assert, $, $$, click, type, wait, until, logs) { … })`.
 *
 * Choices where the contract leaves room (both engines follow them because this one source does):
 * - `logs` formatting (`formatLogArg`): a string argument as itself; a nested string in JSON quotes;
 *   numbers by String() (but -0 as "-0"), bigint with "n"; functions "[Function: name]"; errors
 *   "Name: message"; elements "<tag id=\"…\" class=\"…\">"; arrays "[1, 2]"; plain objects "{a: 1}"
 *   (a class instance prefixed by its constructor's name); depth 3 and 100 items, cycles "[Circular]";
 *   anything whose inspection throws "[object]". Arguments are joined by one space.
 * - `until(pred, ms)` polls every 10 ms; a predicate that throws counts as not yet true, and the timeout
 *   rejects with exactly "until: condition not met in N ms".
 * - A failure's message: an Error-like value's `message` (prefixed by nothing), any other thrown value by
 *   String(); clipped to 500 characters; "test failed" if even that throws.
 * - A page may not navigate away: a bubbling `submit` listener on window (added before the page's scripts,
 *   so it runs after the page's own form listeners) calls preventDefault. The browser frame therefore needs
 *   `allow-forms` in its sandbox (Chromium fires no `submit` event without it) and CSP `form-action 'none'`
 *   (so a `form.submit()` call cannot navigate either).
 * - A test that hangs synchronously (an endless loop in a handler it triggered) cannot be stopped from
 *   inside the page: the host stops it and gives it, and every later test of that check, 'behaviour-timeout'
 *   with `{ where: 'test' }`; a page that never finishes loading gives every test `{ where: 'page' }`.
 * - Failure messages are the engine's own (V8 and QuickJS word a TypeError differently): the agreement
 *   between browser and server is on the verdict (`reason`), and on chai's messages, not on engine messages.
 */

/** The prelude's source: evaluate it as a classic script at the page's global scope. */
export function behaviourPrelude(): string {
  return PRELUDE_SOURCE;
}

const PRELUDE_SOURCE = String.raw`(function () {
  'use strict';
  var G = globalThis;
  if (Object.getOwnPropertyDescriptor(G, '__kkRunBehaviour')) return;
  var defineProperty = Object.defineProperty;
  var getPrototypeOf = Object.getPrototypeOf;
  var objectKeys = Object.keys;
  var apply = Reflect.apply;
  var P = Promise;
  var promiseThen = Promise.prototype.then;
  var Err = Error;
  var Str = String;
  var jsonStringify = JSON.stringify;
  var arrayFrom = Array.from;
  var isArray = Array.isArray;
  var dateNow = Date.now;
  var ObjectProto = Object.prototype;
  var hasOwn = Object.prototype.hasOwnProperty;
  var fnToString = Function.prototype.toString;
  var symbolToString = Symbol.prototype.toString;
  var dateToISO = Date.prototype.toISOString;
  var dateGetTime = Date.prototype.getTime;
  var regexpToString = RegExp.prototype.toString;
  var stringSlice = String.prototype.slice;
  var stringToLower = String.prototype.toLowerCase;
  var regexpTest = RegExp.prototype.test;
  var DateCtor = Date, MapCtor = Map, SetCtor = Set, RegExpCtor = RegExp;
  var mapSize = Object.getOwnPropertyDescriptor(Map.prototype, 'size').get;
  var setSize = Object.getOwnPropertyDescriptor(Set.prototype, 'size').get;
  var setTimeout_ = G.setTimeout, clearTimeout_ = G.clearTimeout;
  var globalEval = G.eval;
  var doc = G.document;
  var querySelector = doc.querySelector, querySelectorAll = doc.querySelectorAll;
  var EventCtor = G.Event;
  var dispatchEvent = G.EventTarget.prototype.dispatchEvent;
  var addEventListener = G.EventTarget.prototype.addEventListener;
  var elementClick = G.HTMLElement.prototype.click;
  var preventDefault = G.Event.prototype.preventDefault;
  var testAssert = G.assert;
  // Tests get this object; frozen, so a page cannot swap its checks (assert.equal = function () {}) for no-ops.
  try { Object.freeze(testAssert); } catch (e) {}
  var con = G.console;
  var IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
  var MAX_DEPTH = 3, MAX_ITEMS = 100, MAX_MESSAGE = 500;

  function timeout(fn, ms) { return apply(setTimeout_, G, [fn, ms]); }
  function clearTimer(id) { apply(clearTimeout_, G, [id]); }
  function then(p, onOk, onErr) { return apply(promiseThen, p, [onOk, onErr]); }
  function now() { return apply(dateNow, DateCtor, []); }
  function append(list, value) {
    defineProperty(list, list.length, { value: value, writable: true, enumerable: true, configurable: true });
  }

  // ---- the shared log formatter ----
  function quote(s) { return apply(jsonStringify, null, [s]); }
  function keyText(k) { return apply(regexpTest, IDENT, [k]) ? k : quote(k); }
  function isA(v, C) { try { return v instanceof C; } catch (e) { return false; } }
  function fnName(f) { try { var n = f.name; return typeof n === 'string' ? n : ''; } catch (e) { return ''; } }
  function formatAt(v, depth, seen) {
    var t = typeof v;
    if (t === 'string') return depth === 0 ? v : quote(v);
    if (t === 'number') return v === 0 && 1 / v < 0 ? '-0' : Str(v);
    if (t === 'bigint') return Str(v) + 'n';
    if (t === 'symbol') return apply(symbolToString, v, []);
    if (t === 'undefined' || t === 'boolean' || v === null) return Str(v);
    if (t === 'function') { var fname = fnName(v); return fname ? '[Function: ' + fname + ']' : '[Function (anonymous)]'; }
    for (var s = 0; s < seen.length; s++) if (seen[s] === v) return '[Circular]';
    if (isA(v, Err)) return Str(v.name) + ': ' + Str(v.message);
    if (isA(v, DateCtor)) { var time = apply(dateGetTime, v, []); return time === time ? apply(dateToISO, v, []) : 'Invalid Date'; }
    if (isA(v, RegExpCtor)) return apply(regexpToString, v, []);
    if (isA(v, MapCtor)) return 'Map(' + apply(mapSize, v, []) + ')';
    if (isA(v, SetCtor)) return 'Set(' + apply(setSize, v, []) + ')';
    if (typeof v.nodeType === 'number' && typeof v.nodeName === 'string') {
      if (v.nodeType !== 1) return Str(v.nodeName);
      var tag = apply(stringToLower, v.nodeName, []);
      var id = v.id, cls = v.getAttribute('class');
      return '<' + tag + (id ? ' id="' + id + '"' : '') + (cls ? ' class="' + cls + '"' : '') + '>';
    }
    var inner = [];
    for (var c = 0; c < seen.length; c++) append(inner, seen[c]);
    append(inner, v);
    var out = '', i, n;
    if (isArray(v)) {
      if (depth >= MAX_DEPTH) return '[Array]';
      n = v.length;
      for (i = 0; i < n && i < MAX_ITEMS; i++) out += (i ? ', ' : '') + formatAt(v[i], depth + 1, inner);
      if (n > MAX_ITEMS) out += ', … ' + (n - MAX_ITEMS) + ' more';
      return '[' + out + ']';
    }
    var proto = getPrototypeOf(v), prefix = '';
    if (proto !== null && proto !== ObjectProto) {
      var ctor = apply(hasOwn, proto, ['constructor']) ? proto.constructor : undefined;
      var cname = typeof ctor === 'function' ? fnName(ctor) : '';
      if (cname) prefix = cname + ' ';
    }
    if (depth >= MAX_DEPTH) return prefix + '[Object]';
    var keys = objectKeys(v);
    for (i = 0; i < keys.length && i < MAX_ITEMS; i++) {
      out += (i ? ', ' : '') + keyText(keys[i]) + ': ' + formatAt(v[keys[i]], depth + 1, inner);
    }
    if (keys.length > MAX_ITEMS) out += ', … ' + (keys.length - MAX_ITEMS) + ' more';
    return prefix + (out ? '{' + out + '}' : '{}');
  }
  function formatLogArg(v) {
    try { return formatAt(v, 0, []); } catch (e) { return '[object]'; }
  }

  // ---- console capture ----
  var logs = [];
  function capture(name) {
    var original = con[name];
    con[name] = function () {
      var line = '';
      for (var i = 0; i < arguments.length; i++) line += (i ? ' ' : '') + formatLogArg(arguments[i]);
      append(logs, line);
      if (typeof original === 'function') return apply(original, con, arguments);
    };
  }
  capture('log'); capture('info'); capture('warn'); capture('error');

  // ---- dialogs: the frame has no modals ----
  G.alert = function alert() {};
  G.confirm = function confirm() { return false; };
  G.prompt = function prompt() { return null; };

  // ---- no navigation by a form ----
  apply(addEventListener, G, ['submit', function (event) { apply(preventDefault, event, []); }]);

  // ---- code that did not finish ----
  // The page's loops carry a guard (sandbox/preview/loop-guard.ts) that throws an error of this name once a run of
  // loops goes on too long; thrown in a script or a handler it reaches no caller, only the window's error event. Such
  // code did not finish: during the page's load every test times out ({ where: 'page' }), during a test that test
  // does ({ where: 'test' }), whatever it would have asserted afterwards.
  var LOOP_GUARD_ERROR = 'KelasKodingLoopGuard';
  var loopStopped = { load: false, test: false };
  var testing = false;
  function isLoopGuard(value) {
    try {
      return value !== null && typeof value === 'object' && value.name === LOOP_GUARD_ERROR;
    } catch (e) {
      return false;
    }
  }
  function noteLoop(value) {
    if (!isLoopGuard(value)) return;
    if (testing) loopStopped.test = true;
    else loopStopped.load = true;
  }
  apply(addEventListener, G, ['error', function (event) { noteLoop(event.error); }]);
  apply(addEventListener, G, ['unhandledrejection', function (event) { noteLoop(event.reason); }]);

  // ---- the helpers ----
  function $(selector) { return apply(querySelector, doc, [selector]); }
  function $$(selector) { return arrayFrom(apply(querySelectorAll, doc, [selector])); }
  function target(helper, selOrEl) {
    if (typeof selOrEl === 'string') {
      var found = $(selOrEl);
      if (!found) throw new Err(helper + ": no element matches '" + selOrEl + "'");
      return found;
    }
    if (selOrEl !== null && typeof selOrEl === 'object' && selOrEl.nodeType === 1) return selOrEl;
    throw new Err(helper + ': expected a selector or an element, got ' + formatLogArg(selOrEl));
  }
  function click(selOrEl) {
    apply(elementClick, target('click', selOrEl), []);
  }
  function type(selOrEl, text) {
    var el = target('type', selOrEl);
    el.value = Str(text);
    apply(dispatchEvent, el, [new EventCtor('input', { bubbles: true })]);
    apply(dispatchEvent, el, [new EventCtor('change', { bubbles: true })]);
  }
  function wait(ms) {
    return new P(function (resolve) { timeout(resolve, ms); });
  }
  function until(pred, ms) {
    var limit = ms === undefined ? 1000 : ms;
    return new P(function (resolve, reject) {
      var start = now();
      function poll() {
        var value;
        try { value = pred(); } catch (e) { value = undefined; }
        if (value) { resolve(value); return; }
        if (now() - start >= limit) { reject(new Err('until: condition not met in ' + limit + ' ms')); return; }
        timeout(poll, 10);
      }
      poll();
    });
  }

  // ---- the runner ----
  function failureMessage(e) {
    try {
      var text = e !== null && (typeof e === 'object' || typeof e === 'function') && typeof e.message === 'string'
        ? e.message : Str(e);
      return text.length > MAX_MESSAGE ? apply(stringSlice, text, [0, MAX_MESSAGE]) : text;
    } catch (inner) {
      return 'test failed';
    }
  }
  function outcome(index, reason, params) {
    var o = { index: index, passed: reason === 'ok', reason: reason };
    if (params) o.params = params;
    return o;
  }
  function runOne(index, source, ms, done) {
    var settled = false, timer;
    function settle(result) {
      if (settled) return;
      settled = true;
      clearTimer(timer);
      testing = false;
      done(loopStopped.test ? outcome(index, 'behaviour-timeout', { where: 'test' }) : result);
    }
    testing = true;
    loopStopped.test = false;
    timer = timeout(function () { settle(outcome(index, 'behaviour-timeout', { where: 'test' })); }, ms);
    var running;
    try {
      // A host whose page may not evaluate strings (the browser frame's policy has no 'unsafe-eval') hands each test
      // already compiled, as the same wrapper written in a script of its own.
      var wrapper = typeof source === 'function'
        ? source
        : globalEval('(async function (assert, $, $$, click, type, wait, until, logs) {\n' + source + '\n})');
      running = apply(wrapper, undefined, [testAssert, $, $$, click, type, wait, until, logs]);
    } catch (e) {
      settle(outcome(index, 'behaviour-failed', { message: failureMessage(e) }));
      return;
    }
    then(running,
      function () { settle(outcome(index, 'ok')); },
      function (e) {
        settle(isLoopGuard(e)
          ? outcome(index, 'behaviour-timeout', { where: 'test' })
          : outcome(index, 'behaviour-failed', { message: failureMessage(e) }));
      });
  }
  function limitOf(limits, name, fallback) {
    var v = limits !== null && typeof limits === 'object' ? limits[name] : undefined;
    return typeof v === 'number' && v > 0 ? v : fallback;
  }
  function runBehaviour(tests, limits, onOutcome) {
    var testMs = limitOf(limits, 'testMs', 2000);
    var checkMs = limitOf(limits, 'checkMs', 10000);
    var list = [];
    for (var k = 0; k < tests.length; k++) {
      var given = tests[k].test;
      append(list, { index: tests[k].index, test: typeof given === 'function' ? given : Str(given) });
    }
    // Each verdict as it comes (the browser's host keeps them if the page hangs later); a callback that throws is ignored.
    function told(result) {
      if (typeof onOutcome !== 'function') return;
      try {
        onOutcome(result);
      } catch (e) {}
    }
    var started = now();
    var outcomes = [];
    if (loopStopped.load) {
      for (var m = 0; m < list.length; m++) {
        var unfinished = outcome(list[m].index, 'behaviour-timeout', { where: 'page' });
        append(outcomes, unfinished);
        told(unfinished);
      }
      return new P(function (resolveAll) { resolveAll(outcomes); });
    }
    return new P(function (resolveAll) {
      var next = 0;
      function step() {
        while (next < list.length) {
          var t = list[next++];
          var left = checkMs - (now() - started);
          if (left <= 0) {
            var late = outcome(t.index, 'behaviour-timeout', { where: 'test' });
            append(outcomes, late);
            told(late);
            continue;
          }
          runOne(t.index, t.test, left < testMs ? left : testMs, function (result) {
            append(outcomes, result);
            told(result);
            step();
          });
          return;
        }
        resolveAll(outcomes);
      }
      step();
    });
  }
  defineProperty(G, '__kkRunBehaviour', { value: runBehaviour, writable: false, enumerable: false, configurable: false });
})();
`;
