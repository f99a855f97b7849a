/** The chapter level of the admin course tree (see content-screen.tsx). */
import { ContentScreen } from './content-screen';

export default function AdminCourseDetailScreen() {
  return <ContentScreen level="chapter" />;
}
