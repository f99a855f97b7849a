/** The delete and restore toasts of docs/decisions/0008-errors-and-limits.md (course, chapter, topic, learning, mentor, student) and the other admin records. */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type RecordKind =
  | 'course'
  | 'chapter'
  | 'topic'
  | 'learning'
  | 'mentor'
  | 'student'
  | 'package'
  | 'payment'
  | 'subscription';

export const deletedToast: Record<RecordKind, MessageDescriptor> = {
  course: msg`Kursus berhasil dihapus.`,
  chapter: msg`Bab berhasil dihapus.`,
  topic: msg`Topik berhasil dihapus.`,
  learning: msg`Materi belajar berhasil dihapus.`,
  mentor: msg`Mentor berhasil dihapus.`,
  student: msg`Siswa berhasil dihapus.`,
  package: msg`Paket berhasil dihapus.`,
  payment: msg`Pembayaran berhasil dihapus.`,
  subscription: msg`Langganan berhasil dihapus.`,
};

export const restoredToast: Record<RecordKind, MessageDescriptor> = {
  course: msg`Kursus berhasil dipulihkan.`,
  chapter: msg`Bab berhasil dipulihkan.`,
  topic: msg`Topik berhasil dipulihkan.`,
  learning: msg`Materi belajar berhasil dipulihkan.`,
  mentor: msg`Mentor berhasil dipulihkan.`,
  student: msg`Siswa berhasil dipulihkan.`,
  package: msg`Paket berhasil dipulihkan.`,
  payment: msg`Pembayaran berhasil dipulihkan.`,
  subscription: msg`Langganan berhasil dipulihkan.`,
};

export const savedToast = {
  created: msg`Data berhasil ditambahkan.`,
  updated: msg`Perubahan berhasil disimpan.`,
  reordered: msg`Urutan berhasil disimpan.`,
};
