/**
 * Certificate calls (api/contracts/certificates.ts), shared by the student's certificates page, the learning map, the
 * public certificate page and the admin's list, which live in different feature folders.
 */
import { apiClient, read } from '../api-client';
import { paths } from '../config/paths';

const encoded = (id: string) => ({ param: { id: encodeURIComponent(id) } });

export const certificatesApi = {
  /** The student's certificates (issuing what they have earned first) and where they stand. */
  mine: () => read(apiClient.api.student.certificates.$get()),
  /** One certificate by its public id, for anyone. */
  byId: (id: string) => read(apiClient.api.certificates[':id'].$get(encoded(id))),
  adminList: (query: { search: string; status: 'all' | 'valid' | 'revoked'; start: number; length: number }) =>
    read(
      apiClient.api.admin.certificates.$get({
        query: { search: query.search, status: query.status, start: String(query.start), length: String(query.length) },
      }),
    ),
  settings: (courseId: number) =>
    read(apiClient.api.admin['certificate-settings'][':courseId'].$get({ param: { courseId: String(courseId) } })),
  saveSettings: (courseId: number, validMonths: number | null) =>
    read(
      apiClient.api.admin['certificate-settings'][':courseId'].$put({
        param: { courseId: String(courseId) },
        json: { validMonths },
      }),
    ),
  revoke: (id: string, reason: string) =>
    read(apiClient.api.admin.certificates[':id'].revoke.$put({ ...encoded(id), json: { reason } })),
  reissue: (id: string, reason: string) =>
    read(apiClient.api.admin.certificates[':id'].reissue.$post({ ...encoded(id), json: { reason } })),
};

/** The printable, shareable address of a certificate on this site. */
export function certificatePageUrl(id: string): string {
  return `${window.location.origin}${paths.certificate(id)}`;
}
