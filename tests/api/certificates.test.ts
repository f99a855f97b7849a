import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateView, StudentCertificates } from '../../api/contracts/certificates';
import { certificates } from '../../api/db/schema';
import { verifyIndependently } from './certificate-verifier';
import { createTestApp, jsonRequest, login, type TestApp } from './helpers';
import { type MentorFixture, seedMentorFixture } from './mentor-fixture';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

/** The parts of an issued credential the tests read. */
type Credential = {
  '@context': string[];
  type: string[];
  name: unknown;
  issuer: { id: string };
  validFrom: string;
  validUntil?: string;
  credentialSubject: { identifier: Array<{ identityHash: string }>; achievement: { achievementType: string } };
  evidence: Array<{ name: string; narrative: string }>;
  proof: { type: string; cryptosuite: string; proofValue: string };
  credentialStatus: Record<string, string>;
};
type DidDocument = {
  id: string;
  assertionMethod: string[];
  verificationMethod: Array<{ publicKeyMultibase: string }>;
};
const asCredential = (value: unknown) => structuredClone(value) as Credential;
let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let fx: MentorFixture;
let mentor: string;
let admin: string;
let dewi: string;

async function call<T>(method: string, path: string, cookie: string | undefined, body?: unknown, status = 200) {
  const res = await jsonRequest(app, method, path, { ...(cookie ? { cookie } : {}), body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const mine = async () => (await call<{ data: StudentCertificates }>('GET', '/api/student/certificates', dewi)).data;
const accept = async (progressMaterialId: number) => {
  await call('POST', `/api/mentor/submissions/${progressMaterialId}/open`, mentor);
  await call('POST', `/api/mentor/submissions/${progressMaterialId}/reviewed`, mentor, {
    feedback: 'Rapi dan lengkap.',
    score: 90,
  });
};

beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal', now: NOW });
  app = t.app;
  fx = await seedMentorFixture(t.db, NOW);
  mentor = await login(app, 'mentor', fx.mentorA.email, fx.password);
  admin = await login(app, 'admin', 'admin@kelaskoding.id', 'kelaskoding123');
  dewi = await login(app, 'student', fx.students['Dewi Anggraini']?.email as string, fx.password);
});
afterAll(() => t.cleanup());

describe('earning and issuing', () => {
  it('gives a badge for a finished chapter and names what is left for the course certificate', async () => {
    const { certificates: held, standing } = await mine();
    // Dewi finished the trial chapter; the HTML project is in review and the CSS exam is waiting.
    expect(held.map((c) => [c.kind, c.chapterId])).toEqual([['chapter', fx.chapterIds.trial]]);
    expect(standing?.earned).toBe(false);
    expect(standing?.chapters.map((c) => [c.chapterId, c.done, c.total, c.earned])).toEqual([
      [fx.chapterIds.trial, 2, 2, true],
      [fx.chapterIds.html, 1, 2, false],
      [fx.chapterIds.css, 0, 1, false],
    ]);
    expect(standing?.remaining.map((m) => [m.materialId, m.isProject, m.reason])).toEqual([
      [fx.projectMaterialId, true, 'not-reviewed'],
      [fx.examMaterialId, true, 'not-reviewed'],
    ]);
    // Reading again issues nothing twice.
    expect((await mine()).certificates).toHaveLength(1);
  });

  it('issues the course certificate when the mentor accepts the last project, with the evidence', async () => {
    await accept(fx.projects.dewiInReview as number);
    expect((await mine()).certificates.map((c) => c.kind)).toEqual(['chapter', 'chapter']);
    await accept(fx.projects.dewiExam as number);
    const { certificates: held, standing } = await mine();
    expect(standing?.earned).toBe(true);
    expect(standing?.remaining).toEqual([]);
    expect(held.map((c) => c.kind).sort()).toEqual(['chapter', 'chapter', 'chapter', 'course']);
    const course = held.find((c) => c.kind === 'course') as CertificateView;
    const credential = asCredential(course.credential);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.issuer.id).toBe('did:web:localhost:api:certificates:issuer');
    expect(credential.name).toEqual([
      { '@value': 'Sertifikat Pengembangan Web', '@language': 'id' },
      { '@value': 'Web Development Certificate', '@language': 'en' },
    ]);
    expect(credential.credentialSubject.identifier[0]?.identityHash).toBe('Dewi Anggraini');
    expect(credential.credentialSubject.achievement.achievementType).toBe('CertificateOfCompletion');
    expect(credential.evidence.map((e) => [e.name, e.narrative])).toEqual([
      ['Halaman profil', expect.stringContaining('accepted by mentor Mentor A')],
      ['Ujian', expect.stringContaining('score 90')],
    ]);
    expect(credential.validUntil).toBeUndefined();
    expect(credential.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' });
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: 'http://localhost/api/certificates/status/1',
    });
  });
});

describe('verification by an independent verifier', () => {
  let course: CertificateView;
  beforeAll(async () => {
    course = (await mine()).certificates.find((c) => c.kind === 'course') as CertificateView;
  });

  it('verifies every issued credential with no errors, not revoked', async () => {
    for (const held of (await mine()).certificates) {
      expect(await verifyIndependently(app, held.credential)).toEqual({ verified: true, errors: [], revoked: false });
    }
  });

  it('refuses the credential when one character is changed', async () => {
    const tampered = asCredential(course.credential);
    const [identity] = tampered.credentialSubject.identifier;
    if (identity) identity.identityHash = 'Dewi Anggrainy';
    const verdict = await verifyIndependently(app, tampered);
    expect(verdict.verified).toBe(false);
    expect(verdict.errors.join(' ')).toMatch(/signature|proof/i);
  });

  it('refuses a credential signed by another key than the academy’s', async () => {
    const forged = asCredential(course.credential);
    forged.proof.proofValue = `${forged.proof.proofValue.slice(0, -2)}${forged.proof.proofValue.endsWith('a') ? 'bb' : 'aa'}`;
    expect((await verifyIndependently(app, forged)).verified).toBe(false);
  });

  it('serves the public certificate to a guest, and 404 for an unknown id', async () => {
    const body = await call<{ data: CertificateView }>('GET', `/api/certificates/${course.id}`, undefined);
    expect(body.data.credential).toEqual(course.credential);
    expect(body.data.learnerName).toBe('Dewi Anggraini');
    await call('GET', '/api/certificates/00000000-0000-4000-8000-000000000000', undefined, undefined, 404);
    await call('GET', '/api/certificates/not-an-id', undefined, undefined, 404);
  });

  it('publishes the issuer key as a did:web document', async () => {
    const doc = await call<DidDocument>('GET', '/api/certificates/issuer/did.json', undefined);
    expect(doc.id).toBe('did:web:localhost:api:certificates:issuer');
    expect(doc.assertionMethod).toEqual(['did:web:localhost:api:certificates:issuer#key-1']);
    expect(doc.verificationMethod[0]?.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(JSON.stringify(doc)).not.toMatch(/secret/i);
  });
});

describe('expiry', () => {
  it('sets the expiry per course, and an expired certificate fails verification', async () => {
    await call('PUT', '/api/admin/certificate-settings/2', admin, { validMonths: 0 }, 400);
    await call('PUT', '/api/admin/certificate-settings/2', dewi, { validMonths: 12 }, 403);
    const saved = await call<{ data: unknown }>('PUT', '/api/admin/certificate-settings/2', admin, { validMonths: 12 });
    expect(saved.data).toEqual({ courseId: 2, validMonths: 12 });
    const course = (await mine()).certificates.find((c) => c.kind === 'course') as CertificateView;
    const reissued = await call<{ data: CertificateView }>(
      'POST',
      `/api/admin/certificates/${course.id}/reissue`,
      admin,
      { reason: 'Masa berlaku baru' },
      201,
    );
    const credential = asCredential(reissued.data.credential);
    const until = new Date(credential.validUntil ?? 0);
    expect(until.getTime() - new Date(credential.validFrom).getTime()).toBeGreaterThan(364 * 86_400_000);
    expect(await verifyIndependently(app, credential)).toEqual({ verified: true, errors: [], revoked: false });
    const later = await verifyIndependently(app, credential, new Date(until.getTime() + 1000));
    expect(later.verified).toBe(false);
    expect(later.errors.join(' ')).toContain('validUntil');
    await call('PUT', '/api/admin/certificate-settings/2', admin, { validMonths: null });
  });
});

describe('revocation and re-issue', () => {
  it('revokes with a reason: the status list says so and the verifier reports it', async () => {
    const badge = (await mine()).certificates.find((c) => c.kind === 'chapter' && !c.revokedAt) as CertificateView;
    await call('PUT', `/api/admin/certificates/${badge.id}/revoke`, admin, { reason: '' }, 400);
    await call('PUT', `/api/admin/certificates/${badge.id}/revoke`, mentor, { reason: 'x' }, 403);
    const revoked = await call<{ data: CertificateView }>('PUT', `/api/admin/certificates/${badge.id}/revoke`, admin, {
      reason: 'Plagiarisme',
    });
    expect(revoked.data.revokeReason).toBe('Plagiarisme');
    expect(revoked.data.revokedAt).toEqual(expect.any(Number));
    await call('PUT', `/api/admin/certificates/${badge.id}/revoke`, admin, { reason: 'lagi' }, 409);
    expect(await verifyIndependently(app, badge.credential)).toEqual({ verified: false, errors: [], revoked: true });
    // The student keeps seeing it, marked revoked, and is not given a fresh one on the next read.
    const after = (await mine()).certificates.filter((c) => c.chapterId === badge.chapterId);
    expect(after.map((c) => c.revokeReason)).toEqual(['Plagiarisme']);
  });

  it('re-issues a revoked certificate as the next revision, verifiable and not revoked', async () => {
    const badge = (await mine()).certificates.find((c) => c.revokeReason === 'Plagiarisme') as CertificateView;
    const fresh = await call<{ data: CertificateView }>(
      'POST',
      `/api/admin/certificates/${badge.id}/reissue`,
      admin,
      { reason: 'Banding diterima' },
      201,
    );
    expect(fresh.data.id).not.toBe(badge.id);
    expect(await verifyIndependently(app, fresh.data.credential)).toEqual({
      verified: true,
      errors: [],
      revoked: false,
    });
    const [row] = await t.db.select().from(certificates).where(eq(certificates.publicId, fresh.data.id));
    expect(row?.revision).toBe(1);
  });

  it('lists certificates for the admin with search, status filter and paging', async () => {
    type List = {
      data: Array<{ id: string; learnerName: string; revokedAt: number | null }>;
      total: number;
      filtered: number;
    };
    const all = await call<List>('GET', '/api/admin/certificates', admin);
    expect(all.total).toBe(6);
    const revoked = await call<List>('GET', '/api/admin/certificates?status=revoked', admin);
    expect(revoked.filtered).toBe(2);
    expect(revoked.data.every((r) => r.revokedAt !== null)).toBe(true);
    const search = await call<List>('GET', '/api/admin/certificates?search=anggraini&length=2&start=2', admin);
    expect(search.filtered).toBe(6);
    expect(search.data).toHaveLength(2);
    expect((await call<List>('GET', '/api/admin/certificates?search=nobody', admin)).filtered).toBe(0);
    await call('GET', '/api/admin/certificates', dewi, undefined, 403);
    await call('GET', '/api/admin/certificates', undefined, undefined, 401);
  });
});
