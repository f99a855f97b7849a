/**
 * HTTP for the app: the typed client (`apiClient`, `read`), `ApiError`, `getErrorMessage`, and `formErrors` (a form
 * checked before sending by the contract its route validates with).
 */
export { ApiError, type FieldErrors, getErrorMessage, getFieldErrors, isApiError, toApiError } from './errors';
export { formErrors, numberField } from './form-errors';
export { onRequest, type Query, type RequestTracker } from './http';
export {
  apiClient,
  carrying,
  idOf,
  preloadableApiClient,
  quietApiClient,
  quietPreloadableApiClient,
  read,
  sendStored,
  toQuery,
} from './typed';

/** A single record response `{ data }`. */
export type DataResponse<T> = { data: T };

/** A list response `{ data, total, filtered }`. */
export type ListResponse<T> = { data: T[]; total: number; filtered: number };
