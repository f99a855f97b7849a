/**
 * The mentor area's calls and response types (shapes as the API answers them; dates are epoch ms).
 */

import type { Answer } from '../../../workers/checker/api';
import type { Workspace } from '../../../workers/workspace/types';
import { api, type DataResponse, type ListResponse, type Query } from '../../api-client';

export type SubmissionStatus = 'new' | 'in review' | 'reviewed';

export type StudentRow = {
  progressId: number | null;
  studentId: number;
  name: string;
  startDate: number | null;
  lastLearning: number | null;
  progress: number;
  chapterId: number | null;
  chapterOrder: number | null;
  isTrialChapter: boolean;
  topicOrder: number | null;
  topicTitle: string;
  phone: string | null;
};

export type SubmissionRow = {
  materialId: number;
  progressId: number;
  progressMaterialId: number;
  name: string;
  lastUpdate: number;
  submittedAt: number | null;
  chapterId: number;
  chapterOrder: number;
  isTrialChapter: boolean;
  topicOrder: number;
  topicTitle: string;
  submissionTitle: string;
  isExam: boolean;
  status: SubmissionStatus;
  score: number | null;
};

export type StudentDetail = {
  progressId: number;
  studentId: number;
  name: string;
  email: string;
  phone: string | null;
  joinDate: number;
  dateOfBirth: string | null;
  gender: 'male' | 'female' | null;
  progress: number;
  lastLearning: number | null;
};

export type OverviewRow = {
  progressMaterialId: number;
  chapterOrder: number;
  isTrialChapter: boolean;
  chapterTitle: string;
  topicOrder: number;
  topicTitle: string;
  materialType: string;
  materialTitle: string;
  time: number | null;
  durationSeconds: number | null;
  percentage: number;
  isFinish: boolean;
  score: number | null;
};

export type StudentSubmission = {
  id: number;
  chapterOrder: number;
  isTrialChapter: boolean;
  topicOrder: number;
  submissionTitle: string;
  isExam: boolean;
  startDate: number | null;
  updateDate: number | null;
  status: SubmissionStatus;
  score: number | null;
};

export type ReviewComment = {
  id: number;
  path: string | null;
  line: number | null;
  body: string;
  mentorId: number;
  mentorName: string;
  createdAt: number;
};

export type SubmissionReview = {
  progressMaterialId: number;
  progressId: number;
  materialId: number;
  studentId: number;
  studentName: string;
  title: string;
  brief: string;
  isExam: boolean;
  files: Workspace | null;
  rules: Answer[];
  comments: ReviewComment[];
  events: { status: SubmissionStatus; actorId: number; actorName: string; createdAt: number }[];
  status: SubmissionStatus;
  feedback: string | null;
  score: number | null;
  submittedAt: number | null;
  reviewedAt: number | null;
};

export type OutlineChapter = {
  id: number;
  order: number;
  title: string;
  description: string | null;
  isTrial: boolean;
  topics: {
    id: number;
    order: number;
    title: string;
    description: string | null;
    materials: { id: number; order: number; title: string; relation: string }[];
  }[];
};

export type MaterialContent = {
  id: number;
  title: string;
  description: string | null;
  relation: string;
  slides: { id: number; title: string; content: string; video: string | null }[];
  video: { url: string; durationSeconds: number | null; poster: string | null } | null;
  questions: {
    id: number;
    type: string;
    title: string;
    question: string;
    example: string | null;
    answer: { options: { id: string; text: string; key: boolean }[]; key: string[] };
  }[];
  tasks: {
    id: number;
    title: string;
    question: string;
    example: string | null;
    copyable: string[];
    answers: Answer[];
  }[];
  starter: Workspace | null;
  project: { title: string; brief: string; isExam: boolean; rules: Answer[] } | null;
};

export type MentorProfile = {
  name: string;
  email: string;
  phone: string | null;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  provinceId: string | null;
  provinceName: string | null;
  cityId: string | null;
  cityName: string | null;
  totalStudents: number;
  joinedAt: number;
};

export type MentorProfileInput = {
  name: string;
  phone: string;
  gender: string;
  birthday: string;
  provinceId: string;
  cityId: string;
};

export type SubmissionCounts = { new: number; inReview: number; reviewed: number };

export const mentorApi = {
  students: (query: Query, signal?: AbortSignal) =>
    api.get<ListResponse<StudentRow>>('/mentor/dashboard', { query, signal }),
  submissions: (query: Query, signal?: AbortSignal) =>
    api.get<ListResponse<SubmissionRow>>('/mentor/submissions', { query, signal }),
  counts: () => api.get<DataResponse<SubmissionCounts>>('/mentor/submissions/counts', { quiet: true }),
  student: (progressId: number) => api.get<DataResponse<StudentDetail>>(`/mentor/students/${progressId}`),
  overview: (progressId: number, query: Query, signal?: AbortSignal) =>
    api.get<ListResponse<OverviewRow>>(`/mentor/dashboard/student-overview/${progressId}`, { query, signal }),
  studentSubmissions: (progressId: number) =>
    api.get<ListResponse<StudentSubmission>>(`/mentor/dashboard/${progressId}`),
  review: (id: number) => api.get<DataResponse<SubmissionReview>>(`/mentor/submissions/get-submission-code/${id}`),
  open: (id: number) => api.post<DataResponse<SubmissionReview>>(`/mentor/submissions/${id}/open`),
  addComment: (id: number, body: { path: string; line: number; body: string }) =>
    api.post<DataResponse<ReviewComment>>(`/mentor/submissions/${id}/comments`, body),
  deleteComment: (id: number, commentId: number) => api.del(`/mentor/submissions/${id}/comments/${commentId}`),
  saveDraft: (id: number, body: { feedback?: string | null; score?: number | null }) =>
    api.put<DataResponse<SubmissionReview>>(`/mentor/submissions/${id}/review`, body),
  complete: (id: number, body: { feedback: string; score: number }) =>
    api.post<DataResponse<SubmissionReview>>(`/mentor/submissions/${id}/reviewed`, body),
  outline: () => api.get<DataResponse<OutlineChapter[]>>('/mentor/material'),
  material: (id: number) => api.get<DataResponse<MaterialContent>>(`/mentor/material/${id}`),
  profile: () => api.get<DataResponse<MentorProfile>>('/mentor/profile'),
  saveProfile: (body: MentorProfileInput) => api.put<DataResponse<MentorProfile>>('/mentor/profile', body),
};
