/**
 * The runtime injected at the top of every preview page. It runs inside the sandboxed frame (opaque
 * origin, no access to the app), so it is SELF-CONTAINED: `document.ts` embeds this function's
 * source text, which means it may not use imports or anything outside its own body (types only).
 * It reports console output, errors, runaway loops and blocked navigations to the parent through the
 * messages of protocol.ts, answers the host's pings, and keeps links and forms from leaving the page.
 */

/** Maps a line of the built page (inline scripts report page lines) back to the author's file. */
export type ScriptSpan = { from: number; to: number; file: string; line: number };

export type RuntimeConfig = {
  /** protocol.ts PREVIEW_CHANNEL. */
  channel: string;
  /** Identifies this build of the page in every message. */
  run: number;
  /** How long one synchronous run of loops may take before the guard stops it. */
  loopLimitMs: number;
  /** loop-guard.ts LOOP_GUARD_NAME. */
  guardName: string;
  scripts: ScriptSpan[];
};

/** The frame-side runtime; see the file comment for why it must stay self-contained. */
export function previewRuntime(config: RuntimeConfig): void {
  const parentWindow = window.parent;
  const now = performance.now.bind(performance);
  const enqueue = window.queueMicrotask.bind(window);
  const post = parentWindow.postMessage.bind(parentWindow);
  const nativeConsole = {
    log: console.log.bind(console),
    info: console.info.bind(console),
    warn: console.warn.bind(console),
    error: console.error.bind(console),
  };
  const MAX_MESSAGES = 1000;
  const MAX_TEXT = 10_000;
  const LOOP_ERROR = 'KelasKodingLoopGuard';
  let sent = 0;

  // The frame's origin is opaque ('null'), so no narrower target origin exists; the host checks the source.
  function send(message: Record<string, unknown>): void {
    try {
      post({ source: config.channel, run: config.run, ...message }, '*');
    } catch {
      // An unclonable value must not break the student's page.
    }
  }

  function sendCounted(message: Record<string, unknown>): void {
    sent += 1;
    if (sent < MAX_MESSAGES) send(message);
    else if (sent === MAX_MESSAGES) send({ type: 'overflow' });
  }

  function clip(text: string): string {
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  }

  function describeValue(value: unknown, depth: number, seen: Set<unknown>): string {
    if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}()`;
    if (typeof value !== 'object' || value === null) return String(value);
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof Element !== 'undefined' && value instanceof Element) {
      const id = value.id ? `#${value.id}` : '';
      const classes =
        typeof value.className === 'string' && value.className
          ? `.${value.className.trim().split(/\s+/).join('.')}`
          : '';
      return `<${value.tagName.toLowerCase()}${id}${classes}>`;
    }
    if (typeof Node !== 'undefined' && value instanceof Node) return value.nodeName;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (value instanceof RegExp) return String(value);
    if (seen.has(value)) return '[Circular]';
    if (depth > 3) return Array.isArray(value) ? `Array(${value.length})` : '{…}';
    seen.add(value);
    try {
      if (Array.isArray(value)) {
        const items = value.slice(0, 100).map((item) => describeValue(item, depth + 1, seen));
        if (value.length > 100) items.push(`… ${value.length - 100}`);
        return `[${items.join(', ')}]`;
      }
      if (value instanceof Map) {
        const items = [...value]
          .slice(0, 50)
          .map(([k, v]) => `${describeValue(k, depth + 1, seen)} => ${describeValue(v, depth + 1, seen)}`);
        return `Map(${value.size}) {${items.join(', ')}}`;
      }
      if (value instanceof Set) {
        const items = [...value].slice(0, 50).map((item) => describeValue(item, depth + 1, seen));
        return `Set(${value.size}) {${items.join(', ')}}`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).slice(0, 50);
      return `{${keys.map((key) => `${key}: ${describeValue(record[key], depth + 1, seen)}`).join(', ')}}`;
    } catch {
      return '[?]';
    } finally {
      seen.delete(value);
    }
  }

  function format(value: unknown): string {
    try {
      return clip(describeValue(value, 0, new Set()));
    } catch {
      return '[?]';
    }
  }

  function mapLine(pageLine: number): { file?: string; line?: number } {
    for (const span of config.scripts) {
      if (pageLine >= span.from && pageLine <= span.to)
        return { file: span.file, line: span.line + pageLine - span.from };
    }
    // Outside a student script (an event handler attribute) the page line is not the file's line.
    return {};
  }

  // In a srcdoc frame, errors carry page lines; in the written frame document (frame-document.ts) they carry
  // lines counted within their script, which the builder marks with its file and first line.
  function positionInScript(lineInScript: number, script: Element | null): { file?: string; line?: number } {
    const file = script?.getAttribute('data-kk-file');
    const first = Number(script?.getAttribute('data-kk-line'));
    // Raised later (a callback, an event handler attribute), the line no longer says which script: none shown.
    return file && first >= 1 ? { file, line: first + lineInScript - 1 } : {};
  }

  function positionFromStack(stack: unknown): { file?: string; line?: number } {
    if (typeof stack !== 'string') return {};
    const page = /about:srcdoc:(\d+):\d+/.exec(stack);
    return page ? mapLine(Number(page[1])) : {};
  }

  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    console[level] = (...args: unknown[]) => {
      nativeConsole[level](...args);
      sendCounted({ type: 'console', level, args: args.slice(0, 100).map(format) });
    };
  }
  console.debug = console.log;

  // Loops: the first guarded iteration of a synchronous run starts the clock, a microtask (which runs
  // only once the stack is empty) stops it; past the limit the loop throws with its line.
  let runStart = 0;
  const guard = (line: number, file?: string) => {
    const time = now();
    if (runStart === 0) {
      runStart = time;
      enqueue(() => {
        runStart = 0;
      });
      return;
    }
    if (time - runStart <= config.loopLimitMs) return;
    send(file === undefined ? { type: 'loop', line } : { type: 'loop', line, file });
    const error = new Error(`Probable infinite loop at line ${line}`);
    error.name = LOOP_ERROR;
    throw error;
  };
  Object.defineProperty(window, config.guardName, { value: guard, writable: false, configurable: false });

  window.addEventListener('error', (event) => {
    if (!(event instanceof ErrorEvent)) return;
    const error: unknown = event.error;
    if (error instanceof Error && error.name === LOOP_ERROR) return;
    const position = event.filename.startsWith('about:srcdoc')
      ? mapLine(event.lineno)
      : event.filename === '' || event.filename === window.location.href
        ? positionInScript(event.lineno, document.currentScript)
        : {};
    sendCounted({ type: 'error', message: clip(event.message || format(error)), ...position });
  });

  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === LOOP_ERROR) return;
    const position = reason instanceof Error ? positionFromStack(reason.stack) : {};
    sendCounted({ type: 'error', message: `Uncaught (in promise) ${format(reason)}`, ...position });
  });

  document.addEventListener('securitypolicyviolation', (event) => {
    sendCounted({ type: 'blocked', kind: 'resource', target: clip(event.blockedURI || event.effectiveDirective) });
  });

  // Links never leave the page: in-page #hash links scroll, links to another page of the workspace ask
  // the host to show it, anything else is reported as blocked. A handler that prevented the default wins.
  window.addEventListener('click', (event) => {
    const start = event.target instanceof Element ? event.target : null;
    const anchor = start?.closest('a[href], area[href]');
    if (!anchor || event.defaultPrevented) return;
    event.preventDefault();
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      let id = href.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // Keep the raw fragment.
      }
      const target =
        id === '' || id.toLowerCase() === 'top'
          ? null
          : (document.getElementById(id) ?? document.getElementsByName(id)[0]);
      if (target) target.scrollIntoView();
      else if (id === '' || id.toLowerCase() === 'top') window.scrollTo(0, 0);
      return;
    }
    const external = /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
    // Pages of the workspace: HTML, and PHP pages the host runs again (a bare `?query` stays on the page).
    if (!external && (/\.(?:html?|php)(?:[?#].*)?$/i.test(href) || href.startsWith('?')))
      send({ type: 'navigate', href: clip(href) });
    else send({ type: 'blocked', kind: 'link', target: clip(href) });
  });
  window.addEventListener('auxclick', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href], area[href]')) event.preventDefault();
  });

  // A sandbox without allow-forms drops a submission before its submit event fires, so the student's
  // submit handlers would never run: a click on a submit button fires that event here instead.
  function submitterOf(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
    const element = target instanceof Element ? target.closest('button, input') : null;
    if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) return element;
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image') && element.form)
      return element;
    return null;
  }

  /** The form's fields with its submitter's; without it when FormData refuses that submitter (not of this form). */
  function formData(form: HTMLFormElement, submitter: HTMLElement | null): FormData {
    try {
      return new FormData(form, submitter);
    } catch {
      return new FormData(form);
    }
  }

  function submit(form: HTMLFormElement, submitter: HTMLElement | null): void {
    const novalidate = form.noValidate || (submitter as HTMLButtonElement | null)?.formNoValidate === true;
    if (!novalidate && !form.reportValidity()) return;
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(event);
    if (event.defaultPrevented) return;
    // The host decides: a form to a PHP page of the workspace runs it with these fields, anything else is blocked.
    const fields: [string, string][] = [];
    for (const [name, value] of formData(form, submitter)) {
      if (typeof value === 'string' && fields.length < 200) fields.push([clip(name), clip(value)]);
    }
    const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
    const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
    send({ type: 'submit', action: clip(action), method: method === 'post' ? 'POST' : 'GET', fields });
  }

  window.addEventListener('click', (event) => {
    const submitter = submitterOf(event.target);
    if (!submitter?.form || event.defaultPrevented) return;
    event.preventDefault();
    submit(submitter.form, submitter);
  });

  // Enter in a form without a submit button submits it directly, without a click to catch.
  window.addEventListener('keydown', (event) => {
    const input = event.target;
    if (event.key !== 'Enter' || event.defaultPrevented || !(input instanceof HTMLInputElement) || !input.form) return;
    const hasSubmitter = [...input.form.elements].some((element) => submitterOf(element) !== null);
    if (hasSubmitter) return;
    event.preventDefault();
    submit(input.form, null);
  });

  // Scripted submits meet the same sandbox: requestSubmit() runs the steps above, submit() (which
  // never fires a submit event) is reported as blocked rather than failing silently.
  HTMLFormElement.prototype.requestSubmit = function requestSubmit(
    this: HTMLFormElement,
    submitter?: HTMLElement | null,
  ) {
    submit(this, submitter ?? null);
  };
  HTMLFormElement.prototype.submit = function submitBlocked(this: HTMLFormElement) {
    send({ type: 'blocked', kind: 'form', target: clip(this.getAttribute('action') ?? '') });
  };

  // The sandbox has no modal dialogs; show what they would have said instead of failing silently.
  window.alert = (message?: unknown) => {
    send({ type: 'dialog', kind: 'alert', message: format(message ?? '') });
  };
  window.confirm = (message?: string) => {
    send({ type: 'dialog', kind: 'confirm', message: format(message ?? '') });
    return false;
  };
  window.prompt = (message?: string) => {
    send({ type: 'dialog', kind: 'prompt', message: format(message ?? '') });
    return null;
  };

  // The next page, when it runs no code of its own (no script, no handler: the host checks it, see document.ts
  // canShowInPlace, and only asks while this page is one too), replaces this one in place: a new frame document
  // costs a navigation and more messages, most of the time from keystroke to refreshed PHP output (docs/decisions/0018-php-runtime.md).
  // Nothing but this runtime has run in the frame, so there is no state of the student's to carry over; the
  // frame document's policy stays, and scripts from DOMParser never run.
  function swap(run: number, html: string): void {
    const next = new DOMParser().parseFromString(html, 'text/html').documentElement;
    document.replaceChild(document.adoptNode(next), document.documentElement);
    config.run = run;
    sent = 0;
    send({ type: 'ready' });
  }

  window.addEventListener('message', (event) => {
    if (event.source !== parentWindow) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const message = data as { source?: unknown; type?: unknown; id?: unknown; run?: unknown; html?: unknown };
    if (message.source !== config.channel) return;
    if (message.type === 'ping' && typeof message.id === 'number') send({ type: 'pong', id: message.id });
    else if (message.type === 'swap' && typeof message.run === 'number' && typeof message.html === 'string')
      swap(message.run, message.html);
  });

  // The page's own load (after its images and other media): the host takes a frame load after this one for a
  // navigation away, and one before it may be this page's own (preview-host.ts onFrameLoad).
  window.addEventListener('load', () => send({ type: 'loaded' }));

  send({ type: 'ready' });
}
