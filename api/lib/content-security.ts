/**
 * The app shell's Content-Security-Policy. Scripts come only from our own origin (Vite emits every script as
 * a hashed file under /assets/, and index.html has no inline script), so an injected `<script>` or inline
 * handler never runs; the checker worker starts from a blob: copy of its bundled script (src/runtime/worker-script.ts).
 * WebAssembly may compile (the PHP runtime), nothing may `eval`. Styles allow inline: the built landing pages
 * carry their stylesheets as `<style>` elements (scripts/prerender-landing.ts), CodeMirror and the bot-check widget
 * write style elements, and CSS cannot run code. Images and media may come from any https
 * site (an admin may link them) and from blob:/data: (uploads being previewed); fonts from us.
 * The student's preview is a frame document of our own with its own, stricter policy
 * (sandbox/preview/frame-document.ts). reCAPTCHA's script, frame and calls are allowed only when it is the bot check.
 */
import type { Env } from '../env';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The shell's policy for this configuration. */
export function shellContentSecurityPolicy(env: Pick<Env, 'BOT_CHECK'>): string {
  const extra = env.BOT_CHECK === 'recaptcha' ? RECAPTCHA : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...extra],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...extra],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
