/** Mentor top-bar notifications (real ones), which also keep the red dot on "Submission" current. */
import { useCallback } from 'react';
import { api } from '../../api-client';
import { setMentorSubmissionDot } from '../../state/ui';
import { LiveNotifications } from './live-notifications';

type Counts = { data: { new: number; inReview: number; reviewed: number } };

export function MentorNotifications() {
  const refreshDot = useCallback(() => {
    api
      .get<Counts>('/mentor/submissions/counts', { quiet: true })
      .then((res) => setMentorSubmissionDot(res.data.new > 0))
      .catch(() => undefined);
  }, []);
  return <LiveNotifications onRefresh={refreshDot} />;
}
