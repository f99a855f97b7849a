/**
 * The fetch under the typed client (`typed.ts`): credentials included, the `x-locale` header from the active locale,
 * errors normalised to `ApiError`, and a signal to whoever tracks requests (the loading bar subscribes with
 * `onRequest`; the quiet client is for background polling). Screens never call it: they use the typed client.
 */
import { currentLocale } from '../i18n';
import { ApiError, toApiError } from './errors';

/** Called as a request starts; the function it returns is called once as it ends (`failed` on an error). */
export type RequestTracker = () => (failed?: boolean) => void;
const trackers = new Set<RequestTracker>();

/** Subscribes to the start and end of every non-quiet request; returns the unsubscribe function. */
export function onRequest(tracker: RequestTracker): () => void {
  trackers.add(tracker);
  return () => trackers.delete(tracker);
}

function beginRequest(): (failed?: boolean) => void {
  const ends = [...trackers].map((track) => track());
  return (failed) => {
    for (const end of ends) end(failed);
  };
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The app's `fetch` for the API: the session cookie, `accept: application/json`, `x-locale`, the request signal
 * (loading bar) unless `quiet`, and any failure as `ApiError` (a network error as status 0; an abort is rethrown).
 * `preloadable`: neither of those two headers (see below), for a read whose route takes its language in the query.
 * Resolves with the response of a successful request, its body unread. The typed client (`typed.ts`) uses it too.
 */
export async function apiFetch(
  url: string,
  init: RequestInit = {},
  quiet = false,
  preloadable = false,
): Promise<Response> {
  const headers = new Headers(init.headers);
  // A read the document may have preloaded (a `Link` header, api/web.ts) is taken from the preload only by a request
  // with the same headers and credentials mode: none of ours (its language is in its address), and `same-origin`.
  if (!preloadable) {
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    headers.set('x-locale', currentLocale());
  }
  const done = quiet ? undefined : beginRequest();
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: preloadable ? 'same-origin' : 'include' });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    done?.(!aborted);
    if (aborted) throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const data = await readBody(response);
    done?.(true);
    throw toApiError(response.status, data, response.statusText);
  }
  done?.(false);
  return response;
}
