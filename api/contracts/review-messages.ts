/** Server texts of the spaced review in both interface languages, picked by `x-locale`. */
import type { Locale } from '../types';

const messages = {
  cardNotFound: { id: 'Kartu ulasan tidak ditemukan.', en: 'Review card not found.' },
  notDue: {
    id: 'Kartu ini belum waktunya diulas. Ia akan kembali pada harinya.',
    en: 'This card is not due yet. It will come back on its day.',
  },
  dailyLimit: {
    id: 'Ulasan hari ini sudah selesai. Sampai besok!',
    en: "Today's review is done. See you tomorrow!",
  },
  alreadyAnswered: {
    id: 'Kartu ini sudah dijawab. Jawaban yang sama tidak dihitung dua kali.',
    en: 'This card has already been answered. The same answer is not counted twice.',
  },
  optionsRequired: { id: 'Pilih jawabanmu terlebih dahulu.', en: 'Choose your answer first.' },
  filesRequired: { id: 'Kirim berkasmu untuk diperiksa.', en: 'Send your files to be checked.' },
} as const;

export type ReviewMessageKey = keyof typeof messages;

export function reviewMessage(locale: Locale, key: ReviewMessageKey): string {
  return messages[key][locale];
}
