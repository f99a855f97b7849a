/** Course 2, paid chapter 2 "CSS Dasar". */

import { type ChapterDef, options, svgBackground } from './content-types';
import { buildWorkspace } from './content-workspace';

const purple = svgBackground('ungu.svg', '#7f5af0', '#39424F');
const green = svgBackground('hijau.svg', '#6DDA5F', '#39424F');

const cardHtml = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Kartu Produk</title>
    <link rel="stylesheet" href="css/style.css" />
  </head>
  <body>
    <h1>Produk Unggulan</h1>
    <div class="card">
      <h2>Kopi Gayo</h2>
      <p>Kopi arabika dari dataran tinggi Aceh.</p>
    </div>
  </body>
</html>
`;
const cardHtmlWithReset = cardHtml.replace(
  '    <link rel="stylesheet" href="css/style.css" />',
  '    <link rel="stylesheet" href="css/reset.css" />\n    <link rel="stylesheet" href="css/style.css" />',
);
const cardCssStarter = `body {
  font-family: sans-serif;
  background: #f5f7fa;
}
`;
const cardCssSolution = `body {
  font-family: sans-serif;
  background: #f5f7fa;
}

h1 {
  color: #39424F;
}

.card {
  padding: 16px;
  border-radius: 8px;
  background: #ffffff;
}
`;
const resetCss = `* {
  box-sizing: border-box;
}
`;

const landingStarter = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Warung Kopi</title>
    <link rel="stylesheet" href="css/style.css" />
  </head>
  <body>
    <header class="hero">
      <h1>Warung Kopi Nusantara</h1>
    </header>
  </body>
</html>
`;
const landingSolution = landingStarter.replace(
  '    </header>\n',
  `    </header>
    <nav class="menu">
      <a href="#menu">Menu</a>
      <a href="#kontak">Kontak</a>
    </nav>
    <section id="menu">
      <p>Kopi susu, kopi tubruk, dan teh tarik.</p>
    </section>
`,
);
const landingCssSolution = `.hero {
  background: #6DDA5F;
  padding: 48px;
}

.menu a {
  color: #39424F;
  text-decoration: none;
}
`;

export const cssChapter: ChapterDef = {
  isTrial: false,
  title: { id: 'CSS Dasar', en: 'CSS Basics' },
  description: {
    id: 'Selector, warna, box model, dan halaman bergaya pertamamu.',
    en: 'Selectors, colours, the box model and your first styled page.',
  },
  topics: [
    {
      title: { id: 'Selector dan Warna', en: 'Selectors and Colours' },
      description: { id: 'Memilih elemen dan memberi warna.', en: 'Choosing elements and colouring them.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Aturan CSS', en: 'CSS Rules' },
          description: { id: 'Selector, properti, dan nilai.', en: 'Selectors, properties and values.' },
          slides: [
            {
              title: { id: 'Bentuk aturan', en: 'Shape of a rule' },
              content: {
                id: '<pre>h1 {\n  color: #39424F;\n}</pre><p>Selector, lalu properti dan nilainya.</p>',
                en: '<pre>h1 {\n  color: #39424F;\n}</pre><p>A selector, then properties and their values.</p>',
              },
              background: purple,
            },
            {
              title: { id: 'Kelas', en: 'Classes' },
              content: {
                id: '<p><code>.card</code> memilih semua elemen dengan <code>class="card"</code>.</p>',
                en: '<p><code>.card</code> picks every element with <code>class="card"</code>.</p>',
              },
              background: green,
            },
            {
              title: { id: 'Menghubungkan CSS', en: 'Linking CSS' },
              content: {
                id: '<p><code>&lt;link rel="stylesheet" href="css/style.css"&gt;</code> di dalam head.</p>',
                en: '<p><code>&lt;link rel="stylesheet" href="css/style.css"&gt;</code> inside the head.</p>',
              },
              background: purple,
            },
          ],
        },
        {
          relation: 'video',
          title: { id: 'Mewarnai Halaman', en: 'Colouring a Page' },
          description: {
            id: 'Video singkat tentang warna dan selector.',
            en: 'A short video on colours and selectors.',
          },
          url: '/media/html-basics.webm',
          durationSeconds: 6,
        },
        {
          relation: 'quiz',
          title: { id: 'Kuis: Selector', en: 'Quiz: Selectors' },
          description: { id: 'Tiga pertanyaan tentang selector CSS.', en: 'Three questions about CSS selectors.' },
          passingScore: 60,
          questions: [
            {
              type: 'multiplechoice',
              title: { id: 'Selector kelas', en: 'Class selector' },
              question: { id: 'Selector untuk class "card" adalah ...', en: 'The selector for class "card" is ...' },
              answer: { options: options(['.card', '#card', 'card', '*card'], ['a']), key: ['a'] },
            },
            {
              type: 'fillblank',
              title: { id: 'Warna teks', en: 'Text colour' },
              question: { id: 'Lengkapi: h1 { ___: red; }', en: 'Complete: h1 { ___: red; }' },
              answer: { options: options(['color', 'background', 'font', 'text'], ['a']), key: ['a'] },
            },
            {
              type: 'multiple',
              title: { id: 'Satuan', en: 'Units' },
              question: { id: 'Mana saja satuan panjang CSS?', en: 'Which are CSS length units?' },
              answer: { options: options(['px', 'rem', '%', 'kg'], ['a', 'b', 'c']), key: ['a', 'b', 'c'] },
            },
          ],
        },
      ],
    },
    {
      title: { id: 'Box Model', en: 'The Box Model' },
      description: { id: 'Padding, border, margin, dan box-sizing.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Kotak di Sekitar Elemen', en: 'The Box Around Elements' },
          description: { en: 'Content, padding, border and margin.' },
          slides: [
            {
              title: { id: 'Lapisan kotak', en: 'Layers of the box' },
              content: {
                id: '<p>Konten → padding → border → margin.</p>',
                en: '<p>Content → padding → border → margin.</p>',
              },
              background: green,
            },
            {
              title: { id: 'Sudut membulat', en: 'Rounded corners' },
              content: {
                id: '<p><code>border-radius: 8px;</code> membuat sudut membulat.</p>',
                en: '<p><code>border-radius: 8px;</code> rounds the corners.</p>',
              },
              background: purple,
            },
            {
              title: { id: 'box-sizing', en: 'box-sizing' },
              content: {
                id: '<p><code>* { box-sizing: border-box; }</code> membuat ukuran lebih mudah dihitung.</p>',
                en: '<p><code>* { box-sizing: border-box; }</code> makes sizes easier to reason about.</p>',
              },
              background: green,
            },
          ],
        },
        {
          relation: 'practice',
          title: { id: 'Latihan: Kartu Produk', en: 'Practice: Product Card' },
          description: { id: 'Beri gaya pada judul dan kartu.', en: 'Style the heading and the card.' },
          starter: buildWorkspace('card-s', { 'index.html': cardHtml, 'css/style.css': cardCssStarter }),
          solution: buildWorkspace('card-r', {
            'index.html': cardHtmlWithReset,
            'css/style.css': cardCssSolution,
            'css/reset.css': resetCss,
          }),
          tasks: [
            {
              title: { id: 'Warna judul', en: 'Heading colour' },
              question: {
                id: 'Di css/style.css, beri h1 warna #39424F.',
                en: 'In css/style.css, give h1 the colour #39424F.',
              },
              example: 'h1 {\n  color: #39424F;\n}',
              answers: [{ kind: 'css', selector: ['h1'], properties: '{"color":"#39424F"}', file: 'css/style.css' }],
            },
            {
              title: { id: 'Kartu', en: 'The card' },
              question: {
                id: 'Beri .card padding 16px dan border-radius 8px.',
                en: 'Give .card a padding of 16px and a border-radius of 8px.',
              },
              answers: [{ kind: 'css', selector: ['.card'], properties: '{"padding":"16px","border-radius":"8px"}' }],
            },
            {
              title: { id: 'File reset', en: 'A reset file' },
              // The page already links css/style.css, which its styles and task 2 need: the reset comes as a second
              // link before it, never in its place (rule 4 holds the first link).
              question: {
                id: 'Buat css/reset.css berisi * { box-sizing: border-box; }, lalu di index.html tambahkan <link rel="stylesheet" href="css/reset.css"> sebelum link ke css/style.css. Link ke css/style.css tetap ada.',
                en: 'Create css/reset.css with * { box-sizing: border-box; }, then in index.html add <link rel="stylesheet" href="css/reset.css"> before the link to css/style.css. Keep the link to css/style.css.',
              },
              example: '<link rel="stylesheet" href="css/reset.css" />\n<link rel="stylesheet" href="css/style.css" />',
              copyable: ['* {\n  box-sizing: border-box;\n}', '<link rel="stylesheet" href="css/reset.css" />'],
              answers: [
                { kind: 'file', path: 'css', name: 'reset', ext: 'css', belongsTo: 'file', file: 'css/reset.css' },
                { kind: 'css', selector: ['*'], properties: '{"box-sizing":"border-box"}', file: 'css/reset.css' },
                {
                  kind: 'html',
                  tag: 'link',
                  attributes: '{"rel":"stylesheet","href":"css/reset.css"}',
                  file: 'index.html',
                },
                {
                  kind: 'html',
                  tag: 'link',
                  attributes: '{"rel":"stylesheet","href":"css/style.css"}',
                  file: 'index.html',
                },
              ],
            },
          ],
        },
        {
          relation: 'submission',
          title: { id: 'Proyek: Landing Page Warung Kopi', en: 'Project: Coffee Shop Landing Page' },
          description: { id: 'Halaman depan sederhana dengan CSS.', en: 'A simple front page with CSS.' },
          brief: {
            id: '<p>Lengkapi landing page: bagian <code>.hero</code> berlatar #6DDA5F dengan padding 48px, navigasi <code>.menu</code> berisi minimal dua tautan berwarna #39424F tanpa garis bawah.</p>',
            en: '<p>Finish the landing page: a <code>.hero</code> with a #6DDA5F background and 48px padding, and a <code>.menu</code> nav with at least two links coloured #39424F without underline.</p>',
          },
          starter: buildWorkspace('landing-s', { 'index.html': landingStarter, 'css/style.css': '' }),
          solution: buildWorkspace('landing-r', { 'index.html': landingSolution, 'css/style.css': landingCssSolution }),
          answers: [
            { kind: 'css', selector: ['.hero'], properties: '{"background":"#6DDA5F","padding":"48px"}' },
            { kind: 'css', selector: ['.menu a'], properties: '{"color":"#39424F","text-decoration":"none"}' },
            { kind: 'html', tag: 'nav', attributes: '{"class":["menu"]}', closeTag: true },
            { kind: 'html', tag: 'a', quantity: { qty: 'min', min: 2 } },
          ],
        },
      ],
    },
  ],
};
