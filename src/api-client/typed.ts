/**
 * The typed API client: Hono's `hc<AppType>`, so a screen writes `apiClient.api.student.user.$get()` instead of an
 * endpoint string, and a renamed route or a changed field is a type error wherever it is used. Requests go through
 * `apiFetch` (credentials, `x-locale`, the loading bar, `ApiError` on failure), so `read()` only ever sees a success.
 *
 *   const { data } = await read(apiClient.api.student.profile.$get());
 */
import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { AppType } from '../../api/app';
import { API_BASE } from '../config/env';
import { apiFetch, type Query } from './http';

const fetchVia =
  (quiet: boolean, preloadable = false): typeof fetch =>
  (input, init) =>
    apiFetch(input instanceof Request ? input.url : String(input), init, quiet, preloadable);

/** The API, typed route by route; every call moves the loading bar. */
export const apiClient = hc<AppType>('/', { fetch: fetchVia(false) });

/** The same API for background calls (polling): the loading bar stays still. */
export const quietApiClient = hc<AppType>('/', { fetch: fetchVia(true) });

/**
 * The same API for reads a document preloads (a `Link` header, api/web.ts): sent without `accept` and `x-locale`,
 * as the preload was, so the browser answers them from it. Only for routes that take the language in their query, or
 * whose answer does not depend on it.
 */
export const preloadableApiClient = hc<AppType>('/', { fetch: fetchVia(false, true) });

/** The same for the session check, a background call: the loading bar stays still. */
export const quietPreloadableApiClient = hc<AppType>('/', { fetch: fetchVia(true, true) });

/** The JSON body of a call's successful response (a failure has already rejected with `ApiError`). */
export async function read<T>(pending: Promise<ClientResponse<T>>): Promise<T> {
  return (await pending).json() as Promise<T>;
}

/**
 * Hono types a JSON answer by its serialised form, and a recursive type (a workspace's folders) loses its shape past
 * the first level there; calls that carry a workspace restate their answer type with this (the route is still typed).
 */
export const carrying = <T>(pending: Promise<unknown>) => pending as Promise<T>;

/** A query for the typed client: every value as the string the URL carries; `null`/`undefined` are left out. */
export function toQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = String(Array.isArray(value) ? value[0] : value);
  }
  return out;
}

/** A route parameter as the URL carries it. */
export const idOf = (id: number | string) => String(id);

/**
 * Sends a request kept earlier (the offline queue): its path came from the typed client's `$path()` when it was
 * queued, so it is not written by hand; a stored request outlives the page, which a pending typed call cannot.
 * Quiet, JSON in and out. A request queued by an earlier release kept its path without the `/api` prefix.
 */
export async function sendStored(method: string, path: string, body: unknown): Promise<unknown> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await apiFetch(path.startsWith(`${API_BASE}/`) ? path : API_BASE + path, init, true);
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}
