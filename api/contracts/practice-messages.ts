/** Server texts of the practice and project area in both interface languages, picked by `x-locale`. */
import type { ZodError } from 'zod';
import type { Locale } from '../types';
import { isMessageKey, message } from './common-messages';

const messages = {
  practiceNotFound: { id: 'Latihan tidak ditemukan.', en: 'Practice not found.' },
  staleSave: {
    id: 'Server sudah menyimpan versi kode yang lebih baru dari simpanan ini.',
    en: 'The server already holds a newer version of this code than this save.',
  },
  projectNotFound: { id: 'Proyek tidak ditemukan.', en: 'Project not found.' },
  notOpened: {
    id: 'Buka materi ini dari peta belajar terlebih dahulu.',
    en: 'Open this material from the course map first.',
  },
  notPractice: { id: 'Materi ini bukan latihan koding.', en: 'This material is not a coding practice.' },
  notProject: { id: 'Materi ini bukan proyek.', en: 'This material is not a project.' },
  alreadyReviewed: {
    id: 'Proyek ini sudah dinilai mentor dan tidak dapat dikirim ulang.',
    en: 'This project has already been reviewed and cannot be resubmitted.',
  },
  emptyProject: {
    id: 'Proyek belum berisi file. Tambahkan minimal satu file sebelum mengirim.',
    en: 'The project has no files yet. Add at least one file before submitting.',
  },
  fileTypeNotAllowed: {
    id: 'Jenis file tidak diizinkan: {path}. Hanya HTML, CSS, SCSS, JS, PHP dan gambar.',
    en: 'File type not allowed: {path}. Only HTML, CSS, SCSS, JS, PHP and images.',
  },
  workspaceTooLarge: {
    id: 'Ukuran kode melebihi batas 2 MB.',
    en: 'The code is larger than the 2 MB limit.',
  },
  workspaceTooMany: { id: 'Terlalu banyak file (maksimal 300).', en: 'Too many files (at most 300).' },
  workspaceTooDeep: {
    id: 'Folder terlalu dalam (maksimal 8 tingkat).',
    en: 'Folders nested too deep (at most 8 levels).',
  },
  workspaceDuplicatePath: {
    id: 'Ada dua file atau folder dengan path yang sama.',
    en: 'Two files or folders have the same path.',
  },
  submissionNew: { id: 'Proyek baru dari {name}', en: 'New project from {name}' },
  submissionResubmitted: { id: '{name} mengirim ulang proyek', en: '{name} resubmitted a project' },
  submissionBody: { id: '{title} menunggu review Anda.', en: '{title} is waiting for your review.' },
  finalExam: { id: 'Final Exam', en: 'Final Exam' },
} as const;

export type PracticeMessageKey = keyof typeof messages;

/** The text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function practiceMessage(
  locale: Locale,
  key: PracticeMessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Both languages of `key`, for texts stored for later reading (notifications). */
export function practiceText(key: PracticeMessageKey, params: Record<string, string | number> = {}) {
  return { id: practiceMessage('id', key, params), en: practiceMessage('en', key, params) };
}

const isPracticeKey = (text: string): text is PracticeMessageKey => Object.hasOwn(messages, text);

/** Per-field messages of a failed parse, in `locale`, from this table or the common one. */
export function practiceFields(error: ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (key in fields) continue;
    fields[key] = isPracticeKey(issue.message)
      ? practiceMessage(locale, issue.message)
      : isMessageKey(issue.message)
        ? message(locale, issue.message)
        : issue.message;
  }
  return fields;
}

/** The first field message of a failed parse, for the error's headline. */
export function firstMessage(fields: Record<string, string>, fallback: string): string {
  return Object.values(fields)[0] ?? fallback;
}
