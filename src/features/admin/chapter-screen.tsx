/** The topic level of the admin course tree (see content-screen.tsx). */
import { ContentScreen } from './content-screen';

export default function AdminChapterScreen() {
  return <ContentScreen level="topic" />;
}
