/**
 * `POST /api/student/practice/:progressMaterialId/check` (docs/decisions/0018-php-runtime.md): the practice screen sends a Laravel
 * workspace here, and the server judges it in its check pool with the real runtime and framework, as the finish
 * does. The practice is the trial practice of the seeded course with its task's rule switched to a Blade view, so
 * the verdict depends on what the route renders. Only the practice's owner may have code run, and only while the
 * practice is open to them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCodeChecker, laravelCheckerReady } from '../../api/services/practice/checking/index';
import type { Answer, CheckReport } from '../../workers/checker/api';
import { workspaceFromFiles } from '../../workers/workspace/flatten';
import type { Workspace } from '../../workers/workspace/types';
import { ensureLaravelBundle } from '../setup/laravel-bundle';
import { createTestApp, demo, jsonRequest, login, type TestApp } from './helpers';
import {
  type CourseMaterial,
  openMaterial,
  reachTrialMaterial,
  registerStudent,
  type Student,
  setOnlyTask,
} from './practice-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let practice: CourseMaterial;
let pmId: number;

const rules: Answer[] = [
  { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 }, file: 'resources/views/produk.blade.php' },
];

/** A workspace tree (folders and files) from flat paths. */
const workspace = (files: Record<string, string>): Workspace =>
  workspaceFromFiles(Object.entries(files).map(([path, value]) => ({ path, value })));

const app3 = (items: string) =>
  workspace({
    'routes/web.php':
      "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/produk', [App\\Http\\Controllers\\ProductController::class, 'index']);\n",
    'app/Http/Controllers/ProductController.php': `<?php\nnamespace App\\Http\\Controllers;\nclass ProductController extends Controller\n{\n    public function index()\n    {\n        return view('produk', ['produk' => [${items}]]);\n    }\n}\n`,
    'resources/views/produk.blade.php': '<ul>\n@foreach ($produk as $p)\n<li>{{ $p }}</li>\n@endforeach\n</ul>\n',
  });

function check(id: number, body: unknown, cookie?: string) {
  return jsonRequest(app, 'POST', `/api/student/practice/${id}/check`, { cookie, locale: 'en', body });
}

beforeAll(async () => {
  await ensureLaravelBundle();
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'laravel-check');
  practice = await reachTrialMaterial(app, t.db, student, 'practice');
  pmId = await openMaterial(app, student, practice);
  await setOnlyTask(t.db, practice.id, rules);
}, 300_000);
afterAll(async () => {
  await closeCodeChecker();
  t.cleanup();
});

describe('POST /api/student/practice/:progressMaterialId/check', () => {
  // Opening a practice whose code is a Laravel workspace boots Laravel in the pool before the first check.
  it('boots Laravel in the check pool when the student opens a Laravel practice, and health answers meanwhile', async () => {
    const saved = await jsonRequest(app, 'PUT', `/api/student/practice/${pmId}/code`, {
      cookie: student.cookie,
      body: { workspace: app3("'Apel'") },
    });
    expect(saved.status).toBe(200);
    expect(laravelCheckerReady()).toBe(false);
    const opened = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie });
    expect(opened.status).toBe(200);
    expect((await jsonRequest(app, 'GET', '/api/health')).status).toBe(200);
    while (!laravelCheckerReady()) await new Promise((done) => setTimeout(done, 200));
  }, 300_000);

  // The first Laravel job starts the pool's Laravel engine (minutes on a loaded 2-core machine).
  it('judges a Laravel workspace on what its route renders: three items pass, two fail', async () => {
    const passing = await check(pmId, { workspace: app3("'Apel', 'Jeruk', 'Mangga'") }, student.cookie);
    expect(passing.status).toBe(200);
    const passed = (await passing.json()) as { data: { reports: CheckReport[] } };
    expect(passed.data.reports).toHaveLength(1);
    expect(passed.data.reports[0]).toMatchObject({ passed: true, results: [{ index: 0, passed: true }] });

    const failing = await check(pmId, { workspace: app3("'Apel', 'Jeruk'") }, student.cookie);
    expect(failing.status).toBe(200);
    const failed = (await failing.json()) as { data: { reports: CheckReport[] } };
    expect(failed.data.reports[0]?.passed).toBe(false);
    expect(failed.data.reports[0]?.results[0]?.passed).toBe(false);
  }, 300_000);

  it('runs nobody else’s code: 401 signed out, 403 for a mentor, 404 for another student, 400 for a bad body', async () => {
    const body = { workspace: app3("'Apel'") };
    expect((await check(pmId, body)).status).toBe(401);
    const mentor = await login(app, 'mentor', demo.mentor, demo.password);
    expect((await check(pmId, body, mentor)).status).toBe(403);
    const other = await registerStudent(app, 'laravel-check-other');
    const notTheirs = await check(pmId, body, other.cookie);
    expect(notTheirs.status).toBe(404);
    expect(((await notTheirs.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const bad = await check(pmId, { workspace: { files: 'x' } }, student.cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation');
  });
});
