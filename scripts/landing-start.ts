/**
 * The built landing page's one script (issue 18, scripts/prerender-landing.ts): a tiny module that starts the app's
 * entry only once the page has painted its content. On a slow link with a slowed CPU, an entry that arrives while
 * the document is still being parsed is compiled on the page's thread before the first frame (190–400 ms at CPU 4×),
 * and the visitor waits for it although the page needs no script to be read. Started after the first contentful
 * paint, its download and compilation come after it; the modules the shell preloads are then preloaded beside it, so
 * the app still arrives in one round of requests. No inline script: the shell's policy allows only our own files
 * (api/lib/content-security.ts), so the module is a file of its own under /assets/, named by its content.
 */
import { createHash } from 'node:crypto';

/** Vite's entry script in index.html (`<script type="module" crossorigin src="/assets/index-….js">`). */
export const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD_HREF = /<link rel="modulepreload"[^>]*href="(\/[^"]+\.js)"[^>]*>/g;

export type ShellScripts = { entry: string; preloads: string[] };

/** The entry and the modules index.html preloads, as Vite wrote them. */
export function shellScripts(shell: string): ShellScripts {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('[landing-start] index.html has no module entry script');
  return { entry, preloads: [...shell.matchAll(MODULE_PRELOAD_HREF)].map((match) => match[1] as string) };
}

/**
 * The start module's text. It runs once the document is parsed (a module script), and starts the app when the page
 * reports its first contentful paint (buffered: also when that came first). A hidden tab paints nothing until it is
 * shown: there the app starts at once; so it does after the next frame in a browser without paint timing.
 */
export function landingStartModule({ entry, preloads }: ShellScripts): string {
  return `// The landing page's start (scripts/landing-start.ts): the app's entry loads after the first contentful paint.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(${JSON.stringify(entry)});
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
};
if (document.visibilityState === 'hidden') start();
else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) requestAnimationFrame(() => setTimeout(start));
else
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
`;
}

/** Where the build writes the start module: under /assets/ (cached for a year), named by its content. */
export function landingStartFile(source: string): string {
  return `assets/landing-start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
}
