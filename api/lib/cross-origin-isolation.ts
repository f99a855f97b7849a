/**
 * Headers that make the app cross-origin isolated, so the page may share memory with its checker
 * worker (workers/checker/shared-reply.ts: a keystroke's verdict is read in the keystroke's own frame).
 *
 * `credentialless` rather than `require-corp`: media an admin links from another site (a video file,
 * an image in a description) still loads, only without cookies. The student's preview is unaffected:
 * its own CSP already keeps it to inline code and data: URLs. Browsers without `credentialless` are
 * simply not isolated and get check reports as ordinary worker messages.
 */
export const CROSS_ORIGIN_ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'credentialless',
} as const;
