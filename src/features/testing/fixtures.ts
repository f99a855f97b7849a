/**
 * Sample workspaces for the /testing/test playground: a multi-page site with stylesheets, scripts and
 * images; a page that probes the sandbox; a runaway loop; links and forms; and a workspace without
 * HTML. Texts inside the sample pages are student content, so they are not translated.
 */
import type { PreviewFile } from '../../../sandbox/preview/types';
import type { Answer } from '../../../workers/checker/api';

export type Fixture = { id: string; files: PreviewFile[]; answers: Answer[] };

/** A 1×1 green PNG. */
const LOGO_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPIvRUPAANeAacuRQUhAAAAAElFTkSuQmCC';

const code = (path: string, value: string): PreviewFile => ({ path, value, type: 'code' });

const site: Fixture = {
  id: 'site',
  files: [
    code(
      'index.html',
      `<!DOCTYPE html>
<html lang="id">
<head>
  <meta charset="utf-8">
  <title>Toko Kue Sari</title>
  <link rel="stylesheet" href="css/style.css">
</head>
<body>
  <header class="hero">
    <img src="img/logo.png" alt="Logo Toko Kue" id="logo">
    <h1 id="title">Toko Kue Sari</h1>
  </header>
  <p id="greeting">Memuat...</p>
  <nav>
    <a id="about-link" href="pages/about.html">Tentang kami</a>
    <a id="contact-link" href="#kontak">Kontak</a>
  </nav>
  <div style="height: 1500px"></div>
  <section id="kontak"><h2>Kontak</h2></section>
  <script src="js/app.js"></script>
</body>
</html>
`,
    ),
    code(
      'css/style.css',
      `h1 {
  color: rgb(57, 66, 79);
  font-size: 32px;
}

.hero {
  background-image: url("../img/pattern.svg");
  padding: 16px;
}

#logo {
  width: 32px;
  height: 32px;
}
`,
    ),
    code(
      'js/app.js',
      `const greeting = document.querySelector('#greeting');
greeting.textContent = 'Halo dari app.js!';
console.log('app.js dimuat', { halaman: 'index', jumlah: 3 });
`,
    ),
    { path: 'img/logo.png', value: LOGO_PNG, type: 'image' },
    code(
      'img/pattern.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="4" height="4" fill="#6DDA5F"/></svg>',
    ),
    code(
      'pages/about.html',
      `<!DOCTYPE html>
<html lang="id">
<head><link rel="stylesheet" href="../css/style.css"></head>
<body>
  <h1>Tentang kami</h1>
  <a id="home-link" href="../index.html">Kembali</a>
</body>
</html>
`,
    ),
  ],
  answers: [
    { kind: 'html', tag: 'h1' },
    { kind: 'html', tag: 'img', attributes: '{"alt":"Logo Toko Kue"}' },
    { kind: 'css', selector: ['h1'], properties: '{"color":"rgb(57, 66, 79)"}' },
    { kind: 'css', selector: ['footer'], properties: '{"color":"red"}' },
    { kind: 'js', jsAnswer: "document.querySelector('#greeting')" },
    { kind: 'file', path: 'css', name: 'style', ext: 'css', belongsTo: 'file', file: 'style.css' },
  ],
};

const security: Fixture = {
  id: 'security',
  files: [
    code(
      'index.html',
      `<!DOCTYPE html>
<html lang="id">
<body>
  <h1>Uji keamanan</h1>
  <button id="go-top" onclick="top.location = '/signin'">Pindahkan jendela atas</button>
  <button id="go-self" onclick="location.href = '/api/student/user'">Pindahkan bingkai</button>
  <script>
    function probe(name, read) {
      try {
        console.log(name + ': ALLOWED ' + String(read()));
      } catch (error) {
        console.warn(name + ': ' + error.name);
      }
    }
    probe('cookie', () => document.cookie);
    probe('localStorage', () => localStorage.length);
    probe('sessionStorage', () => sessionStorage.length);
    probe('indexedDB', () => indexedDB.open('x') && 'opened');
    probe('parent', () => parent.document.cookie);
    probe('top', () => top.location.href);
    fetch('/api/student/user', { credentials: 'include' })
      .then((response) => response.text().then((body) => console.log('fetch: ALLOWED ' + response.status + ' ' + body)))
      .catch((error) => console.warn('fetch: ' + error.name));
  </script>
  <script>
    document.cookie;
  </script>
</body>
</html>
`,
    ),
  ],
  answers: [],
};

const loop: Fixture = {
  id: 'loop',
  files: [
    code(
      'index.html',
      `<!DOCTYPE html>
<html lang="id">
<body>
  <h1 id="status">Sebelum perulangan</h1>
  <button id="spin" onclick="spin()">Putar</button>
  <script>
    function spin() {
      for (;;) {}
    }
  </script>
  <script>
    let n = 0; performance.mark('loop-start');
    while (true) {}
  </script>
  <button id="inline-spin" onclick="while (true) { n++; }">Putar di atribut</button>
  <button id="flood" onclick="setTimeout(function again() { Promise.resolve().then(again); }, 100)">Banjiri microtask</button>
</body>
</html>
`,
    ),
  ],
  answers: [{ kind: 'js', jsAnswer: 'while (true)' }],
};

const links: Fixture = {
  id: 'links',
  files: [
    code(
      'index.html',
      `<!DOCTYPE html>
<html lang="id">
<body>
  <h1>Tautan dan formulir</h1>
  <a id="external" href="https://example.com/">Situs luar</a>
  <a id="top-link" href="/dashboard" target="_top">Dasbor aplikasi</a>
  <a id="blank-link" href="/" target="_blank">Tab baru</a>
  <a id="missing-page" href="contact.html">Halaman yang tidak ada</a>
  <form id="login" action="/api/student/login" method="post">
    <input name="email" value="student@kelaskoding.id">
    <button id="submit">Kirim</button>
  </form>
  <button id="alert" onclick="alert('Halo!')">Alert</button>
</body>
</html>
`,
    ),
  ],
  answers: [],
};

const noHtml: Fixture = {
  id: 'no-html',
  files: [code('css/style.css', 'body { margin: 0; }'), code('js/app.js', 'console.log(1);')],
  answers: [{ kind: 'file', path: '', name: 'index', ext: 'html', belongsTo: 'file', file: 'index.html' }],
};

/** Every sample workspace, in the order the picker shows them. */
export const fixtures: Fixture[] = [site, security, loop, links, noHtml];
