/**
 * The red dot on the mentor's "Submission" link. Its own small module because the mentor top bar
 * (part of the app's first chunk) uses it too, and must not pull the whole mentor API in.
 */
import { quietApiClient, read } from '../../api-client';
import { setMentorHelpWaiting, setMentorSubmissionDot } from '../../state/ui';

/**
 * Re-reads the submission counts (quietly) and shows the dot while new projects wait; the top bar
 * calls it on every notification refresh, the review screens after a change. A failure keeps the dot.
 */
export function refreshSubmissionDot(): void {
  read(quietApiClient.api.mentor.submissions.counts.$get())
    .then((res) => setMentorSubmissionDot(res.data.new > 0))
    .catch(() => undefined);
  refreshHelpCount();
}

/** Re-reads how many help requests wait for an answer (quietly); a failure keeps the count shown. */
export function refreshHelpCount(): void {
  read(quietApiClient.api.mentor['help-requests'].counts.$get())
    .then((res) => setMentorHelpWaiting(res.data.open))
    .catch(() => undefined);
}
