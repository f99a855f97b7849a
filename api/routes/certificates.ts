/**
 * Certificates. Public (guests too): `GET /api/certificates/issuer/did.json` (the academy's DID document, did:web),
 * `GET /api/certificates/status/:list` (a signed revocation status list) and `GET /api/certificates/:id` (one
 * certificate with its credential). Student: `GET /api/student/certificates` (theirs, issuing what they have
 * earned first, and where they stand). Admin: `GET /api/admin/certificates`, `PUT …/:id/revoke`,
 * `POST …/:id/reissue`, and `GET`/`PUT /api/admin/certificate-settings/:courseId` (the expiry per course).
 */
import { type Context, Hono } from 'hono';
import { dataOf, listOf } from '../contracts/answers';
import {
  adminCertificateQuery,
  adminCertificateRow,
  certificateSettingsBody,
  certificateSettingsView,
  certificateView,
  credentialJson,
  reissueCertificateBody,
  revokeCertificateBody,
  studentCertificates,
} from '../contracts/certificates';
import { message } from '../contracts/common-messages';
import { STUDENT_COURSE_ID } from '../contracts/course';
import { AppError } from '../errors';
import { requireRole } from '../middleware/auth';
import { idParam } from '../middleware/request';
import { answers, jsonBody, queryOf } from '../middleware/validate';
import {
  academyIssuer,
  adminCertificateList,
  awardEarned,
  certificateSettingsOf,
  didDocument,
  publicCertificate,
  studentCertificates as readStudentCertificates,
  reissueCertificate,
  revokeCertificate,
  saveCertificateSettings,
  statusListCredential,
} from '../services/certificates/index';
import type { AppEnv } from '../types';
import { publicOrigin } from './public-origin';

/** The academy as issuer on the origin this request reached (APP_ORIGIN when set). */
export function issuerOf(c: Context<AppEnv>) {
  return academyIssuer(c.var.db, c.var.env, publicOrigin(c));
}

const notFound = (c: Context<AppEnv>) => new AppError('not_found', message(c.var.locale, 'notFound'));
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function publicIdParam(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!PUBLIC_ID.test(id)) throw notFound(c);
  return id;
}

export const publicCertificateRoutes = new Hono<AppEnv>()
  .get('/issuer/did.json', answers(credentialJson), async (c) => {
    return c.json(didDocument(await issuerOf(c)), 200, { 'Cache-Control': 'public, max-age=3600' });
  })
  .get('/status/:list', answers(credentialJson), async (c) => {
    const list = idParam(c, 'list');
    if (list > 1000) throw notFound(c);
    const credential = await statusListCredential(c.var.db, await issuerOf(c), list);
    return c.json(credential, 200, { 'Cache-Control': 'public, max-age=30' });
  })
  .get('/:id', answers(dataOf(certificateView)), async (c) => {
    const data = await publicCertificate(c.var.db, publicIdParam(c));
    if (!data) throw notFound(c);
    return c.json({ data });
  });

export const studentCertificateRoutes = new Hono<AppEnv>().get(
  '/',
  answers(dataOf(studentCertificates)),
  requireRole('student'),
  async (c) => {
    const studentId = c.var.user.id;
    // Issues what the rules say is earned and not yet given, so nothing waits on the request that completed it.
    await awardEarned(c.var.db, () => issuerOf(c), studentId, STUDENT_COURSE_ID);
    return c.json({ data: await readStudentCertificates(c.var.db, studentId, STUDENT_COURSE_ID) });
  },
);

// Mounted at /admin beside the sign-in route: each route carries the guard rather than a `use` over /admin/*.
const admin = requireRole('admin');

export const adminCertificateRoutes = new Hono<AppEnv>()
  .get('/certificates', answers(listOf(adminCertificateRow)), admin, queryOf(adminCertificateQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await adminCertificateList(c.var.db, { search: q.search, status: q.status, start: q.start, length: q.length }),
    );
  })
  .put(
    '/certificates/:id/revoke',
    answers(dataOf(certificateView)),
    admin,
    jsonBody(revokeCertificateBody),
    async (c) => {
      const publicId = publicIdParam(c);
      const result = await revokeCertificate(c.var.db, {
        publicId,
        reason: c.req.valid('json').reason,
        adminId: c.var.user.id,
      });
      if (result === 'missing') throw notFound(c);
      if (result === 'already') throw new AppError('conflict', message(c.var.locale, 'certificateRevoked'));
      const data = await publicCertificate(c.var.db, publicId);
      if (!data) throw notFound(c);
      return c.json({ data });
    },
  )
  .post(
    '/certificates/:id/reissue',
    answers(dataOf(certificateView), 201),
    admin,
    jsonBody(reissueCertificateBody),
    async (c) => {
      const newId = await reissueCertificate(c.var.db, await issuerOf(c), {
        publicId: publicIdParam(c),
        reason: c.req.valid('json').reason,
        adminId: c.var.user.id,
      });
      const data = newId ? await publicCertificate(c.var.db, newId) : undefined;
      if (!data) throw notFound(c);
      return c.json({ data }, 201);
    },
  )
  .get('/certificate-settings/:courseId', answers(dataOf(certificateSettingsView)), admin, async (c) => {
    const data = await certificateSettingsOf(c.var.db, idParam(c, 'courseId'));
    if (!data) throw notFound(c);
    return c.json({ data });
  })
  .put(
    '/certificate-settings/:courseId',
    answers(dataOf(certificateSettingsView)),
    admin,
    jsonBody(certificateSettingsBody),
    async (c) => {
      const courseId = idParam(c, 'courseId');
      if (!(await certificateSettingsOf(c.var.db, courseId))) throw notFound(c);
      await saveCertificateSettings(c.var.db, courseId, c.req.valid('json').validMonths);
      return c.json({ data: { courseId, validMonths: c.req.valid('json').validMonths } });
    },
  );
