/** The student learning calls, typed. They ask about the one course students take (`STUDENT_COURSE_ID`). */
import type { InferRequestType } from 'hono/client';
import { STUDENT_COURSE_ID } from '../../../api/contracts/course';
import { apiClient, idOf, isApiError, quietApiClient, read, toQuery } from '../../api-client';
import type { QuizReply } from './learning-types';
import { openedBefore, rememberOpened } from './opened-materials';

export const COURSE_ID = STUDENT_COURSE_ID;

/** What the profile form sends (the route's contract input). */
export type ProfileBody = InferRequestType<typeof apiClient.api.student.profile.$put>['json'];

export type MaterialRef = { chapterId: number; topicId: number; materialId: number };

const student = apiClient.api.student;

export const learningApi = {
  chapters: (studentId: number, courseId = COURSE_ID) =>
    read(
      student.courses[':courseId'].chapters.$get({
        param: { courseId: idOf(courseId) },
        query: toQuery({ studentId }),
      }),
    ),
  showProgress: (userId: number, courseId = COURSE_ID) =>
    read(
      student['show-progress'][':userId'][':courseId'].$get({
        param: { userId: idOf(userId), courseId: idOf(courseId) },
      }),
    ),
  course: (courseId = COURSE_ID) => read(student.courses[':id'].$get({ param: { id: idOf(courseId) } })),
  material: (materialId: number) =>
    read(student.materials[':materialId'].$get({ param: { materialId: idOf(materialId) } })),
  /**
   * Opens a material (docs/decisions/0007-api.md `progress-topic`). Offline, a material opened before on this device opens
   * with the row it got then; anything else fails as the request did.
   */
  open: async (progressId: number, ref: MaterialRef): Promise<{ progressMaterialId: number }> => {
    try {
      const opened = await read(
        quietApiClient.api.student.progresses[':progressId']['progress-topic'].$post({
          param: { progressId: idOf(progressId) },
          json: ref,
        }),
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
  ) => read(student.progresses[':progressId'].$put({ param: { progressId: idOf(progressId) }, json: body })),
  subscriptions: () => read(student.subscriptions.$get()),
  packages: () => read(student.packages.$get({ query: toQuery({ courseId: COURSE_ID }) })),
  profile: () => read(student.profile.$get()),
  updateProfile: (body: ProfileBody) => read(student.profile.$put({ json: body })),
};
