/**
 * The Laravel practice of chapter 4 (docs/decisions/0018-php-runtime.md): the student's route, controller and Blade views run as a Laravel
 * 8 application (php-wasm with Debian's framework bundle) in the preview and in the judging. Its rules name Blade
 * views, so each is judged on the HTML of the route that renders that view (workers/php/laravel-routes.ts): the
 * product list on GET /produk once the student's route sends it through ProductController, the home page's link on
 * GET /. The starter fails every task and the solution passes it (content.test.ts, with the real runtime).
 */
import type { PracticeMaterial } from './content-types';
import { buildWorkspace } from './content-workspace';

const composerJson = `{
  "name": "kelaskoding/toko",
  "require": {
    "php": "^8.2",
    "laravel/framework": "^8.83"
  }
}
`;

const routesStarter = `<?php

use App\\Http\\Controllers\\ProductController;
use Illuminate\\Support\\Facades\\Route;

Route::get('/', function () {
    return view('welcome');
});

// Tambahkan route GET /produk yang memanggil ProductController@index di sini.
`;

const routesSolution = routesStarter.replace(
  '// Tambahkan route GET /produk yang memanggil ProductController@index di sini.\n',
  "Route::get('/produk', [ProductController::class, 'index']);\n",
);

const controllerStarter = `<?php

namespace App\\Http\\Controllers;

class ProductController extends Controller
{
    public function index()
    {
        $produk = ['Kopi Gayo', 'Teh Tarik', 'Kopi Toraja'];

        // Kirim $produk ke view: view('produk', ['produk' => $produk])
        return view('produk');
    }
}
`;

const controllerSolution = controllerStarter.replace(
  "        // Kirim $produk ke view: view('produk', ['produk' => $produk])\n        return view('produk');",
  "        return view('produk', ['produk' => $produk]);",
);

const layout = (title: string, body: string) => `<!DOCTYPE html>
<html lang="id">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <link rel="stylesheet" href="{{ asset('css/style.css') }}">
</head>
<body>
${body}
</body>
</html>
`;

const welcomeStarter = layout(
  'Toko Kita',
  `  <h1>Toko Kita</h1>
  <p>Kopi dan teh pilihan dari seluruh Nusantara.</p>
  {{-- Tambahkan tautan ke halaman /produk di sini --}}`,
);

const welcomeSolution = welcomeStarter.replace(
  '  {{-- Tambahkan tautan ke halaman /produk di sini --}}',
  '  <a href="/produk">Lihat produk</a>',
);

const productsStarter = layout(
  'Produk',
  `  <h1 class="judul">Daftar Produk</h1>
  <ul>
    {{-- Tampilkan setiap $produk sebagai <li class="produk"> dengan @foreach --}}
  </ul>
  <a href="/">Kembali</a>`,
);

const productsSolution = productsStarter.replace(
  '    {{-- Tampilkan setiap $produk sebagai <li class="produk"> dengan @foreach --}}',
  `    @foreach ($produk as $item)
      <li class="produk">{{ $item }}</li>
    @endforeach`,
);

const styles = `body {
  font-family: sans-serif;
  margin: 24px;
}

.judul {
  color: #777bb3;
}
`;

const workspace = (prefix: string, routes: string, controller: string, welcome: string, products: string) =>
  buildWorkspace(prefix, {
    'composer.json': composerJson,
    'routes/web.php': routes,
    'app/Http/Controllers/ProductController.php': controller,
    'resources/views/welcome.blade.php': welcome,
    'resources/views/produk.blade.php': products,
    'public/css/style.css': styles,
  });

export const laravelPractice: PracticeMaterial = {
  relation: 'practice',
  title: { id: 'Latihan: Route, Controller, dan View', en: 'Practice: Route, Controller and View' },
  description: {
    id: 'Aplikasi Laravel sungguhan: route, controller, dan view Blade berjalan di pratinjau.',
    en: 'A real Laravel app: your route, controller and Blade views run in the preview.',
  },
  starter: workspace('laravel-s', routesStarter, controllerStarter, welcomeStarter, productsStarter),
  solution: workspace('laravel-r', routesSolution, controllerSolution, welcomeSolution, productsSolution),
  tasks: [
    {
      title: { id: 'Route', en: 'The route' },
      question: {
        id: 'Di routes/web.php, tambahkan route GET /produk yang memanggil method index di ProductController, sehingga view produk tampil di /produk.',
        en: 'In routes/web.php, add a GET /produk route that calls the index method of ProductController, so the produk view shows at /produk.',
      },
      answers: [
        { kind: 'html', tag: 'h1', attributes: '{"class":["judul"]}', file: 'resources/views/produk.blade.php' },
      ],
    },
    {
      title: { id: 'Data ke view', en: 'Data to the view' },
      question: {
        id: 'Kirim $produk dari ProductController ke view, lalu di produk.blade.php tampilkan setiap produk sebagai <li class="produk"> dengan @foreach. Selama controller belum mengirim $produk, /produk menampilkan galat "Undefined variable $produk": perbaiki di controller, bukan di view.',
        en: 'Send $produk from ProductController to the view, then in produk.blade.php show each product as <li class="produk"> with @foreach. Until the controller sends $produk, /produk shows the error "Undefined variable $produk": fix it in the controller, not in the view.',
      },
      answers: [
        {
          kind: 'html',
          tag: 'li',
          attributes: '{"class":["produk"]}',
          quantity: { qty: 'equal', equalTo: 3 },
          file: 'resources/views/produk.blade.php',
        },
      ],
    },
    {
      title: { id: 'Tautan', en: 'The link' },
      question: {
        id: 'Di welcome.blade.php, tambahkan tautan <a href="/produk"> ke halaman produk.',
        en: 'In welcome.blade.php, add a link <a href="/produk"> to the product page.',
      },
      answers: [
        { kind: 'html', tag: 'a', attributes: '{"href":"/produk"}', file: 'resources/views/welcome.blade.php' },
      ],
    },
  ],
};
