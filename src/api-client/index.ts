/** HTTP for the app: `api.get/post/put/patch/del`, `ApiError`, `getErrorMessage`. */

export { API_BASE } from '../config/env';
export { ApiError, type FieldErrors, getErrorMessage, getFieldErrors, isApiError, toApiError } from './errors';
export {
  api,
  apiFetch,
  apiUrl,
  onRequest,
  type Query,
  type RequestOptions,
  type RequestTracker,
  request,
} from './http';
export { apiClient, quietApiClient, read } from './typed';

/** A single record response `{ data }`. */
export type DataResponse<T> = { data: T };

/** A list response `{ data, total, filtered }`. */
export type ListResponse<T> = { data: T[]; total: number; filtered: number };
