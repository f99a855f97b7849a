/** `/admin/mentor`: the mentors list. */
import { PeopleScreen } from './people-screen';

export default function AdminMentorScreen() {
  return <PeopleScreen kind="mentor" />;
}
