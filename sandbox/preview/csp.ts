/**
 * The preview frame's response policy, which shuts off every network and navigation path: one policy, so each
 * blocked request is reported once. A module of its own because the server serves the frame document with it
 * (frame-document.ts, api/routes/preview-frame.ts): importing it from document.ts would bring the frame runtime
 * (runtime.ts, DOM code that runs only inside the frame) into the server's type program (tsconfig.node.json).
 */

/**
 * Student code may run inline scripts and styles and use data:/blob: media; it may not fetch, submit forms,
 * embed frames or workers, or load anything from a URL.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'media-src data: blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "child-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "manifest-src 'none'",
  "base-uri 'none'",
].join('; ');
