/** Course 2, paid chapter 3 "JavaScript Dasar". */

import { type ChapterDef, options, svgBackground } from './content-types';
import { buildWorkspace } from './content-workspace';

const yellow = svgBackground('kuning.svg', '#f7df1e', '#39424F');
const blue = svgBackground('biru.svg', '#2d9cdb', '#39424F');

const greetHtml = (withScript: boolean) => `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Tombol Sapa</title>
  </head>
  <body>
    <button id="sapa">Sapa aku</button>
    <p id="greeting"></p>
${withScript ? '    <script src="js/app.js"></script>\n' : ''}  </body>
</html>
`;
const greetJsStarter = `// Tulis kodemu di sini
`;
const greetJsSolution = `const button = document.querySelector('#sapa');
const greeting = document.querySelector('#greeting');

button.addEventListener('click', () => {
  greeting.textContent = 'Halo, selamat belajar!';
});
`;

const counterHtml = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Penghitung Klik</title>
  </head>
  <body>
    <h1>Penghitung Klik</h1>
    <p>Jumlah klik: <span id="count">0</span></p>
    <button id="tambah">Tambah</button>
    <script src="js/app.js"></script>
  </body>
</html>
`;
const counterJs = `let count = 0;
const output = document.querySelector('#count');

document.querySelector('#tambah').addEventListener('click', () => {
  count += 1;
  output.textContent = count;
});
`;

/*
 * Behaviour tests (workers/behaviour/): these tasks are about what the code does, so they are judged by running
 * the page and clicking, not by the words used: `onclick`, `innerText`, a `function` declaration or another
 * variable name pass as well as the solution's own code.
 */
const GREETING_EMPTY_FIRST = `assert.equal($('#greeting').textContent.trim(), '', 'the greeting shows before any click');`;
const GREETING_ON_CLICK = `click('#sapa');
assert.notEqual($('#greeting').textContent.trim(), '', 'no greeting after a click on #sapa');`;
const COUNTER_STARTS_AT_ZERO = `assert.equal($('#count').textContent.trim(), '0');`;
const COUNTER_COUNTS_CLICKS = `click('#tambah');
assert.equal($('#count').textContent.trim(), '1', 'after one click');
click('#tambah');
click('#tambah');
assert.equal($('#count').textContent.trim(), '3', 'after three clicks');`;

export const jsChapter: ChapterDef = {
  isTrial: false,
  title: { id: 'JavaScript Dasar', en: 'JavaScript Basics' },
  description: {
    id: 'Variabel, fungsi, DOM, dan event: membuat halaman yang bisa bereaksi.',
    en: 'Variables, functions, the DOM and events: pages that react.',
  },
  topics: [
    {
      title: { id: 'Variabel dan Fungsi', en: 'Variables and Functions' },
      description: { id: 'let, const, dan fungsi.', en: 'let, const and functions.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Menyimpan Nilai', en: 'Storing Values' },
          description: { id: 'Variabel dengan let dan const.', en: 'Variables with let and const.' },
          slides: [
            {
              title: { id: 'const dan let', en: 'const and let' },
              content: {
                id: '<pre>const nama = "Andi";\nlet umur = 20;</pre>',
                en: '<pre>const name = "Andi";\nlet age = 20;</pre>',
              },
              background: yellow,
            },
            {
              title: { id: 'Fungsi', en: 'Functions' },
              content: {
                id: '<pre>function sapa(nama) {\n  return "Halo " + nama;\n}</pre>',
                en: '<pre>function greet(name) {\n  return "Hello " + name;\n}</pre>',
              },
              background: blue,
            },
            {
              title: { id: 'Console', en: 'The console' },
              content: {
                id: '<p><code>console.log()</code> menampilkan nilai di konsol.</p>',
                en: '<p><code>console.log()</code> shows values in the console.</p>',
              },
              background: yellow,
            },
          ],
        },
        {
          relation: 'video',
          title: { id: 'JavaScript Pertamamu', en: 'Your First JavaScript' },
          description: { id: 'Menjalankan kode JavaScript di browser.', en: 'Running JavaScript in the browser.' },
          url: '/media/intro.webm',
          durationSeconds: 6,
        },
        {
          relation: 'quiz',
          title: { id: 'Kuis: Variabel', en: 'Quiz: Variables' },
          description: { id: 'Empat pertanyaan tentang variabel dan fungsi.' },
          passingScore: 75,
          questions: [
            {
              type: 'multiplechoice',
              title: { id: 'Konstanta', en: 'Constants' },
              question: {
                id: 'Kata kunci untuk variabel yang tidak bisa diubah adalah ...',
                en: 'The keyword for a variable that cannot be reassigned is ...',
              },
              answer: { options: options(['const', 'let', 'var', 'static'], ['a']), key: ['a'] },
            },
            {
              type: 'fill',
              title: { id: 'Konsol', en: 'Console' },
              question: {
                id: 'Tulis nama fungsi untuk mencetak ke konsol: console.___',
                en: 'Write the function that prints to the console: console.___',
              },
              answer: {
                options: options(['log', 'log()', 'console.log', 'console.log()'], ['a', 'b', 'c', 'd']),
                key: ['a'],
              },
            },
            {
              type: 'puzzle',
              title: { id: 'Susun fungsi', en: 'Build a function' },
              question: {
                id: 'Susun potongan kode menjadi fungsi yang benar.',
                en: 'Arrange the pieces into a valid function.',
              },
              example: 'function sapa() { return "Halo"; }',
              answer: {
                options: options(['return "Halo";', 'function sapa() {', '}', '// selesai'], []),
                key: ['b', 'a', 'c', 'd'],
              },
            },
            {
              type: 'multiple',
              title: { id: 'Tipe data', en: 'Data types' },
              question: { id: 'Mana saja tipe data JavaScript?', en: 'Which are JavaScript data types?' },
              answer: {
                options: options(['string', 'number', 'boolean', 'character'], ['a', 'b', 'c']),
                key: ['a', 'b', 'c'],
              },
            },
          ],
        },
      ],
    },
    {
      title: { id: 'DOM dan Event', en: 'The DOM and Events' },
      description: { id: 'Mengubah halaman saat pengguna mengklik.', en: 'Changing the page when the user clicks.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Memilih Elemen', en: 'Selecting Elements' },
          description: { id: 'querySelector dan textContent.', en: 'querySelector and textContent.' },
          slides: [
            {
              title: { id: 'querySelector', en: 'querySelector' },
              content: {
                id: "<pre>const judul = document.querySelector('#judul');</pre>",
                en: "<pre>const title = document.querySelector('#title');</pre>",
              },
              background: blue,
            },
            {
              title: { id: 'Event klik', en: 'Click events' },
              content: {
                id: "<pre>tombol.addEventListener('click', () => {\n  judul.textContent = 'Diklik!';\n});</pre>",
                en: "<pre>button.addEventListener('click', () => {\n  title.textContent = 'Clicked!';\n});</pre>",
              },
              background: yellow,
            },
            {
              title: { id: 'Memuat skrip', en: 'Loading a script' },
              content: {
                id: '<p>Tambahkan <code>&lt;script src="js/app.js"&gt;&lt;/script&gt;</code> sebelum <code>&lt;/body&gt;</code>.</p>',
                en: '<p>Add <code>&lt;script src="js/app.js"&gt;&lt;/script&gt;</code> before <code>&lt;/body&gt;</code>.</p>',
              },
              background: blue,
            },
          ],
        },
        {
          relation: 'practice',
          title: { id: 'Latihan: Tombol Sapa', en: 'Practice: Greeting Button' },
          description: {
            id: 'Tampilkan sapaan saat tombol diklik.',
            en: 'Show a greeting when the button is clicked.',
          },
          starter: buildWorkspace('greet-s', { 'index.html': greetHtml(false), 'js/app.js': greetJsStarter }),
          solution: buildWorkspace('greet-r', { 'index.html': greetHtml(true), 'js/app.js': greetJsSolution }),
          tasks: [
            {
              title: { id: 'Muat skrip', en: 'Load the script' },
              question: {
                id: 'Tambahkan <script src="js/app.js"></script> di index.html.',
                en: 'Add <script src="js/app.js"></script> to index.html.',
              },
              answers: [{ kind: 'html', tag: 'script', attributes: '{"src":"js/app.js"}', closeTag: true }],
            },
            {
              title: { id: 'Pilih elemen', en: 'Select the element' },
              question: {
                id: "Di js/app.js, pilih paragraf dengan document.querySelector('#greeting').",
                en: "In js/app.js, select the paragraph with document.querySelector('#greeting').",
              },
              copyable: ["document.querySelector('#greeting')"],
              answers: [{ kind: 'js', jsAnswer: "document.querySelector('#greeting')", file: 'js/app.js' }],
            },
            {
              title: { id: 'Tangani klik', en: 'Handle the click' },
              question: {
                id: "Saat tombol #sapa diklik, tampilkan sapaan di paragraf #greeting: pasang addEventListener('click', ...) pada tombol dan ubah textContent paragraf.",
                en: "When the #sapa button is clicked, show a greeting in the #greeting paragraph: attach addEventListener('click', ...) to the button and change the paragraph's textContent.",
              },
              answers: [
                {
                  kind: 'behaviour',
                  test: GREETING_EMPTY_FIRST,
                  message: {
                    id: 'Paragraf #greeting kosong sampai tombol diklik.',
                    en: 'The #greeting paragraph stays empty until the button is clicked.',
                  },
                },
                {
                  kind: 'behaviour',
                  test: GREETING_ON_CLICK,
                  message: {
                    id: 'Setelah tombol #sapa diklik, paragraf #greeting menampilkan sapaan.',
                    en: 'After the #sapa button is clicked, the #greeting paragraph shows a greeting.',
                  },
                },
              ],
            },
          ],
        },
        {
          relation: 'submission',
          title: { id: 'Proyek: Penghitung Klik', en: 'Project: Click Counter' },
          description: {
            id: 'Buat penghitung yang bertambah setiap kali tombol diklik.',
            en: 'Build a counter that goes up every time the button is clicked.',
          },
          brief: {
            id: '<p>Buat halaman dengan tombol <code>#tambah</code> dan angka <code>#count</code> yang bertambah satu setiap kali tombol diklik. Letakkan kodenya di <code>js/app.js</code>.</p>',
            en: '<p>Build a page with a <code>#tambah</code> button and a <code>#count</code> number that goes up by one on every click. Put the code in <code>js/app.js</code>.</p>',
          },
          starter: buildWorkspace('counter-s', { 'index.html': counterHtml, 'js/app.js': '// Tulis kodemu di sini\n' }),
          solution: buildWorkspace('counter-r', { 'index.html': counterHtml, 'js/app.js': counterJs }),
          answers: [
            {
              kind: 'behaviour',
              test: COUNTER_STARTS_AT_ZERO,
              message: { id: 'Angka #count dimulai dari 0.', en: 'The #count number starts at 0.' },
            },
            {
              kind: 'behaviour',
              test: COUNTER_COUNTS_CLICKS,
              message: {
                id: 'Setiap klik pada #tambah menambah #count satu.',
                en: 'Every click on #tambah adds one to #count.',
              },
            },
            { kind: 'file', path: 'js', name: 'app', ext: 'js', belongsTo: 'file', file: 'js/app.js' },
          ],
        },
      ],
    },
  ],
};
