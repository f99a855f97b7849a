/** Calls and response shapes of the practice and project screens (issue 5). */
import type { Answer } from '../../../workers/checker/api';
import type { Workspace } from '../../../workers/workspace/types';
import { api, type DataResponse, type ListResponse } from '../../api-client';
import type { LocalizedText } from './learning-types';

export type PracticeTask = {
  id: number;
  order: number;
  title: LocalizedText;
  question: LocalizedText;
  example: string | null;
  copyable: string[];
  answers: Answer[];
};

export type PracticeData = {
  progressMaterialId: number;
  materialId: number;
  isFinish: boolean;
  score: number | null;
  tasks: PracticeTask[];
  starter: Workspace;
  code: Workspace | null;
  codeUpdatedAt: number | null;
};

export type SubmissionStatus = 'new' | 'in review' | 'reviewed';

export type ProjectData = {
  progressMaterialId: number;
  materialId: number;
  title: LocalizedText;
  brief: LocalizedText;
  isExam: boolean;
  starter: Workspace;
  answers: Answer[];
  files: Workspace | null;
  status: SubmissionStatus | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  feedback: string | null;
  score: number | null;
  canSubmit: boolean;
};

export type SubmissionRow = {
  progressMaterialId: number;
  materialId: number;
  title: LocalizedText;
  isExam: boolean;
  chapterOrder: number;
  topicOrder: number;
  status: SubmissionStatus;
  submittedAt: number | null;
  reviewedAt: number | null;
  feedback: string | null;
  score: number | null;
  commentCount: number;
};

export type SubmissionComment = {
  path: string | null;
  line: number | null;
  body: string;
  createdAt: number;
  mentorName: string;
};

export type SubmissionCode = Omit<SubmissionRow, 'chapterOrder' | 'topicOrder' | 'commentCount'> & {
  files: Workspace | null;
  comments: SubmissionComment[];
};

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
