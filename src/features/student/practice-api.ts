/** Calls and response shapes of the practice and project screens. */
import type {
  PracticeView as PracticeData,
  PracticeTaskView as PracticeTask,
  ProjectView as ProjectData,
  SubmissionCode,
  StudentSubmissionRow as SubmissionRow,
  SubmissionStatus,
} from '../../../api/contracts/practice-views';
import type { MaterialScreen } from '../../../api/contracts/student-learning';
import type { Workspace } from '../../../workers/workspace/types';
import { apiClient, carrying, type DataResponse, idOf, preloadableApiClient, read, toQuery } from '../../api-client';
import type { Locale } from '../../i18n/locale';

export type { PracticeData, PracticeTask, ProjectData, SubmissionCode, SubmissionRow, SubmissionStatus };

const student = apiClient.api.student;
const pm = (progressMaterialId: number) => ({ param: { progressMaterialId: idOf(progressMaterialId) } });

/** Paths of the requests the offline queue keeps (practice-sync.ts), from the typed client. */
export const practicePaths = {
  code: (pmId: number) => student.practice[':progressMaterialId'].code.$path(pm(pmId)),
  finish: (progressId: number) => student.progresses[':progressId'].$path({ param: { progressId: idOf(progressId) } }),
};

/** `GET /api/student/materials/:materialId/practice`, restated for the workspaces it carries (see `carrying`). */
export type PracticeOpening = {
  screen: MaterialScreen;
  progressMaterialId: number | null;
  practice: PracticeData | null;
};

export const practiceApi = {
  /**
   * The material, opened, with its practice, in one read (the practice screen's document preloads it, api/web.ts):
   * sent as the preload was, with the language in the address.
   */
  opening: (materialId: number, locale: Locale) =>
    carrying<DataResponse<PracticeOpening>>(
      read(
        preloadableApiClient.api.student.materials[':materialId'].practice.$get({
          param: { materialId: idOf(materialId) },
          query: { locale },
        }),
      ),
    ),
  practice: (pmId: number) =>
    carrying<DataResponse<PracticeData>>(read(student.practice[':progressMaterialId'].$get(pm(pmId)))),
  project: (pmId: number) =>
    carrying<DataResponse<ProjectData>>(read(student.submissions[':progressMaterialId'].$get(pm(pmId)))),
  /** The files and the packed editing replay of how they were written (null without one). */
  submit: (pmId: number, workspace: Workspace, replay: string | null) =>
    read(student.submissions[':progressMaterialId'].$post({ ...pm(pmId), json: { workspace, replay } })),
  submissions: (query: { search?: string; start?: number; length?: number }) =>
    read(student.submissions.$get({ query: toQuery(query) })),
  submissionCode: (pmId: number) =>
    carrying<DataResponse<SubmissionCode>>(read(student['get-submission-code'][':progressMaterialId'].$get(pm(pmId)))),
};
