/**
 * Prefetches a screen's chunk when the pointer rests on (or the keyboard focuses) a link to it, so
 * the click renders at once, and the current address's screen at start. Skipped on 2g and save-data connections (docs/decisions/0008-errors-and-limits.md).
 */
import { useEffect } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { routes } from './routes';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** True when the connection asks us not to fetch ahead. */
export function shouldSkipPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

type Parser = Parameters<typeof matchRoute>[0];

const done = new Set<string>();

/** Preloads the screen that `pathname` routes to (once per path). */
export function prefetchPath(parser: Parser, pathname: string): void {
  if (done.has(pathname)) return;
  done.add(pathname);
  const entry = routes.find((r) => matchRoute(parser, r.path, pathname)[0]);
  entry?.screen.preload().catch(() => done.delete(pathname));
}

/**
 * Listens for link hovers and focus while mounted (the app root mounts it once). On mount it also fetches
 * the current address's screen: a role's screens render only once the session check answered (guards.tsx),
 * and on a slow link their chunks would otherwise wait for that round trip (docs/decisions/0017-speed-targets.md).
 */
export function LinkPrefetch() {
  const { parser } = useRouter();
  useEffect(() => {
    prefetchPath(parser, window.location.pathname);
  }, [parser]);
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
      if (shouldSkipPrefetch(connection)) return;
      prefetchPath(parser, link.pathname);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [parser]);
  return null;
}
