/**
 * The mentor area's calls. Response shapes live once, in api/contracts/mentor.ts (type-only import), and are
 * re-exported here under the names the screens use.
 */

import type {
  MaterialContent,
  MentorOverviewRow,
  MentorProfile,
  MentorStudentDetail,
  MentorStudentRow,
  MentorStudentSubmission,
  MentorSubmissionRow,
  OutlineChapter,
  ReviewComment,
  SubmissionReview,
} from '../../../api/contracts/mentor';
import { api, type DataResponse, type ListResponse, type Query } from '../../api-client';

export type {
  MaterialContent,
  MentorOverviewRow as OverviewRow,
  MentorProfile,
  MentorStudentDetail as StudentDetail,
  MentorStudentRow as StudentRow,
  MentorStudentSubmission as StudentSubmission,
  MentorSubmissionRow as SubmissionRow,
  OutlineChapter,
  ReviewComment,
  SubmissionCounts,
  SubmissionReview,
  SubmissionStatus,
} from '../../../api/contracts/mentor';

/** The profile form's values as typed (strings; the server validates and normalises them). */
export type MentorProfileInput = {
  name: string;
  phone: string;
  gender: string;
  birthday: string;
  provinceId: string;
  cityId: string;
};

export const mentorApi = {
  students: (query: Query, signal?: AbortSignal) =>
    api.get<ListResponse<MentorStudentRow>>('/mentor/dashboard', { query, signal }),
  submissions: (query: Query, signal?: AbortSignal) =>
    api.get<ListResponse<MentorSubmissionRow>>('/mentor/submissions', { query, signal }),
  student: (progressId: number) => api.get<DataResponse<MentorStudentDetail>>(`/mentor/students/${progressId}`),
  overview: (progressId: number, query: Query, signal?: AbortSignal) =>
    api.get<ListResponse<MentorOverviewRow>>(`/mentor/dashboard/student-overview/${progressId}`, { query, signal }),
  studentSubmissions: (progressId: number) =>
    api.get<ListResponse<MentorStudentSubmission>>(`/mentor/dashboard/${progressId}`),
  review: (id: number) => api.get<DataResponse<SubmissionReview>>(`/mentor/submissions/get-submission-code/${id}`),
  open: (id: number) => api.post<DataResponse<SubmissionReview>>(`/mentor/submissions/${id}/open`),
  addComment: (id: number, body: { path: string; line: number; body: string }) =>
    api.post<DataResponse<ReviewComment>>(`/mentor/submissions/${id}/comments`, body),
  deleteComment: (id: number, commentId: number) => api.del(`/mentor/submissions/${id}/comments/${commentId}`),
  saveDraft: (id: number, body: { feedback?: string | null; score?: number | null }) =>
    api.put<DataResponse<SubmissionReview>>(`/mentor/submissions/${id}/review`, body),
  complete: (id: number, body: { feedback: string; score: number }) =>
    api.post<DataResponse<SubmissionReview>>(`/mentor/submissions/${id}/reviewed`, body),
  outline: () => api.get<DataResponse<OutlineChapter[]>>('/mentor/material'),
  material: (id: number) => api.get<DataResponse<MaterialContent>>(`/mentor/material/${id}`),
  profile: () => api.get<DataResponse<MentorProfile>>('/mentor/profile'),
  saveProfile: (body: MentorProfileInput) => api.put<DataResponse<MentorProfile>>('/mentor/profile', body),
};
