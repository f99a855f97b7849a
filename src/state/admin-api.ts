/**
 * The admin resources of the generic list engine (api/routes/admin-resources.ts) through the typed client: a
 * screen names a resource (`'students'`), never a path, and the name must be one the API mounts under /api/admin.
 * Every resource answers the same seven calls (`GET /`, `GET /:id`, `POST /`, `PUT /:id`, `DELETE /:id`,
 * `PUT /:id/restore`, `POST /re-order`); `AdminResourceClient` is their shape, and each mounted resource's typed
 * client must fit it, so a route renamed or dropped on the server fails to compile here.
 */
import type { ClientRequestOptions, ClientResponse, InferRequestType } from 'hono/client';
import {
  apiClient,
  type DataResponse,
  idOf,
  type ListResponse,
  type Query,
  quietApiClient,
  read,
  toQuery,
} from '../api-client';

type Admin = typeof apiClient.api.admin;

/** The resources the generic engine serves. */
export type AdminResource =
  | 'students'
  | 'mentors'
  | 'packages'
  | 'payments'
  | 'subscriptions'
  | 'courses'
  | 'chapters'
  | 'topics'
  | 'materials'
  | 'slides'
  | 'videos'
  | 'quizes'
  | 'questions'
  | 'practices'
  | 'tasks'
  | 'submissions';

/**
 * What a resource accepts on create and on update: its contract's input, field by field. A screen that picks the
 * resource at run time (the field-spec forms) sends the generic record its specs build, which the server validates.
 */
export type CreateBody<N extends AdminResource> = AdminResource extends N
  ? Record<string, unknown>
  : InferRequestType<Admin[N]['$post']>['json'];
export type UpdateBody<N extends AdminResource> = AdminResource extends N
  ? Record<string, unknown>
  : InferRequestType<Admin[N][':id']['$put']>['json'];

type ById = { param: { id: string } };
type Sent = Promise<ClientResponse<unknown>>;
/** The seven calls every resource answers (method signatures: each resource's own input types fit them). */
type AdminResourceClient = {
  $get(args: { query: Record<string, string> }, options?: ClientRequestOptions): Sent;
  $post(args: { json: object }): Sent;
  ':id': {
    $get(args: ById): Sent;
    $put(args: ById & { json: object }): Sent;
    $delete(args: ById): Sent;
    restore: { $put(args: ById): Sent };
  };
  're-order': { $post(args: { json: { ids: number[] } }): Sent };
};

// Each mounted resource must fit the shape: a missing or renamed route is a type error on this line.
const resources = (client: typeof apiClient): Record<AdminResource, AdminResourceClient> => client.api.admin;
const loud = resources(apiClient);
const quiet = resources(quietApiClient);

const byId = (id: number): ById => ({ param: { id: idOf(id) } });

/** The calls of resource `name`; `Row` is the resource's row contract (api/contracts/admin-rows.ts). */
export function adminApi<Row, N extends AdminResource = AdminResource>(name: N) {
  const typed = <T>(pending: Sent) => read(pending) as Promise<T>;
  return {
    list: (query: Query, options: { quiet?: boolean; signal?: AbortSignal } = {}) =>
      typed<ListResponse<Row>>(
        (options.quiet ? quiet : loud)[name].$get({ query: toQuery(query) }, { init: { signal: options.signal } }),
      ),
    get: (id: number) => typed<DataResponse<Row>>(loud[name][':id'].$get(byId(id))),
    create: (body: CreateBody<N>) => typed<DataResponse<Row>>(loud[name].$post({ json: body as object })),
    update: (id: number, body: UpdateBody<N>) =>
      typed<DataResponse<Row>>(loud[name][':id'].$put({ ...byId(id), json: body as object })),
    remove: (id: number) => typed<DataResponse<Row>>(loud[name][':id'].$delete(byId(id))),
    restore: (id: number) => typed<DataResponse<Row>>(loud[name][':id'].restore.$put(byId(id))),
    reorder: (ids: number[]) => read(loud[name]['re-order'].$post({ json: { ids } })),
  };
}
