/**
 * `GET /api/preview-frame`: the empty document of the student's preview frame (sandbox/preview/frame-document.ts),
 * with its own policy instead of the app shell's (the frame runs the student's inline code, sandboxed and
 * offline), framable by the app itself only, and cross-origin isolated like every document the app shows.
 * Not part of `AppType`: the client never calls it, an iframe loads it.
 */
import { Hono } from 'hono';
import { PREVIEW_FRAME_CSP, previewFrameDocument } from '../../sandbox/preview/frame-document';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from '../lib/cross-origin-isolation';
import type { AppEnv } from '../types';

const body = previewFrameDocument();

export const previewFrameRoutes = new Hono<AppEnv>();

previewFrameRoutes.get('/', (c) => {
  c.header('Content-Security-Policy', PREVIEW_FRAME_CSP);
  c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('Referrer-Policy', 'no-referrer');
  // Addressed by version (PREVIEW_FRAME_URL), so kept for a year: offline, the HTTP cache is its only copy.
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION_HEADERS)) c.header(name, value);
  return c.html(body);
});
