/**
 * Course 2, paid chapter 4 "PHP dan Laravel"; ends with the course's final exam ('submission-exam').
 * The topic "Routing Laravel" deliberately has no English title: the seed's one missing translation,
 * deep in the course, to show the spec's fallback ("Routing Laravel [id]").
 */

import { type ChapterDef, options, svgBackground } from './content-types';
import { laravelPractice } from './content-web-laravel-practice';
import { phpPractices } from './content-web-php-practices';
import { buildWorkspace } from './content-workspace';

const indigo = svgBackground('indigo.svg', '#777bb3', '#39424F');
const red = svgBackground('merah.svg', '#f05340', '#39424F');

const examHtml = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Portofolio</title>
    <link rel="stylesheet" href="css/style.css" />
  </head>
  <body>
    <!-- Bangun portofoliomu di sini -->
  </body>
</html>
`;
const examHtmlSolution = examHtml.replace(
  '    <!-- Bangun portofoliomu di sini -->\n',
  `    <header>
      <h1>Portofolio Andi</h1>
      <nav>
        <a href="#proyek">Proyek</a>
        <a href="#kontak">Kontak</a>
      </nav>
    </header>
    <section id="proyek">
      <h2>Proyek</h2>
      <ul>
        <li>Halaman Resep</li>
        <li>Landing Page Warung Kopi</li>
        <li>Penghitung Klik</li>
      </ul>
    </section>
    <footer id="kontak">
      <button id="tema">Ganti tema</button>
    </footer>
    <script src="js/app.js"></script>
`,
);
const examCss = `body {
  font-family: sans-serif;
  margin: 0;
}

header {
  background: #39424F;
  color: #ffffff;
  padding: 24px;
}
`;
const examJs = `document.querySelector('#tema').addEventListener('click', () => {
  document.body.classList.toggle('gelap');
});
`;

/**
 * The theme switch, judged by what it does (workers/behaviour/): a class, a data attribute or an inline style on
 * <html> or <body> all count as a theme, and a second click must undo the first.
 */
const THEME_TOGGLES = `const theme = () =>
  [document.documentElement, document.body]
    .map((el) => [el.className, el.getAttribute('style'), JSON.stringify(el.dataset)].join('|'))
    .join('#');
const before = theme();
click('#tema');
const after = theme();
assert.notEqual(after, before, 'the theme did not change after a click on #tema');
click('#tema');
assert.equal(theme(), before, 'a second click did not switch the theme back');`;

export const phpChapter: ChapterDef = {
  isTrial: false,
  title: { id: 'PHP dan Laravel', en: 'PHP and Laravel' },
  description: {
    id: 'Dasar PHP, struktur proyek Laravel, dan ujian akhir kelas.',
    en: 'PHP basics, the structure of a Laravel project, and the final exam.',
  },
  topics: [
    {
      title: { id: 'Dasar PHP', en: 'PHP Basics' },
      description: { id: 'Variabel, echo, dan array di PHP.', en: 'Variables, echo and arrays in PHP.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Halo PHP', en: 'Hello PHP' },
          description: {
            id: 'PHP berjalan di server dan menghasilkan HTML.',
            en: 'PHP runs on the server and produces HTML.',
          },
          slides: [
            {
              title: { id: 'Tag PHP', en: 'PHP tags' },
              content: {
                id: '<pre>&lt;?php\necho "Halo, Dunia!";</pre>',
                en: '<pre>&lt;?php\necho "Hello, World!";</pre>',
              },
              background: indigo,
            },
            {
              title: { id: 'Variabel', en: 'Variables' },
              content: {
                id: '<pre>$nama = "Andi";\necho "Halo $nama";</pre>',
                en: '<pre>$name = "Andi";\necho "Hello $name";</pre>',
              },
              background: red,
            },
            {
              title: { id: 'Array', en: 'Arrays' },
              content: {
                id: '<pre>$menu = ["Kopi", "Teh"];\nforeach ($menu as $item) { echo $item; }</pre>',
                en: '<pre>$menu = ["Coffee", "Tea"];\nforeach ($menu as $item) { echo $item; }</pre>',
              },
              background: indigo,
            },
            {
              title: { id: 'Composer', en: 'Composer' },
              content: {
                id: '<p>Composer mengelola paket PHP, termasuk Laravel.</p>',
                en: '<p>Composer manages PHP packages, Laravel among them.</p>',
              },
              background: red,
            },
          ],
        },
        {
          relation: 'video',
          title: { id: 'Menjalankan PHP', en: 'Running PHP' },
          description: { id: 'Dari kode PHP ke halaman HTML.', en: 'From PHP code to an HTML page.' },
          url: '/media/html-basics.webm',
          durationSeconds: 6,
        },
        {
          relation: 'quiz',
          title: { id: 'Kuis: Dasar PHP', en: 'Quiz: PHP Basics' },
          description: { id: 'Tiga pertanyaan tentang PHP.', en: 'Three questions about PHP.' },
          passingScore: 60,
          questions: [
            {
              type: 'multiplechoice',
              title: { id: 'Variabel PHP', en: 'PHP variables' },
              question: { id: 'Variabel PHP diawali tanda ...', en: 'PHP variables start with ...' },
              answer: { options: options(['$', '@', '#', '&'], ['a']), key: ['a'] },
            },
            {
              type: 'fillblank',
              title: { id: 'Mencetak', en: 'Printing' },
              question: { id: 'Lengkapi: <?php ___ "Halo";', en: 'Complete: <?php ___ "Hello";' },
              answer: { options: options(['echo', 'print_r', 'console', 'write'], ['a']), key: ['a'] },
            },
            {
              type: 'multiple',
              title: { id: 'Laravel', en: 'Laravel' },
              question: { id: 'Mana saja bagian dari proyek Laravel?', en: 'Which are parts of a Laravel project?' },
              answer: {
                options: options(
                  ['routes/web.php', 'app/Http/Controllers', 'resources/views', 'node_modules/laravel'],
                  ['a', 'b', 'c'],
                ),
                key: ['a', 'b', 'c'],
              },
            },
          ],
        },
      ],
    },
    {
      title: { id: 'Latihan PHP', en: 'PHP Practice' },
      description: {
        id: 'PHP yang benar-benar berjalan: keluaran langsung di pratinjau.',
        en: 'PHP that really runs: live output in the preview.',
      },
      materials: phpPractices,
    },
    {
      title: { id: 'Routing Laravel' },
      description: { id: 'Route, controller, dan view Blade.', en: 'Routes, controllers and Blade views.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Alur Permintaan di Laravel', en: 'A Request in Laravel' },
          description: { id: 'Route → Controller → View.', en: 'Route → Controller → View.' },
          slides: [
            {
              title: { id: 'Route', en: 'Routes' },
              content: {
                id: "<pre>Route::get('/produk', [ProductController::class, 'index']);</pre>",
                en: "<pre>Route::get('/products', [ProductController::class, 'index']);</pre>",
              },
              background: red,
            },
            {
              title: { id: 'Controller', en: 'Controllers' },
              content: {
                id: '<p>Controller tinggal di <code>app/Http/Controllers</code>.</p>',
                en: '<p>Controllers live in <code>app/Http/Controllers</code>.</p>',
              },
              background: indigo,
            },
            {
              title: { id: 'View Blade', en: 'Blade views' },
              content: {
                id: '<p>View ada di <code>resources/views</code>, misalnya <code>welcome.blade.php</code>.</p>',
                en: '<p>Views are in <code>resources/views</code>, such as <code>welcome.blade.php</code>.</p>',
              },
              background: red,
            },
          ],
        },
        laravelPractice,
        {
          relation: 'submission-exam',
          title: { id: 'Final Exam', en: 'Final Exam' },
          description: {
            id: 'Ujian akhir: bangun situs portofolio dengan HTML, CSS, dan JavaScript.',
            en: 'Final exam: build a portfolio site with HTML, CSS and JavaScript.',
          },
          brief: {
            id: '<p>Bangun situs portofolio: header berlatar #39424F dengan judul <code>&lt;h1&gt;</code> dan navigasi, daftar minimal tiga proyek, tombol <code>#tema</code> yang mengganti tema lewat <code>js/app.js</code>, semua gaya di <code>css/style.css</code>.</p>',
            en: '<p>Build a portfolio site: a #39424F header with an <code>&lt;h1&gt;</code> title and navigation, a list of at least three projects, a <code>#tema</code> button that switches the theme from <code>js/app.js</code>, all styles in <code>css/style.css</code>.</p>',
          },
          starter: buildWorkspace('exam-s', { 'index.html': examHtml, 'css/style.css': '', 'js/app.js': '' }),
          solution: buildWorkspace('exam-r', {
            'index.html': examHtmlSolution,
            'css/style.css': examCss,
            'js/app.js': examJs,
          }),
          answers: [
            { kind: 'html', tag: 'h1', closeTag: true, quantity: { qty: 'equal', equalTo: 1 } },
            { kind: 'html', tag: 'li', quantity: { qty: 'min', min: 3 } },
            { kind: 'css', selector: ['header'], properties: '{"background":"#39424F"}', file: 'css/style.css' },
            {
              kind: 'behaviour',
              test: THEME_TOGGLES,
              message: {
                id: 'Tombol #tema mengganti tema halaman, dan klik kedua mengembalikannya.',
                en: 'The #tema button switches the page theme, and a second click switches it back.',
              },
            },
            { kind: 'file', path: 'js', name: 'app', ext: 'js', belongsTo: 'file', file: 'js/app.js' },
          ],
        },
      ],
    },
  ],
};
