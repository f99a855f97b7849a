/**
 * Typed request validators: `jsonBody(schema)` and `queryOf(schema)` read the request with the shared readers
 * (`request.ts`: the JSON depth guard, our malformed-JSON message), validate it with a contract's zod schema and hand
 * the result to the handler as `c.req.valid('json' | 'query')`. Because they are route middleware:
 * - `AppType` carries each route's input, so the typed client (`hc<AppType>`) checks what a screen sends;
 * - the OpenAPI document (`routes/openapi.ts`) lists the same schema as the route's request body or parameters.
 * A failed validation throws the ZodError, which `app.onError` answers with 400 `validation` and per-field messages.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { type DescribeRouteOptions, resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { declarationOnly } from '../lib/router';
import type { AppEnv } from '../types';
import { readJsonBody } from './request';

type Validated<Target extends 'json' | 'query', T extends z.ZodType> = {
  in: { [K in Target]: z.input<T> };
  out: { [K in Target]: z.output<T> };
};

/** Marks a validator so the OpenAPI generator documents `schema` as the route's `target`. */
function documented<M extends MiddlewareHandler>(middleware: M, target: 'json' | 'query', schema: z.ZodType): M {
  return Object.assign(middleware, { [uniqueSymbol]: { ...resolver(schema), target } });
}

/** The JSON body, validated by `schema` (400 on malformed JSON, too deep a body or a failed rule). */
export function jsonBody<T extends z.ZodType>(schema: T): MiddlewareHandler<AppEnv, string, Validated<'json', T>> {
  return documented(
    async function validateJsonBody(c, next) {
      c.req.addValidatedData('json', schema.parse(await readJsonBody(c)) as object);
      await next();
    },
    'json',
    schema,
  );
}

/** The query string, validated by `schema`. */
export function queryOf<T extends z.ZodType>(schema: T): MiddlewareHandler<AppEnv, string, Validated<'query', T>> {
  return documented(
    async function validateQuery(c, next) {
      c.req.addValidatedData('query', schema.parse(c.req.query()) as object);
      await next();
    },
    'query',
    schema,
  );
}

/**
 * A route's description for the OpenAPI generator, on a middleware that only passes the request on: hono-openapi's
 * own `describeRoute` is an async function awaiting `next()`, one more promise on every request of the route.
 */
function described(spec: DescribeRouteOptions): MiddlewareHandler {
  return declarationOnly(
    Object.assign(
      function describedRoute(_c: Context, next: Next) {
        return next();
      },
      { [uniqueSymbol]: { spec } },
    ),
  );
}

/**
 * Documents a route's successful answer with a contract schema (the OpenAPI document's response); it checks nothing
 * at run time, `tests/api` parses real answers with the same schemas.
 */
export function answers(
  schema: z.ZodType | undefined,
  status: 200 | 201 = 200,
  description = 'Success',
): MiddlewareHandler {
  if (!schema) return described({});
  return described({
    responses: { [status]: { description, content: { 'application/json': { schema: resolver(schema) } } } },
  });
}

/**
 * Declares the JSON body of a route whose handler validates it itself (the practice routes answer with their own
 * message table, `parsePracticeBody`): `AppType` and the OpenAPI document carry `schema`; nothing is read here.
 */
export function declaredJson<T extends z.ZodType>(schema: T): MiddlewareHandler<AppEnv, string, Validated<'json', T>> {
  return declarationOnly(
    documented(
      function declareJsonBody(_c, next) {
        return next();
      },
      'json',
      schema,
    ),
  );
}
