/**
 * The page a preview shows and how it moves between pages, shared by the student's preview
 * (src/features/student/practice-preview.tsx) and the mentor's review preview (src/features/mentor/review-preview.tsx),
 * so a submitted project runs exactly as the student saw it: HTML pages are built as they are, `.php` pages run in
 * the page's PHP worker first (preview-page.ts), links and form submissions to the workspace's PHP pages run them
 * again with the query or the fields, and a `Location` redirect is followed (at most MAX_REDIRECTS in a row).
 * In a Laravel workspace (routes/web.php) pages are routes: links, forms and redirects that point into the app
 * (`/produk`, `produk?page=2`, `http://localhost/produk`) run the app again for that route (preview-pages.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { isPhpPath } from '../../sandbox/preview/pages';
import type { PreviewMessage } from '../../sandbox/preview/protocol';
import type { PreviewError, PreviewFile } from '../../sandbox/preview/types';
import { isLaravelWorkspace, type PhpError } from '../../workers/php/api';
import { isLaravelUnavailable } from '../../workers/php/host';
import type { CheckerClient } from './checker-client';
import { buildPage, type PageRequest } from './preview-page';
import { linkQuery, resolvePreviewLink, resolveRouteLink } from './preview-pages';

/** Redirects followed in a row before the preview stops (a page that redirects to itself). */
export const MAX_REDIRECTS = 5;

/**
 * Builds tried again, one after another, when building threw before the preview says it failed. On a busy
 * machine the first build can run out of the worker's time while PHP's runtime compiles beside it; the worker
 * is replaced then (checker-client.ts), so a second try usually succeeds and the viewer never sees the failure.
 */
export const BUILD_RETRIES = 2;

/** What a PHP run reported, with the files it ran on (the editor shows errors only on unchanged text). */
export type PhpRunReport = { errors: PhpError[]; files: PreviewFile[] };

/**
 * The built page: its html, or the builder's error code (`result.error`), or `failed` when building threw;
 * `laravelMissing` when it threw because this build has no Laravel bundle (the preview says so in words).
 */
export type BuiltState = { html: string | null; error: PreviewError | null; failed: boolean; laravelMissing?: boolean };

/**
 * The state a failed build ends in at once, without retrying, or null when a retry may help: a build of the app
 * made without the Laravel bundle cannot run a Laravel workspace however often it tries (`laravelMissing`).
 */
export function finalBuildFailure(error: unknown): BuiltState | null {
  return isLaravelUnavailable(error) ? { html: null, error: null, failed: true, laravelMissing: true } : null;
}

export type PreviewPageOptions = {
  /** The files to build (keep the array stable between renders: a new array builds again). */
  files: PreviewFile[];
  /** The workspace's pages (previewPages) and the one shown first (defaultPreviewPage). */
  pages: string[];
  defaultPage: string | null;
  /** Change to run a PHP page again (an HTML page only reloads its frame). */
  runKey: number;
  /** After every PHP run, redirects included (the practice screen places the errors in the editor). */
  onPhpRun?: (report: PhpRunReport | null) => void;
  /** When a page is shown, with the PHP run that made it (null for an HTML page). */
  onShown?: (report: PhpRunReport | null) => void;
  /** The worker that builds pages (default: the preview's own, getPreviewClient). */
  builder?: CheckerClient;
};

export function usePreviewPage({ files, pages, defaultPage, runKey, onPhpRun, onShown, builder }: PreviewPageOptions) {
  const [entry, setEntry] = useState<{ path: string; byLink: boolean; request?: PageRequest } | null>(null);
  const [built, setBuilt] = useState<BuiltState>({ html: null, error: null, failed: false });
  const redirects = useRef(0);
  const build = useRef(0);
  // Bumped to build the same page again after a failed build; `failures` counts the failures in a row.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const callbacks = useRef({ onPhpRun, onShown });
  callbacks.current = { onPhpRun, onShown };

  // A section picked from the list falls back to the default page when its file is renamed or
  // deleted. A page reached by a link stays, so a link to a page not written yet shows the
  // builder's 'File not found!!' until the student creates it.
  const shown = entry && (entry.byLink || pages.includes(entry.path)) ? entry.path : (defaultPage ?? '');
  const request = entry && entry.path === shown ? entry.request : undefined;
  const laravel = isLaravelWorkspace(files);
  const isPhp = laravel || isPhpPath(shown);
  // A PHP page runs again on "reload"; an HTML page only reloads its frame.
  const phpRunKey = isPhp ? runKey : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: phpRunKey re-runs PHP on reload, attempt builds again after a failure.
  useEffect(() => {
    const seq = ++build.current;
    buildPage(files, shown, request, builder)
      .then((page) => {
        // null: a newer run replaced this one before it ran.
        if (seq !== build.current || !page) return;
        const { result, php, redirect } = page;
        callbacks.current.onPhpRun?.(php);
        if (redirect !== undefined) {
          const target = laravel
            ? resolveRouteLink(shown, redirect)
            : { path: resolvePreviewLink(shown, redirect), query: linkQuery(redirect) };
          if (target?.path && redirects.current < MAX_REDIRECTS) {
            redirects.current += 1;
            setEntry({ path: target.path, byLink: true, request: { method: 'GET', query: target.query, body: {} } });
            return;
          }
        }
        redirects.current = 0;
        failures.current = 0;
        callbacks.current.onShown?.(php);
        setBuilt(
          result.ok
            ? { html: result.html, error: null, failed: false }
            : { html: null, error: result.error, failed: false },
        );
      })
      .catch((error: unknown) => {
        if (seq !== build.current) return;
        const final = finalBuildFailure(error);
        if (final) {
          failures.current = 0;
          setBuilt(final);
          return;
        }
        if (failures.current < BUILD_RETRIES) {
          failures.current += 1;
          setAttempt((n) => n + 1);
        } else {
          failures.current = 0;
          setBuilt({ html: null, error: null, failed: true });
        }
      });
  }, [files, shown, request, phpRunKey, builder, attempt]);

  /**
   * Follows a link or a form submission of the shown page; answers the message when it is not one the preview
   * runs (the caller lists it, `blockedSubmit` for a form), or null when it was followed.
   */
  const follow = (message: PreviewMessage): PreviewMessage | null => {
    if (laravel) return followRoute(message);
    if (message.type === 'navigate') {
      const path = resolvePreviewLink(shown, message.href);
      if (path) {
        const query = linkQuery(message.href);
        setEntry({ path, byLink: true, request: isPhpPath(path) ? { method: 'GET', query, body: {} } : undefined });
      }
      return null;
    }
    if (message.type === 'submit') {
      const path = message.action.trim() === '' ? shown : resolvePreviewLink(shown, message.action);
      const fields = Object.fromEntries(message.fields);
      if (path && isPhpPath(path)) {
        const request: PageRequest =
          message.method === 'POST'
            ? { method: 'POST', query: linkQuery(message.action), body: fields }
            : { method: 'GET', query: fields, body: {} };
        setEntry({ path, byLink: true, request });
        return null;
      }
    }
    return message;
  };

  /** `follow` in a Laravel app: the frame reports a route link (`/produk`) as blocked, since it names no file. */
  const followRoute = (message: PreviewMessage): PreviewMessage | null => {
    const href =
      message.type === 'navigate'
        ? message.href
        : message.type === 'blocked' && message.kind === 'link'
          ? message.target
          : message.type === 'submit'
            ? message.action.trim() || shown
            : null;
    const target = href === null ? null : resolveRouteLink(shown, href);
    if (!target) return message;
    if (message.type === 'submit') {
      const fields = Object.fromEntries(message.fields);
      const request: PageRequest =
        message.method === 'POST'
          ? { method: 'POST', query: target.query, body: fields }
          : { method: 'GET', query: fields, body: {} };
      setEntry({ path: target.path, byLink: true, request });
    } else {
      setEntry({ path: target.path, byLink: true, request: { method: 'GET', query: target.query, body: {} } });
    }
    return null;
  };

  return {
    shown,
    isPhp,
    /** A page reached by a link that the workspace lacks. */
    unlisted: shown !== '' && !pages.includes(shown),
    built,
    /** Shows a page picked from the list. */
    pick: (path: string) => setEntry({ path, byLink: false }),
    follow,
  };
}
