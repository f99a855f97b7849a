/** The student learning calls of spec §7, typed. Course id 2 is the one course students take (spec §9). */
import { api, type DataResponse, type ListResponse } from '../../api-client';
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

export const COURSE_ID = 2;

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
  open: (progressId: number, ref: MaterialRef) =>
    api.post<{ progressMaterialId: number }>(`/student/progresses/${progressId}/progress-topic`, ref, { quiet: true }),
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
