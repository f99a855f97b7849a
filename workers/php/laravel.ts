/**
 * Laravel workspaces (docs/decisions/0018-php-runtime.md): a student's `routes/web.php`, `app/` (controllers, models) and
 * `resources/views/*.blade.php` run as a Laravel 8 application inside php-wasm. The framework itself is Debian's
 * `php-laravel-framework` (MIT), packed by scripts/laravel-bundle.mjs into one JSON asset that the engine writes
 * read-only beside the workspace under /usr/share/php; the files here are our own small bootstrap (a front
 * controller, an HTTP kernel with the `web` group, a config, an exception handler that reports file and line).
 * Laravel needs two extensions the base runtime lacks, loaded from their Apache-2.0 php-wasm packages: mbstring
 * (Str, validation) and pdo_sqlite (Eloquent on an in-memory SQLite database).
 */

/** Where the framework bundle and our bootstrap live in PHP's filesystem (outside the workspace, /app). */
export const LARAVEL_LIB_DIR = '/usr/share/php';
export const LARAVEL_BOOT_DIR = '/kk/laravel';
export const LARAVEL_FRONT = `${LARAVEL_BOOT_DIR}/index.php`;
/** Where the warm-up before the snapshot leaves the page it rendered (LARAVEL_PRELOAD_CODE). */
export const LARAVEL_PRELOAD_PAGE = '/tmp/kk-preload.html';
/** Compiled Blade views, sessions and caches: cleared when the workspace changes. */
export const LARAVEL_STATE_DIR = '/tmp/kk-laravel';

/**
 * A Laravel request costs more than a plain page: allow it more than 1 s. Warm requests from the booted snapshot
 * (engine.ts) take 40–70 ms of CPU, but on a loaded machine wall time is many times that, and a first request of
 * new code in Chromium passed 4 s before the snapshot; a page that ends early (dd()) boots Laravel again.
 */
export const LARAVEL_TIME_LIMIT_MS = 6000;

/**
 * How long a Laravel worker may take to start once it has the binary: load the extensions, write the 2,441
 * framework files and boot Laravel once. Under CI-like load (2 cores, load 17) 30 s was seen to pass.
 */
export const LARAVEL_START_TIMEOUT_MS = 120_000;

/** The bundle's JSON asset (scripts/laravel-bundle.mjs). */
export type LaravelBundle = { version: string; packages: string[]; files: Record<string, string> };

/** A shared library php-wasm loads at start: the extension (`ini`) or a library it links against. */
export type LaravelLib = { name: string; pkg: 'php-wasm-mbstring' | 'php-wasm-sqlite'; ini: boolean };
export const LARAVEL_LIBS: LaravelLib[] = [
  { name: 'php8.3-mbstring.so', pkg: 'php-wasm-mbstring', ini: true },
  { name: 'libonig.so', pkg: 'php-wasm-mbstring', ini: false },
  { name: 'php8.3-pdo-sqlite.so', pkg: 'php-wasm-sqlite', ini: true },
  { name: 'libsqlite3.so', pkg: 'php-wasm-sqlite', ini: false },
];

export { isLaravelWorkspace } from './api';

const BOOT = `<?php
// Loaded once per runtime: the framework's class map, the App\\ autoloader and our kernel. A runtime restored from
// its snapshot (engine.ts) has them already, so the front controller's require_once skips this file.
require '${LARAVEL_LIB_DIR}/kk-autoload.php';
spl_autoload_register(static function (string $class): void {
    if (strncmp($class, 'App\\\\', 4) !== 0) {
        return;
    }
    $file = '/app/app/' . str_replace('\\\\', '/', substr($class, 4)) . '.php';
    if (is_file($file)) {
        require $file;
    } elseif ($class === 'App\\\\Http\\\\Controllers\\\\Controller') {
        require '${LARAVEL_BOOT_DIR}/Controller.php';
    }
});
require '${LARAVEL_BOOT_DIR}/Kernel.php';
`;

const FRONT = `<?php
// KelasKoding's Laravel front controller: our bootstrap around the student's routes, app/ and views.
require_once '${LARAVEL_BOOT_DIR}/boot.php';
mt_srand();
foreach (['SERVICES' => 'services', 'PACKAGES' => 'packages', 'CONFIG' => 'config', 'ROUTES' => 'routes', 'EVENTS' => 'events'] as $kkName => $kkFile) {
    $_SERVER["APP_{$kkName}_CACHE"] = $_ENV["APP_{$kkName}_CACHE"] = '${LARAVEL_STATE_DIR}/cache/' . $kkFile . '.php';
}
$app = new Illuminate\\Foundation\\Application('/app');
$app->useStoragePath('${LARAVEL_STATE_DIR}/storage');
$app->singleton(Illuminate\\Contracts\\Http\\Kernel::class, KkLaravel\\Kernel::class);
$app->singleton(Illuminate\\Contracts\\Debug\\ExceptionHandler::class, KkLaravel\\ExceptionHandler::class);
$kernel = $app->make(Illuminate\\Contracts\\Http\\Kernel::class);
$request = Illuminate\\Http\\Request::capture();
$response = $kernel->handle($request);
if (isset($kkPreload)) {
    // The warm-up before the snapshot (LARAVEL_PRELOAD_CODE): nothing may reach the SAPI, or the snapshot would
    // hold headers already sent.
    echo $response->getContent();
} else {
    $response->send();
}
$kernel->terminate($request, $response);
`;

const CONTROLLER = `<?php
// The base controller of Laravel's app skeleton, for a workspace that has not written its own.
namespace App\\Http\\Controllers;

use Illuminate\\Foundation\\Auth\\Access\\AuthorizesRequests;
use Illuminate\\Foundation\\Bus\\DispatchesJobs;
use Illuminate\\Foundation\\Validation\\ValidatesRequests;
use Illuminate\\Routing\\Controller as BaseController;

class Controller extends BaseController
{
    use AuthorizesRequests, DispatchesJobs, ValidatesRequests;
}
`;

const KERNEL = `<?php
// The HTTP kernel, configuration and error reporting of a student's Laravel app in php-wasm.
namespace KkLaravel;

use Illuminate\\Config\\Repository;
use Illuminate\\Contracts\\Foundation\\Application;
use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Support\\ServiceProvider;
use Throwable;

final class LoadConfiguration
{
    public function bootstrap(Application $app): void
    {
        $app->instance('config', new Repository(require '${LARAVEL_BOOT_DIR}/config.php'));
        $app->detectEnvironment(fn () => 'local');
        date_default_timezone_set('Asia/Jakarta');
        mb_internal_encoding('UTF-8');
    }
}

final class RouteServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        Route::middleware('web')->namespace('App\\\\Http\\\\Controllers')->group('/app/routes/web.php');
    }
}

final class HandleExceptions extends \\Illuminate\\Foundation\\Bootstrap\\HandleExceptions
{
    // A runtime restored from its snapshot still lists the warm-up app's shutdown handler: only the app of the
    // request that is running reports a fatal error at shutdown.
    public function handleShutdown()
    {
        if ($this->app === \\Illuminate\\Container\\Container::getInstance()) {
            parent::handleShutdown();
        }
    }
}

final class Kernel extends \\Illuminate\\Foundation\\Http\\Kernel
{
    protected $bootstrappers = [
        LoadConfiguration::class,
        HandleExceptions::class,
        \\Illuminate\\Foundation\\Bootstrap\\RegisterFacades::class,
        \\Illuminate\\Foundation\\Bootstrap\\RegisterProviders::class,
        \\Illuminate\\Foundation\\Bootstrap\\BootProviders::class,
    ];
    protected $middleware = [];
    // No cookie encryption (it needs openssl, which the runtime lacks) and no CSRF check: each preview request
    // runs in a fresh PHP, so the session lives in files under the state folder, kept while the workspace is unchanged.
    protected $middlewareGroups = [
        'web' => [
            \\Illuminate\\Session\\Middleware\\StartSession::class,
            \\Illuminate\\View\\Middleware\\ShareErrorsFromSession::class,
            \\Illuminate\\Routing\\Middleware\\SubstituteBindings::class,
        ],
    ];
    protected $routeMiddleware = [];

    public function handle($request)
    {
        // One session per workspace version: the preview has no cookie jar between its requests.
        $request->cookies->set('laravel_session', str_repeat('k', 40));
        return parent::handle($request);
    }
}

final class ExceptionHandler extends \\Illuminate\\Foundation\\Exceptions\\Handler
{
    public function report(Throwable $e)
    {
        if (!class_exists('KkRun', false) || $this->shouldntReport($e)) {
            return;
        }
        $origin = $e instanceof \\Illuminate\\View\\ViewException && $e->getPrevious() ? $e->getPrevious() : $e;
        $file = $origin->getFile();
        $line = $origin->getLine();
        // A compiled Blade view ends with the path of its source; Blade keeps the source's lines.
        if (str_starts_with($file, '${LARAVEL_STATE_DIR}/views/') && is_file($file)
            && preg_match('~/\\\\*\\\\*PATH (.+) ENDPATH\\\\*\\\\*/~', (string) file_get_contents($file), $path)) {
            $file = $path[1];
        }
        $message = preg_replace('~ \\\\(View: [^)]*\\\\)$~', '', $origin->getMessage());
        \\KkRun::$errors[] = ['type' => 0, 'message' => 'Uncaught ' . get_class($origin) . ': ' . $message, 'file' => $file, 'line' => $line];
    }

    // Symfony's debug page includes assets the bundle leaves out (each missing one raised another error): a small
    // page names the error instead; its file and line reach the console and the editor through report().
    protected function renderExceptionContent(Throwable $e)
    {
        $origin = $e instanceof \\Illuminate\\View\\ViewException && $e->getPrevious() ? $e->getPrevious() : $e;
        $message = e(preg_replace('~ \\(View: [^)]*\\)$~', '', $origin->getMessage()));
        $class = e(class_basename($origin));
        return "<!DOCTYPE html>\\n<html lang=\\"en\\">\\n<head><meta charset=\\"utf-8\\"><title>{$class}</title></head>\\n"
            . "<body>\\n<h1>{$class}</h1>\\n<p>{$message}</p>\\n</body>\\n</html>\\n";
    }
}
`;

const CONFIG = `<?php
// The configuration of every student app: in-memory SQLite, array cache, file sessions, views from the workspace.
return [
    'app' => [
        'name' => 'Laravel', 'env' => 'local', 'debug' => true, 'url' => 'http://localhost',
        'timezone' => 'Asia/Jakarta', 'locale' => 'en', 'fallback_locale' => 'en',
        'key' => 'base64:' . base64_encode(str_repeat('k', 32)), 'cipher' => 'AES-256-CBC',
        'providers' => [
            Illuminate\\Cookie\\CookieServiceProvider::class,
            Illuminate\\Database\\DatabaseServiceProvider::class,
            Illuminate\\Filesystem\\FilesystemServiceProvider::class,
            Illuminate\\Foundation\\Providers\\FoundationServiceProvider::class,
            Illuminate\\Pagination\\PaginationServiceProvider::class,
            Illuminate\\Session\\SessionServiceProvider::class,
            Illuminate\\Translation\\TranslationServiceProvider::class,
            Illuminate\\Validation\\ValidationServiceProvider::class,
            Illuminate\\View\\ViewServiceProvider::class,
            KkLaravel\\RouteServiceProvider::class,
        ],
        'aliases' => [
            'App' => Illuminate\\Support\\Facades\\App::class, 'Arr' => Illuminate\\Support\\Arr::class,
            'DB' => Illuminate\\Support\\Facades\\DB::class, 'Redirect' => Illuminate\\Support\\Facades\\Redirect::class,
            'Request' => Illuminate\\Support\\Facades\\Request::class, 'Route' => Illuminate\\Support\\Facades\\Route::class,
            'Schema' => Illuminate\\Support\\Facades\\Schema::class, 'Session' => Illuminate\\Support\\Facades\\Session::class,
            'Str' => Illuminate\\Support\\Str::class, 'URL' => Illuminate\\Support\\Facades\\URL::class,
            'Validator' => Illuminate\\Support\\Facades\\Validator::class, 'View' => Illuminate\\Support\\Facades\\View::class,
        ],
    ],
    'view' => ['paths' => ['/app/resources/views'], 'compiled' => '${LARAVEL_STATE_DIR}/views'],
    'session' => [
        'driver' => 'file', 'lifetime' => 120, 'expire_on_close' => false, 'encrypt' => false,
        'files' => '${LARAVEL_STATE_DIR}/sessions', 'cookie' => 'laravel_session', 'path' => '/', 'domain' => null,
        'secure' => false, 'http_only' => true, 'same_site' => 'lax', 'lottery' => [0, 100],
    ],
    'database' => [
        'default' => 'sqlite',
        'connections' => ['sqlite' => ['driver' => 'sqlite', 'database' => ':memory:', 'prefix' => '', 'foreign_key_constraints' => true]],
        'migrations' => 'migrations',
    ],
    'logging' => [
        'default' => 'null',
        'channels' => [
            'null' => ['driver' => 'monolog', 'handler' => Monolog\\Handler\\NullHandler::class],
            'deprecations' => ['driver' => 'monolog', 'handler' => Monolog\\Handler\\NullHandler::class],
        ],
    ],
    'cache' => ['default' => 'array', 'stores' => ['array' => ['driver' => 'array', 'serialize' => false]]],
    'filesystems' => ['default' => 'local', 'disks' => ['local' => ['driver' => 'local', 'root' => '${LARAVEL_STATE_DIR}/storage/app']]],
];
`;

/** Our bootstrap's files, by path in PHP's filesystem. */
export const LARAVEL_BOOT_FILES: Record<string, string> = {
  [LARAVEL_FRONT]: FRONT,
  [`${LARAVEL_BOOT_DIR}/boot.php`]: BOOT,
  [`${LARAVEL_BOOT_DIR}/Controller.php`]: CONTROLLER,
  [`${LARAVEL_BOOT_DIR}/Kernel.php`]: KERNEL,
  [`${LARAVEL_BOOT_DIR}/config.php`]: CONFIG,
};

/** The folders Laravel writes to while it serves a request. */
export const LARAVEL_STATE_DIRS = [
  'views',
  'sessions',
  'cache',
  'storage/framework',
  'storage/app',
  'storage/logs',
].map((dir) => `${LARAVEL_STATE_DIR}/${dir}`);

/**
 * The workspace of the warm-up before the snapshot (engine.ts `snapshotLaravel`): a closure route with a Blade
 * view, an Eloquent model on SQLite and a validated form, so the framework classes a student's request needs are
 * compiled in the snapshot. No `App\\` class: the student's own would then clash with it.
 */
export const LARAVEL_WARM_FILES = [
  {
    path: 'routes/web.php',
    value: `<?php
use Illuminate\\Database\\Eloquent\\Model;
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Route;
use Illuminate\\Support\\Facades\\Schema;
Route::get('/', function () {
    Schema::create('warm', function ($table) { $table->id(); $table->string('name'); $table->timestamps(); });
    $model = new class extends Model { protected $table = 'warm'; protected $guarded = []; };
    $model->newQuery()->create(['name' => 'x']);
    $items = $model->newQuery()->where('id', '>', 0)->orderBy('name')->get()->pluck('name')->map(fn ($n) => mb_strtolower($n));
    return view('warm', ['items' => $items]);
});
Route::post('/form', function (Request $request) {
    $request->validate(['name' => 'required|min:3']);
    return redirect('/')->with('status', 'ok');
})->name('form');
Route::get('/go', fn () => redirect()->route('form'));
`,
  },
  {
    path: 'resources/views/warm.blade.php',
    value: `@extends('layout')
@section('body')@foreach ($items as $i)<p>{{ $i }}</p>@endforeach @if ($errors->any()) {{ $errors->first() }} @endif
<form method="POST" action="{{ url('/form') }}">@csrf<input name="name" value="{{ old('name') }}"></form>@endsection`,
  },
  {
    path: 'resources/views/layout.blade.php',
    value: '<!DOCTYPE html><title>{{ config("app.name") }}</title>@yield("body")',
  },
];

/**
 * Run in the runtime with LARAVEL_WARM_FILES in place (not through the wrapper, so none of its classes or handlers
 * are left behind): two requests through the front controller, then the globals, handlers, headers and the
 * container instance they left are cleared. Nothing is printed (headers would count as sent in the snapshot): what
 * the GET rendered goes to LARAVEL_PRELOAD_PAGE, for the engine to check.
 */
export const LARAVEL_PRELOAD_CODE = `<?php
$kkWarm = function (string $method, string $uri, array $post = []): string {
    $_GET = [];
    $_POST = $post;
    $_REQUEST = $post;
    $_COOKIE = [];
    $_SERVER['REQUEST_METHOD'] = $method;
    $_SERVER['REQUEST_URI'] = $uri;
    $_SERVER['QUERY_STRING'] = '';
    $_SERVER['SCRIPT_NAME'] = '/index.php';
    $_SERVER['SCRIPT_FILENAME'] = '${LARAVEL_FRONT}';
    $_SERVER['HTTP_HOST'] = 'localhost';
    $_SERVER['SERVER_NAME'] = 'localhost';
    $_SERVER['CONTENT_TYPE'] = 'application/x-www-form-urlencoded';
    $kkPreload = true;
    ob_start();
    try {
        require '${LARAVEL_FRONT}';
    } finally {
        $out = (string) ob_get_clean();
        restore_error_handler();
        restore_exception_handler();
    }
    return $out;
};
$kkForm = $kkWarm('POST', '/form', ['name' => 'x']);
$kkPage = $kkWarm('GET', '/');
foreach ([
    Illuminate\\Routing\\Controller::class, Illuminate\\Foundation\\Auth\\Access\\AuthorizesRequests::class,
    Illuminate\\Foundation\\Bus\\DispatchesJobs::class, Illuminate\\Foundation\\Validation\\ValidatesRequests::class,
    Illuminate\\Routing\\ControllerDispatcher::class, Illuminate\\Database\\Eloquent\\Relations\\HasMany::class,
    Illuminate\\Database\\Eloquent\\Relations\\BelongsTo::class, Illuminate\\Pagination\\LengthAwarePaginator::class,
    Illuminate\\Http\\JsonResponse::class, Illuminate\\Support\\Carbon::class,
] as $kkClass) {
    class_exists($kkClass) || trait_exists($kkClass);
}
header_remove();
Illuminate\\Support\\Facades\\Facade::clearResolvedInstances();
Illuminate\\Container\\Container::setInstance(null);
file_put_contents('${LARAVEL_PRELOAD_PAGE}', $kkPage);
unset($app, $kernel, $request, $response, $kkWarm, $kkForm, $kkPage, $kkName, $kkFile, $kkClass);
gc_collect_cycles();
error_clear_last();
chdir('/');
`;
