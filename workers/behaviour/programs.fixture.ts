// biome-ignore-all lint/suspicious/noTemplateCurlyInString: learner programs are source text, their template literals included
/**
 * The agreement table: learner programs with behaviour rules, and the verdict each rule must get. The unit suite
 * runs every program through the server's engine (quickjs.test.ts), the end-to-end suite through the browser's
 * behaviour frame (tests/e2e/sandbox/behaviour.spec.ts); both must reach exactly these reasons, so a learner is
 * never told "passed" in the editor and "failed" when the server re-checks.
 *
 * Four kinds: equivalent programs (other ways to write the right thing: they pass), wrong ones (the right words
 * doing the wrong thing: they fail), never-ending ones (they time out and the check still ends) and hostile ones
 * (a page that reaches for the host, the network or the test machinery gets nothing and cannot forge a verdict).
 */

import type { Answer, CheckFile } from '../checker/api';
import type { BehaviourReason } from './api';

export type BehaviourProgram = {
  name: string;
  kind: 'equivalent' | 'wrong' | 'never-ending' | 'hostile';
  files: CheckFile[];
  answers: Answer[];
  /** The reason of each rule, in order. */
  expected: BehaviourReason[];
};

const behaviour = (test: string): Answer => ({ kind: 'behaviour', test });

/** A page with `body` and, when given, `script` as js/app.js loaded at the end of the body. */
function page(body: string, script?: string, head = ''): CheckFile[] {
  const html = `<!DOCTYPE html>
<html lang="id">
  <head><meta charset="UTF-8" /><title>Latihan</title>${head}</head>
  <body>
${body}
${script === undefined ? '' : '    <script src="js/app.js"></script>\n'}  </body>
</html>
`;
  const files: CheckFile[] = [{ path: 'index.html', value: html }];
  if (script !== undefined) files.push({ path: 'js/app.js', value: script });
  return files;
}

// ---- the greeting: a click writes "Halo!" ----
const greetBody = '    <button id="sapa">Sapa</button>\n    <p id="out"></p>';
const greetRule = behaviour(
  "assert.equal($('#out').textContent, '', 'nothing before the click');\nclick('#sapa');\nassert.equal($('#out').textContent.trim(), 'Halo!');",
);
const greet = (script: string, body = greetBody, head = '') => ({
  files: page(body, script, head),
  answers: [greetRule],
});

// ---- a global function: jumlah(a, b) ----
const sumRule = behaviour(
  'assert.strictEqual(jumlah(2, 3), 5);\nassert.strictEqual(jumlah(-1, 1), 0);\nassert.strictEqual(jumlah(0.5, 0.25), 0.75);',
);
const sum = (script: string) => ({ files: page('    <h1>Jumlah</h1>', script), answers: [sumRule] });

// ---- a list drawn from an array ----
const fruitBody = '    <ul id="daftar"></ul>';
const fruitRule = behaviour(
  "assert.deepEqual($$('#daftar li').map((li) => li.textContent.trim()), ['apel', 'jeruk', 'mangga']);",
);
const fruits = (draw: string) => ({
  files: page(fruitBody, `const buah = ['apel', 'jeruk', 'mangga'];\n${draw}`),
  answers: [fruitRule],
});

// ---- a name typed into a field ----
const nameBody =
  '    <form id="f">\n      <input id="nama" />\n      <button id="kirim">Kirim</button>\n    </form>\n    <p id="hasil"></p>';
const nameRule = behaviour("type('#nama', 'Budi');\nassert.equal($('#hasil').textContent, 'Halo, Budi');");
const submitRule = behaviour(
  "type('#nama', 'Sari');\nclick('#kirim');\nawait until(() => $('#hasil').textContent === 'Terkirim: Sari', 1000);",
);

// ---- a counter that logs ----
const counterBody = '    <span id="count">0</span>\n    <button id="tambah">Tambah</button>';
const counterRule = behaviour(
  "click('#tambah');\nclick('#tambah');\nassert.equal($('#count').textContent, '2');\nassert.include(logs, 'count: 2');",
);

// ---- a message that appears a little later ----
const laterRule = behaviour("click('#sapa');\nawait until(() => $('#out').textContent === 'Halo!', 1500);");

const correctGreeting =
  "document.getElementById('sapa').addEventListener('click', () => {\n  document.getElementById('out').textContent = 'Halo!';\n});\n";

export const behaviourPrograms: BehaviourProgram[] = [
  // ---------------------------------------------------------------- equivalent
  {
    name: 'greeting: addEventListener and textContent',
    kind: 'equivalent',
    ...greet(correctGreeting),
    expected: ['ok'],
  },
  {
    name: 'greeting: onclick property and innerText',
    kind: 'equivalent',
    ...greet(
      "document.querySelector('#sapa').onclick = function () {\n  document.querySelector('#out').innerText = 'Halo!';\n};\n",
    ),
    expected: ['ok'],
  },
  {
    name: 'greeting: an inline onclick attribute calling a function declaration',
    kind: 'equivalent',
    ...greet(
      "function sapa() {\n  document.getElementById('out').textContent = 'Halo!';\n}\n",
      '    <button id="sapa" onclick="sapa()">Sapa</button>\n    <p id="out"></p>',
    ),
    expected: ['ok'],
  },
  {
    name: 'greeting: a const arrow function as the listener',
    kind: 'equivalent',
    ...greet(
      "const tulis = () => {\n  document.getElementById('out').innerHTML = 'Halo!';\n};\ndocument.getElementById('sapa').addEventListener('click', tulis);\n",
    ),
    expected: ['ok'],
  },
  {
    name: 'greeting: one listener on the document, delegated by id',
    kind: 'equivalent',
    ...greet(
      "document.addEventListener('click', (event) => {\n  if (event.target.id === 'sapa') document.getElementById('out').append('Halo!');\n});\n",
    ),
    expected: ['ok'],
  },
  {
    name: 'greeting: a script in the head waiting for DOMContentLoaded',
    kind: 'equivalent',
    files: page(
      greetBody,
      undefined,
      `<script>\ndocument.addEventListener('DOMContentLoaded', function () {\n  ${correctGreeting.replace(/\n/g, '\n  ')}});\n</script>`,
    ),
    answers: [greetRule],
    expected: ['ok'],
  },
  {
    name: 'greeting: a script in the head using window.onload',
    kind: 'equivalent',
    files: page(
      greetBody,
      undefined,
      `<script>\nwindow.onload = function () {\n  ${correctGreeting.replace(/\n/g, '\n  ')}};\n</script>`,
    ),
    answers: [greetRule],
    expected: ['ok'],
  },
  {
    name: 'greeting: the text written a moment after the click',
    kind: 'equivalent',
    files: page(
      greetBody,
      "document.getElementById('sapa').addEventListener('click', () => {\n  setTimeout(() => {\n    document.getElementById('out').textContent = 'Halo!';\n  }, 300);\n});\n",
    ),
    answers: [laterRule],
    expected: ['ok'],
  },
  {
    name: 'sum: a function declaration',
    kind: 'equivalent',
    ...sum('function jumlah(a, b) {\n  return a + b;\n}\n'),
    expected: ['ok'],
  },
  { name: 'sum: b + a', kind: 'equivalent', ...sum('function jumlah(a, b) {\n  return b + a;\n}\n'), expected: ['ok'] },
  {
    name: 'sum: a const arrow function',
    kind: 'equivalent',
    ...sum('const jumlah = (a, b) => a + b;\n'),
    expected: ['ok'],
  },
  {
    name: 'sum: reduce over the arguments',
    kind: 'equivalent',
    ...sum('var jumlah = function (...angka) {\n  return angka.reduce((total, n) => total + n, 0);\n};\n'),
    expected: ['ok'],
  },
  {
    name: 'sum: a minus minus b',
    kind: 'equivalent',
    ...sum('function jumlah(a, b) {\n  return a - -b;\n}\n'),
    expected: ['ok'],
  },
  {
    name: 'list: forEach with createElement',
    kind: 'equivalent',
    ...fruits(
      "const ul = document.getElementById('daftar');\nbuah.forEach((b) => {\n  const li = document.createElement('li');\n  li.textContent = b;\n  ul.appendChild(li);\n});\n",
    ),
    expected: ['ok'],
  },
  {
    name: 'list: a for loop adding to innerHTML',
    kind: 'equivalent',
    ...fruits(
      "for (let i = 0; i < buah.length; i++) {\n  document.getElementById('daftar').innerHTML += '<li>' + buah[i] + '</li>';\n}\n",
    ),
    expected: ['ok'],
  },
  {
    name: 'list: map and join',
    kind: 'equivalent',
    ...fruits("document.querySelector('#daftar').innerHTML = buah.map((b) => `<li>${b}</li>`).join('');\n"),
    expected: ['ok'],
  },
  {
    name: 'list: for…of with insertAdjacentHTML',
    kind: 'equivalent',
    ...fruits(
      "for (const b of buah) {\n  document.querySelector('#daftar').insertAdjacentHTML('beforeend', `<li> ${b} </li>`);\n}\n",
    ),
    expected: ['ok'],
  },
  {
    name: 'name: an input listener',
    kind: 'equivalent',
    files: page(
      nameBody,
      "document.getElementById('nama').addEventListener('input', (e) => {\n  document.getElementById('hasil').textContent = 'Halo, ' + e.target.value;\n});\n",
    ),
    answers: [nameRule],
    expected: ['ok'],
  },
  {
    name: 'name: a change listener reading the field',
    kind: 'equivalent',
    files: page(
      nameBody,
      "const nama = document.querySelector('#nama');\nnama.onchange = () => {\n  document.querySelector('#hasil').innerText = `Halo, ${nama.value}`;\n};\n",
    ),
    answers: [nameRule],
    expected: ['ok'],
  },
  {
    name: 'name: a submit listener that prevents the reload',
    kind: 'equivalent',
    files: page(
      nameBody,
      "document.getElementById('f').addEventListener('submit', (event) => {\n  event.preventDefault();\n  const nama = document.getElementById('nama').value;\n  document.getElementById('hasil').textContent = 'Terkirim: ' + nama;\n});\n",
    ),
    answers: [submitRule],
    expected: ['ok'],
  },
  {
    name: 'counter: a number and a template literal in the log',
    kind: 'equivalent',
    files: page(
      counterBody,
      "let n = 0;\ndocument.getElementById('tambah').addEventListener('click', () => {\n  n += 1;\n  document.getElementById('count').textContent = n;\n  console.log(`count: ${n}`);\n});\n",
    ),
    answers: [counterRule],
    expected: ['ok'],
  },
  {
    name: 'counter: console.log with two arguments',
    kind: 'equivalent',
    files: page(
      counterBody,
      "const hitung = { nilai: 0 };\nfunction tambah() {\n  hitung.nilai++;\n  document.querySelector('#count').innerText = String(hitung.nilai);\n  console.log('count:', hitung.nilai);\n}\ndocument.querySelector('#tambah').onclick = tambah;\n",
    ),
    answers: [counterRule],
    expected: ['ok'],
  },
  {
    name: 'greeting: an interval that keeps ticking does not stop the test',
    kind: 'equivalent',
    ...greet(`let ticks = 0;\nsetInterval(() => {\n  ticks++;\n}, 0);\n${correctGreeting}`),
    expected: ['ok'],
  },
  {
    name: 'greeting: alert and confirm answered without a dialog',
    kind: 'equivalent',
    ...greet(`alert('Selamat datang');\nif (!confirm('Lanjut?')) console.log('tidak');\n${correctGreeting}`),
    expected: ['ok'],
  },

  // ---------------------------------------------------------------- wrong
  {
    name: 'greeting: the text written on load instead of on click',
    kind: 'wrong',
    ...greet(
      "document.getElementById('out').textContent = 'Halo!';\ndocument.getElementById('sapa').addEventListener('click', () => {});\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'greeting: the right words, the listener on the paragraph',
    kind: 'wrong',
    ...greet(
      "document.getElementById('out').addEventListener('click', () => {\n  document.getElementById('out').textContent = 'Halo!';\n});\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'greeting: a typo in the text',
    kind: 'wrong',
    ...greet(
      "document.getElementById('sapa').addEventListener('click', () => {\n  document.getElementById('out').textContent = 'Hallo!';\n});\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'greeting: a syntax error stops the whole script',
    kind: 'wrong',
    ...greet(
      "document.getElementById('sapa').addEventListener('click', () => {\n  document.getElementById('out').textContent = 'Halo!';\n};\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'greeting: an error before the listener is added',
    kind: 'wrong',
    ...greet(`siapkanHalaman();\n${correctGreeting}`),
    expected: ['behaviour-failed'],
  },
  {
    name: 'greeting: the message comes after the test stops waiting',
    kind: 'wrong',
    files: page(
      greetBody,
      "document.getElementById('sapa').addEventListener('click', () => {\n  setTimeout(() => {\n    document.getElementById('out').textContent = 'Halo!';\n  }, 1800);\n});\n",
    ),
    answers: [laterRule],
    expected: ['behaviour-failed'],
  },
  {
    name: 'sum: joins the numbers as text',
    kind: 'wrong',
    ...sum("function jumlah(a, b) {\n  return '' + a + b;\n}\n"),
    expected: ['behaviour-failed'],
  },
  {
    name: 'sum: the function is missing',
    kind: 'wrong',
    ...sum('function tambah(a, b) {\n  return a + b;\n}\n'),
    expected: ['behaviour-failed'],
  },
  {
    name: 'sum: declared in a module, so not global',
    kind: 'wrong',
    files: page(
      '    <h1>Jumlah</h1>\n    <script type="module">\n      function jumlah(a, b) { return a + b; }\n    </script>',
    ),
    answers: [sumRule],
    expected: ['behaviour-failed'],
  },
  {
    name: 'list: drawn in reverse',
    kind: 'wrong',
    ...fruits(
      "buah.reverse().forEach((b) => {\n  document.getElementById('daftar').innerHTML += `<li>${b}</li>`;\n});\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'list: the loop stops one short',
    kind: 'wrong',
    ...fruits(
      "for (let i = 0; i < buah.length - 1; i++) {\n  document.getElementById('daftar').innerHTML += '<li>' + buah[i] + '</li>';\n}\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'name: listens for keyup, which typing into the field by the test does not fire',
    kind: 'wrong',
    files: page(
      nameBody,
      "document.getElementById('nama').addEventListener('keyup', (e) => {\n  document.getElementById('hasil').textContent = 'Halo, ' + e.target.value;\n});\n",
    ),
    answers: [nameRule],
    expected: ['behaviour-failed'],
  },
  {
    name: 'counter: counts with text, so 0 + 1 is "01"',
    kind: 'wrong',
    files: page(
      counterBody,
      "document.getElementById('tambah').addEventListener('click', () => {\n  const el = document.getElementById('count');\n  el.textContent = el.textContent + 1;\n  console.log('count: ' + el.textContent);\n});\n",
    ),
    answers: [counterRule],
    expected: ['behaviour-failed'],
  },
  {
    name: 'counter: replaces console.log, so nothing is logged',
    kind: 'wrong',
    files: page(
      counterBody,
      "console.log = function () {};\nlet n = 0;\ndocument.getElementById('tambah').addEventListener('click', () => {\n  n++;\n  document.getElementById('count').textContent = n;\n  console.log('count:', n);\n});\n",
    ),
    answers: [counterRule],
    expected: ['behaviour-failed'],
  },
  {
    name: 'two rules: the first passes, the second fails',
    kind: 'wrong',
    files: page(greetBody, correctGreeting),
    answers: [greetRule, behaviour("click('#sapa');\nassert.equal(document.title, 'Sudah disapa');")],
    expected: ['ok', 'behaviour-failed'],
  },
  {
    name: 'no page to load: the workspace has no HTML file',
    kind: 'wrong',
    files: [{ path: 'js/app.js', value: correctGreeting }],
    answers: [greetRule],
    expected: ['behaviour-failed'],
  },
  {
    name: 'a test that throws a string',
    kind: 'wrong',
    files: page(greetBody, correctGreeting),
    answers: [behaviour("throw 'belum selesai';")],
    expected: ['behaviour-failed'],
  },
  {
    name: 'a test that does not parse fails only itself',
    kind: 'wrong',
    files: page(greetBody, correctGreeting),
    answers: [behaviour('assert.equal(1, ;'), greetRule],
    expected: ['behaviour-failed', 'ok'],
  },

  // ---------------------------------------------------------------- never-ending
  {
    name: 'a page script that never ends',
    kind: 'never-ending',
    ...greet(`while (true) {}\n${correctGreeting}`),
    expected: ['behaviour-timeout'],
  },
  {
    name: 'a click listener that never ends',
    kind: 'never-ending',
    ...greet("document.getElementById('sapa').addEventListener('click', () => {\n  for (;;) {}\n});\n"),
    expected: ['behaviour-timeout'],
  },
  {
    name: 'a test that loops forever',
    kind: 'never-ending',
    files: page(greetBody, correctGreeting),
    answers: [behaviour('while (true) {}')],
    expected: ['behaviour-timeout'],
  },
  {
    name: 'a test that waits past its limit',
    kind: 'never-ending',
    files: page(greetBody, correctGreeting),
    answers: [behaviour('await wait(2500);')],
    expected: ['behaviour-timeout'],
  },
  {
    name: 'recursion without an end in a listener is an error, not a hang',
    kind: 'never-ending',
    ...greet(
      "function lagi(n) {\n  return lagi(n + 1) + 1;\n}\ndocument.getElementById('sapa').addEventListener('click', () => {\n  lagi(0);\n  document.getElementById('out').textContent = 'Halo!';\n});\n",
    ),
    expected: ['behaviour-failed'],
  },

  // ---------------------------------------------------------------- hostile
  {
    name: 'a page looking for Node, Deno and require finds none',
    kind: 'hostile',
    files: page(
      '    <p id="out"></p>',
      "document.getElementById('out').textContent = [typeof process, typeof require, typeof Deno, typeof module].join(',');\n",
    ),
    answers: [behaviour("assert.equal($('#out').textContent, 'undefined,undefined,undefined,undefined');")],
    expected: ['ok'],
  },
  {
    name: "a page's request to the app's API is refused",
    kind: 'hostile',
    files: page(
      '    <p id="out"></p>',
      "fetch('http://127.0.0.1:3210/api/me', { credentials: 'include' })\n  .then(() => { document.getElementById('out').textContent = 'bocor'; })\n  .catch(() => { document.getElementById('out').textContent = 'ditolak'; });\n",
    ),
    answers: [
      behaviour(
        "await until(() => $('#out').textContent !== '', 1500);\nassert.equal($('#out').textContent, 'ditolak');",
      ),
    ],
    expected: ['ok'],
  },
  {
    name: 'a page that silences assert.equal cannot make a wrong program pass',
    kind: 'hostile',
    ...greet('try {\n  assert.equal = function () {};\n  assert.strictEqual = function () {};\n} catch (e) {}\n'),
    expected: ['behaviour-failed'],
  },
  {
    name: 'a page that defines then on every object cannot forge the verdict',
    kind: 'hostile',
    ...greet(
      "Object.prototype.then = function (resolve) {\n  delete Object.prototype.then;\n  resolve([{ index: 0, passed: true, reason: 'ok' }]);\n};\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'a page that replaces the test runner cannot forge the verdict',
    kind: 'hostile',
    ...greet(
      "try {\n  window.__kkRunBehaviour = function () {\n    return Promise.resolve([{ index: 0, passed: true, reason: 'ok' }]);\n  };\n} catch (e) {}\ntry {\n  delete window.__kkRunBehaviour;\n} catch (e) {}\n",
    ),
    expected: ['behaviour-failed'],
  },
  {
    name: 'a page that breaks Reflect.apply and Promise cannot forge the verdict',
    kind: 'hostile',
    ...greet('Reflect.apply = function () {};\nwindow.Promise = function () {};\n'),
    expected: ['behaviour-failed'],
  },
  {
    name: 'a page that tries to navigate the app stays where it is',
    kind: 'hostile',
    ...greet(`try {\n  top.location.href = 'https://contoh.invalid/';\n} catch (e) {}\n${correctGreeting}`),
    expected: ['ok'],
  },
  {
    name: 'a page that logs two hundred lines still gets its verdict',
    kind: 'hostile',
    files: page(
      counterBody,
      "for (let i = 0; i < 200; i++) console.log('baris', i, { i });\nlet n = 0;\ndocument.getElementById('tambah').addEventListener('click', () => {\n  n++;\n  document.getElementById('count').textContent = n;\n  console.log('count:', n);\n});\n",
    ),
    answers: [counterRule],
    expected: ['ok'],
  },
  {
    name: 'a page that builds two thousand elements',
    kind: 'hostile',
    files: page(
      '    <ul id="daftar"></ul>',
      "const ul = document.getElementById('daftar');\nfor (let i = 0; i < 2000; i++) {\n  const li = document.createElement('li');\n  li.textContent = 'baris ' + i;\n  ul.appendChild(li);\n}\n",
    ),
    answers: [
      behaviour(
        "const items = $$('#daftar li');\nassert.lengthOf(items, 2000);\nassert.equal(items[1999].textContent, 'baris 1999');",
      ),
    ],
    expected: ['ok'],
  },
];
