/**
 * The red dot on the mentor's "Submission" link. Its own small module because the mentor top bar
 * (part of the app's first chunk) uses it too, and must not pull the whole mentor API in.
 */
import type { SubmissionCounts } from '../../../api/contracts/mentor';
import { api, type DataResponse } from '../../api-client';
import { setMentorSubmissionDot } from '../../state/ui';

/**
 * Re-reads the submission counts (quietly) and shows the dot while new projects wait; the top bar
 * calls it on every notification refresh, the review screens after a change. A failure keeps the dot.
 */
export function refreshSubmissionDot(): void {
  api
    .get<DataResponse<SubmissionCounts>>('/mentor/submissions/counts', { quiet: true })
    .then((res) => setMentorSubmissionDot(res.data.new > 0))
    .catch(() => undefined);
}
