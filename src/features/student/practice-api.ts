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
import { apiClient, carrying, type DataResponse, idOf, read, toQuery } from '../../api-client';

export type { PracticeData, PracticeTask, ProjectData, SubmissionCode, SubmissionRow, SubmissionStatus };

const student = apiClient.api.student;
const pm = (progressMaterialId: number) => ({ param: { progressMaterialId: idOf(progressMaterialId) } });

/** Paths of the requests the offline queue keeps (practice-sync.ts), from the typed client. */
export const practicePaths = {
  code: (pmId: number) => student.practice[':progressMaterialId'].code.$path(pm(pmId)),
  finish: (progressId: number) => student.progresses[':progressId'].$path({ param: { progressId: idOf(progressId) } }),
};

export const practiceApi = {
  practice: (pmId: number) =>
    carrying<DataResponse<PracticeData>>(read(student.practice[':progressMaterialId'].$get(pm(pmId)))),
  project: (pmId: number) =>
    carrying<DataResponse<ProjectData>>(read(student.submissions[':progressMaterialId'].$get(pm(pmId)))),
  submit: (pmId: number, workspace: Workspace) =>
    read(student.submissions[':progressMaterialId'].$post({ ...pm(pmId), json: { workspace } })),
  submissions: (query: { search?: string; start?: number; length?: number }) =>
    read(student.submissions.$get({ query: toQuery(query) })),
  submissionCode: (pmId: number) =>
    carrying<DataResponse<SubmissionCode>>(read(student['get-submission-code'][':progressMaterialId'].$get(pm(pmId)))),
};
