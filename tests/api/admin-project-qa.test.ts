/**
 * Projects with starter files, a reference solution and a checklist: the publish QA holds
 * the starter to fail at least one rule and the solution, when given, to pass them all, judged by the same
 * checker as practices; the student gets the starter and the rules, never the solution.
 */
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../workers/workspace/types';
import { type ErrorBody, type ListBody, newMaterial, setupAdminApp } from './admin-fixture';

type Rec = { id: number } & Record<string, unknown>;

const f = setupAdminApp();

const ws = (html: string): Workspace => ({
  files: [{ id: 'FL-1', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: html }],
  activeFile: null,
  activeFolder: null,
  openedFiles: [],
  copied: null,
});
const rules = [
  { kind: 'html', tag: 'h1', closeTag: true },
  { kind: 'css', selector: ['h1'], properties: '{"color":"white"}' },
];

async function newProject(): Promise<Rec> {
  const materialId = (await newMaterial(f, 'submission')).id;
  return (await f.call<ListBody<Rec>>('GET', `/api/admin/submissions?materialId=${materialId}`)).body.data[0] as Rec;
}

describe('project publish QA', () => {
  it('stores a starter, a solution and a checklist that pass the gate', async () => {
    const project = await newProject();
    const res = await f.call<{ data: Rec }>('PUT', `/api/admin/submissions/${project.id}`, {
      starter: ws('<p>Mulai di sini</p>'),
      // Another colour notation than the rule's: the same computed value passes.
      solution: ws('<style>h1 { color: #FFF }</style><h1>Judul</h1>'),
      answers: rules,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ answers: rules });
    expect(JSON.stringify(res.body.data.solution)).toContain('#FFF');
  });

  it('refuses a solution that fails a rule, naming the rule', async () => {
    const project = await newProject();
    const res = await f.call<ErrorBody>('PUT', `/api/admin/submissions/${project.id}`, {
      starter: ws('<p>Mulai</p>'),
      solution: ws('<h1>Judul</h1>'),
      answers: rules,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['answers.1']).toMatch(/^Solusi acuan tidak lolos aturan ini/);
    expect(res.body.error.fields?.['answers.0']).toBeUndefined();
  });

  it('refuses a starter that already passes every rule', async () => {
    const project = await newProject();
    const done = ws('<style>h1 { color: white }</style><h1>Judul</h1>');
    const res = await f.call<ErrorBody>('PUT', `/api/admin/submissions/${project.id}`, {
      starter: done,
      answers: rules,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.answers).toBeTruthy();
  });

  it('checks a later edit against what is stored: a new starter that passes is refused', async () => {
    const project = await newProject();
    const ok = await f.call('PUT', `/api/admin/submissions/${project.id}`, {
      starter: ws('<p>Mulai</p>'),
      answers: rules,
    });
    expect(ok.status).toBe(200);
    const res = await f.call<ErrorBody>('PUT', `/api/admin/submissions/${project.id}`, {
      starter: ws('<style>h1{color:white}</style><h1>x</h1>'),
    });
    expect(res.status).toBe(400);
    // A project without a checklist has nothing to hold: any starter is fine.
    const plain = await newProject();
    const free = await f.call('PUT', `/api/admin/submissions/${plain.id}`, { starter: ws('<h1>x</h1>') });
    expect(free.status).toBe(200);
  });
});
