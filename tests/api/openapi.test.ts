/**
 * The OpenAPI document (`GET /api/openapi.json`) is a valid OpenAPI 3.1 document, lists every mounted route with its
 * method, and carries the contracts' request schemas; `GET /api/docs` renders it as a readable page.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
};

async function document(): Promise<Doc> {
  const res = await jsonRequest(t.app, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

/** `/api/student/progresses/:progressId` → `/api/student/progresses/{progressId}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every mounted route with its method', async () => {
    const doc = await document();
    const mounted = t.app.routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*'));
    expect(mounted.length).toBeGreaterThan(80);
    const missing = mounted
      .filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('describes a request body with the contract the route validates it by', async () => {
    const doc = await document();
    const login = doc.paths['/api/student/login']?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(login.properties).sort()).toEqual(['email', 'password']);
    const register = doc.paths['/api/student/register']?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(register.properties)).toEqual(expect.arrayContaining(['fullName', 'phoneNumber', 'botCheck']));
  });

  it('describes an admin resource answer with its row contract', async () => {
    const doc = (await document()) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const list = doc.paths['/api/admin/packages']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(list)).toContain('duration_in_month');
    const created = doc.paths['/api/admin/packages']?.post?.responses['201']?.content?.['application/json']?.schema;
    expect(JSON.stringify(created)).toContain('duration_in_month');
  });

  it('describes the student, sign-in and commerce answers with their contracts', async () => {
    const doc = (await document()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const answer = (path: string, method: string, status = '200') =>
      JSON.stringify(doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']);
    expect(answer('/api/student/user', 'get')).toContain('subscriptionStatus');
    expect(answer('/api/student/register', 'post', '201')).toContain('progressId');
    expect(answer('/api/student/materials/{materialId}', 'get')).toContain('next_in_course');
    expect(answer('/api/student/packages', 'get')).toContain('duration_in_month');
    expect(answer('/api/student/checkout', 'post', '201')).toContain('paymentLink');
    expect(answer('/api/student/payments/{invoiceId}/receipt', 'get')).toContain('durationInMonth');
  });

  it('describes the practice, project, mentor and notification answers with their contracts', async () => {
    const doc = (await document()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const answer = (path: string, method: string, status = '200') =>
      JSON.stringify(doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']);
    expect(answer('/api/student/practice/{progressMaterialId}', 'get')).toContain('codeUpdatedAt');
    expect(answer('/api/student/submissions/{progressMaterialId}', 'post', '201')).toContain('resubmitted');
    expect(answer('/api/student/get-submission-code/{progressMaterialId}', 'get')).toContain('mentorName');
    expect(answer('/api/mentor/submissions/get-submission-code/{id}', 'get')).toContain('jsAnswer');
    expect(answer('/api/mentor/dashboard', 'get')).toContain('lastLearning');
    expect(answer('/api/mentor/profile', 'put')).toContain('totalStudents');
    expect(answer('/api/notifications', 'get')).toContain('unread');
  });

  it('describes an HTML rule with the run of its page (render) and the text it shows', async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; const?: string } & Record<
      string,
      unknown
    >;
    const doc = (await document()) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
      >;
    };
    const task = doc.paths['/api/admin/tasks/{id}']?.get?.responses['200']?.content?.['application/json']?.schema;
    const rules = task?.properties?.data?.properties?.answers?.items?.oneOf ?? [];
    const html = rules.find((rule) => rule.properties?.kind?.const === 'html');
    expect(Object.keys(html?.properties ?? {})).toEqual(expect.arrayContaining(['render', 'text']));
    const render = html?.properties?.render;
    expect(Object.keys(render?.properties ?? {}).sort()).toEqual(['body', 'method', 'vars']);
    expect(render?.properties?.method?.enum).toEqual(['GET', 'POST']);
    expect(render?.additionalProperties).toBe(false);
  });

  it('describes every JSON answer with a response schema', async () => {
    const doc = (await document()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    // Answers that are not JSON: files, images, HTML pages (the preview frame's document among them) and the
    // simulator's redirect.
    const notJson = new Set([
      'get /api/preview-frame',
      'get /api/uploads/{name}',
      'get /api/student/payments/{invoiceId}/qr.svg',
      'get /api/payments/simulator/{invoiceId}',
      'post /api/payments/simulator/{invoiceId}',
      'get /api/openapi.json',
      'get /api/docs',
    ]);
    const without: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses).filter(([code]) => code.startsWith('2'));
        const described = success.some(([, r]) => r.content?.['application/json']);
        if (!described && !notJson.has(`${method} ${path}`)) without.push(`${method} ${path}`);
      }
    }
    expect(without).toEqual([]);
  });

  it('serves a readable reference at /api/docs', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('KelasKoding API');
    expect(html).toContain('/api/student/progresses/{progressId}');
    expect(html).not.toContain('<script');
  });
});
