/** The student learning calls, typed. They ask about the one course students take (`STUDENT_COURSE_ID`). */
import { STUDENT_COURSE_ID } from '../../../api/contracts/course';
import { api, type DataResponse, isApiError, type ListResponse } from '../../api-client';
import type {
  Chapter,
  ChapterListMeta,
  CourseDetail,
  CoursePackage,
  FinishResult,
  MaterialScreenData,
  Progress,
  QuizReply,
  StudentProfile,
  Subscription,
} from './learning-types';
import { openedBefore, rememberOpened } from './opened-materials';

export const COURSE_ID = STUDENT_COURSE_ID;

export type MaterialRef = { chapterId: number; topicId: number; materialId: number };

export const learningApi = {
  chapters: (studentId: number, courseId = COURSE_ID) =>
    api.get<ListResponse<Chapter> & { meta: ChapterListMeta }>(`/student/courses/${courseId}/chapters`, {
      query: { studentId },
    }),
  showProgress: (userId: number, courseId = COURSE_ID) =>
    api.get<{ data: Progress[] }>(`/student/show-progress/${userId}/${courseId}`),
  course: (courseId = COURSE_ID) => api.get<DataResponse<CourseDetail>>(`/student/courses/${courseId}`),
  material: (materialId: number) => api.get<DataResponse<MaterialScreenData>>(`/student/materials/${materialId}`),
  /**
   * Opens a material (docs/decisions/0007-api.md `progress-topic`). Offline, a material opened before on this device opens
   * with the row it got then; anything else fails as the request did.
   */
  open: async (progressId: number, ref: MaterialRef): Promise<{ progressMaterialId: number }> => {
    try {
      const opened = await api.post<{ progressMaterialId: number }>(
        `/student/progresses/${progressId}/progress-topic`,
        ref,
        { quiet: true },
      );
      rememberOpened(progressId, ref.materialId, opened.progressMaterialId);
      return opened;
    } catch (error) {
      const known = isApiError(error, 0) ? openedBefore(progressId, ref.materialId) : null;
      if (known === null) throw error;
      return { progressMaterialId: known };
    }
  },
  finish: (
    progressId: number,
    body: MaterialRef & { answers?: QuizReply[]; files?: { path: string; value: string }[] },
  ) => api.put<{ data: Progress; result: FinishResult }>(`/student/progresses/${progressId}`, body),
  subscriptions: () => api.get<ListResponse<Subscription>>('/student/subscriptions'),
  packages: () => api.get<ListResponse<CoursePackage>>('/student/packages', { query: { courseId: COURSE_ID } }),
  profile: () => api.get<DataResponse<StudentProfile>>('/student/profile'),
  updateProfile: (body: Record<string, string | null>) =>
    api.put<DataResponse<StudentProfile>>('/student/profile', body),
};
