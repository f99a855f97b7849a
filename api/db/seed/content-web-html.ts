/** Course 2, paid chapter 1 "HTML Dasar". Fully translated: it is among the first things a student meets. */

import { type ChapterDef, options, svgBackground } from './content-types';
import { buildWorkspace } from './content-workspace';

const orange = svgBackground('oranye.svg', '#f2994a', '#39424F');
const green = svgBackground('hijau.svg', '#6DDA5F', '#2f8f3a');

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
  </head>
  <body>
${body}
  </body>
</html>
`;

const shoppingStarter = page(
  'Daftar Belanja',
  '    <h1>Daftar Belanja</h1>\n    <!-- Tulis daftar dan tautan di sini -->',
);
const shoppingSolution = page(
  'Daftar Belanja',
  `    <h1>Daftar Belanja</h1>
    <ul>
      <li>Beras</li>
      <li>Telur</li>
      <li>Sayur bayam</li>
    </ul>
    <a href="https://kelaskoding.id">Belajar di KelasKoding</a>
    <a href="about.html">Tentang saya</a>`,
);
const aboutPage = page('Tentang Saya', '    <h1>Tentang Saya</h1>\n    <p>Saya suka memasak.</p>');

const recipeStarter = page('Resep', '    <!-- Tulis resepmu di sini -->');
const recipeSolution = page(
  'Resep Nasi Goreng',
  `    <h1>Resep Nasi Goreng</h1>
    <img src="img/nasi-goreng.svg" alt="Nasi goreng" />
    <h2>Bahan</h2>
    <ul>
      <li>2 piring nasi</li>
      <li>2 siung bawang putih</li>
      <li>1 butir telur</li>
    </ul>
    <h2>Langkah</h2>
    <ol>
      <li>Tumis bawang putih.</li>
      <li>Masukkan telur dan orak-arik.</li>
      <li>Masukkan nasi dan aduk rata.</li>
    </ol>
    <a href="https://id.wikipedia.org/wiki/Nasi_goreng">Sejarah nasi goreng</a>`,
);
const plateSvg =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="55" fill="#f2c94c"/><circle cx="60" cy="60" r="30" fill="#eb5757"/></svg>',
  );

export const htmlChapter: ChapterDef = {
  isTrial: false,
  title: { id: 'HTML Dasar', en: 'HTML Basics' },
  description: {
    id: 'Teks, tautan, daftar, gambar, dan beberapa halaman yang saling terhubung.',
    en: 'Text, links, lists, images and several linked pages.',
  },
  topics: [
    {
      title: { id: 'Teks dan Tautan', en: 'Text and Links' },
      description: { id: 'Heading, paragraf, penekanan, dan tautan.', en: 'Headings, paragraphs, emphasis and links.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Elemen Teks', en: 'Text Elements' },
          description: { id: 'h1 sampai h6, p, strong, dan em.', en: 'h1 to h6, p, strong and em.' },
          slides: [
            {
              title: { id: 'Heading', en: 'Headings' },
              content: {
                id: '<p>Ada enam tingkat heading: <code>&lt;h1&gt;</code> sampai <code>&lt;h6&gt;</code>.</p>',
                en: '<p>There are six heading levels: <code>&lt;h1&gt;</code> to <code>&lt;h6&gt;</code>.</p>',
              },
              background: orange,
            },
            {
              title: { id: 'Penekanan', en: 'Emphasis' },
              content: {
                id: '<p><strong>strong</strong> untuk teks penting, <em>em</em> untuk penekanan.</p>',
                en: '<p><strong>strong</strong> for important text, <em>em</em> for emphasis.</p>',
              },
              background: green,
            },
            {
              title: { id: 'Tautan', en: 'Links' },
              content: {
                id: '<p><code>&lt;a href="https://kelaskoding.id"&gt;KelasKoding&lt;/a&gt;</code> membuat tautan.</p>',
                en: '<p><code>&lt;a href="https://kelaskoding.id"&gt;KelasKoding&lt;/a&gt;</code> makes a link.</p>',
              },
              background: orange,
            },
          ],
        },
        {
          relation: 'video',
          title: { id: 'Menulis HTML', en: 'Writing HTML' },
          description: { id: 'Lihat cara menulis elemen teks dan tautan.' },
          url: '/media/html-basics.webm',
          durationSeconds: 6,
        },
        {
          relation: 'quiz',
          title: { id: 'Kuis: Teks dan Tautan', en: 'Quiz: Text and Links' },
          description: { id: 'Lima pertanyaan tentang elemen teks.', en: 'Five questions about text elements.' },
          passingScore: 60,
          questions: [
            {
              type: 'multiplechoice',
              title: { id: 'Judul utama', en: 'Main heading' },
              question: {
                id: 'Elemen untuk judul paling utama adalah ...',
                en: 'The element for the main heading is ...',
              },
              answer: { options: options(['<h1>', '<h6>', '<head>', '<title>'], ['a']), key: ['a'] },
            },
            {
              type: 'fillblank',
              title: { id: 'Tautan', en: 'Link' },
              question: {
                id: 'Lengkapi: <___ ___="https://kelaskoding.id">KelasKoding</a>',
                en: 'Complete: <___ ___="https://kelaskoding.id">KelasKoding</a>',
              },
              answer: { options: options(['a', 'href', 'src', 'link'], ['a', 'b']), key: ['a', 'b'] },
            },
            {
              type: 'multiple',
              title: { id: 'Elemen teks', en: 'Text elements' },
              question: { id: 'Mana saja elemen untuk teks?', en: 'Which of these are text elements?' },
              answer: { options: options(['<p>', '<strong>', '<em>', '<img>'], ['a', 'b', 'c']), key: ['a', 'b', 'c'] },
            },
            {
              type: 'puzzle',
              title: { id: 'Susun tag', en: 'Arrange the tags' },
              question: { id: 'Susun menjadi paragraf yang benar.', en: 'Arrange into a valid paragraph.' },
              answer: { options: options(['</p>', '<p>', 'Halo', '!'], []), key: ['b', 'c', 'd', 'a'] },
            },
            {
              type: 'fill',
              title: { id: 'Atribut', en: 'Attribute' },
              question: {
                id: 'Atribut yang berisi alamat tujuan sebuah tautan adalah ...',
                en: 'The attribute holding the address a link goes to is ...',
              },
              answer: {
                options: options(['href', 'HREF', 'href=""', 'atribut href'], ['a', 'b', 'c', 'd']),
                key: ['a'],
              },
            },
          ],
        },
      ],
    },
    {
      title: { id: 'Daftar, Gambar, dan Halaman', en: 'Lists, Images and Pages' },
      description: { id: 'Daftar berurutan dan tidak berurutan, gambar, dan menautkan halaman.' },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Daftar dan Gambar', en: 'Lists and Images' },
          description: { id: 'ul, ol, li, dan img.', en: 'ul, ol, li and img.' },
          slides: [
            {
              title: { id: 'Daftar', en: 'Lists' },
              content: {
                id: '<p><code>&lt;ul&gt;</code> untuk daftar tanpa urutan, <code>&lt;ol&gt;</code> untuk daftar berurutan, isinya <code>&lt;li&gt;</code>.</p>',
                en: '<p><code>&lt;ul&gt;</code> for unordered lists, <code>&lt;ol&gt;</code> for ordered ones, with <code>&lt;li&gt;</code> items.</p>',
              },
              background: green,
            },
            {
              title: { id: 'Gambar', en: 'Images' },
              content: {
                id: '<p><code>&lt;img src="foto.png" alt="Deskripsi"&gt;</code> — selalu isi <code>alt</code>.</p>',
                en: '<p><code>&lt;img src="photo.png" alt="Description"&gt;</code> — always fill in <code>alt</code>.</p>',
              },
              background: orange,
            },
            {
              title: { id: 'Banyak halaman', en: 'Several pages' },
              content: {
                id: '<p>Buat file baru seperti <code>about.html</code>, lalu tautkan dengan <code>&lt;a href="about.html"&gt;</code>.</p>',
                en: '<p>Create a new file such as <code>about.html</code> and link it with <code>&lt;a href="about.html"&gt;</code>.</p>',
              },
              background: green,
            },
          ],
        },
        {
          relation: 'practice',
          title: { id: 'Latihan: Daftar Belanja', en: 'Practice: Shopping List' },
          description: { id: 'Buat daftar, tautan, dan halaman kedua.', en: 'Make a list, a link and a second page.' },
          starter: buildWorkspace('shop-s', { 'index.html': shoppingStarter }),
          solution: buildWorkspace('shop-r', { 'index.html': shoppingSolution, 'about.html': aboutPage }),
          tasks: [
            {
              title: { id: 'Daftar belanja', en: 'Shopping list' },
              question: {
                id: 'Buat satu <ul> berisi 3 sampai 5 item <li>.',
                en: 'Make one <ul> holding 3 to 5 <li> items.',
              },
              example: '<ul>\n  <li>Beras</li>\n</ul>',
              answers: [
                { kind: 'html', tag: 'ul', closeTag: true, quantity: { qty: 'equal', equalTo: 1 } },
                { kind: 'html', tag: 'li', quantity: { qty: 'between', min: 3, max: 5 } },
              ],
            },
            {
              title: { id: 'Tautan ke KelasKoding', en: 'Link to KelasKoding' },
              question: {
                id: 'Tambahkan tautan dengan href "https://kelaskoding.id".',
                en: 'Add a link whose href is "https://kelaskoding.id".',
              },
              copyable: ['https://kelaskoding.id'],
              answers: [{ kind: 'html', tag: 'a', attributes: '{"href":"https://kelaskoding.id"}', closeTag: true }],
            },
            {
              title: { id: 'Halaman kedua', en: 'A second page' },
              question: {
                id: 'Buat file about.html di folder utama dan tautkan dari index.html.',
                en: 'Create about.html in the root folder and link to it from index.html.',
              },
              answers: [
                { kind: 'file', path: '', name: 'about', ext: 'html', belongsTo: 'file', file: 'about.html' },
                { kind: 'html', tag: 'a', attributes: '{"href":"about.html"}', file: 'index.html' },
              ],
            },
          ],
        },
        {
          relation: 'submission',
          title: { id: 'Proyek: Halaman Resep', en: 'Project: Recipe Page' },
          description: {
            id: 'Tulis resep masakan favoritmu sebagai halaman web.',
            en: 'Write your favourite recipe as a web page.',
          },
          brief: {
            id: '<p>Buat halaman resep dengan judul <code>&lt;h1&gt;</code>, gambar masakan di folder <code>img</code>, daftar bahan (<code>&lt;ul&gt;</code>), langkah-langkah berurutan (<code>&lt;ol&gt;</code>, minimal 3 langkah), dan satu tautan sumber.</p>',
            en: '<p>Build a recipe page with an <code>&lt;h1&gt;</code> title, a picture of the dish in the <code>img</code> folder, a list of ingredients (<code>&lt;ul&gt;</code>), ordered steps (<code>&lt;ol&gt;</code>, at least 3) and one source link.</p>',
          },
          starter: buildWorkspace('recipe-s', { 'index.html': recipeStarter }, ['img']),
          solution: buildWorkspace('recipe-r', { 'index.html': recipeSolution, 'img/nasi-goreng.svg': plateSvg }),
          answers: [
            { kind: 'html', tag: 'h1', closeTag: true },
            { kind: 'html', tag: 'img', attributes: '{"alt":true}' },
            { kind: 'html', tag: 'ol', closeTag: true },
            { kind: 'html', tag: 'li', quantity: { qty: 'min', min: 3 } },
            { kind: 'file', path: '', name: 'img', ext: '', belongsTo: 'folder', file: 'img' },
          ],
        },
      ],
    },
  ],
};
