/** The course level of the admin course tree (see content-screen.tsx). */
import { ContentScreen } from './content-screen';

export default function AdminCourseScreen() {
  return <ContentScreen level="course" />;
}
