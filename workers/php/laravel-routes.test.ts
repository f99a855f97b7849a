/**
 * The routes read from a Laravel workspace's routes/web.php without running it (laravel-routes.ts): the preview's
 * page list and the route that judges a rule on a Blade view.
 */
import { describe, expect, it } from 'vitest';
import {
  blankPhpComments,
  laravelPages,
  laravelRouteFor,
  laravelViewRoute,
  parseLaravelRoutes,
  unroutedView,
  viewNameOf,
} from './laravel-routes';

const routes = `<?php
use App\\Http\\Controllers\\ProductController;
use Illuminate\\Support\\Facades\\Route;

Route::get('/', function () {
    return view('welcome', ['name' => 'Budi']); // view('not-this')
});
// Route::get('/old', fn () => 'x');
/* Route::get('/older', fn () => 'x'); */
Route::view('tentang/', 'about');
Route::get("/produk", [ProductController::class, 'index'])->name('produk');
Route::get('/produk/{id}', [ProductController::class, 'show']);
Route::get('/halo/{nama?}', fn ($nama = 'kamu') => "Halo $nama");
Route::post('/kirim', 'ProductController@store');
Route::match(['get', 'post'], '/cari', fn () => 'cari');
Route::prefix('admin')->name('admin.')->group(function () {
    Route::get('/', fn () => view('admin.home'));
    Route::middleware('web')->prefix('laporan')->group(function () {
        Route::get('harian', fn () => 'harian');
    });
});
Route::get('/kontak', 'ContactController');
Route::get('/say-"hi"', fn () => '# not a comment');
`;

const controller = `<?php
namespace App\\Http\\Controllers;

class ProductController extends Controller
{
    public function show($id) { return view('products.show', ['id' => $id]); }

    public function index()
    {
        // return view('welcome');
        return view('products/index', ['products' => ['Kopi']]);
    }
}
`;

const files = [
  { path: 'routes/web.php', value: routes },
  { path: 'app/Http/Controllers/ProductController.php', value: controller },
  {
    path: 'app/Http/Controllers/ContactController.php',
    value: "<?php class ContactController { public function __invoke() { return view('contact'); } }",
  },
];

describe('Laravel routes read from routes/web.php', () => {
  it('reads methods, paths (as Laravel matches them), views and group prefixes, skipping comments', () => {
    const parsed = parseLaravelRoutes(routes).map(({ methods, path, view }) => [methods.join('|'), path, view]);
    expect(parsed).toEqual([
      ['GET', '/', 'welcome'],
      ['GET', '/tentang', 'about'],
      ['GET', '/produk', null],
      ['GET', '/produk/{id}', null],
      ['GET', '/halo/{nama?}', null],
      ['POST', '/kirim', null],
      ['GET|POST', '/cari', null],
      ['GET', '/admin', 'admin.home'],
      ['GET', '/admin/laporan/harian', null],
      ['GET', '/kontak', null],
      ['GET', '/say-"hi"', null],
    ]);
  });

  it('lists the GET routes a page list can open, / first, without required parameters', () => {
    expect(laravelPages(files)).toEqual([
      '/',
      '/tentang',
      '/produk',
      '/halo',
      '/cari',
      '/admin',
      '/admin/laporan/harian',
      '/kontak',
      '/say-"hi"',
    ]);
    expect(laravelPages([{ path: 'routes/web.php', value: '<?php Route::get("/a", fn () => 1);' }])).toEqual([
      '/',
      '/a',
    ]);
    expect(laravelPages([{ path: 'routes/web.php', value: '<?php Route::get(' }])).toEqual(['/']);
  });

  it('judges a Blade view on the first GET route that renders it, else on /', () => {
    expect(laravelRouteFor(files, 'resources/views/products/index.blade.php')).toBe('/produk');
    expect(laravelRouteFor(files, 'resources/views/about.blade.php')).toBe('/tentang');
    expect(laravelRouteFor(files, './resources/views/admin/home.blade.php')).toBe('/admin');
    expect(laravelRouteFor(files, 'resources/views/contact.blade.php')).toBe('/kontak');
    // Only a route with a required parameter renders it: judged on /.
    expect(laravelRouteFor(files, 'resources/views/products/show.blade.php')).toBe('/');
    expect(laravelRouteFor(files, 'resources/views/layouts/app.blade.php')).toBe('/');
    expect(laravelRouteFor(files, 'routes/web.php')).toBe('/');
    expect(laravelRouteFor(files, 'app/Http/Controllers/ProductController.php')).toBe('/');
  });

  it('tells a view no route renders (null) from one a route renders', () => {
    expect(laravelViewRoute(files, 'resources/views/products/index.blade.php')).toBe('/produk');
    expect(laravelViewRoute(files, 'resources/views/products/show.blade.php')).toBeNull();
    expect(laravelViewRoute(files, 'resources/views/layouts/app.blade.php')).toBeNull();
    expect(laravelViewRoute(files, 'routes/web.php')).toBeNull();
  });

  it('names a page view no route shows, but not a layout, a partial or a component another view pulls in', () => {
    const views = [
      ...files,
      {
        path: 'resources/views/about.blade.php',
        value: "@extends('layouts.app')\n@section('content') @include('partials/menu', ['a' => 1]) @endsection",
      },
      { path: 'resources/views/layouts/app.blade.php', value: "<html><body>@yield('content')</body></html>" },
      { path: 'resources/views/partials/menu.blade.php', value: '<nav></nav>' },
      { path: 'resources/views/components/alert.blade.php', value: '<div class="alert"></div>' },
      { path: 'resources/views/keranjang.blade.php', value: "{{-- @include('draft') --}}<h1>Keranjang</h1>" },
      { path: 'resources/views/draft.blade.php', value: '<p>draft</p>' },
    ];
    expect(unroutedView(views, 'resources/views/keranjang.blade.php')).toBe('keranjang');
    // Pulled in only from inside a Blade comment: still a page nobody shows.
    expect(unroutedView(views, 'resources/views/draft.blade.php')).toBe('draft');
    // Rendered by /produk/{id}: the route is there, only the checker cannot open it without a parameter.
    expect(unroutedView(views, 'resources/views/products/show.blade.php')).toBeNull();
    expect(unroutedView(views, 'resources/views/contact.blade.php')).toBeNull();
    expect(unroutedView(views, 'resources/views/about.blade.php')).toBeNull();
    expect(unroutedView(views, 'resources/views/layouts/app.blade.php')).toBeNull();
    expect(unroutedView(views, 'resources/views/partials/menu.blade.php')).toBeNull();
    expect(unroutedView(views, 'resources/views/components/alert.blade.php')).toBeNull();
    expect(unroutedView(views, 'routes/web.php')).toBeNull();
  });

  it('names views by their file and keeps comment blanking length-preserving', () => {
    expect(viewNameOf('resources/views/users/show.blade.php')).toBe('users.show');
    expect(viewNameOf('resources/views/index.php')).toBeNull();
    const code = "<?php // a\n$x = '//b'; /* c\nd */ # e";
    const blank = blankPhpComments(code);
    expect(blank).toHaveLength(code.length);
    expect(blank.split('\n')).toHaveLength(3);
    expect(blank).toContain("'//b'");
    expect(blank).not.toMatch(/[ace]\b(?!')/);
  });
});
