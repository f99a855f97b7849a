/**
 * The mentor area's calls, through the typed client: routes, parameters, bodies and answers are checked against
 * `AppType`. Response shapes live once, in api/contracts/mentor.ts, re-exported here under the names screens use.
 */

import type { MaterialContent, SubmissionReview } from '../../../api/contracts/mentor';
import { apiClient, carrying, type DataResponse, idOf, type Query, read, toQuery } from '../../api-client';

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

const mentor = apiClient.api.mentor;
const carryingWorkspace = <T>(pending: Promise<unknown>) => carrying<DataResponse<T>>(pending);
const id = idOf;
const queryOf = toQuery;

/** Each call names its route through the typed client: a renamed route or changed field fails to compile here. */
export const mentorApi = {
  students: (query: Query, signal?: AbortSignal) =>
    read(mentor.dashboard.$get({ query: queryOf(query) }, { init: { signal } })),
  submissions: (query: Query, signal?: AbortSignal) =>
    read(mentor.submissions.$get({ query: queryOf(query) }, { init: { signal } })),
  student: (progressId: number) => read(mentor.students[':id'].$get({ param: { id: id(progressId) } })),
  overview: (progressId: number, query: Query, signal?: AbortSignal) =>
    read(
      mentor.dashboard['student-overview'][':id'].$get(
        { param: { id: id(progressId) }, query: queryOf(query) },
        { init: { signal } },
      ),
    ),
  /** The student's spaced review; their days counted in the mentor's browser zone (the learner's is not stored). */
  studentReview: (progressId: number, timeZone: string) =>
    read(mentor.students[':id'].review.$get({ param: { id: id(progressId) }, query: { timeZone } })),
  studentSubmissions: (progressId: number) => read(mentor.dashboard[':id'].$get({ param: { id: id(progressId) } })),
  review: (submissionId: number) =>
    carryingWorkspace<SubmissionReview>(
      read(mentor.submissions['get-submission-code'][':id'].$get({ param: { id: id(submissionId) } })),
    ),
  /** The editing replay sent with the submitted version (null without one). */
  replay: (submissionId: number) => read(mentor.submissions[':id'].replay.$get({ param: { id: id(submissionId) } })),
  open: (submissionId: number) =>
    carryingWorkspace<SubmissionReview>(
      read(mentor.submissions[':id'].open.$post({ param: { id: id(submissionId) } })),
    ),
  addComment: (submissionId: number, body: { path: string; line: number; body: string }) =>
    read(mentor.submissions[':id'].comments.$post({ param: { id: id(submissionId) }, json: body })),
  deleteComment: (submissionId: number, commentId: number) =>
    read(
      mentor.submissions[':id'].comments[':commentId'].$delete({
        param: { id: id(submissionId), commentId: id(commentId) },
      }),
    ),
  saveDraft: (submissionId: number, body: { feedback?: string | null; score?: number | null }) =>
    carryingWorkspace<SubmissionReview>(
      read(mentor.submissions[':id'].review.$put({ param: { id: id(submissionId) }, json: body })),
    ),
  complete: (submissionId: number, body: { feedback: string; score: number }) =>
    carryingWorkspace<SubmissionReview>(
      read(mentor.submissions[':id'].reviewed.$post({ param: { id: id(submissionId) }, json: body })),
    ),
  outline: () => read(mentor.material.$get()),
  material: (materialId: number) =>
    carryingWorkspace<MaterialContent>(read(mentor.material[':id'].$get({ param: { id: id(materialId) } }))),
  profile: () => read(mentor.profile.$get()),
  saveProfile: (body: MentorProfileInput) => read(mentor.profile.$put({ json: body })),
};
