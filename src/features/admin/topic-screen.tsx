/** The material level of the admin course tree (see content-screen.tsx). */
import { ContentScreen } from './content-screen';

export default function AdminTopicScreen() {
  return <ContentScreen level="material" />;
}
