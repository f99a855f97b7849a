/**
 * The Open Badges 3.0 credential of a certificate (an `OpenBadgeCredential` in the VC data model 2.0). The
 * achievement is written in Indonesian (`inLanguage: id`, strings as Open Badges' schema wants them); the
 * credential's own `name` and `description` carry both languages as JSON-LD language values (VC 2.0 §11.1), so the
 * English text is signed too.
 */
import type { LocalizedText } from '../../db/schema';
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from './contexts';
import type { Issuer } from './issuer';
import { dateTime } from './signing';
import { statusEntry } from './status-list';

export const ACADEMY_NAME = 'KelasKoding';

export type Evidence = {
  materialId: number;
  title: LocalizedText;
  mentorName: string;
  reviewedAt: Date | null;
  score: number | null;
};

export type CertificateContent = {
  rowId: number;
  publicId: string;
  kind: 'course' | 'chapter';
  courseId: number;
  chapterId: number | null;
  learnerName: string;
  courseTitle: LocalizedText;
  chapterTitle: LocalizedText | null;
  evidence: Evidence[];
  issuedAt: Date;
  expiresAt: Date | null;
};

type Lang = 'id' | 'en';
/** A text in `lang`, else the other language's (credentials have no room for the "[en]" marker). */
const text = (value: LocalizedText | null, lang: Lang): string =>
  (lang === 'id' ? (value?.id ?? value?.en) : (value?.en ?? value?.id)) ?? '';
const both = (id: string, en: string) => [
  { '@value': id, '@language': 'id' },
  { '@value': en, '@language': 'en' },
];

/** The public page of a certificate, also its credential's `id`. */
export function certificateUrl(origin: string, publicId: string): string {
  return `${origin}/certificates/${publicId}`;
}

function titles(content: CertificateContent) {
  const course = (lang: Lang) => text(content.courseTitle, lang);
  if (content.kind === 'course') {
    return {
      name: both(`Sertifikat ${course('id')}`, `${course('en')} Certificate`),
      achievement: `Menyelesaikan kursus ${course('id')}`,
      description: both(
        `${content.learnerName} menyelesaikan setiap bab kursus ${course('id')} di ${ACADEMY_NAME}, dengan semua proyeknya diterima mentor.`,
        `${content.learnerName} finished every chapter of the course ${course('en')} at ${ACADEMY_NAME}, with all its projects accepted by a mentor.`,
      ),
      criteria:
        'Menyelesaikan setiap materi dari setiap bab yang diterbitkan, dengan setiap proyek direview dan diterima mentor.',
    };
  }
  const chapter = (lang: Lang) => text(content.chapterTitle, lang);
  return {
    name: both(`Lencana ${chapter('id')}`, `${chapter('en')} Badge`),
    achievement: `Menyelesaikan bab ${chapter('id')} (${course('id')})`,
    description: both(
      `${content.learnerName} menyelesaikan bab ${chapter('id')} dari kursus ${course('id')} di ${ACADEMY_NAME}.`,
      `${content.learnerName} finished the chapter ${chapter('en')} of the course ${course('en')} at ${ACADEMY_NAME}.`,
    ),
    criteria: 'Menyelesaikan setiap materi bab ini, dengan setiap proyeknya direview dan diterima mentor.',
  };
}

function evidenceOf(item: Evidence) {
  const when = item.reviewedAt ? item.reviewedAt.toISOString().slice(0, 10) : '';
  const score = item.score === null ? '' : `, nilai ${item.score}`;
  const scoreEn = item.score === null ? '' : `, score ${item.score}`;
  return {
    type: ['Evidence'],
    name: text(item.title, 'id'),
    description: `Proyek diterima oleh mentor ${item.mentorName} pada ${when}${score}.`,
    narrative: `Project accepted by mentor ${item.mentorName} on ${when}${scoreEn}.`,
  };
}

/** The unsigned credential of `content`, issued by `issuer`. */
export function buildCredential(issuer: Issuer, content: CertificateContent): Record<string, unknown> {
  const t = titles(content);
  const achievementPath =
    content.kind === 'course'
      ? `course-${content.courseId}`
      : `course-${content.courseId}/chapter-${content.chapterId}`;
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: certificateUrl(issuer.origin, content.publicId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: t.name,
    description: t.description,
    issuer: { id: issuer.did, type: ['Profile'], name: ACADEMY_NAME, url: issuer.origin },
    validFrom: dateTime(content.issuedAt),
    ...(content.expiresAt ? { validUntil: dateTime(content.expiresAt) } : {}),
    awardedDate: dateTime(content.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: content.learnerName }],
      achievement: {
        id: `${issuer.origin}/achievements/${achievementPath}`,
        type: ['Achievement'],
        achievementType: content.kind === 'course' ? 'CertificateOfCompletion' : 'Badge',
        name: t.achievement,
        description: t.achievement,
        criteria: { narrative: t.criteria },
        inLanguage: 'id',
      },
    },
    ...(content.evidence.length > 0 ? { evidence: content.evidence.map(evidenceOf) } : {}),
    credentialStatus: statusEntry(issuer.origin, content.rowId),
  };
}
