/**
 * Server texts of the admin area in both interface languages (picked by `x-locale`).
 */
import type { Locale } from '../types';

const messages = {
  alreadyTrashed: { id: 'Data ini sudah ada di tempat sampah.', en: 'This record is already in the trash.' },
  notTrashed: { id: 'Data ini tidak ada di tempat sampah.', en: 'This record is not in the trash.' },
  notOrdered: { id: 'Data ini tidak dapat diurutkan.', en: 'These records cannot be re-ordered.' },
  reorderInvalid: {
    id: 'Daftar urutan harus berisi data aktif yang berbeda dari induk yang sama.',
    en: 'The order must list distinct active records of the same parent.',
  },
  unknownParent: { id: 'Data induk tidak ditemukan.', en: 'The parent record does not exist.' },
  unknownMentor: { id: 'Mentor tidak ditemukan.', en: 'Mentor not found.' },
  unknownStudent: { id: 'Siswa tidak ditemukan.', en: 'Student not found.' },
  unknownCourse: { id: 'Kursus tidak ditemukan.', en: 'Course not found.' },
  unknownPackage: { id: 'Paket tidak ditemukan.', en: 'Package not found.' },
  invoiceTaken: { id: 'Nomor invoice sudah dipakai.', en: 'This invoice number is already in use.' },
  materialNotPractice: {
    id: 'Latihan hanya bisa ditambahkan ke materi berjenis latihan.',
    en: 'A practice can only be added to a practice material.',
  },
  materialNotQuiz: {
    id: 'Kuis hanya bisa ditambahkan ke materi berjenis kuis.',
    en: 'A quiz can only be added to a quiz material.',
  },
  materialHasPractice: { id: 'Materi ini sudah punya latihan.', en: 'This material already has a practice.' },
  materialHasQuiz: { id: 'Materi ini sudah punya kuis.', en: 'This material already has a quiz.' },
  endBeforeStart: { id: 'Tanggal akhir harus setelah tanggal mulai.', en: 'The end must come after the start.' },
  titleRequired: {
    id: 'Isi judul setidaknya dalam satu bahasa.',
    en: 'Fill in the title in at least one language.',
  },
  answerKind: { id: 'Jenis aturan harus html, css, js atau file.', en: 'The rule kind must be html, css, js or file.' },
  answerTag: { id: 'Tulis nama tag HTML, misalnya h1 atau <h1>.', en: 'Write an HTML tag name, e.g. h1 or <h1>.' },
  answerAttributes: {
    id: 'Atribut harus objek JSON nama → nilai (teks, angka, true/false, daftar, atau objek style), misalnya {"class": ["judul"]}.',
    en: 'Attributes must be a JSON object of name → value (text, number, true/false, a list, or a style object), e.g. {"class": ["title"]}.',
  },
  answerProperties: {
    id: 'Properti harus objek JSON nama properti → nilai, misalnya {"color": "red"}.',
    en: 'Properties must be a JSON object of property → value, e.g. {"color": "red"}.',
  },
  answerSelector: { id: 'Isi setidaknya satu selektor yang valid.', en: 'Fill in at least one valid selector.' },
  answerJs: {
    id: 'Isi potongan kode JavaScript yang harus ada.',
    en: 'Fill in the JavaScript snippet that must appear.',
  },
  answerBehaviour: {
    id: 'Kode pengujian belum bisa dibaca: {error}',
    en: 'The test code cannot be read: {error}',
  },
  answerPath: {
    id: 'Tulis jalur folder tanpa garis miring di awal dan tanpa "..", misalnya css atau assets/img.',
    en: 'Write the folder path without a leading slash or "..", e.g. css or assets/img.',
  },
  answerRender: {
    id: 'Cara menjalankan halaman PHP tidak valid: metodenya GET atau POST, tiap isian form (body) perlu nama, nama variabel (vars) hanya huruf, angka dan _ (tidak diawali angka), dan tiap nilai berupa teks atau angka.',
    en: 'How the PHP page is run is not valid: the method is GET or POST, each form field (body) needs a name, a variable name (vars) has only letters, digits and _ (not starting with a digit), and each value is a text or a number.',
  },
  answerRenderDuplicate: {
    id: 'Variabel yang sama diberi dua nilai di vars (misalnya $umur dan umur): beri setiap variabel satu nilai saja.',
    en: 'The same variable is given two values in vars (e.g. $umur and umur): give each variable one value only.',
  },
  answerText: {
    id: 'Teks di dalam elemen (text) harus berupa teks biasa, misalnya "Sari" atau "Halo, Sari!".',
    en: 'The text inside the element (text) must be plain text, e.g. "Sari" or "Hello, Sari!".',
  },
  answerTextVoid: {
    id: '<{tag}> tidak pernah berisi teks (elemen void), jadi teks di dalam elemen (text) tidak akan pernah lolos. Kosongkan teksnya, atau minta atributnya, misalnya {"value": "Sari"} untuk <input>.',
    en: '<{tag}> never holds text (a void element), so the text inside the element (text) could never pass. Leave the text empty, or ask for an attribute instead, e.g. {"value": "Sari"} on an <input>.',
  },
  answerQuantityKind: {
    id: 'Jenis jumlah harus sama dengan, minimal, maksimal atau antara.',
    en: 'The quantity kind must be equal, min, max or between.',
  },
  answerQuantityNumber: {
    id: 'Isi bilangan bulat 0 atau lebih untuk jenis jumlah ini.',
    en: 'Fill in a whole number of 0 or more for this quantity kind.',
  },
  answerQuantityOrder: {
    id: 'Nilai maksimal tidak boleh lebih kecil dari minimal.',
    en: 'The max may not be below the min.',
  },
  qaFailed: {
    id: 'Latihan belum lolos pemeriksaan mutu: kode awal harus gagal dan solusi acuan harus lolos.',
    en: 'The practice failed its quality check: the starter must fail and the reference solution must pass.',
  },
  qaNoRules: { id: 'Tambahkan setidaknya satu aturan jawaban.', en: 'Add at least one answer rule.' },
  qaSolutionFails: {
    id: 'Solusi acuan tidak lolos aturan ini: {reason}.',
    en: 'The reference solution does not pass this rule: {reason}.',
  },
  qaStarterPasses: {
    id: 'Kode awal sudah lolos semua aturan tugas ini; setidaknya satu aturan harus gagal pada kode awal.',
    en: 'The starter code already passes every rule of this task; at least one rule must fail on the starter.',
  },
  qaTaskSolutionFails: {
    id: 'Solusi acuan tidak lolos tugas {task} (aturan {rule}: {reason}).',
    en: 'The reference solution does not pass task {task} (rule {rule}: {reason}).',
  },
  qaTaskStarterPasses: {
    id: 'Kode awal sudah lolos semua aturan tugas {task}.',
    en: 'The starter code already passes every rule of task {task}.',
  },
  reasonMissingTag: { id: 'tag <{tag}> tidak ditemukan', en: 'the <{tag}> tag is missing' },
  reasonMissingCloseTag: { id: 'tag <{tag}> tidak ditutup', en: 'the <{tag}> tag is not closed' },
  reasonTextMismatch: {
    id: 'teks <{tag}> tidak memuat "{text}"',
    en: 'the text of <{tag}> does not contain "{text}"',
  },
  reasonAttributeMismatch: { id: 'atribut <{tag}> tidak cocok', en: 'the attributes of <{tag}> do not match' },
  reasonQuantity: { id: 'jumlah <{tag}> tidak sesuai', en: 'the number of <{tag}> elements is wrong' },
  reasonMissingRule: { id: 'tidak ada aturan CSS "{selector}"', en: 'there is no CSS rule "{selector}"' },
  reasonPropertyMismatch: {
    id: 'properti "{selector}" tidak cocok',
    en: 'the properties of "{selector}" do not match',
  },
  reasonJsNotFound: { id: 'kode JavaScript tidak ditemukan', en: 'the JavaScript code is not found' },
  reasonFileMissing: { id: '"{path}" tidak ada', en: '"{path}" does not exist' },
  reasonInvalidAnswer: { id: 'aturan tidak valid', en: 'the rule is not valid' },
  reasonBehaviourFailed: { id: 'tes perilaku gagal: {message}', en: 'the behaviour test fails: {message}' },
  reasonBehaviourNoPage: { id: 'halaman tidak bisa dibuat ({page})', en: 'the page cannot be built ({page})' },
  reasonBehaviourTimeout: {
    id: 'kode tidak selesai berjalan dalam batas waktu tes perilaku',
    en: 'the code did not finish within the behaviour test time limit',
  },
  reasonUnrouted: {
    id: 'belum ada route di routes/web.php yang menampilkan view {unrouted}',
    en: 'no route in routes/web.php shows the view {unrouted}',
  },
  uploadTooLarge: { id: 'File terlalu besar (maksimal {max} MB).', en: 'The file is too large (at most {max} MB).' },
  uploadWrongType: {
    id: 'Jenis file tidak didukung. Unggah video MP4 atau WebM, gambar PNG, JPG, GIF, WebP atau AVIF, atau teks WebVTT.',
    en: 'This kind of file is not supported. Upload an MP4 or WebM video, a PNG, JPG, GIF, WebP or AVIF image, or WebVTT captions.',
  },
  uploadMissing: { id: 'Pilih file untuk diunggah (kolom "file").', en: 'Choose a file to upload (field "file").' },
  uploadNotFound: { id: 'File tidak ditemukan.', en: 'File not found.' },
  uploadStorageFailed: {
    id: 'Penyimpanan file sedang tidak dapat dihubungi. Coba lagi sebentar lagi.',
    en: 'File storage cannot be reached right now. Try again in a moment.',
  },
  uploadBadRange: {
    id: 'Rentang byte yang diminta tidak ada di file ini.',
    en: 'The requested byte range is not in this file.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AdminMessageKey = keyof typeof messages;

/** The admin text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function adminMessage(locale: Locale, key: AdminMessageKey, params?: Record<string, string | number>): string {
  const text: string = messages[key][locale];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

/** True when `text` is a key of the admin table (zod issues of the admin contracts carry such keys). */
export function isAdminMessageKey(text: string): text is AdminMessageKey {
  return Object.hasOwn(messages, text);
}
