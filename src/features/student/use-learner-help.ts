/** The help session of the practice and project screens, started once the learner's own material is open. */
import { useEffect } from 'react';
import { showRequest, startHelp, stopHelp } from './help-session';

/**
 * Records the editing replay and lists the learner's help requests while `progressMaterialId` is open (an admin's
 * preview does neither). A `?help=<id>` in the address (a notification's link) opens that request's answer.
 */
export function useLearnerHelp(
  preview: boolean,
  materialId: number | null,
  userId: number | null,
  progressMaterialId: number | null,
): void {
  useEffect(() => {
    if (preview || materialId === null || userId === null || progressMaterialId === null) return;
    const requested = Number(new URLSearchParams(window.location.search).get('help'));
    void startHelp(userId, materialId, progressMaterialId)
      .then(() => (Number.isSafeInteger(requested) && requested > 0 ? showRequest(requested) : undefined))
      .catch(() => {
        // Offline or the list refused: the button still asks, and the list loads with the next request.
      });
    return () => stopHelp();
  }, [preview, materialId, userId, progressMaterialId]);
}
