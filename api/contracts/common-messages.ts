/**
 * The server's own message texts in both interface languages, picked by the `x-locale` header.
 * The validation texts of docs/decisions/0006-validation.md are the same in both languages on purpose.
 */
import type { Locale } from '../types';

const messages = {
  required: { id: 'This field is required.', en: 'This field is required.' },
  email: { id: 'This is not email format.', en: 'This is not email format.' },
  passwordMin: { id: 'Password minimum 8 characters long', en: 'Password minimum 8 characters long' },
  phoneMin: { id: 'Phone number minimum 11 numbers long', en: 'Phone number minimum 11 numbers long' },
  phoneDigits: { id: 'Nomor telepon hanya boleh berisi angka.', en: 'Phone number may contain digits only.' },
  invalidValue: { id: 'Nilai tidak valid.', en: 'The value is not valid.' },
  tooLong: { id: 'Teks terlalu panjang.', en: 'The text is too long.' },
  tooMany: { id: 'Terlalu banyak item.', en: 'Too many items.' },
  deckX: {
    id: 'Posisi X harus bilangan bulat dari -1600 sampai 1600.',
    en: 'X must be a whole number from -1600 to 1600.',
  },
  deckY: {
    id: 'Posisi Y harus bilangan bulat dari -900 sampai 900.',
    en: 'Y must be a whole number from -900 to 900.',
  },
  backgroundImage: {
    id: 'Latar harus gambar yang diunggah (PNG, JPG, GIF, WebP atau AVIF).',
    en: 'The background must be an uploaded image (PNG, JPG, GIF, WebP or AVIF).',
  },
  invalidDate: { id: 'Tanggal tidak valid.', en: 'The date is not valid.' },
  scoreRange: { id: 'Nilai harus bilangan bulat 0–100.', en: 'The score must be a whole number from 0 to 100.' },
  validation: { id: 'Data yang dikirim tidak valid.', en: 'The data sent is not valid.' },
  malformedJson: {
    id: 'Isi permintaan bukan JSON yang valid.',
    en: 'The request body is not valid JSON.',
  },
  bodyTooLarge: { id: 'Data yang dikirim terlalu besar.', en: 'The data sent is too large.' },
  tooDeep: {
    id: 'Isi permintaan bertingkat terlalu dalam.',
    en: 'The request body is nested too deeply.',
  },
  unsupportedMediaType: {
    id: 'Permintaan harus dikirim sebagai application/json atau multipart/form-data.',
    en: 'The request must be sent as application/json or multipart/form-data.',
  },
  originMismatch: {
    id: 'Permintaan ditolak: asal (Origin) permintaan tidak cocok dengan situs ini.',
    en: 'Request refused: its Origin does not match this site.',
  },
  unauthenticated: { id: 'Silakan masuk terlebih dahulu.', en: 'Please sign in first.' },
  checkTimeout: {
    id: 'Pemeriksaan kodemu butuh lebih dari {seconds} detik, jadi dihentikan. Periksa kode yang terlalu besar atau berulang tanpa henti, lalu coba lagi.',
    en: 'Checking your code took more than {seconds} seconds, so it was stopped. Look for code that is too large or repeats without end, then try again.',
  },
  checkMemory: {
    id: 'Kode PHP-mu memakai memori lebih dari batas PHP (128 MB){where}, jadi dihentikan. Periksa array atau string yang terus membesar, lalu coba lagi.',
    en: 'Your PHP code used more memory than PHP allows (128 MB){where}, so it was stopped. Look for an array or a string that keeps growing, then try again.',
  },
  checkMemoryAt: { id: ' di {file}', en: ' in {file}' },
  checkMemoryAtLine: { id: ' di {file} baris {line}', en: ' in {file} on line {line}' },
  checkShareUsed: {
    id: 'Kode kamu yang sebelumnya masih diperiksa. Tunggu hasilnya, lalu coba lagi.',
    en: 'Your earlier code is still being checked. Wait for its result, then try again.',
  },
  checkBusy: {
    id: 'Server sedang memeriksa banyak kode. Coba lagi sebentar lagi.',
    en: 'The server is checking a lot of code right now. Try again in a moment.',
  },
  crossSiteSignOut: {
    id: 'Keluar hanya bisa dari KelasKoding sendiri.',
    en: 'You can only sign out from KelasKoding itself.',
  },
  forbidden: { id: 'Anda tidak memiliki akses ke halaman ini.', en: 'You do not have access to this resource.' },
  notFound: { id: 'Data tidak ditemukan.', en: 'Data not found.' },
  validMonthsRange: {
    id: 'Masa berlaku harus bilangan bulat 1–600 bulan, atau kosong.',
    en: 'The validity must be a whole number of months from 1 to 600, or empty.',
  },
  certificateRevoked: { id: 'Sertifikat ini sudah dicabut.', en: 'This certificate has already been revoked.' },
  routeNotFound: { id: 'Alamat API tidak ditemukan.', en: 'API route not found.' },
  internal: {
    id: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    en: 'Something went wrong on the server. Please try again.',
  },
  wrongCurrentPassword: { id: 'Kata sandi saat ini salah.', en: 'The current password is incorrect.' },
  invalidCredentials: { id: 'Email atau kata sandi salah.', en: 'The email or password is incorrect.' },
  tooManyAttempts: {
    id: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam {minutes} menit.',
    en: 'Too many sign-in attempts. Please try again in {minutes} minutes.',
  },
  tooManySignUps: {
    id: 'Terlalu banyak percobaan pendaftaran dari jaringan ini. Silakan coba lagi dalam {minutes} menit.',
    en: 'Too many sign-up attempts from this network. Please try again in {minutes} minutes.',
  },
  serverBusy: {
    id: 'Server sedang sibuk. Silakan coba lagi sebentar lagi.',
    en: 'The server is busy. Please try again in a moment.',
  },
  emailTaken: { id: 'Email ini sudah terdaftar.', en: 'This email is already registered.' },
  cityNotInProvince: {
    id: 'Kota tidak berada di provinsi yang dipilih.',
    en: 'The city is not in the selected province.',
  },
  unknownProvince: { id: 'Provinsi tidak dikenal.', en: 'Unknown province.' },
  unknownCity: { id: 'Kota tidak dikenal.', en: 'Unknown city.' },
  botCheckRequired: {
    id: 'Selesaikan dulu verifikasi bahwa kamu bukan robot.',
    en: 'Please complete the check that you are not a robot first.',
  },
  botCheckInvalid: {
    id: 'Verifikasi bukan robot tidak valid. Silakan verifikasi ulang.',
    en: 'The not-a-robot check is not valid. Please verify again.',
  },
  botCheckReplayed: {
    id: 'Verifikasi ini sudah pernah dipakai. Silakan verifikasi ulang.',
    en: 'This check has already been used. Please verify again.',
  },
  botCheckExpired: {
    id: 'Verifikasi sudah kedaluwarsa. Silakan verifikasi ulang.',
    en: 'The check has expired. Please verify again.',
  },
  botCheckRejected: {
    id: 'Kami tidak dapat memastikan bahwa kamu bukan robot. Silakan coba lagi.',
    en: 'We could not confirm that you are not a robot. Please try again.',
  },
  botCheckUnavailable: {
    id: 'Layanan verifikasi sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.',
    en: 'The verification service cannot be reached right now. Please try again in a moment.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

/** The text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function message(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = messages[key][locale];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

/** True when `text` is one of the table's keys (used to translate zod issues whose message is a key). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(messages, text);
}
