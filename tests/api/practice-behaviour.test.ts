/**
 * A practice judged by behaviour rules is finished only by code that does what they test, as the server reaches
 * that verdict itself: the sent files' page runs in the check pool's QuickJS engine, never in the server's realm.
 * Code with the right words that does the wrong thing is refused; code written differently that works is accepted;
 * code that never ends, or reaches for the host, is refused with a 4xx and leaves the server answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../workers/checker/api';
import { createTestApp, jsonRequest, type TestApp } from './helpers';
import {
  type CourseMaterial,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  type Student,
  setOnlyTask,
} from './practice-helpers';

const counts: Answer = {
  kind: 'behaviour',
  test: "click('#tambah');\nclick('#tambah');\nassert.equal($('#n').textContent.trim(), '2', 'after two clicks');",
  message: { id: 'Setiap klik menambah satu.', en: 'Every click adds one.' },
};

const page = (script: string) => [
  {
    path: 'index.html',
    value: `<!doctype html><title>Hitung</title><button id="tambah">+</button> <span id="n">0</span><script>${script}</script>`,
  },
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let practice: CourseMaterial;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'behaviour');
  practice = await reachTrialMaterial(app, t.db, student, 'practice');
  await setOnlyTask(t.db, practice.id, [counts]);
  await openMaterial(app, student, practice);
});
afterAll(() => t.cleanup());

const finish = (files: { path: string; value: string }[], locale: 'id' | 'en' = 'id') =>
  jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
    cookie: student.cookie,
    locale,
    body: { chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id, files },
  });

describe('finishing a practice with behaviour rules', () => {
  it('refuses the right words that do the wrong thing, in the request language', async () => {
    // addEventListener, textContent and the counter are all there, but each click adds two.
    const wrong = await finish(
      page(
        "let n = 0; document.querySelector('#tambah').addEventListener('click', () => { n += 2; document.querySelector('#n').textContent = n; });",
      ),
      'en',
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toMatch(/error/);
  });

  it('refuses code that never ends, and code that reaches for the host, with a 4xx', async () => {
    const looping = await finish(page("document.querySelector('#tambah').onclick = () => { for (;;) {} };"));
    expect(looping.status).toBe(400);
    const hostile = await finish(
      page(
        "try { globalThis.constructor.constructor('return process')().exit(1); } catch (e) {} try { require('fs'); } catch (e) {} fetch('http://127.0.0.1/').catch(() => {});",
      ),
    );
    expect(hostile.status).toBe(400);
    expect((await jsonRequest(app, 'GET', '/api/health')).status).toBe(200);
  });

  it('accepts other code that does what the test asks', async () => {
    const right = await finish([
      {
        path: 'index.html',
        value:
          '<!doctype html><title>Hitung</title><button id="tambah" onclick="tambah()">+</button> <span id="n">0</span><script src="app.js"></script>',
      },
      {
        path: 'app.js',
        value:
          "function tambah() {\n  const n = document.getElementById('n');\n  n.innerText = 1 + Number(n.innerText);\n}\n",
      },
    ]);
    expect(right.status, await right.text()).toBe(200);
  });
});
