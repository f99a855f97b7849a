/**
 * The QuickJS guest's bootstrap (quickjs.ts): turns a bare QuickJS global into the page's window on top of
 * linkedom, before the shared prelude and the page's scripts run. Everything a browser has and linkedom
 * lacks that learners use is added here, never in the prelude (which must stay the same in both engines).
 *
 * Expects on the global: `__kkLib` ({ parseHTML, assert } from the guest bundle), `__kkPageHtml` (the page)
 * and `__kkHostNow()` (the host's virtual clock, in ms since the check started). It removes all three and
 * leaves `__kkDriver` (also removed by the host once it holds a handle to it) with:
 *   nextScript()  → { code, type } of the next page script, its preceding markup attached first; or null
 *   finishParsing() attaches the rest; fireDomReady(), fireLoad()
 *   nextTimerDue() → the virtual time of the earliest timer, or -1;  runTimer() runs one due timer
 *
 * Where it is not the browser (so a program relying on these may be judged differently):
 * - innerText reads textContent with white space collapsed and trimmed (no CSS layout, no line breaks from
 *   blocks); setting it sets textContent.
 * - An inline `on…` attribute handler runs before the element's other listeners for that event (true of
 *   attributes in the markup; one set later by setAttribute runs first too). Its scope is the global one
 *   plus `event` and `this` (a browser also puts the element, its form and the document in scope).
 * - Event dispatch has capture, target and bubble phases, `once`, stopPropagation and
 *   stopImmediatePropagation; listener exceptions are swallowed (a browser reports them, it does not stop).
 * - `new Date()` reads the real clock; `Date.now()` and `performance.now()` read the virtual one that the
 *   timers use.
 */
export const GUEST_BOOTSTRAP = String.raw`(function () {
  'use strict';
  var G = globalThis;
  var lib = G.__kkLib, html = G.__kkPageHtml, hostNow = G.__kkHostNow;
  delete G.__kkLib; delete G.__kkPageHtml; delete G.__kkHostNow;
  var started = Date.now();
  var parsed = lib.parseHTML(html);
  var win = parsed.window, doc = parsed.document;

  // ---- the DOM classes a page may name ----
  var names = ['Node', 'Element', 'HTMLElement', 'Document', 'DocumentFragment', 'Text', 'Comment', 'Event',
    'CustomEvent', 'EventTarget', 'InputEvent', 'NodeList', 'NodeFilter', 'DOMParser', 'HTMLInputElement',
    'HTMLButtonElement', 'HTMLFormElement', 'HTMLSelectElement', 'HTMLTextAreaElement', 'HTMLAnchorElement',
    'HTMLDivElement', 'HTMLSpanElement', 'HTMLParagraphElement', 'HTMLUListElement', 'HTMLOListElement',
    'HTMLLIElement', 'HTMLImageElement', 'HTMLLabelElement', 'HTMLOptionElement', 'HTMLTableElement',
    'HTMLTemplateElement', 'HTMLScriptElement', 'SVGElement', 'Range', 'TreeWalker', 'ShadowRoot',
    'CharacterData', 'Attr', 'CSSStyleDeclaration', 'HTMLCollection', 'DOMTokenList', 'MutationObserver',
    'customElements'];
  for (var i = 0; i < names.length; i++) {
    var value = parsed[names[i]];
    if (value !== undefined) G[names[i]] = value;
  }
  var EventTargetProto = G.EventTarget.prototype;
  var BaseEvent = G.Event;
  var HTMLElementProto = G.HTMLElement.prototype;
  var nativeAdd = EventTargetProto.addEventListener, nativeRemove = EventTargetProto.removeEventListener;

  // ---- events: a registry of our own, so dispatch can have phases and inline handlers ----
  var registry = new WeakMap();
  function listenersOf(target, type) {
    var byType = registry.get(target);
    if (!byType) { byType = new Map(); registry.set(target, byType); }
    var list = byType.get(type);
    if (!list) { list = []; byType.set(type, list); }
    return list;
  }
  function captureOf(options) { return typeof options === 'boolean' ? options : !!(options && options.capture); }
  EventTargetProto.addEventListener = function (type, listener, options) {
    if (listener === null || listener === undefined) return;
    var list = listenersOf(this, String(type)), capture = captureOf(options);
    for (var i = 0; i < list.length; i++) if (list[i].listener === listener && list[i].capture === capture) return;
    list.push({ listener: listener, capture: capture, once: !!(options && options.once), removed: false });
  };
  EventTargetProto.removeEventListener = function (type, listener, options) {
    var list = listenersOf(this, String(type)), capture = captureOf(options);
    for (var i = 0; i < list.length; i++) {
      if (list[i].listener === listener && list[i].capture === capture) { list[i].removed = true; list.splice(i, 1); return; }
    }
  };
  BaseEvent.prototype.preventDefault = function () { if (this.cancelable) this.defaultPrevented = true; };
  BaseEvent.prototype.stopPropagation = function () { this.cancelBubble = true; };
  BaseEvent.prototype.stopImmediatePropagation = function () { this.cancelBubble = true; this._stopImmediatePropagationFlag = true; };
  BaseEvent.prototype.composedPath = function () { return this.__path ? this.__path.slice() : []; };

  // Inline handlers: the property (el.onclick = fn) wins; else the attribute's text, compiled once per text.
  var handlerProps = new WeakMap();
  var compiled = new WeakMap();
  function inlineHandler(target, type) {
    var props = handlerProps.get(target);
    if (props && Object.prototype.hasOwnProperty.call(props, type)) return props[type];
    if (typeof target.getAttribute !== 'function') return null;
    var text = target.getAttribute('on' + type);
    if (text === null || text === undefined) return null;
    var cache = compiled.get(target);
    if (!cache) { cache = {}; compiled.set(target, cache); }
    if (cache[type] && cache[type].text === text) return cache[type].fn;
    var fn = null;
    try { fn = Function('event', text); } catch (e) { fn = null; }
    cache[type] = { text: text, fn: fn };
    return fn;
  }
  function invoke(listener, target, event) {
    try {
      if (typeof listener === 'function') return listener.call(target, event);
      if (listener && typeof listener.handleEvent === 'function') return listener.handleEvent(event);
    } catch (e) {
      // A browser reports a listener's exception and goes on with the next listener.
    }
  }
  function parentOf(node) {
    if (node === G) return null;
    if (node === doc) return G;
    return node.parentNode || null;
  }
  function runAt(target, event, capturePhase) {
    var byType = registry.get(target);
    var list = byType ? byType.get(event.type) : undefined;
    event.currentTarget = target;
    if (!capturePhase || event.eventPhase === 2) {
      var handler = inlineHandler(target, event.type);
      if (typeof handler === 'function') {
        var result = invoke(handler, target, event);
        if (result === false && event.cancelable) event.defaultPrevented = true;
      }
    }
    if (!list) return;
    var snapshot = list.slice();
    for (var i = 0; i < snapshot.length; i++) {
      if (event._stopImmediatePropagationFlag) return;
      var entry = snapshot[i];
      if (entry.removed) continue;
      if (event.eventPhase !== 2 && entry.capture !== capturePhase) continue;
      if (entry.once) { entry.removed = true; var at = list.indexOf(entry); if (at >= 0) list.splice(at, 1); }
      invoke(entry.listener, target, event);
    }
  }
  EventTargetProto.dispatchEvent = function (event) {
    var target = this === undefined || this === null ? G : this;
    var path = [];
    for (var node = target; node; node = parentOf(node)) path.push(node);
    event.__path = path;
    event.target = target;
    event.srcElement = target;
    event.cancelBubble = false;
    event._stopImmediatePropagationFlag = false;
    for (var i = path.length - 1; i > 0 && !event.cancelBubble; i--) { event.eventPhase = 1; runAt(path[i], event, true); }
    if (!event.cancelBubble) { event.eventPhase = 2; runAt(target, event, true); }
    if (event.bubbles) {
      for (var j = 1; j < path.length && !event.cancelBubble; j++) { event.eventPhase = 3; runAt(path[j], event, false); }
    }
    event.eventPhase = 0;
    event.currentTarget = null;
    return !event.defaultPrevented;
  };

  // on… properties of elements, the document and the window.
  var EVENTS = ['click', 'dblclick', 'input', 'change', 'submit', 'reset', 'keydown', 'keyup', 'keypress',
    'mousedown', 'mouseup', 'mouseover', 'mouseout', 'mouseenter', 'mouseleave', 'mousemove', 'focus', 'blur',
    'load', 'error', 'scroll', 'resize', 'contextmenu', 'select', 'invalid', 'toggle', 'animationend',
    'transitionend', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'wheel', 'DOMContentLoaded'];
  function defineHandlerProperty(proto, type) {
    Object.defineProperty(proto, 'on' + type, {
      configurable: true, enumerable: true,
      get: function () {
        var props = handlerProps.get(this);
        if (props && Object.prototype.hasOwnProperty.call(props, type)) return props[type];
        return this === G || this === doc ? null : inlineHandler(this, type);
      },
      set: function (value) {
        var props = handlerProps.get(this);
        if (!props) { props = {}; handlerProps.set(this, props); }
        props[type] = typeof value === 'function' ? value : null;
      },
    });
  }
  for (var e = 0; e < EVENTS.length; e++) {
    if (EVENTS[e] === 'DOMContentLoaded') continue;
    defineHandlerProperty(HTMLElementProto, EVENTS[e]);
    defineHandlerProperty(G, EVENTS[e]);
    defineHandlerProperty(Object.getPrototypeOf(doc), EVENTS[e]);
  }

  // ---- event constructors Chromium has ----
  function eventClass(name, Base, fields) {
    var C = class extends Base {
      constructor(type, init) {
        super(type, init);
        var dict = init || {};
        for (var k in fields) this[k] = dict[k] !== undefined ? dict[k] : fields[k];
        this.composed = !!dict.composed;
      }
    };
    Object.defineProperty(C, 'name', { value: name });
    return C;
  }
  var UIEvent = eventClass('UIEvent', BaseEvent, { detail: 0, view: null });
  var MouseEvent = eventClass('MouseEvent', UIEvent, { screenX: 0, screenY: 0, clientX: 0, clientY: 0,
    pageX: 0, pageY: 0, offsetX: 0, offsetY: 0, button: 0, buttons: 0, ctrlKey: false, shiftKey: false,
    altKey: false, metaKey: false, relatedTarget: null });
  G.UIEvent = UIEvent;
  G.MouseEvent = MouseEvent;
  G.PointerEvent = eventClass('PointerEvent', MouseEvent, { pointerId: 0, pointerType: '' });
  G.KeyboardEvent = eventClass('KeyboardEvent', UIEvent, { key: '', code: '', location: 0, repeat: false,
    isComposing: false, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, keyCode: 0, charCode: 0, which: 0 });
  G.InputEvent = eventClass('InputEvent', UIEvent, { data: null, inputType: '', isComposing: false });
  G.FocusEvent = eventClass('FocusEvent', UIEvent, { relatedTarget: null });
  G.SubmitEvent = eventClass('SubmitEvent', BaseEvent, { submitter: null });
  G.CustomEvent = eventClass('CustomEvent', BaseEvent, { detail: null });

  // ---- element behaviour: click() with default actions, innerText, forms ----
  function lower(s) { return String(s || '').toLowerCase(); }
  function isDisabled(el) {
    var tag = el.localName;
    return (tag === 'button' || tag === 'input' || tag === 'select' || tag === 'textarea') && el.hasAttribute('disabled');
  }
  function formOf(el) {
    var id = el.getAttribute('form');
    if (id) return doc.getElementById(id);
    return el.closest('form');
  }
  function submitForm(form, submitter) {
    if (!form) return;
    form.dispatchEvent(new G.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter }));
  }
  function isSubmitter(el) {
    var tag = el.localName, t = lower(el.getAttribute('type'));
    if (tag === 'button') return t === '' || t === 'submit';
    return tag === 'input' && (t === 'submit' || t === 'image');
  }
  function labelControl(label) {
    var id = label.getAttribute('for');
    if (id) return doc.getElementById(id);
    return label.querySelector('input, button, select, textarea');
  }
  HTMLElementProto.click = function () {
    var el = this;
    if (isDisabled(el)) return;
    var kind = el.localName === 'input' ? lower(el.getAttribute('type')) : '';
    var before = null;
    if (kind === 'checkbox') { before = el.checked; el.checked = !before; }
    else if (kind === 'radio') {
      before = el.checked;
      var group = [];
      var name = el.getAttribute('name');
      if (name) {
        var scope = formOf(el) || doc;
        var all = scope.querySelectorAll('input[type="radio"]');
        for (var i = 0; i < all.length; i++) if (all[i] !== el && all[i].getAttribute('name') === name && all[i].checked) group.push(all[i]);
      }
      for (var g = 0; g < group.length; g++) group[g].checked = false;
      el.checked = true;
      el.__kkRadioGroup = group;
    }
    var event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, view: G });
    var allowed = el.dispatchEvent(event);
    if (kind === 'checkbox' || kind === 'radio') {
      if (!allowed) {
        el.checked = before;
        if (kind === 'radio') { var prev = el.__kkRadioGroup || []; for (var p = 0; p < prev.length; p++) prev[p].checked = true; }
      } else if (el.checked !== before) {
        el.dispatchEvent(new G.InputEvent('input', { bubbles: true, composed: true }));
        el.dispatchEvent(new BaseEvent('change', { bubbles: true }));
      }
      return;
    }
    if (!allowed) return;
    if (isSubmitter(el)) { submitForm(formOf(el), el); return; }
    if (el.localName === 'label') { var control = labelControl(el); if (control && control !== el) control.click(); }
  };
  var FormProto = Object.getPrototypeOf(doc.createElement('form'));
  FormProto.requestSubmit = function (submitter) { submitForm(this, submitter || null); };
  FormProto.submit = function () {};
  Object.defineProperty(HTMLElementProto, 'innerText', {
    configurable: true, enumerable: true,
    get: function () { return String(this.textContent).replace(/\s+/g, ' ').trim(); },
    set: function (value) { this.textContent = value === null || value === undefined ? '' : String(value); },
  });
  var InputProto = Object.getPrototypeOf(doc.createElement('input'));
  var valueDesc = Object.getOwnPropertyDescriptor(InputProto, 'value');
  if (valueDesc && valueDesc.get) {
    Object.defineProperty(InputProto, 'value', {
      configurable: true, enumerable: true,
      get: function () { var v = valueDesc.get.call(this); return v === null || v === undefined ? '' : String(v); },
      set: function (v) { valueDesc.set.call(this, v === null || v === undefined ? '' : String(v)); },
    });
  }
  Object.defineProperty(InputProto, 'valueAsNumber', {
    configurable: true, get: function () { var s = this.value; return s === '' ? NaN : Number(s); },
  });
  HTMLElementProto.focus = function () { doc.__kkActive = this; this.dispatchEvent(new G.FocusEvent('focus')); };
  HTMLElementProto.blur = function () { if (doc.__kkActive === this) doc.__kkActive = null; this.dispatchEvent(new G.FocusEvent('blur')); };
  Object.defineProperty(Object.getPrototypeOf(doc), 'activeElement', {
    configurable: true, get: function () { return doc.__kkActive || doc.body; },
  });

  // ---- the window ----
  G.window = G; G.self = G; G.top = G; G.parent = G; G.frames = G;
  G.document = doc;
  G.navigator = { userAgent: 'Mozilla/5.0 (behaviour check)', language: 'id', languages: ['id', 'en'], onLine: false };
  G.location = { href: 'about:srcdoc', origin: 'null', protocol: 'about:', host: '', hostname: '', pathname: 'srcdoc',
    search: '', hash: '', reload: function () {}, assign: function () {}, replace: function () {},
    toString: function () { return 'about:srcdoc'; } };
  G.history = { length: 1, state: null, pushState: function () {}, replaceState: function () {}, back: function () {}, forward: function () {}, go: function () {} };
  var store = function () {
    var data = new Map();
    return { get length() { return data.size; }, key: function (i) { return Array.from(data.keys())[i] ?? null; },
      getItem: function (k) { k = String(k); return data.has(k) ? data.get(k) : null; },
      setItem: function (k, v) { data.set(String(k), String(v)); }, removeItem: function (k) { data.delete(String(k)); },
      clear: function () { data.clear(); } };
  };
  G.localStorage = store(); G.sessionStorage = store();
  G.getComputedStyle = function (el) { return el.style; };
  G.matchMedia = function (q) { return { matches: false, media: String(q), addEventListener: function () {}, removeEventListener: function () {}, addListener: function () {}, removeListener: function () {} }; };
  G.scrollTo = function () {}; G.scroll = function () {}; G.scrollBy = function () {};
  G.innerWidth = 1024; G.innerHeight = 768; G.devicePixelRatio = 1;
  G.addEventListener = function (t, l, o) { return EventTargetProto.addEventListener.call(G, t, l, o); };
  G.removeEventListener = function (t, l, o) { return EventTargetProto.removeEventListener.call(G, t, l, o); };
  G.dispatchEvent = function (ev) { return EventTargetProto.dispatchEvent.call(G, ev); };
  Object.defineProperty(doc, 'defaultView', { configurable: true, value: G });
  Object.defineProperty(doc, 'readyState', { configurable: true, writable: true, value: 'loading' });
  Object.defineProperty(doc, 'currentScript', { configurable: true, writable: true, value: null });

  // ---- console: the prelude captures it; the host never sees it ----
  var noop = function () {};
  G.console = { log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop, table: noop, dir: noop,
    group: noop, groupEnd: noop, groupCollapsed: noop, time: noop, timeEnd: noop, count: noop, assert: noop, clear: noop };

  // ---- no network ----
  G.fetch = function () { return Promise.reject(new TypeError('Failed to fetch')); };
  function Offline(kind) {
    return function () {
      var self = this;
      self.readyState = 0; self.status = 0; self.responseText = ''; self.response = null;
      self.open = function () { self.readyState = 1; };
      self.setRequestHeader = function () {};
      self.abort = function () {};
      self.send = function () {
        timers.add(function () {
          self.readyState = 4;
          self.dispatchEvent(new BaseEvent('error'));
          if (typeof self.onerror === 'function') self.onerror(new BaseEvent('error'));
          self.dispatchEvent(new BaseEvent('loadend'));
        }, 0, [], false);
      };
      self.addEventListener = function (t, l, o) { EventTargetProto.addEventListener.call(self, t, l, o); };
      self.removeEventListener = function (t, l, o) { EventTargetProto.removeEventListener.call(self, t, l, o); };
      self.dispatchEvent = function (ev) { return EventTargetProto.dispatchEvent.call(self, ev); };
      if (kind === 'socket') self.send = function () { throw new Error('WebSocket is not open'); };
      if (kind === 'socket') timers.add(function () {
        self.readyState = 3;
        if (typeof self.onerror === 'function') self.onerror(new BaseEvent('error'));
        if (typeof self.onclose === 'function') self.onclose(new BaseEvent('close'));
      }, 0, [], false);
    };
  }
  G.XMLHttpRequest = Offline('xhr');
  G.WebSocket = Offline('socket');
  G.EventSource = Offline('socket');

  // ---- virtual time: the host runs one due timer at a time ----
  var timers = {
    seq: 0, list: [],
    add: function (fn, ms, args, repeat) {
      var delay = Number(ms); if (!(delay >= 0)) delay = 0;
      var id = ++this.seq;
      this.list.push({ id: id, due: hostNow() + delay, fn: fn, args: args, every: repeat ? Math.max(delay, 1) : -1, order: id });
      return id;
    },
    clear: function (id) {
      for (var i = 0; i < this.list.length; i++) if (this.list[i].id === id) { this.list.splice(i, 1); return; }
    },
    earliest: function () {
      var best = -1;
      for (var i = 0; i < this.list.length; i++) {
        var t = this.list[i];
        if (best < 0 || t.due < this.list[best].due || (t.due === this.list[best].due && t.order < this.list[best].order)) best = i;
      }
      return best;
    },
  };
  G.setTimeout = function (fn, ms) { return timers.add(fn, ms, Array.prototype.slice.call(arguments, 2), false); };
  G.setInterval = function (fn, ms) { return timers.add(fn, ms, Array.prototype.slice.call(arguments, 2), true); };
  G.clearTimeout = function (id) { timers.clear(id); };
  G.clearInterval = function (id) { timers.clear(id); };
  G.requestAnimationFrame = function (fn) { return timers.add(function () { fn(hostNow()); }, 16, [], false); };
  G.cancelAnimationFrame = function (id) { timers.clear(id); };
  G.requestIdleCallback = function (fn) { return timers.add(function () { fn({ didTimeout: false, timeRemaining: function () { return 50; } }); }, 1, [], false); };
  G.cancelIdleCallback = function (id) { timers.clear(id); };
  G.queueMicrotask = function (fn) { Promise.resolve().then(function () { fn(); }); };
  G.structuredClone = function (v) { return v === undefined ? undefined : JSON.parse(JSON.stringify(v)); };
  Date.now = function () { return started + hostNow(); };
  G.performance = { now: function () { return hostNow(); }, timeOrigin: started };

  // ---- parsing in document order: markup after a script is attached only when that script has run ----
  var order_ = [];
  (function walk(root) {
    var stack = [root];
    while (stack.length) {
      var node = stack.pop();
      if (node !== root) order_.push(node);
      var kids = node.childNodes;
      for (var k = kids.length - 1; k >= 0; k--) stack.push(kids[k]);
    }
  })(doc);
  var parents = new Map();
  var firstScript = -1;
  for (var o = 0; o < order_.length; o++) {
    parents.set(order_[o], order_[o].parentNode);
    if (firstScript < 0 && order_[o].localName === 'script') firstScript = o;
  }
  if (firstScript >= 0) {
    for (var r = order_.length - 1; r > firstScript; r--) {
      if (parents.get(order_[r]) === order_[firstScript]) continue;
      var n = order_[r];
      if (n.parentNode) n.parentNode.removeChild(n);
    }
  }
  var attached = firstScript < 0 ? order_.length : firstScript + 1;
  var cursor = 0;
  var modules = [];
  function attachThrough(last) {
    for (; attached <= last && attached < order_.length; attached++) {
      var node = order_[attached], parent = parents.get(node);
      if (parent) parent.appendChild(node);
    }
  }
  function isJs(type) {
    var t = lower(type).trim();
    return t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript' ||
      t === 'text/ecmascript' || t === 'application/ecmascript' || t === 'text/jscript';
  }
  var driver = {
    nextScript: function () {
      while (cursor < order_.length) {
        var at = cursor++;
        var node = order_[at];
        if (node.localName !== 'script') continue;
        // The script's own text comes after it in document order: attach it with the script.
        var last = at;
        while (last + 1 < order_.length && parents.get(order_[last + 1]) === node) last++;
        attachThrough(last);
        var type = node.getAttribute('type');
        if (!isJs(type)) continue;
        if (lower(type).trim() === 'module') { modules.push(node); continue; }
        doc.currentScript = node;
        return { code: String(node.textContent), type: 'classic' };
      }
      attachThrough(order_.length);
      doc.currentScript = null;
      if (modules.length) return { code: String(modules.shift().textContent), type: 'module' };
      return null;
    },
    fireDomReady: function () {
      doc.readyState = 'interactive';
      doc.dispatchEvent(new BaseEvent('DOMContentLoaded', { bubbles: true }));
    },
    fireLoad: function () {
      doc.readyState = 'complete';
      var load = new BaseEvent('load');
      G.dispatchEvent(load);
    },
    nextTimerDue: function () {
      var i = timers.earliest();
      return i < 0 ? -1 : timers.list[i].due;
    },
    runTimer: function () {
      var i = timers.earliest();
      if (i < 0) return false;
      var t = timers.list[i];
      if (t.every >= 0) { t.due = t.due + t.every; t.order = ++timers.seq; } else timers.list.splice(i, 1);
      try {
        if (typeof t.fn === 'function') t.fn.apply(G, t.args);
        else (0, eval)(String(t.fn));
      } catch (e) {
        // A timer's exception is reported in a browser; the page goes on.
      }
      return true;
    },
  };
  G.__kkDriver = driver;
  G.assert = lib.assert;
})();
`;

/**
 * What the guest library itself needs from a browser global before it loads: `atob`/`btoa` (the HTML
 * parser's entity tables are base64), `Intl.NumberFormat` (its CSS code) and a placeholder EventTarget (chai);
 * pages use the first two too.
 */
export const GUEST_BASE = String.raw`(function () {
  // chai makes an EventTarget for its plugin notices when it loads; the bootstrap replaces both with linkedom's.
  globalThis.EventTarget = class EventTarget { addEventListener() {} removeEventListener() {} dispatchEvent() { return true; } };
  globalThis.Event = class Event { constructor(type) { this.type = String(type); } };
  // QuickJS has no Intl: a number formatter for the locales a course uses (grouping, fraction digits,
  // percent, and a currency prefix); not the whole of ECMA-402.
  var SEPARATORS = { id: ['.', ','], de: ['.', ','], en: [',', '.'] };
  function NumberFormat(locale, options) {
    if (!(this instanceof NumberFormat)) return new NumberFormat(locale, options);
    var tag = String(Array.isArray(locale) ? locale[0] || 'en' : locale || 'en').toLowerCase().slice(0, 2);
    var o = options || {};
    this.sep = SEPARATORS[tag] || SEPARATORS.en;
    this.style = o.style || 'decimal';
    this.currency = o.currency ? String(o.currency).toUpperCase() : '';
    var currencyDigits = this.currency === 'IDR' || this.currency === 'JPY' ? 0 : 2;
    if (this.style === 'currency' && tag === 'id' && this.currency === 'IDR') currencyDigits = 2;
    this.minFrac = o.minimumFractionDigits !== undefined ? o.minimumFractionDigits : this.style === 'currency' ? currencyDigits : 0;
    this.maxFrac = o.maximumFractionDigits !== undefined ? o.maximumFractionDigits
      : Math.max(this.minFrac, this.style === 'currency' ? currencyDigits : this.style === 'percent' ? 0 : 3);
    this.grouping = o.useGrouping !== false;
  }
  NumberFormat.prototype.format = function (value) {
    var n = Number(value);
    if (this.style === 'percent') n = n * 100;
    if (n !== n) return 'NaN';
    if (!isFinite(n)) return n < 0 ? '-∞' : '∞';
    var negative = n < 0 || (n === 0 && 1 / n < 0);
    var fixed = Math.abs(n).toFixed(this.maxFrac);
    var parts = fixed.split('.');
    var whole = parts[0], frac = parts[1] || '';
    while (frac.length > this.minFrac && frac.charAt(frac.length - 1) === '0') frac = frac.slice(0, -1);
    if (this.grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, this.sep[0]);
    var text = whole + (frac ? this.sep[1] + frac : '');
    if (this.style === 'percent') text += '%';
    if (this.style === 'currency') text = (this.currency === 'IDR' ? 'Rp' : this.currency === 'USD' ? '$' : this.currency) + ' ' + text;
    return (negative && n !== 0 ? '-' : '') + text;
  };
  NumberFormat.prototype.formatToParts = function (value) { return [{ type: 'literal', value: this.format(value) }]; };
  NumberFormat.prototype.resolvedOptions = function () { return { locale: 'en-US', numberingSystem: 'latn', style: this.style }; };
  globalThis.Intl = { NumberFormat: NumberFormat };
  var nativeToLocale = Number.prototype.toLocaleString;
  Number.prototype.toLocaleString = function (locale, options) {
    return typeof this === 'number' || this instanceof Number ? new NumberFormat(locale, options).format(Number(this)) : nativeToLocale.call(this);
  };
  var CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  globalThis.atob = function atob(input) {
    var s = String(input).replace(/[\t\n\f\r ]+/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s)) throw new Error("Failed to execute 'atob': The string to be decoded is not correctly encoded.");
    var out = '', bits = 0, buffer = 0;
    for (var i = 0; i < s.length; i++) {
      buffer = (buffer << 6) | CHARS.indexOf(s.charAt(i));
      bits += 6;
      if (bits >= 8) { bits -= 8; out += String.fromCharCode((buffer >> bits) & 255); }
    }
    return out;
  };
  globalThis.btoa = function btoa(input) {
    var s = String(input), out = '';
    for (var i = 0; i < s.length; i += 3) {
      var a = s.charCodeAt(i), b = s.charCodeAt(i + 1), c = s.charCodeAt(i + 2);
      if (a > 255 || b > 255 || c > 255) throw new Error("Failed to execute 'btoa': The string to be encoded contains characters outside of the Latin1 range.");
      var n = (a << 16) | ((b || 0) << 8) | (c || 0);
      out += CHARS.charAt(n >> 18) + CHARS.charAt((n >> 12) & 63) +
        (i + 1 < s.length ? CHARS.charAt((n >> 6) & 63) : '=') + (i + 2 < s.length ? CHARS.charAt(n & 63) : '=');
    }
    return out;
  };
})();
`;
