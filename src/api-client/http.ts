/**
 * The fetch wrapper every screen uses: same-origin `/api`, credentials included, JSON in and out,
 * the `x-locale` header from the active locale, errors normalised to `ApiError`, and a signal to whoever
 * tracks requests (the loading bar subscribes with `onRequest`; pass `quiet: true` for background polling).
 */
import { API_BASE } from '../config/env';
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

export type RequestOptions = {
  /** Query string parameters; `null`/`undefined` are left out, arrays repeat the key. */
  query?: Query;
  /** JSON-serialisable body, or `FormData` for uploads (sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Do not show the loading bar (background calls). */
  quiet?: boolean;
};

/** Resolves `'/student/user'`, `'student/user'` and `'/api/student/user'` to the same URL. */
export function apiUrl(path: string, query?: Query): string {
  let url = path.startsWith(`${API_BASE}/`) || path === API_BASE ? path : `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value])
        if (v !== undefined && v !== null) params.append(key, String(v));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

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
 * Resolves with the response of a successful request, its body unread. The typed client (`typed.ts`) uses it too.
 */
export async function apiFetch(url: string, init: RequestInit = {}, quiet = false): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  headers.set('x-locale', currentLocale());
  const done = quiet ? undefined : beginRequest();
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: 'include' });
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

/** Sends one request and resolves with the parsed JSON body; rejects with `ApiError`. */
export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await apiFetch(
    apiUrl(path, options.query),
    { method, headers, body, signal: options.signal },
    options.quiet,
  );
  return (await readBody(response)) as T;
}

/** Short-hands over {@link request}. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  del: <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
