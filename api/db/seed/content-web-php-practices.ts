/**
 * The PHP practices of chapter 4 (docs/decisions/0018-php-runtime.md): echo and variables, arrays and loops, functions, a form handled
 * with `$_POST`, and `include` of a shared header. Their rules name `.php` pages, so they are judged on the HTML
 * those pages render (php-wasm in the student's browser and in the server's re-check); each starter fails every
 * task and each solution passes it (content.test.ts, with the real runtime).
 */
import type { Answer } from '../../../workers/checker/api';
import type { PracticeMaterial } from './content-types';
import { buildWorkspace } from './content-workspace';

const page = (title: string, body: string, head = '') => `<!DOCTYPE html>
<html lang="id">
<head>
  <meta charset="utf-8">
  <title>${title}</title>${head}
</head>
<body>
${body}
</body>
</html>
`;

const html = (rule: Omit<Extract<Answer, { kind: 'html' }>, 'kind'>): Answer => ({ kind: 'html', ...rule });

const echoStarter = `<?php
$nama = "Sari";
$umur = 17;
?>
${page('Profil', '  <!-- Tampilkan $nama di dalam <h1>, lalu isi nilai input umur dengan $umur -->\n  <input type="number" name="umur">')}`;

const echoSolution = `<?php
$nama = "Sari";
$umur = 17;
?>
${page('Profil', '  <h1><?php echo $nama; ?></h1>\n  <input type="number" name="umur" value="<?= $umur ?>">')}`;

const loopStarter = `<?php
$buah = ["Apel", "Jeruk", "Mangga", "Pisang"];
?>
${page('Daftar Buah', '  <ul>\n    <!-- Buat satu <li class="buah"> untuk setiap isi $buah dengan foreach -->\n  </ul>')}`;

const loopSolution = `<?php
$buah = ["Apel", "Jeruk", "Mangga", "Pisang"];
?>
${page(
  'Daftar Buah',
  '  <ul>\n    <?php foreach ($buah as $b): ?>\n      <li class="buah"><?= $b ?></li>\n    <?php endforeach; ?>\n  </ul>',
)}`;

const functionStarter = `<?php
// Tulis fungsi kartu($judul) yang mengembalikan <article class="kartu"><h2>$judul</h2></article>
?>
${page('Kartu', '  <main>\n    <!-- Panggil kartu() untuk "HTML", "CSS" dan "PHP" -->\n  </main>')}`;

const functionSolution = `<?php
function kartu($judul) {
  return "<article class=\\"kartu\\"><h2>" . htmlspecialchars($judul) . "</h2></article>";
}
?>
${page('Kartu', '  <main>\n    <?php foreach (["HTML", "CSS", "PHP"] as $judul) { echo kartu($judul); } ?>\n  </main>')}`;

const formStarter = page(
  'Daftar',
  '  <h1>Daftar Kelas</h1>\n  <!-- Buat form method="post" ke hasil.php dengan input wajib name="nama" -->',
);

const formSolution = page(
  'Daftar',
  '  <h1>Daftar Kelas</h1>\n  <form method="post" action="hasil.php">\n    <label>Nama <input name="nama" required></label>\n    <button>Daftar</button>\n  </form>',
);

const resultStarter = `<?php
// Jika form dikirim (POST), sapa $_POST["nama"] di <p class="sapaan">; jika belum, tampilkan tautan kembali ke index.php
?>
`;

const resultSolution = `<?php
if ($_SERVER["REQUEST_METHOD"] === "POST") {
  echo '<p class="sapaan">Halo, ' . htmlspecialchars($_POST["nama"] ?? "") . '!</p>';
} else {
  echo '<a href="index.php">Isi formulir dulu</a>';
}
?>
`;

const header = `<header class="situs">
  <nav>
    <a href="index.php">Beranda</a>
    <a href="tentang.php">Tentang</a>
  </nav>
</header>
`;

const includeStarter = (title: string) =>
  page(title, `  <!-- Sisipkan header.php di sini dengan include -->\n  <main>${title}</main>`);
const includeSolution = (title: string) => page(title, `  <?php include "header.php"; ?>\n  <main>${title}</main>`);

export const phpPractices: PracticeMaterial[] = [
  {
    relation: 'practice',
    title: { id: 'Latihan: Echo dan Variabel', en: 'Practice: Echo and Variables' },
    description: { id: 'Cetak isi variabel ke halaman.', en: 'Print variables into the page.' },
    starter: buildWorkspace('php-echo-s', { 'index.php': echoStarter }),
    solution: buildWorkspace('php-echo-r', { 'index.php': echoSolution }),
    tasks: [
      {
        title: { id: 'Judul dari variabel', en: 'A heading from a variable' },
        question: {
          id: 'Tampilkan isi $nama di dalam <h1> dengan echo. Pemeriksa juga menjalankan halaman dengan $nama = "Budi", jadi judulnya harus datang dari variabel, bukan nama Sari yang diketik langsung.',
          en: 'Show $nama inside an <h1> with echo. The checker also runs the page with $nama = "Budi", so the heading must come from the variable, not the name Sari typed in.',
        },
        answers: [
          html({
            tag: 'h1',
            closeTag: true,
            quantity: { qty: 'equal', equalTo: 1 },
            text: 'Sari',
            file: 'index.php',
          }),
          // <h1>Sari</h1> typed in gives the same output as the variable on the page as it is: run with another
          // name, only a heading written from $nama shows it (php-pages.ts `render.vars`, the rule's `text`).
          html({ tag: 'h1', closeTag: true, text: 'Budi', file: 'index.php', render: { vars: { nama: 'Budi' } } }),
        ],
      },
      {
        title: { id: 'Nilai input', en: 'An input value' },
        question: {
          id: 'Isi atribut value input umur dengan <?= $umur ?>. Pemeriksa juga menjalankan halaman dengan $umur = 23, jadi nilainya harus datang dari variabel, bukan angka 17 yang diketik langsung.',
          en: 'Fill the age input’s value with <?= $umur ?>. The checker also runs the page with $umur = 23, so the value must come from the variable, not a 17 typed in.',
        },
        answers: [
          html({ tag: 'input', attributes: '{"name":"umur","value":"17"}', file: 'index.php' }),
          // The page's output is all a rule sees, and value="17" typed in gives the same output: run with another
          // age, only a value written from $umur follows it (php-pages.ts, `render.vars`).
          html({
            tag: 'input',
            attributes: '{"name":"umur","value":"23"}',
            file: 'index.php',
            render: { vars: { umur: 23 } },
          }),
        ],
      },
    ],
  },
  {
    relation: 'practice',
    title: { id: 'Latihan: Array dan Perulangan', en: 'Practice: Arrays and Loops' },
    description: { id: 'Ubah array menjadi daftar dengan foreach.', en: 'Turn an array into a list with foreach.' },
    starter: buildWorkspace('php-loop-s', { 'index.php': loopStarter }),
    solution: buildWorkspace('php-loop-r', { 'index.php': loopSolution }),
    tasks: [
      {
        title: { id: 'Satu butir per buah', en: 'One item per fruit' },
        question: {
          id: 'Dengan foreach, buat satu <li class="buah"> untuk setiap isi $buah.',
          en: 'With foreach, make one <li class="buah"> for each item of $buah.',
        },
        answers: [
          html({
            tag: 'li',
            attributes: '{"class":["buah"]}',
            quantity: { qty: 'equal', equalTo: 4 },
            file: 'index.php',
          }),
        ],
      },
    ],
  },
  {
    relation: 'practice',
    title: { id: 'Latihan: Fungsi', en: 'Practice: Functions' },
    description: { id: 'Tulis fungsi yang menghasilkan HTML.', en: 'Write a function that returns HTML.' },
    starter: buildWorkspace('php-fn-s', { 'index.php': functionStarter }),
    solution: buildWorkspace('php-fn-r', { 'index.php': functionSolution }),
    tasks: [
      {
        title: { id: 'Tiga kartu', en: 'Three cards' },
        question: {
          id: 'Tulis fungsi kartu($judul) dan panggil tiga kali, sehingga halaman berisi tiga <article class="kartu">.',
          en: 'Write kartu($judul) and call it three times, so the page holds three <article class="kartu">.',
        },
        answers: [
          html({
            tag: 'article',
            attributes: '{"class":["kartu"]}',
            quantity: { qty: 'equal', equalTo: 3 },
            file: 'index.php',
          }),
          html({ tag: 'h2', quantity: { qty: 'equal', equalTo: 3 }, file: 'index.php' }),
        ],
      },
    ],
  },
  {
    relation: 'practice',
    title: { id: 'Latihan: Form dengan $_POST', en: 'Practice: A Form with $_POST' },
    description: { id: 'Kirim form ke halaman PHP dan baca isinya.', en: 'Post a form to a PHP page and read it.' },
    starter: buildWorkspace('php-form-s', { 'index.php': formStarter, 'hasil.php': resultStarter }),
    solution: buildWorkspace('php-form-r', { 'index.php': formSolution, 'hasil.php': resultSolution }),
    tasks: [
      {
        title: { id: 'Form POST', en: 'A POST form' },
        question: {
          id: 'Buat <form method="post" action="hasil.php"> dengan input wajib name="nama".',
          en: 'Make a <form method="post" action="hasil.php"> with a required name="nama" input.',
        },
        answers: [
          html({ tag: 'form', attributes: '{"method":"post","action":"hasil.php"}', file: 'index.php' }),
          html({ tag: 'input', attributes: '{"name":"nama","required":true}', file: 'index.php' }),
        ],
      },
      {
        title: { id: 'Membaca $_POST', en: 'Reading $_POST' },
        question: {
          id: 'Di hasil.php, sapa $_POST["nama"] di <p class="sapaan"> saat form dikirim; jika dibuka langsung, tampilkan tautan kembali ke index.php. Coba kirim form di pratinjau.',
          en: 'In hasil.php, greet $_POST["nama"] in a <p class="sapaan"> when the form is posted; opened directly, show a link back to index.php. Try posting the form in the preview.',
        },
        answers: [
          html({ tag: 'a', attributes: '{"href":"index.php"}', file: 'hasil.php' }),
          // The greeting shows only for a post: this rule runs hasil.php as the form would (php-pages.ts).
          html({
            tag: 'p',
            attributes: '{"class":["sapaan"]}',
            file: 'hasil.php',
            render: { method: 'POST', body: { nama: 'Budi' } },
          }),
        ],
      },
    ],
  },
  {
    relation: 'practice',
    title: { id: 'Latihan: Include Header', en: 'Practice: Including a Header' },
    description: {
      id: 'Satu header untuk semua halaman dengan include.',
      en: 'One header for every page with include.',
    },
    starter: buildWorkspace('php-inc-s', {
      'index.php': includeStarter('Beranda'),
      'tentang.php': includeStarter('Tentang'),
      'header.php': header,
    }),
    solution: buildWorkspace('php-inc-r', {
      'index.php': includeSolution('Beranda'),
      'tentang.php': includeSolution('Tentang'),
      'header.php': header,
    }),
    tasks: [
      {
        title: { id: 'Header di beranda', en: 'The header on the home page' },
        question: {
          id: 'Sisipkan header.php di index.php dengan include.',
          en: 'Include header.php in index.php.',
        },
        answers: [html({ tag: 'header', attributes: '{"class":["situs"]}', file: 'index.php' })],
      },
      {
        title: { id: 'Header di halaman tentang', en: 'The header on the about page' },
        question: {
          id: 'Lakukan hal yang sama di tentang.php: kedua halaman memakai header yang sama.',
          en: 'Do the same in tentang.php: both pages share one header.',
        },
        answers: [
          html({ tag: 'header', attributes: '{"class":["situs"]}', file: 'tentang.php' }),
          html({ tag: 'a', quantity: { qty: 'equal', equalTo: 2 }, file: 'tentang.php' }),
        ],
      },
    ],
  },
];
