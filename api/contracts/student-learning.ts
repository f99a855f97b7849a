/**
 * Response shapes of the student learning calls (docs/decisions/0004-data.md field names), shared by the services that build them
 * and the client that reads them (`import type` only).
 */
import type { LocalizedText, MaterialRelation, QuizType, SlideBackground } from '../db/schema';
import type { StudentUser } from './auth';
import type { CaptionLanguage } from './uploads';

export type { LocalizedText, MaterialRelation, QuizType, SlideBackground };

/** A student's progress (docs/decisions/0004-data.md). */
export type ProgressView = {
  id: number;
  course_id: number;
  join_date: string;
  last_learning_date: string | null;
  percentage: number;
  score: number;
  student_id: number;
  submission_project_path: string | null;
};

/** A material of the student chapter list (docs/decisions/0004-data.md), plus the current flag, lock reason and score. */
export type MaterialView = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  relation: MaterialRelation;
  is_finish: boolean;
  is_unlock: boolean;
  is_current: boolean;
  lock_reason: 'order' | 'subscription' | null;
  score: number | null;
  progress_material_id: number | null;
  topic_id: number;
  chapter_id: number;
};

/** A link to a neighbouring material (previous / next). */
export type MaterialLink = Pick<
  MaterialView,
  'id' | 'title' | 'relation' | 'is_unlock' | 'is_finish' | 'topic_id' | 'chapter_id'
>;

export type TopicView = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  chapter_id: number;
  materials: MaterialView[];
};

export type ChapterView = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  /** Re-sequenced from 1 separately among trial and paid chapters. */
  order: number;
  is_trial: boolean;
  /** Every material finished. */
  is_finish: boolean;
  /** Open to this student: trial chapters always, paid chapters with an active subscription. */
  is_unlock: boolean;
  topics: TopicView[];
};

/** The `meta` of `GET /api/student/courses/:courseId/chapters`. */
export type ChapterListMeta = {
  course_id: number;
  progress: ProgressView;
  subscribed: boolean;
  trial_finished: boolean;
  total_materials: number;
  finished_materials: number;
  /** The material to continue with (first unlocked, unfinished), or null when none is open. */
  next_material: MaterialLink | null;
};

/** Materials per kind; submission types count as `project`. */
export type MaterialCounts = Partial<Record<'slide' | 'video' | 'quiz' | 'practice' | 'project', number>>;

export type CourseListItem = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  progress: ProgressView | null;
};

export type CourseDetail = CourseListItem & {
  subscribed: boolean;
  chapters: { trial: number; paid: number };
  total_materials: number;
  /** What the trial chapters hold: titles and material counts per type (submission types count as project). */
  trial: { chapters: { id: number; title: LocalizedText }[]; materials: MaterialCounts; total: number };
  paid: { materials: MaterialCounts; total: number };
};

/** A WebVTT caption file of a video in one interface language. */
export type CaptionTrack = { lang: CaptionLanguage; url: string };

export type SlideView = {
  id: number;
  order: number;
  title: LocalizedText;
  content: LocalizedText;
  background: SlideBackground | null;
  video: string | null;
};

export type QuestionView = {
  id: number;
  order: number;
  type: QuizType;
  title: LocalizedText;
  question: LocalizedText;
  example: string | null;
  /** Choices, the word bank of a fill-in-the-blank, or pieces to order (puzzle, shuffled); never the key flags. */
  options: { id: string; text: string }[];
  /** Number of blanks to fill (fillblank), 1 for fill, 0 otherwise. */
  blanks: number;
};

export type MaterialContent =
  | { kind: 'slide'; slides: SlideView[] }
  | {
      kind: 'video';
      url: string | null;
      duration_seconds: number | null;
      poster: string | null;
      /** The caption files, one per language that has one, Indonesian first. */
      captions: CaptionTrack[];
    }
  | { kind: 'quiz'; passing_score: number; questions: QuestionView[] }
  | { kind: 'practice' }
  | { kind: 'submission' };

/** `GET /api/student/materials/:materialId`. */
export type MaterialScreen = {
  progress_id: number;
  material: MaterialView;
  chapter: { id: number; title: LocalizedText; order: number; is_trial: boolean };
  topic: { id: number; title: LocalizedText; order: number };
  /** Neighbours within the topic. */
  previous: MaterialLink | null;
  next: MaterialLink | null;
  /** The material after this one in course order (may be in the next topic or chapter). */
  next_in_course: MaterialLink | null;
  content: MaterialContent;
};

/** One quiz reply: the option ids (choice, multiple, puzzle order) or texts (fill, fill in the blank). */
export type QuizReply = { questionId: number; value: string[] };

/** The `result` of `PUT /api/student/progresses/:progressId` (its `data` is the updated progress). */
export type MaterialFinishResult = {
  material_id: number;
  progress_material_id: number;
  is_finish: boolean;
  passed: boolean;
  score: number | null;
  correct: number | null;
  total: number | null;
  question_results: { questionId: number; correct: boolean }[] | null;
  next_material: MaterialLink | null;
  trial_finished: boolean;
};

export type SubscriptionView = {
  id: number;
  name: string;
  duration: number;
  price: number;
  start: string;
  end: string;
  is_active: boolean;
  course: { id: number; title: LocalizedText };
};

export type SubscriptionSummary = {
  status: 'active' | 'expired' | 'none';
  /** The running subscription, else the latest one. */
  current: SubscriptionView | null;
};

export type PackageView = {
  id: number;
  name: string;
  price: number;
  duration_in_month: number;
  course: { id: number; title: LocalizedText };
};

/** `GET`/`PUT /api/student/profile`: the student's own fields as the user call has them, plus the subscription. */
export type StudentProfile = Pick<
  StudentUser,
  | 'id'
  | 'email'
  | 'fullName'
  | 'phoneNumber'
  | 'gender'
  | 'birthday'
  | 'province'
  | 'provinceName'
  | 'city'
  | 'cityName'
  | 'occupation'
  | 'joinedDate'
> & { subscription: SubscriptionSummary };
