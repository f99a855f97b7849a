/**
 * Response shapes of the practice and project area (issue 5), shared by the services that build them
 * and the student screens that read them.
 */
import type { Answer } from '../../workers/checker/api';
import type { Workspace } from '../../workers/workspace/types';
import type { LocalizedText, SubmissionStatus } from '../db/schema';

export type { SubmissionStatus };

export type PracticeTaskView = {
  id: number;
  order: number;
  title: LocalizedText;
  question: LocalizedText;
  example: string | null;
  copyable: string[];
  answers: Answer[];
};

/** `GET /api/student/practice/:progressMaterialId`: the tasks and code, never the reference solution. */
export type PracticeView = {
  progressMaterialId: number;
  materialId: number;
  isFinish: boolean;
  score: number | null;
  tasks: PracticeTaskView[];
  starter: Workspace;
  /** The student's saved code, or null before the first save. */
  code: Workspace | null;
  /** Server time of the last save (epoch ms), or null. */
  codeUpdatedAt: number | null;
};

/** `GET /api/student/submissions/:progressMaterialId`: a project as its owner sees it. */
export type ProjectView = {
  progressMaterialId: number;
  materialId: number;
  title: LocalizedText;
  brief: LocalizedText;
  isExam: boolean;
  starter: Workspace;
  /** The rules the reviewer sees checked. */
  answers: Answer[];
  /** The submitted files, or null before the first submission. */
  files: Workspace | null;
  status: SubmissionStatus | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  feedback: string | null;
  score: number | null;
  /** False once reviewed. */
  canSubmit: boolean;
};

/** One row of `GET /api/student/submissions`. */
export type StudentSubmissionRow = {
  progressMaterialId: number;
  materialId: number;
  title: LocalizedText;
  isExam: boolean;
  /** The chapter's number as the course map shows it: trial chapters and paid ones are counted apart. */
  chapterOrder: number;
  isTrialChapter: boolean;
  topicOrder: number;
  status: SubmissionStatus;
  submittedAt: number | null;
  reviewedAt: number | null;
  feedback: string | null;
  score: number | null;
  commentCount: number;
};

/** A mentor's comment as the student reads it beside the code (line null = general). */
export type SubmissionComment = {
  path: string | null;
  line: number | null;
  body: string;
  createdAt: number;
  mentorName: string;
};

/** `GET /api/student/get-submission-code/:progressMaterialId`. */
export type SubmissionCode = Omit<
  StudentSubmissionRow,
  'chapterOrder' | 'isTrialChapter' | 'topicOrder' | 'commentCount'
> & {
  files: Workspace | null;
  comments: SubmissionComment[];
};
