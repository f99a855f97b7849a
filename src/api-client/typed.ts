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
import { apiFetch } from './http';

const fetchVia =
  (quiet: boolean): typeof fetch =>
  (input, init) =>
    apiFetch(input instanceof Request ? input.url : String(input), init, quiet);

/** The API, typed route by route; every call moves the loading bar. */
export const apiClient = hc<AppType>('/', { fetch: fetchVia(false) });

/** The same API for background calls (polling): the loading bar stays still. */
export const quietApiClient = hc<AppType>('/', { fetch: fetchVia(true) });

/** The JSON body of a call's successful response (a failure has already rejected with `ApiError`). */
export async function read<T>(pending: Promise<ClientResponse<T>>): Promise<T> {
  return (await pending).json() as Promise<T>;
}
