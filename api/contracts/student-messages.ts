/** Server texts of the student learning area in both interface languages, picked by `x-locale`. */
import type { Locale } from '../types';

const messages = {
  courseNotFound: { id: 'Kursus tidak ditemukan.', en: 'Course not found.' },
  materialNotFound: { id: 'Materi tidak ditemukan.', en: 'Material not found.' },
  progressNotFound: { id: 'Progres belajar tidak ditemukan.', en: 'Learning progress not found.' },
  otherStudent: {
    id: 'Kamu hanya dapat melihat progres belajarmu sendiri.',
    en: 'You can only see your own learning progress.',
  },
  materialMismatch: {
    id: 'Materi tidak berada pada bab dan topik yang dikirim.',
    en: 'The material is not in the chapter and topic sent.',
  },
  lockedOrder: {
    id: 'Materi ini masih terkunci. Selesaikan materi sebelumnya terlebih dahulu.',
    en: 'This material is still locked. Finish the previous material first.',
  },
  lockedSubscription: {
    id: 'Materi ini hanya untuk pelanggan. Berlangganan untuk membuka bab berbayar.',
    en: 'This material is for subscribers only. Subscribe to open the paid chapters.',
  },
  answersRequired: {
    id: 'Kirim jawaban kuis untuk menyelesaikan materi ini.',
    en: 'Send the quiz answers to finish this material.',
  },
  filesRequired: {
    id: 'Kirim berkas latihan untuk menyelesaikan materi ini.',
    en: 'Send the practice files to finish this material.',
  },
  practiceFailed: {
    id: 'Jawaban latihan belum memenuhi semua aturan tugas.',
    en: 'The practice answer does not meet every task rule yet.',
  },
  practiceMissing: {
    id: 'Latihan untuk materi ini belum tersedia.',
    en: 'The practice for this material is not available yet.',
  },
  projectByReview: {
    id: 'Proyek diselesaikan melalui pengumpulan dan review mentor, bukan di sini.',
    en: 'Projects are finished by submission and mentor review, not here.',
  },
  quizMissing: { id: 'Kuis untuk materi ini belum tersedia.', en: 'The quiz for this material is not available yet.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type StudentMessageKey = keyof typeof messages;

/** The text of `key` in `locale`. */
export function studentMessage(locale: Locale, key: StudentMessageKey): string {
  return messages[key][locale];
}
