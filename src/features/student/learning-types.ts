/**
 * The student learning responses under the names the screens use. The shapes live once, in
 * api/contracts/student-learning.ts (type-only import: nothing of the server reaches the bundle).
 */
export type {
  CaptionTrack,
  ChapterListMeta,
  ChapterView as Chapter,
  CourseDetail,
  MaterialCounts,
  MaterialFinishResult as FinishResult,
  MaterialLink,
  MaterialRelation,
  MaterialScreen as MaterialScreenData,
  MaterialView as Material,
  PackageView as CoursePackage,
  ProgressView as Progress,
  QuestionView as Question,
  QuizReply,
  SlideView as Slide,
  StudentProfile,
  SubscriptionView as Subscription,
} from '../../../api/contracts/student-learning';
