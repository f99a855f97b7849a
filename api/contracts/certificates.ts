/**
 * Certificates: the request schemas of the admin's revoke, re-issue and expiry setting, and the shapes of every
 * answer (the student's list with where they stand, the public certificate, the admin's rows, the issuer's DID
 * document and the revocation status list). Messages are keys of common-messages.ts.
 */
import { z } from 'zod';
import { listQuery, requiredText } from './common';

const localized = z.object({ id: z.string().optional(), en: z.string().optional() });
/** A signed credential as JSON-LD: checked by its proof, not by this schema. */
export const credentialJson = z.record(z.string(), z.unknown());

export const certificateKind = z.enum(['course', 'chapter']);

/** One certificate as its holder, the public and the admin see it. */
export const certificateView = z.object({
  id: z.string(),
  kind: certificateKind,
  courseId: z.number(),
  chapterId: z.number().nullable(),
  learnerName: z.string(),
  courseTitle: localized,
  chapterTitle: localized.nullable(),
  issuedAt: z.number(),
  expiresAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
  revokeReason: z.string().nullable(),
  credential: credentialJson,
});
export type CertificateView = z.infer<typeof certificateView>;

/** What stands between the student and the course certificate: per chapter, and the materials left. */
export const certificateStanding = z.object({
  courseId: z.number(),
  earned: z.boolean(),
  chapters: z.array(
    z.object({ chapterId: z.number(), title: localized, total: z.number(), done: z.number(), earned: z.boolean() }),
  ),
  remaining: z.array(
    z.object({
      materialId: z.number(),
      chapterId: z.number(),
      title: localized,
      isProject: z.boolean(),
      reason: z.enum(['unfinished', 'not-reviewed']),
    }),
  ),
});
export type CertificateStanding = z.infer<typeof certificateStanding>;

export const studentCertificates = z.object({
  certificates: z.array(certificateView),
  standing: certificateStanding.nullable(),
});
export type StudentCertificates = z.infer<typeof studentCertificates>;

export const adminCertificateRow = certificateView.omit({ credential: true }).extend({
  studentId: z.number(),
  revision: z.number(),
});
export type AdminCertificateRow = z.infer<typeof adminCertificateRow>;

export const adminCertificateQuery = listQuery.extend({
  status: z.enum(['all', 'valid', 'revoked']).optional().default('all'),
});

export const revokeCertificateBody = z.object({ reason: requiredText(500) });
export const reissueCertificateBody = z.object({ reason: requiredText(500) });

export const certificateSettingsView = z.object({ courseId: z.number(), validMonths: z.number().nullable() });
export const certificateSettingsBody = z.object({
  validMonths: z
    .number('validMonthsRange')
    .int('validMonthsRange')
    .min(1, 'validMonthsRange')
    .max(600, 'validMonthsRange')
    .nullable(),
});
