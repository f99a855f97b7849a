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
  endBeforeStart: { id: 'Tanggal akhir harus setelah tanggal mulai.', en: 'The end must come after the start.' },
  titleRequired: {
    id: 'Isi judul setidaknya dalam satu bahasa.',
    en: 'Fill in the title in at least one language.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AdminMessageKey = keyof typeof messages;

/** The admin text of `key` in `locale`. */
export function adminMessage(locale: Locale, key: AdminMessageKey): string {
  return messages[key][locale];
}
