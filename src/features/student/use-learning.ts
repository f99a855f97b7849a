/** Loads the course map of the signed-in student once per mount and returns the shared snapshot. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../../state/auth';
import { learningState, loadChapters } from './learning-state';

export function useLearning() {
  const auth = useSnapshot(authState);
  const studentId = typeof auth.user?.id === 'number' ? auth.user.id : null;
  useEffect(() => {
    if (studentId !== null) void loadChapters(studentId);
  }, [studentId]);
  const snap = useSnapshot(learningState);
  return { ...snap, studentId, reload: () => (studentId === null ? Promise.resolve() : loadChapters(studentId)) };
}
