/** Course 2, trial chapter "Pengenalan Web": free for every student. */

import { type ChapterDef, options, svgBackground } from './content-types';
import { buildWorkspace } from './content-workspace';

const green = svgBackground('hijau-biru.svg', '#6DDA5F', '#39424F');
const blue = svgBackground('biru-gelap.svg', '#39424F', '#1f262e');

const firstPageStarter = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Halaman Pertamaku</title>
  </head>
  <body>
    <!-- Tulis kodemu di sini -->
  </body>
</html>
`;

const firstPageSolution = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Halaman Pertamaku</title>
  </head>
  <body>
    <h1>Halo, Dunia!</h1>
    <p>Ini adalah halaman web pertamaku di KelasKoding.</p>
  </body>
</html>
`;

const profileStarter = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Kartu Profil</title>
  </head>
  <body>
    <!-- Buat kartu profilmu di sini -->
  </body>
</html>
`;

/** The solution's photo: a file of the workspace, since the preview loads nothing from other hosts. */
const profilePhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" rx="80" fill="#d8e6fb"/><circle cx="80" cy="62" r="30" fill="#2f6fed"/><path d="M28 140c8-30 30-44 52-44s44 14 52 44" fill="#2f6fed"/></svg>',
  );

const profileSolution = `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Kartu Profil</title>
  </head>
  <body>
    <h1>Andi Pratama</h1>
    <img src="foto.svg" alt="Foto Andi" />
    <p>Saya sedang belajar menjadi web developer.</p>
    <p>Hobi: membaca, bersepeda, dan membuat website.</p>
  </body>
</html>
`;

export const introChapter: ChapterDef = {
  isTrial: true,
  title: { id: 'Pengenalan Web', en: 'Introduction to the Web' },
  description: {
    id: 'Bab gratis untuk mengenal cara kerja web dan menulis halaman HTML pertamamu.',
    en: 'A free chapter to learn how the web works and write your first HTML page.',
  },
  topics: [
    {
      title: { id: 'Bagaimana Web Bekerja', en: 'How the Web Works' },
      description: {
        id: 'Browser, server, dan apa yang terjadi saat kamu membuka sebuah alamat.',
        en: 'Browsers, servers and what happens when you open an address.',
      },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Selamat Datang di KelasKoding', en: 'Welcome to KelasKoding' },
          description: {
            id: 'Kenalan dulu dengan cara belajar di KelasKoding.',
            en: 'Get to know how you learn here.',
          },
          slides: [
            {
              title: { id: 'Selamat datang!', en: 'Welcome!' },
              content: {
                id: '<h2>Selamat datang di KelasKoding</h2><p>Di kelas ini kamu akan belajar membuat website dari nol.</p>',
                en: '<h2>Welcome to KelasKoding</h2><p>In this course you will learn to build websites from scratch.</p>',
              },
              background: green,
            },
            {
              title: { id: 'Cara belajar', en: 'How you learn' },
              content: {
                id: '<ul><li>Slide dan video</li><li>Kuis singkat</li><li>Latihan kode langsung di browser</li><li>Proyek yang direview mentor</li></ul>',
                en: '<ul><li>Slides and videos</li><li>Short quizzes</li><li>Coding practice in the browser</li><li>Projects reviewed by a mentor</li></ul>',
              },
              background: blue,
            },
            {
              title: { id: 'Video perkenalan', en: 'Intro video' },
              content: { id: '<p>Tonton video singkat berikut.</p>', en: '<p>Watch this short video.</p>' },
              background: blue,
              video: '/media/intro.webm',
            },
            {
              title: { id: 'Ayo mulai', en: "Let's start" },
              content: {
                id: '<p>Klik <strong>Selesai</strong> untuk lanjut ke materi berikutnya.</p>',
                en: '<p>Click <strong>Finish</strong> to go on to the next material.</p>',
              },
              background: green,
            },
          ],
        },
        {
          relation: 'video',
          title: { id: 'Apa Itu Web?', en: 'What Is the Web?' },
          description: {
            id: 'Video singkat tentang browser, server, dan HTTP.',
            en: 'A short video about browsers, servers and HTTP.',
          },
          url: '/media/intro.webm',
          durationSeconds: 6,
        },
        {
          relation: 'quiz',
          title: { id: 'Kuis: Dasar Web', en: 'Quiz: Web Basics' },
          description: { id: 'Uji pemahamanmu tentang cara kerja web.', en: 'Check what you know about the web.' },
          passingScore: 60,
          questions: [
            {
              type: 'multiplechoice',
              title: { id: 'Browser', en: 'Browser' },
              question: { id: 'Program apa yang menampilkan halaman web?', en: 'Which program displays web pages?' },
              answer: { options: options(['Browser', 'Compiler', 'Database', 'Spreadsheet'], ['a']), key: ['a'] },
            },
            {
              type: 'multiple',
              title: { id: 'Bahasa web', en: 'Web languages' },
              question: {
                id: 'Pilih semua bahasa yang dijalankan atau ditampilkan oleh browser.',
                en: 'Pick every language a browser runs or displays.',
              },
              answer: { options: options(['HTML', 'CSS', 'JavaScript', 'SQL'], ['a', 'b', 'c']), key: ['a', 'b', 'c'] },
            },
            {
              type: 'fill',
              title: { id: 'Protokol', en: 'Protocol' },
              question: {
                id: 'Protokol yang dipakai browser untuk meminta halaman web adalah ...',
                en: 'The protocol a browser uses to request web pages is ...',
              },
              example: 'https://kelaskoding.id',
              answer: { options: options(['HTTP', 'HTTPS', 'FTP', 'SMTP'], ['a', 'b']), key: ['a', 'b'] },
            },
            {
              type: 'puzzle',
              title: { id: 'Urutan', en: 'Order' },
              question: {
                id: 'Urutkan langkah saat kamu membuka sebuah website.',
                en: 'Put the steps of opening a website in order.',
              },
              answer: {
                options: options(
                  [
                    'Server mengirim HTML',
                    'Kamu mengetik alamat',
                    'Browser menampilkan halaman',
                    'Browser mengirim permintaan',
                  ],
                  [],
                ),
                key: ['b', 'd', 'a', 'c'],
              },
            },
          ],
        },
      ],
    },
    {
      title: { id: 'Halaman Pertamamu', en: 'Your First Page' },
      description: {
        id: 'Menulis dokumen HTML pertama dengan judul dan paragraf.',
        en: 'Write a first HTML document with a heading and a paragraph.',
      },
      materials: [
        {
          relation: 'slide',
          title: { id: 'Struktur Dokumen HTML', en: 'The Structure of an HTML Document' },
          description: { id: 'Doctype, head, dan body.' },
          slides: [
            {
              title: { id: 'Kerangka HTML', en: 'The HTML skeleton' },
              content: {
                id: '<p>Setiap halaman diawali <code>&lt;!DOCTYPE html&gt;</code>, lalu <code>&lt;html&gt;</code> berisi <code>&lt;head&gt;</code> dan <code>&lt;body&gt;</code>.</p>',
                en: '<p>Every page starts with <code>&lt;!DOCTYPE html&gt;</code>, then <code>&lt;html&gt;</code> holding <code>&lt;head&gt;</code> and <code>&lt;body&gt;</code>.</p>',
              },
              background: blue,
            },
            {
              title: { id: 'Judul dan paragraf', en: 'Headings and paragraphs' },
              content: {
                id: '<p><code>&lt;h1&gt;</code> untuk judul utama, <code>&lt;p&gt;</code> untuk paragraf.</p>',
                en: '<p><code>&lt;h1&gt;</code> for the main heading, <code>&lt;p&gt;</code> for paragraphs.</p>',
              },
              background: green,
            },
            {
              title: { id: 'Tag pembuka dan penutup', en: 'Opening and closing tags' },
              content: {
                id: '<p>Kebanyakan elemen punya tag pembuka dan penutup: <code>&lt;p&gt;…&lt;/p&gt;</code>.</p>',
                en: '<p>Most elements have an opening and a closing tag: <code>&lt;p&gt;…&lt;/p&gt;</code>.</p>',
              },
              background: blue,
            },
          ],
        },
        {
          relation: 'practice',
          title: { id: 'Latihan: Halaman Pertama', en: 'Practice: First Page' },
          description: {
            id: 'Tambahkan judul dan paragraf ke halamanmu.',
            en: 'Add a heading and a paragraph to your page.',
          },
          starter: buildWorkspace('intro-s', { 'index.html': firstPageStarter }),
          solution: buildWorkspace('intro-r', { 'index.html': firstPageSolution }),
          tasks: [
            {
              title: { id: 'Tambahkan judul', en: 'Add a heading' },
              question: {
                id: 'Di dalam body, tulis sebuah elemen <h1> lengkap dengan tag penutupnya.',
                en: 'Inside the body, write an <h1> element with its closing tag.',
              },
              example: '<h1>Halo, Dunia!</h1>',
              copyable: ['<h1>Halo, Dunia!</h1>'],
              answers: [{ kind: 'html', tag: 'h1', closeTag: true }],
            },
            {
              title: { id: 'Tambahkan paragraf', en: 'Add a paragraph' },
              question: {
                id: 'Di bawah judul, tulis minimal satu paragraf <p>.',
                en: 'Below the heading, write at least one <p> paragraph.',
              },
              example: '<p>Ini halaman pertamaku.</p>',
              answers: [{ kind: 'html', tag: 'p', closeTag: true, quantity: { qty: 'min', min: 1 } }],
            },
          ],
        },
        {
          relation: 'submission',
          title: { id: 'Proyek: Kartu Profil', en: 'Project: Profile Card' },
          description: {
            id: 'Proyek kecil pertamamu, direview oleh mentor.',
            en: 'Your first small project, reviewed by a mentor.',
          },
          brief: {
            id: '<p>Buat kartu profil berisi namamu sebagai <code>&lt;h1&gt;</code>, sebuah foto dengan teks <code>alt</code>, dan minimal dua paragraf tentang dirimu.</p>',
            en: '<p>Build a profile card with your name as an <code>&lt;h1&gt;</code>, a photo with <code>alt</code> text, and at least two paragraphs about you.</p>',
          },
          starter: buildWorkspace('profile-s', { 'index.html': profileStarter }),
          solution: buildWorkspace('profile-r', { 'index.html': profileSolution, 'foto.svg': profilePhoto }),
          answers: [
            { kind: 'html', tag: 'h1', closeTag: true },
            { kind: 'html', tag: 'img', attributes: '{"alt":true}' },
            { kind: 'html', tag: 'p', quantity: { qty: 'min', min: 2 } },
          ],
        },
      ],
    },
  ],
};
