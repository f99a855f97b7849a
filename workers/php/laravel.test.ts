/**
 * Laravel workspaces in Node with the real php-wasm runtime, its mbstring and pdo_sqlite extensions and Debian's
 * Laravel 8.83 bundle (docs/decisions/0018-php-runtime.md): a closure route with a Blade view, a controller with a route parameter,
 * Eloquent on in-memory SQLite, a form post with validation and its redirect, a file under public/, and errors with
 * the workspace file and line (a Blade view's line, a controller's exception), and requests that start anew from the
 * booted snapshot (engine.ts). One host, few requests (CI has two cores). The bundle is built from Debian's packages
 * first when it is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLaravelBundle } from '../../tests/setup/laravel-bundle';
import { checkAnswers, pageRequest } from '../checker/index';
import { checkAnswersAsync } from '../runners/check-async';
import type { PhpFile, PhpRequest } from './api';
import type { PhpHost } from './host';
import { createNodeLaravelHost, nodeLaravelSetup } from './host-node';

const routes = `<?php
use App\\Http\\Controllers\\UserController;
use App\\Models\\Note;
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Support\\Facades\\Schema;

Route::get('/', function () {
    return view('welcome', ['name' => 'Budi']);
});
Route::get('/users/{id}', [UserController::class, 'show']);
Route::get('/notes', function () {
    Schema::create('notes', function ($table) {
        $table->id();
        $table->string('title');
        $table->timestamps();
    });
    Note::create(['title' => 'Halo']);
    Note::create(['title' => 'Dunia']);
    return Note::orderBy('id')->pluck('title')->implode(', ');
});
Route::post('/greet', function (Request $request) {
    $data = $request->validate(['name' => 'required|min:2']);
    return 'Hai ' . $data['name'];
});
Route::get('/broken', 'UserController@broken');
`;

const workspace: PhpFile[] = [
  { path: 'routes/web.php', value: routes },
  {
    path: 'app/Http/Controllers/UserController.php',
    value: `<?php
namespace App\\Http\\Controllers;

class UserController extends Controller
{
    public function show(int $id)
    {
        return view('users.show', ['id' => $id]);
    }

    public function broken()
    {
        throw new \\RuntimeException('Data tidak ada');
    }
}
`,
  },
  {
    path: 'app/Models/Note.php',
    value: `<?php
namespace App\\Models;

use Illuminate\\Database\\Eloquent\\Model;

class Note extends Model
{
    protected $fillable = ['title'];
}
`,
  },
  {
    path: 'resources/views/welcome.blade.php',
    value: `<h1>Halo {{ $name }}</h1>
@foreach ([1, 2] as $i)<li>{{ $i }}</li>@endforeach
<form method="POST" action="/greet">@csrf<input name="name"></form>
`,
  },
  { path: 'resources/views/users/show.blade.php', value: '<p>User {{ $id }}</p>\n' },
  { path: 'public/css/app.css', value: 'h1 { color: red; }' },
];

describe('Laravel workspaces (Node)', () => {
  let host: PhpHost;

  beforeAll(async () => {
    await ensureLaravelBundle();
    host = createNodeLaravelHost({ timeoutMs: 15_000 });
    await host.warm();
  }, 600_000);

  afterAll(() => host?.close());

  it('runs routes, a controller, Blade views, Eloquent on SQLite and public files', async () => {
    const home = await host.run(workspace, { path: '/' });
    expect(home.errors).toEqual([]);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1>Halo Budi</h1>');
    expect(home.body).toContain('<li>1</li><li>2</li>');
    expect(home.body).toMatch(/<input type="hidden" name="_token" value="\w{40}">/);

    const user = await host.run(workspace, { path: '/users/7' });
    expect(user.body).toBe('<p>User 7</p>\n');

    const notes = await host.run(workspace, { path: '/notes' });
    expect(notes).toMatchObject({ status: 200, body: 'Halo, Dunia', errors: [] });

    const css = await host.run(workspace, { path: '/css/app.css' });
    expect(css).toMatchObject({ status: 200, body: 'h1 { color: red; }', headers: { 'content-type': 'text/css' } });

    const missing = await host.run(workspace, { path: '/tidak-ada' });
    expect(missing.status).toBe(404);
  }, 60_000);

  it('handles a form post: valid fields, and a redirect back when validation fails', async () => {
    const ok = await host.run(workspace, { path: '/greet', method: 'POST', body: { name: 'Ani' } });
    expect(ok).toMatchObject({ status: 200, body: 'Hai Ani' });
    const bad = await host.run(workspace, { path: '/greet', method: 'POST', body: { name: '' } });
    expect(bad.status).toBe(302);
    expect(bad.headers.location).toMatch(/^http:\/\/localhost\//);
  }, 60_000);

  it('reports errors with their workspace file and line', async () => {
    const thrown = await host.run(workspace, { path: '/broken' });
    expect(thrown.status).toBe(500);
    // One error, and a small page naming it (Symfony's debug page reads assets the bundle leaves out).
    expect(thrown.body).toContain('<h1>RuntimeException</h1>\n<p>Data tidak ada</p>');
    expect(thrown.errors).toEqual([
      {
        level: 'fatal',
        message: 'Uncaught RuntimeException: Data tidak ada',
        file: 'app/Http/Controllers/UserController.php',
        line: 13,
      },
    ]);

    const view = workspace.map((file) =>
      file.path === 'resources/views/users/show.blade.php'
        ? { ...file, value: '<p>User {{ $id }}</p>\n<p>{{ $missing }}</p>\n' }
        : file,
    );
    const broken = await host.run(view, { path: '/users/7' });
    expect(broken.status).toBe(500);
    expect(broken.errors).toEqual([
      {
        level: 'fatal',
        message: 'Uncaught ErrorException: Undefined variable $missing',
        file: 'resources/views/users/show.blade.php',
        line: 2,
      },
    ]);
  }, 60_000);

  it('starts every request from the booted snapshot: edited classes, functions and statics never clash or leak', async () => {
    // Each run copies back the memory of a runtime that booted the framework once (engine.ts): a class or a
    // function the last run declared is gone, so an edited controller and a routes file that declares a function
    // run again without "cannot redeclare", and a static the last run set starts unset.
    const app = (greeting: string): PhpFile[] => [
      {
        path: 'routes/web.php',
        value: `<?php
use Illuminate\\Support\\Facades\\Route;
function sapa(string $nama): string { return "${greeting} " . $nama; }
Route::get('/', [App\\Http\\Controllers\\HomeController::class, 'index']);
`,
      },
      {
        path: 'app/Http/Controllers/HomeController.php',
        value: `<?php
namespace App\\Http\\Controllers;

class HomeController extends Controller
{
    public static int $calls = 0;

    public function index()
    {
        self::$calls++;
        return view('home', ['text' => sapa('Budi'), 'calls' => self::$calls, 'seen' => class_exists('App\\\\Models\\\\Note', false)]);
    }
}
`,
      },
      { path: 'resources/views/home.blade.php', value: '<p>{{ $text }} {{ $calls }} {{ $seen ? "note" : "" }}</p>' },
    ];
    const first = await host.run(app('Halo'), { path: '/' });
    expect(first).toMatchObject({ status: 200, body: '<p>Halo Budi 1 </p>', errors: [] });
    const again = await host.run(app('Halo'), { path: '/' });
    expect(again).toMatchObject({ status: 200, body: '<p>Halo Budi 1 </p>', errors: [] });
    const edited = await host.run(app('Hai'), { path: '/' });
    expect(edited).toMatchObject({ status: 200, body: '<p>Hai Budi 1 </p>', errors: [] });
    // A model loaded by another workspace's request is not declared in the next one.
    await host.run(workspace, { path: '/notes' });
    expect((await host.run(app('Hai'), { path: '/' })).body).toBe('<p>Hai Budi 1 </p>');
  }, 60_000);

  it('answers a page that ends early (dd) with what it printed, and runs the next request', async () => {
    // dd() exits inside the framework, where the wrapper cannot rewrite exit: the runtime is reset and boots again.
    const page = (body: string): PhpFile[] => [
      {
        path: 'routes/web.php',
        value: `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', function () { ${body} });\n`,
      },
    ];
    const dumped = await host.run(page("dd('selesai');"), { path: '/' });
    expect(dumped.body).toContain('selesai');
    const next = await host.run(page("return Illuminate\\Support\\Str::upper('lanjut');"), { path: '/' });
    expect(next).toMatchObject({ status: 200, body: 'LANJUT', errors: [] });
  }, 60_000);

  it('judges a rule on a Blade view by the HTML of the route that renders it (checkAnswersAsync)', async () => {
    const run = (files: PhpFile[], request: PhpRequest) => host.run(files, request);
    const items = { kind: 'html', tag: 'li', quantity: { qty: 'equal', equalTo: 2 } } as const;
    // welcome.blade.php is rendered by GET /: its @foreach prints two <li>.
    const onView = [{ ...items, file: 'resources/views/welcome.blade.php' }];
    expect(checkAnswers(workspace, onView).passed).toBe(false);
    expect((await checkAnswersAsync(workspace, onView, run)).passed).toBe(true);
    // users/show.blade.php is rendered only by /users/{id}: judged on / (which has no such paragraph).
    const user = [{ kind: 'html', tag: 'p', file: 'resources/views/users/show.blade.php' } as const];
    const report = await checkAnswersAsync(workspace, user, run);
    expect(report.results[0]).toMatchObject({ passed: false, reason: 'missing-tag' });
    expect(pageRequest(workspace, 'resources/views/welcome.blade.php')).toEqual({ path: '/' });
  }, 60_000);

  it('falls back to structure rules where there is no Laravel bundle (LaravelUnavailable)', async () => {
    const bare = createNodeLaravelHost({ laravel: () => nodeLaravelSetup('/nonexistent/laravel-bundle.json') });
    try {
      const rules = [
        { kind: 'html', tag: 'li', file: 'resources/views/welcome.blade.php' } as const,
        { kind: 'file', path: 'routes', name: 'web', ext: 'php', belongsTo: 'file', file: 'routes/web.php' } as const,
      ];
      await expect(bare.run(workspace, { path: '/' })).rejects.toThrow(/Laravel bundle is not built/);
      const report = await checkAnswersAsync(workspace, rules, (files, request) => bare.run(files, request));
      expect(report).toEqual(checkAnswers(workspace, rules));
      expect(report.results.map((r) => r.passed)).toEqual([false, true]);
    } finally {
      bare.close();
    }
  }, 60_000);
});
