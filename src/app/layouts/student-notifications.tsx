/** Student top-bar notifications (real ones: a finished project review, and others to come). */
import { LiveNotifications } from './live-notifications';

export function StudentNotifications() {
  return <LiveNotifications />;
}
