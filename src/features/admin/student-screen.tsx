/** `/admin/student`: the students list. */
import { PeopleScreen } from './people-screen';

export default function AdminStudentScreen() {
  return <PeopleScreen kind="student" />;
}
