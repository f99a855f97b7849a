/**
 * The server re-checks PHP (docs/decisions/0018-php-runtime.md): a practice whose rules name a `.php` page is judged on the HTML the
 * server's own php-wasm renders, in the check pool with the same time limit. A finish whose PHP does not render
 * what the rules ask is refused, however the client reports it; a runaway script and one past PHP's memory limit
 * answer 422. The practice here
 * is the trial practice of the seeded course with its task's rules switched to a PHP page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCodeChecker } from '../../api/services/practice/checking/index';
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

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let practice: CourseMaterial;

const rules: Answer[] = [
  { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 }, file: 'index.php' },
  { kind: 'html', tag: 'h1', file: 'index.php' },
];

const page = (body: string) => [
  { path: 'index.php', value: `<?php include "header.php"; ?>\n<ul>\n${body}\n</ul>\n` },
  { path: 'header.php', value: '<h1><?= "Daftar Buah" ?></h1>' },
];

function finish(files: unknown) {
  return jsonRequest(app, 'PUT', `/api/student/progresses/${student.progressId}`, {
    cookie: student.cookie,
    locale: 'en',
    body: { chapterId: practice.chapter_id, topicId: practice.topic_id, materialId: practice.id, files },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'php-finish');
  practice = await reachTrialMaterial(app, t.db, student, 'practice');
  await setOnlyTask(t.db, practice.id, rules);
}, 120_000);
afterAll(async () => {
  await closeCodeChecker();
  t.cleanup();
});

// PHP's limit is wall-clock (1 s): on a machine loaded by other jobs a first run has been seen to pass it.
// Two retries tell that from a real fault, which fails every time.
describe('finishing a PHP practice', { retry: 2 }, () => {
  it('refuses files whose PHP renders two items, even though three are written in the source', async () => {
    const res = await finish(
      page(
        '<?php foreach (["Apel", "Jeruk"] as $b): ?><li><?= $b ?></li><?php endforeach; ?>\n<?php /* <li>Mangga</li> */ ?>',
      ),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation');
  }, 60_000);

  it('refuses files whose PHP does not parse', async () => {
    const res = await finish(
      page('<?php foreach (["Apel", "Jeruk", "Mangga"] as $b) echo "<li>$b</li>" ?>\n<?php echo'),
    );
    expect(res.status).toBe(400);
  }, 60_000);

  it('answers 422 for a script that never ends, within the check time limit', async () => {
    const started = performance.now();
    const res = await finish(page('<?php while (true) { $x = 1; } ?>'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/\d/);
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 60_000);

  it("answers 422 naming the line for a page past PHP's memory limit, and the next finish is judged", async () => {
    const res = await finish(page('<?php\n$semua = str_repeat("buah", 1 << 28);\n?>'));
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('unprocessable');
    expect(error.message).toBe(
      'Your PHP code used more memory than PHP allows (128 MB) in index.php on line 4, so it was stopped. Look for an array or a string that keeps growing, then try again.',
    );
  }, 60_000);

  it('finishes with files whose PHP renders what the rules ask', async () => {
    const res = await finish(
      page('<?php foreach (["Apel", "Jeruk", "Mangga"] as $b): ?><li><?= $b ?></li><?php endforeach; ?>'),
    );
    expect(res.status).toBe(200);
    const pmId = await openMaterial(app, student, practice);
    const after = await jsonRequest(app, 'GET', `/api/student/practice/${pmId}`, { cookie: student.cookie });
    expect(((await after.json()) as { data: { isFinish: boolean } }).data.isFinish).toBe(true);
  }, 60_000);
});
