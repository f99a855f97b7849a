/** Calls and response shapes of the practice and project screens (issue 5). */
import type {
  PracticeView as PracticeData,
  PracticeTaskView as PracticeTask,
  ProjectView as ProjectData,
  SubmissionCode,
  StudentSubmissionRow as SubmissionRow,
  SubmissionStatus,
} from '../../../api/contracts/practice-views';
import type { Workspace } from '../../../workers/workspace/types';
import { api, type DataResponse, type ListResponse } from '../../api-client';

export type { PracticeData, PracticeTask, ProjectData, SubmissionCode, SubmissionRow, SubmissionStatus };

/** Server paths, also used for queued (offline) requests. */
export const practicePaths = {
  practice: (pmId: number) => `/student/practice/${pmId}`,
  code: (pmId: number) => `/student/practice/${pmId}/code`,
  project: (pmId: number) => `/student/submissions/${pmId}`,
  submissions: () => '/student/submissions',
  submissionCode: (pmId: number) => `/student/get-submission-code/${pmId}`,
  finish: (progressId: number) => `/student/progresses/${progressId}`,
};

export const practiceApi = {
  practice: (pmId: number) => api.get<DataResponse<PracticeData>>(practicePaths.practice(pmId)),
  project: (pmId: number) => api.get<DataResponse<ProjectData>>(practicePaths.project(pmId)),
  submit: (pmId: number, workspace: Workspace) =>
    api.post<DataResponse<{ status: SubmissionStatus; submittedAt: number; resubmitted: boolean }>>(
      practicePaths.project(pmId),
      { workspace },
    ),
  submissions: (query: { search?: string; start?: number; length?: number }) =>
    api.get<ListResponse<SubmissionRow>>(practicePaths.submissions(), { query }),
  submissionCode: (pmId: number) => api.get<DataResponse<SubmissionCode>>(practicePaths.submissionCode(pmId)),
};
