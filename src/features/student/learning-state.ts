/**
 * The student's course map and progress, shared by the dashboard, the map and the material screens.
 * A module-level valtio proxy with exported actions; components read it with `useSnapshot`.
 * The server is the authority: after every finish the map is reloaded from it.
 */
import { proxy } from 'valtio';
import { getErrorMessage } from '../../api-client';
import { COURSE_ID, learningApi } from './learning-api';
import type { Chapter, ChapterListMeta } from './learning-types';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const learningState = proxy<{
  status: LoadStatus;
  error: string | null;
  studentId: number | null;
  chapters: Chapter[];
  meta: ChapterListMeta | null;
}>({ status: 'idle', error: null, studentId: null, chapters: [], meta: null });

let inFlight: Promise<void> | null = null;

/** Loads (or reloads) the course map of the signed-in student. Concurrent calls share one request. */
export function loadChapters(studentId: number): Promise<void> {
  if (inFlight && learningState.studentId === studentId) return inFlight;
  if (learningState.studentId !== studentId) {
    learningState.chapters = [];
    learningState.meta = null;
  }
  learningState.studentId = studentId;
  if (learningState.chapters.length === 0) learningState.status = 'loading';
  learningState.error = null;
  inFlight = learningApi
    .chapters(studentId, COURSE_ID)
    .then((res) => {
      learningState.chapters = res.data;
      learningState.meta = res.meta;
      learningState.status = 'ready';
    })
    .catch((error: unknown) => {
      learningState.error = getErrorMessage(error);
      learningState.status = 'error';
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
