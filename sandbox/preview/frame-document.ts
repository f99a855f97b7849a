/**
 * The preview frame's own document, served by the server at `PREVIEW_FRAME_PATH` with `PREVIEW_FRAME_CSP`.
 *
 * Why not `srcdoc`: a srcdoc document inherits the policy of the page that made it, so under the app's
 * strict Content-Security-Policy (no inline script) no student script could run. A document loaded from a
 * URL gets its policy from its own response instead: the sandbox (`sandbox allow-scripts`, an opaque origin
 * even when opened directly), inline code allowed, and no network at all. It announces itself to the parent
 * (`waiting`), takes one `show` message from the parent window only, and writes that page over itself — a
 * fresh document per run, since the host loads this URL again for every run. A written script reports its
 * errors with lines counted from its own first line (runtime.ts maps them through the script's markers).
 */
import { PREVIEW_CSP } from './csp';
import { PREVIEW_CHANNEL } from './protocol';

/** Where the server serves the frame document (an API path, so the dev server's proxy serves it too). */
export const PREVIEW_FRAME_PATH = '/api/preview-frame';

/** The frame document's response policy: sandboxed, the preview's rules, framed only by the app itself. */
export const PREVIEW_FRAME_CSP = `sandbox allow-scripts; ${PREVIEW_CSP}; frame-ancestors 'self'`;

/**
 * The frame's only script, kept as plain JavaScript text: a function's own source would carry whatever
 * helpers the server's TypeScript loader adds to it.
 */
const BOOTSTRAP = `(function (channel) {
  function show(event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== channel || data.type !== 'show' || typeof data.html !== 'string') return;
    window.removeEventListener('message', show);
    document.open();
    document.write(data.html);
    document.close();
  }
  window.addEventListener('message', show);
  window.parent.postMessage({ source: channel, type: 'waiting' }, '*');
})(${JSON.stringify(PREVIEW_CHANNEL)});`;

/** The HTML of the empty frame document. */
export function previewFrameDocument(): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><script>${BOOTSTRAP}</script></body></html>`;
}

/** FNV-1a over UTF-16 code units, in hex: a version tag, not a security measure. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * The address the host loads: versioned by the document and its policy, so the server may let browsers keep
 * it for a year. A service worker cannot answer a sandboxed frame's request (it has an opaque origin), so a
 * practice reopened offline gets the frame document from the browser's HTTP cache.
 */
export const PREVIEW_FRAME_URL = `${PREVIEW_FRAME_PATH}?v=${versionOf(previewFrameDocument() + PREVIEW_FRAME_CSP)}`;
