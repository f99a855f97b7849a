/**
 * Publish QA of practice content (docs/decisions/0012-patterns.md example 12): the server runs the real checker over the
 * practice's starter and reference solution whenever an admin saves a task's rules or the workspaces,
 * and validates every rule's shape (the four kinds) with translated per-field messages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { taskRow } from '../../api/contracts/admin-rows';
import { dataOf, listOf } from '../../api/contracts/answers';
import { workspaceOfTexts } from '../fixtures/workspace';
import { ensureLaravelBundle } from '../setup/laravel-bundle';
import { type ErrorBody, setupAdminApp } from './admin-fixture';
import { jsonRequest } from './helpers';

type Rec = { id: number } & Record<string, unknown>;

const f = setupAdminApp();

// The Laravel case renders routes in the check pool, which needs the framework bundle.
beforeAll(ensureLaravelBundle, 600_000);

const workspace = (files: Record<string, string>) => workspaceOfTexts(files);

const starter = workspace({ 'index.html': '<!doctype html><title>x</title><p>Halo</p>', 'css/style.css': '' });
const solution = workspace({
  'index.html': '<!doctype html><title>x</title><h1 class="judul utama">Halo</h1><ul><li>a</li><li>b</li></ul>',
  'css/style.css': 'h1 { color: #39424F; }',
});

/** A fresh practice material of an own course, with the starter and solution above. */
async function practice(): Promise<number> {
  const post = async (path: string, body: unknown) =>
    (await f.call<{ data: Rec }>('POST', `/api/admin/${path}`, body)).body.data.id;
  const courseId = await post('courses', { title: { id: 'Kursus QA' } });
  const chapterId = await post('chapters', { courseId, title: { id: 'Bab QA' } });
  const topicId = await post('topics', { chapterId, title: { id: 'Topik QA' } });
  const materialId = await post('materials', { topicId, title: { id: 'Latihan QA' }, relation: 'practice' });
  const list = await f.call<{ data: Rec[] }>('GET', `/api/admin/practices?materialId=${materialId}`);
  const id = list.body.data[0]?.id as number;
  const res = await f.call('PUT', `/api/admin/practices/${id}`, { starter, solution });
  expect(res.status).toBe(200);
  return id;
}

const task = (practiceId: number, answers: unknown) =>
  f.call<{ data: Rec } & ErrorBody>('POST', '/api/admin/tasks', { practiceId, question: { id: 'Soal' }, answers });

describe('practice publish QA', () => {
  it('accepts a task whose rules fail on the starter and pass on the solution, of every kind', async () => {
    const id = await practice();
    const res = await task(id, [
      { kind: 'html', tag: 'h1', attributes: '{"class":["judul"]}', closeTag: true },
      { kind: 'html', tag: 'li', quantity: { qty: 'between', min: '2', max: 3 } },
      { kind: 'css', selector: ['h1'], properties: '{"color":"#39424f"}', file: 'css/style.css' },
      { kind: 'file', path: 'css', name: 'style', ext: 'css', belongsTo: 'file' },
    ]);
    expect(res.status).toBe(201);
    const answers = res.body.data.answers as Record<string, unknown>[];
    expect(answers[1]).toMatchObject({ quantity: { qty: 'between', min: 2, max: 3 } });
    expect(answers[3]).toMatchObject({ file: 'css/style.css' });
  });

  it('runs behaviour rules on the server: the starter must fail them and the solution pass them', async () => {
    const id = await practice();
    const counter = workspace({
      'index.html':
        '<!doctype html><title>x</title><button id="tambah">+</button><span id="n">0</span><script>let n = 0; document.querySelector("#tambah").onclick = () => { n += 1; document.querySelector("#n").textContent = n; };</script>',
    });
    const counts = {
      kind: 'behaviour',
      test: "click('#tambah');\nassert.equal($('#n').textContent, '1', 'after one click');",
    };
    expect((await f.call('PUT', `/api/admin/practices/${id}`, { solution: counter })).status).toBe(200);
    const created = await task(id, [counts]);
    expect(created.status).toBe(201);
    expect(created.body.data.answers).toEqual([counts]);

    // The starter's page has no #tambah: the test's click fails, so a rule the solution fails is named with its words.
    const wrong = await task(id, [{ kind: 'behaviour', test: "assert.equal($('#n').textContent, '5', 'five');" }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.['answers.0']).toMatch(
      /^Solusi acuan tidak lolos aturan ini: tes perilaku gagal: five/,
    );

    const unreadable = await task(id, [{ kind: 'behaviour', test: "click('#tambah'" }]);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.fields?.['answers.0.test']).toMatch(/^Kode pengujian belum bisa dibaca: /);
  });

  it('refuses a rule the reference solution fails, on that rule, in the request language', async () => {
    const id = await practice();
    const res = await task(id, [
      { kind: 'html', tag: 'h1' },
      { kind: 'html', tag: 'table' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.message).toContain('pemeriksaan mutu');
    expect(res.body.error.fields).toEqual({
      'answers.1': 'Solusi acuan tidak lolos aturan ini: tag <table> tidak ditemukan.',
    });
    const en = await jsonRequest(f.app, 'POST', '/api/admin/tasks', {
      cookie: f.admin,
      body: { practiceId: id, question: { id: 'Soal' }, answers: [{ kind: 'css', selector: ['p'], properties: '{}' }] },
      locale: 'en',
    });
    const body = (await en.json()) as ErrorBody;
    expect(en.status).toBe(400);
    expect(body.error.fields).toEqual({
      'answers.0': 'The reference solution does not pass this rule: there is no CSS rule "p".',
    });
  });

  it('refuses a task the starter already passes, and one without rules', async () => {
    const id = await practice();
    const passes = await task(id, [{ kind: 'file', path: '', name: 'index', ext: 'html', belongsTo: 'file' }]);
    expect(passes.status).toBe(400);
    expect(passes.body.error.fields?.answers).toMatch(/Kode awal sudah lolos semua aturan/);
    const empty = await task(id, []);
    expect(empty.body.error.fields).toEqual({ answers: 'Tambahkan setidaknya satu aturan jawaban.' });
    expect((await f.call<{ total: number }>('GET', `/api/admin/tasks?practiceId=${id}`)).body.total).toBe(0);
  });

  it('checks a task update only when its rules change', async () => {
    const id = await practice();
    const created = await task(id, [{ kind: 'html', tag: 'h1' }]);
    const taskId = created.body.data.id;
    const bad = await f.call<ErrorBody>('PUT', `/api/admin/tasks/${taskId}`, {
      answers: [{ kind: 'js', jsAnswer: 'console.log(1)' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['answers.0']).toContain('kode JavaScript tidak ditemukan');
    const renamed = await f.call<{ data: Rec }>('PUT', `/api/admin/tasks/${taskId}`, { title: { id: 'Baru' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.answers).toEqual([{ kind: 'html', tag: 'h1' }]);
  });

  it('refuses starter or solution changes that break an existing task, naming the task', async () => {
    const id = await practice();
    expect((await task(id, [{ kind: 'html', tag: 'p' }])).status).toBe(400);
    expect((await task(id, [{ kind: 'html', tag: 'h1' }])).status).toBe(201);
    expect((await task(id, [{ kind: 'html', tag: 'ul', closeTag: true }])).status).toBe(201);
    const brokenSolution = await f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, {
      solution: workspace({ 'index.html': '<h1>Halo</h1>' }),
    });
    expect(brokenSolution.status).toBe(400);
    expect(brokenSolution.body.error.fields).toEqual({
      solution: 'Solusi acuan tidak lolos tugas 2 (aturan 1: tag <ul> tidak ditemukan).',
    });
    const solvedStarter = await f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, { starter: solution });
    expect(solvedStarter.body.error.fields).toEqual({ starter: 'Kode awal sudah lolos semua aturan tugas 1.' });
    const fine = await f.call('PUT', `/api/admin/practices/${id}`, {
      starter: workspace({ 'index.html': '<p>Mulai</p>' }),
    });
    expect(fine.status).toBe(200);
  });

  it.each([
    [{ kind: 'svg', tag: 'h1' }, 'answers.0.kind', 'Jenis aturan harus html, css, js atau file.'],
    [{ kind: 'html', tag: '' }, 'answers.0.tag', 'This field is required.'],
    [{ kind: 'html', tag: 'h1', attributes: '{"class":' }, 'answers.0.attributes', 'Atribut harus objek JSON'],
    [{ kind: 'html', tag: 'h1', attributes: '["a"]' }, 'answers.0.attributes', 'Atribut harus objek JSON'],
    [{ kind: 'html', tag: 'h1', attributes: '{"style":{"color":[1]}}' }, 'answers.0.attributes', 'Atribut'],
    [{ kind: 'html', tag: 'h1', quantity: { qty: 'some' } }, 'answers.0.quantity.qty', 'Jenis jumlah'],
    [{ kind: 'html', tag: 'h1', quantity: { qty: 'equal' } }, 'answers.0.quantity.equalTo', 'bilangan bulat'],
    [{ kind: 'html', tag: 'li', quantity: { qty: 'between', min: 3, max: 1 } }, 'answers.0.quantity.max', 'maksimal'],
    [{ kind: 'html', tag: 'li', quantity: { qty: 'min', min: -1 } }, 'answers.0.quantity.min', 'bilangan bulat'],
    [{ kind: 'html', tag: 'p', file: 'a.php', render: { method: 'PUT' } }, 'answers.0.render.method', 'POST'],
    [
      { kind: 'html', tag: 'p', file: 'a.php', render: { vars: { 'umur-1': 2 } } },
      'answers.0.render.vars.umur-1',
      'vars',
    ],
    [{ kind: 'html', tag: 'p', file: 'a.php', render: { vars: { umur: [1] } } }, 'answers.0.render.vars.umur', 'vars'],
    [{ kind: 'html', tag: 'h1', text: 5 }, 'answers.0.text', 'Teks di dalam elemen (text) harus berupa teks biasa'],
    [{ kind: 'html', tag: 'h1', text: ['Sari'] }, 'answers.0.text', 'Teks di dalam elemen (text)'],
    [{ kind: 'html', tag: 'h1', text: 'a'.repeat(1001) }, 'answers.0.text', 'Teks terlalu panjang.'],
    [{ kind: 'html', tag: '<img>', text: 'logo' }, 'answers.0.text', '<img> tidak pernah berisi teks (elemen void)'],
    [{ kind: 'css', selector: [], properties: '{}' }, 'answers.0.selector', 'selektor'],
    [{ kind: 'css', selector: ['h1'], properties: '{"color":["red"]}' }, 'answers.0.properties', 'Properti'],
    [{ kind: 'css', selector: ['h1'], properties: 'color: red' }, 'answers.0.properties', 'Properti'],
    [{ kind: 'js', jsAnswer: ' () ' }, 'answers.0.jsAnswer', 'JavaScript'],
    [{ kind: 'file', path: '/abs', name: 'a', ext: 'css', belongsTo: 'file' }, 'answers.0.path', 'jalur folder'],
    [{ kind: 'file', path: '', ext: 'css', belongsTo: 'file' }, 'answers.0.name', 'This field is required.'],
  ])('validates the rule shape %j', async (rule, field, text) => {
    const id = await practice();
    const res = await task(id, [rule]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields?.[field]).toContain(text);
  });

  it('refuses a text asked of a void element, which could never pass, in either language', async () => {
    const id = await practice();
    const rules = [
      { kind: 'html', tag: 'h1', closeTag: true },
      { kind: 'html', tag: 'input', text: 'Sari' },
    ];
    const en = await jsonRequest(f.app, 'POST', '/api/admin/tasks', {
      cookie: f.admin,
      body: { practiceId: id, question: { id: 'Soal' }, answers: rules },
      locale: 'en',
    });
    expect(en.status).toBe(400);
    const body = (await en.json()) as ErrorBody;
    expect(body.error.code).toBe('validation');
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.fields).toEqual({
      'answers.1.text':
        '<input> never holds text (a void element), so the text inside the element (text) could never pass. Leave the text empty, or ask for an attribute instead, e.g. {"value": "Sari"} on an <input>.',
    });
    // a project's checklist is held to the same rule shapes
    const projects = await f.call<{ data: Rec[] }>('GET', '/api/admin/submissions?length=1');
    const project = await f.call<ErrorBody>('PUT', `/api/admin/submissions/${projects.body.data[0]?.id}`, {
      answers: [{ kind: 'html', tag: 'br', text: ' baris ' }],
    });
    expect(project.status).toBe(400);
    expect(project.body.error.fields?.['answers.0.text']).toMatch(/^<br> tidak pernah berisi teks/);
    // the value of an input is asked of its attribute: a rule of a sound shape, judged by the gate (no input there)
    const byValue = await task(id, [rules[0], { kind: 'html', tag: 'input', attributes: '{"value":"Sari"}' }]);
    expect(byValue.status).toBe(400);
    expect(byValue.body.error.fields).toEqual({
      'answers.1': 'Solusi acuan tidak lolos aturan ini: tag <input> tidak ditemukan.',
    });
  });

  it('translates shape messages and validates project rules and workspace trees too', async () => {
    const id = await practice();
    const en = await jsonRequest(f.app, 'POST', '/api/admin/tasks', {
      cookie: f.admin,
      body: { practiceId: id, question: { id: 'Soal' }, answers: [{ kind: 'css', selector: ['h1'], properties: '1' }] },
      locale: 'en',
    });
    expect(((await en.json()) as ErrorBody).error.fields?.['answers.0.properties']).toMatch(/^Properties must be/);
    const projects = await f.call<{ data: Rec[] }>('GET', '/api/admin/submissions?length=1');
    const projectId = projects.body.data[0]?.id as number;
    const badProject = await f.call<ErrorBody>('PUT', `/api/admin/submissions/${projectId}`, {
      answers: [{ kind: 'html' }],
    });
    expect(badProject.body.error.fields?.['answers.0.tag']).toBe('This field is required.');
    const badTree = await f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, {
      starter: { files: [{ id: 'FLD-1', folder: true, name: 'css', path: 'css' }] },
    });
    expect(badTree.status).toBe(400);
    expect(badTree.body.error.code).toBe('validation');
  });
  it('refuses an image file that holds no picture, on its value, and accepts a data URL', async () => {
    const id = await practice();
    const image = (value: string) => ({
      ...starter,
      files: [
        ...starter.files,
        { id: 'FL-img', name: 'logo', ext: 'png', lang: 'unknown', path: 'logo.png', type: 'image', value },
      ],
    });
    const bad = await f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, { starter: image('not a picture') });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation');
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['starter.files.2.value']);
    const good = await f.call('PUT', `/api/admin/practices/${id}`, {
      starter: image('data:image/png;base64,iVBORw0KGgo='),
    });
    expect(good.status).toBe(200);
  });

  it('holds starters to what a student can save: safe, unique paths within the workspace limits', async () => {
    const id = await practice();
    const file = (path: string, value = '<h1>x</h1>') => ({
      id: `FL-${path}`,
      name: 'x',
      ext: 'html',
      lang: 'html',
      path,
      type: 'code',
      value,
    });
    const put = (files: unknown[]) => f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, { starter: { files } });
    for (const files of [
      [file('../../a.html')],
      [file('/etc/passwd')],
      [file('a.html'), file('A.html')],
      [file('a.html', 'x'.repeat(1_100_000)), file('b.html', 'x'.repeat(1_100_000))],
    ]) {
      const res = await put(files);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation');
    }
    expect((await put([file('index.html')])).status).toBe(200);
  });

  it('holds PHP practices to the gate by the HTML their pages render', async () => {
    const id = await practice();
    const php = {
      starter: workspace({
        'index.php': '<?php $buah = ["Apel", "Jeruk", "Mangga"]; ?>\n<ul>\n<!-- tulis perulangan di sini -->\n</ul>',
      }),
      solution: workspace({
        'index.php':
          '<?php $buah = ["Apel", "Jeruk", "Mangga"]; ?>\n<ul>\n<?php foreach ($buah as $b): ?><li><?= $b ?></li><?php endforeach; ?>\n</ul>',
      }),
    };
    expect((await f.call('PUT', `/api/admin/practices/${id}`, php)).status).toBe(200);
    const rules = [{ kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 }, file: 'index.php' }];
    expect((await task(id, rules)).status).toBe(201);
    const wrong = await task(id, [
      { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 4 }, file: 'index.php' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.['answers.0']).toContain('Solusi acuan tidak lolos aturan ini');
    // a solution whose PHP stops rendering the list breaks the existing task
    const broken = await f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, {
      solution: workspace({
        'index.php': '<?php $buah = []; ?>\n<ul>\n<?php foreach ($buah as $b) echo "<li>$b</li>"; ?>\n</ul>',
      }),
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields?.solution).toContain('tugas 1');
  }, 60_000);

  it('judges a rule on the run of the page it asks for: posted, or with other data (the check pool)', async () => {
    const id = await practice();
    const page = (value: string) => `<?php $umur = 17; ?>\n<input name="umur" value="${value}">\n`;
    const php = {
      starter: workspace({ 'index.php': page(''), 'hasil.php': '<p>Belum</p>' }),
      solution: workspace({
        'index.php': page('<?= $umur ?>'),
        'hasil.php': '<?php if ($_SERVER["REQUEST_METHOD"] === "POST"): ?><p class="sapaan">Halo</p><?php endif; ?>',
      }),
    };
    expect((await f.call('PUT', `/api/admin/practices/${id}`, php)).status).toBe(200);
    const rules = [
      { kind: 'html', tag: 'input', attributes: '{"value":"23"}', file: 'index.php', render: { vars: { umur: 23 } } },
      { kind: 'html', tag: 'p', attributes: '{"class":"sapaan"}', file: 'hasil.php', render: { method: 'POST' } },
    ];
    const made = await task(id, rules);
    expect(made.status).toBe(201);
    // stored as given, so the admin's editor and the student's judging see the same run
    expect(made.body.data.answers).toMatchObject(rules);
    // the value typed in is the same output as the variable's on a plain run, not on the run with other data
    const typedIn = await f.call<ErrorBody>('PUT', `/api/admin/practices/${id}`, {
      solution: workspace({ 'index.php': page('17'), 'hasil.php': '<p class="sapaan">Halo</p>' }),
    });
    expect(typedIn.status).toBe(400);
    expect(typedIn.body.error.fields?.solution).toContain('aturan 1');
  }, 60_000);

  it('keeps an element text a rule asks for, and judges it on the run of the page it names', async () => {
    const id = await practice();
    const page = (body: string) => `<?php $nama = "Sari"; ?>\n${body}\n`;
    const php = {
      starter: workspace({ 'index.php': page('<!-- judul dari $nama -->') }),
      solution: workspace({ 'index.php': page('<h1>Halo, <?= $nama ?>!</h1>') }),
    };
    expect((await f.call('PUT', `/api/admin/practices/${id}`, php)).status).toBe(200);
    const heading = { kind: 'html', tag: 'h1', file: 'index.php', render: { vars: { nama: 'Budi' } } };
    const made = await task(id, [{ ...heading, text: '  Halo,\n Budi ' }]);
    expect(made.status).toBe(201);
    // stored trimmed (the checker collapses whitespace itself), and read back as stored
    expect(made.body.data.answers).toEqual([{ ...heading, text: 'Halo,\n Budi' }]);
    const read = await f.call<{ data: Rec[] }>('GET', `/api/admin/tasks?practiceId=${id}&length=10`);
    expect(read.body.data.find((t) => t.id === made.body.data.id)?.answers).toEqual([
      { ...heading, text: 'Halo,\n Budi' },
    ]);
    // a blank text asks for nothing and is not stored
    const blank = await f.call<{ data: Rec }>('PUT', `/api/admin/tasks/${made.body.data.id}`, {
      answers: [{ ...heading, text: ' ' }],
    });
    expect(blank.status).toBe(200);
    expect(blank.body.data.answers).toEqual([heading]);
    // asking the run with $nama = 'Budi' for Sari: the reference shows Budi there, and the gate names the text
    const typedIn = await f.call<ErrorBody>('PUT', `/api/admin/tasks/${made.body.data.id}`, {
      answers: [{ ...heading, text: 'Sari' }],
    });
    expect(typedIn.status).toBe(400);
    expect(typedIn.body.error.code).toBe('validation');
    expect(typedIn.body.error.fields?.['answers.0']).toBe(
      'Solusi acuan tidak lolos aturan ini: teks <h1> tidak memuat "Sari".',
    );
  }, 60_000);

  it('answers a rule with its run as the response contract describes it (api/contracts/code-views.ts)', async () => {
    const id = await practice();
    const page = (greeting: string) =>
      `<?php $umur = 17; $kode = "001"; ?>\n<?php if ($_SERVER["REQUEST_METHOD"] === "POST"): ?>${greeting}<?php endif; ?>\n`;
    const php = {
      starter: workspace({ 'hasil.php': page('<p class="sapaan">Halo</p>') }),
      solution: workspace({
        'hasil.php': page('<p class="sapaan">Halo <?= $_POST["nama"] ?> dari <?= $_POST["kota"] ?>, <?= $umur ?></p>'),
      }),
    };
    expect((await f.call('PUT', `/api/admin/practices/${id}`, php)).status).toBe(200);
    // POST fields and variables, a number and a text that reads as one: every part of a run the API stores
    const rule = {
      kind: 'html',
      tag: 'p',
      attributes: '{"class":"sapaan"}',
      file: 'hasil.php',
      render: { method: 'POST', body: { nama: 'Budi', kota: 'Bandung' }, vars: { umur: 23, kode: '007' } },
      text: 'Halo Budi dari Bandung, 23',
    };
    const made = await f.call<{ data: Rec }>('POST', '/api/admin/tasks', {
      practiceId: id,
      question: { id: 'Soal' },
      answers: [rule],
    });
    expect(made.status).toBe(201);
    // parsed by the contract and back unchanged: nothing of the run is dropped as unknown
    const created = dataOf(taskRow).parse(made.body);
    expect(created).toEqual(made.body);
    expect(created.data.answers).toEqual([rule]);
    const one = await f.call('GET', `/api/admin/tasks/${made.body.data.id}`);
    expect(dataOf(taskRow).parse(one.body)).toEqual(one.body);
    const list = await f.call('GET', `/api/admin/tasks?practiceId=${id}&length=10`);
    expect(listOf(taskRow).parse(list.body)).toEqual(list.body);
    // and the contract keeps to the stored shape: a run it does not know is not a rule the API answers
    expect(taskRow.safeParse({ ...created.data, answers: [{ ...rule, render: { method: 'PUT' } }] }).success).toBe(
      false,
    );
  }, 60_000);

  it('holds Laravel practices to the gate by the HTML of the route that renders the view', async () => {
    const id = await practice();
    const routes = (extra: string) =>
      `<?php\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::get('/', fn () => view('welcome'));\n${extra}`;
    const view = '<ul>\n@foreach ($produk ?? [] as $p)\n  <li>{{ $p }}</li>\n@endforeach\n</ul>\n';
    const laravel = {
      starter: workspace({
        'routes/web.php': routes(''),
        'resources/views/welcome.blade.php': '<h1>Toko</h1>\n',
        'resources/views/produk.blade.php': view,
      }),
      solution: workspace({
        'routes/web.php': routes(
          "Route::get('/produk', [App\\Http\\Controllers\\ProdukController::class, 'index']);\n",
        ),
        'app/Http/Controllers/ProdukController.php':
          "<?php\nnamespace App\\Http\\Controllers;\n\nclass ProdukController extends Controller\n{\n    public function index()\n    {\n        return view('produk', ['produk' => ['Kopi', 'Teh']]);\n    }\n}\n",
        'resources/views/welcome.blade.php': '<h1>Toko</h1>\n',
        'resources/views/produk.blade.php': view,
        'resources/views/keranjang.blade.php': '<h2>Keranjang</h2>\n',
      }),
    };
    expect((await f.call('PUT', `/api/admin/practices/${id}`, laravel)).status).toBe(200);
    // The starter renders produk.blade.php through no route (judged on /: no list); the solution through /produk.
    const rules = [
      { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 2 }, file: 'resources/views/produk.blade.php' },
    ];
    expect((await task(id, rules)).status).toBe(201);
    const wrong = await task(id, [
      { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 3 }, file: 'resources/views/produk.blade.php' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.['answers.0']).toContain('Solusi acuan tidak lolos aturan ini');
    // A view the solution holds but no route shows (judged on /, which has no <h2>): the message names the
    // missing route, not the markup of /.
    const unrouted = await task(id, [{ kind: 'html', tag: 'h2', file: 'resources/views/keranjang.blade.php' }]);
    expect(unrouted.status).toBe(400);
    expect(unrouted.body.error.fields?.['answers.0']).toBe(
      'Solusi acuan tidak lolos aturan ini: belum ada route di routes/web.php yang menampilkan view keranjang.',
    );
  }, 120_000);
});
