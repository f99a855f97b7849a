/** Shapes of the student learning calls as the server sends them (spec §3 field names). */

/** A per-language text; either language may be missing. */
export type LocalizedText = { id?: string; en?: string };

export type MaterialRelation = 'slide' | 'video' | 'quiz' | 'practice' | 'submission' | 'submission-exam';

export type Progress = {
  id: number;
  course_id: number;
  join_date: string;
  last_learning_date: string | null;
  percentage: number;
  score: number;
  student_id: number;
  submission_project_path: string | null;
};

export type Material = {
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

export type MaterialLink = Pick<
  Material,
  'id' | 'title' | 'relation' | 'is_unlock' | 'is_finish' | 'topic_id' | 'chapter_id'
>;

export type Topic = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  chapter_id: number;
  materials: Material[];
};

export type Chapter = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  is_trial: boolean;
  is_finish: boolean;
  is_unlock: boolean;
  topics: Topic[];
};

export type ChapterListMeta = {
  course_id: number;
  progress: Progress;
  subscribed: boolean;
  trial_finished: boolean;
  total_materials: number;
  finished_materials: number;
  next_material: MaterialLink | null;
};

export type MaterialCounts = Partial<Record<'slide' | 'video' | 'quiz' | 'practice' | 'project', number>>;

export type CourseDetail = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
  progress: Progress | null;
  subscribed: boolean;
  chapters: { trial: number; paid: number };
  total_materials: number;
  trial: { chapters: { id: number; title: LocalizedText }[]; materials: MaterialCounts; total: number };
  paid: { materials: MaterialCounts; total: number };
};

export type SlideBackground = { name: string; x: number; y: number; image: string };
export type Slide = {
  id: number;
  order: number;
  title: LocalizedText;
  content: LocalizedText;
  background: SlideBackground | null;
  video: string | null;
};

export type QuizType = 'multiplechoice' | 'multiple' | 'fillblank' | 'puzzle' | 'fill';
export type Question = {
  id: number;
  order: number;
  type: QuizType;
  title: LocalizedText;
  question: LocalizedText;
  example: string | null;
  options: { id: string; text: string }[];
  blanks: number;
};

export type MaterialContent =
  | { kind: 'slide'; slides: Slide[] }
  | { kind: 'video'; url: string | null; duration_seconds: number | null; poster: string | null }
  | { kind: 'quiz'; passing_score: number; questions: Question[] }
  | { kind: 'practice' }
  | { kind: 'submission' };

export type MaterialScreenData = {
  progress_id: number;
  material: Material;
  chapter: { id: number; title: LocalizedText; order: number; is_trial: boolean };
  topic: { id: number; title: LocalizedText; order: number };
  previous: MaterialLink | null;
  next: MaterialLink | null;
  next_in_course: MaterialLink | null;
  content: MaterialContent;
};

export type FinishResult = {
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

export type QuizReply = { questionId: number; value: string[] };

export type Subscription = {
  id: number;
  name: string;
  duration: number;
  price: number;
  start: string;
  end: string;
  is_active: boolean;
  course: { id: number; title: LocalizedText };
};

export type CoursePackage = {
  id: number;
  name: string;
  price: number;
  duration_in_month: number;
  course: { id: number; title: LocalizedText };
};

export type StudentProfile = {
  id: number;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  province: string | null;
  provinceName: string | null;
  city: string | null;
  cityName: string | null;
  occupation: string | null;
  joinedDate: string;
  subscription: { status: 'active' | 'expired' | 'none'; current: Subscription | null };
};
