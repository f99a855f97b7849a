/**
 * Help requests ("Minta bantuan"): what a stuck learner sends from the editor, what their mentor answers, and how
 * both read a request. A request carries the exact state when asking (workspace, failing rules with their hints,
 * console, the preview's page, the editing replay), each within a size limit so one request stays small.
 */
import { z } from 'zod';
import { workspaceView } from './code-views';
import { listQuery, requiredText } from './common';
import { nodePath, workspaceBody } from './practice';
import { MAX_REPLAY_CHARS, replayText } from './replay';
import { MAX_WORKSPACE_BYTES } from './workspace-limits';

/** Requests a learner may have waiting for an answer at once (status `open`). */
export const MAX_OPEN_HELP_REQUESTS = 3;
/** The preview's page as sent (its HTML, inlined assets included). */
export const MAX_HELP_PREVIEW_CHARS = 1024 * 1024;
/** The replay's base64 text (the same limit as a project submission's). */
export const MAX_HELP_REPLAY_CHARS = MAX_REPLAY_CHARS;

export const helpStatus = z.enum(['open', 'answered', 'closed'], 'invalidValue');
export type HelpStatusValue = z.infer<typeof helpStatus>;

export const helpFailingRule = z.object({
  index: z.number().int().min(0).max(10_000),
  kind: z.string().max(20),
  reason: z.string().max(40),
  hint: z.string().max(1000),
  file: z.string().max(500).optional(),
  line: z.number().int().min(1).max(1_000_000).optional(),
});

export const helpConsoleLine = z.object({ level: z.string().max(16), text: z.string().max(2000) });

/** `POST /api/student/help-requests/:progressMaterialId`: the question and the state it is about. */
export const askHelpBody = z.object({
  tried: requiredText(2000),
  stuck: requiredText(2000),
  workspace: workspaceBody,
  failing: z.array(helpFailingRule).max(200).default([]),
  console: z.array(helpConsoleLine).max(200).default([]),
  previewHtml: z.string().max(MAX_HELP_PREVIEW_CHARS, 'tooLong').nullable().default(null),
  replay: replayText,
});
export type AskHelpBody = z.infer<typeof askHelpBody>;

/** A suggested change: the whole new content of one code file of the request's workspace. */
export const helpSuggestion = z.object({
  path: nodePath,
  value: z.string().max(MAX_WORKSPACE_BYTES, 'tooLong'),
});

/** `POST /api/{mentor,admin}/help-requests/:id/answer`: the answer, and optionally a change to apply. */
export const helpAnswerBody = z.object({
  answer: requiredText(5000),
  suggestion: helpSuggestion.nullable().optional(),
});

/** `POST /api/{mentor,admin}/help-requests/:id/comments`: a comment on one line of one file. */
export const helpCommentBody = z.object({
  path: requiredText(500),
  line: z.number({ error: 'invalidValue' }).int('invalidValue').min(1, 'invalidValue').max(1_000_000, 'invalidValue'),
  body: requiredText(2000),
});

/** The student's history (optionally of one material) and the mentor's queue (`status`, default `open`). */
export const helpListQuery = listQuery.pick({ start: true, length: true }).extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), helpStatus.optional()),
  progressMaterialId: z.coerce.number().int().min(1).optional(),
});

export const helpComment = z.object({
  id: z.number(),
  path: z.string(),
  line: z.number(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.number(),
});
export type HelpComment = z.infer<typeof helpComment>;

/** One row of a list: enough for the queue and the history, without the heavy state. */
export const helpRequestRow = z.object({
  id: z.number(),
  progressMaterialId: z.number(),
  materialId: z.number(),
  materialTitle: z.string(),
  kind: z.enum(['practice', 'project']),
  studentId: z.number(),
  studentName: z.string(),
  stuck: z.string(),
  status: helpStatus,
  createdAt: z.number(),
  answeredAt: z.number().nullable(),
  closedAt: z.number().nullable(),
  /** Milliseconds the learner waited (or is still waiting) for the first answer. */
  waitingMs: z.number(),
});
export type HelpRequestRow = z.infer<typeof helpRequestRow>;

/** One request as both sides read it. */
export const helpRequestView = helpRequestRow.extend({
  tried: z.string(),
  files: workspaceView,
  failing: z.array(helpFailingRule),
  console: z.array(helpConsoleLine),
  previewHtml: z.string().nullable(),
  replay: z.string().nullable(),
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  suggestion: helpSuggestion.nullable(),
  appliedAt: z.number().nullable(),
  comments: z.array(helpComment),
});
export type HelpRequestView = z.infer<typeof helpRequestView>;

export const helpCounts = z.object({ open: z.number(), answered: z.number() });

/** One mentor's line of the admin dashboard: requests of their students, still open, answered, median first answer. */
export const helpMentorStats = z.object({
  mentorId: z.number(),
  mentorName: z.string(),
  requests: z.number(),
  open: z.number(),
  answered: z.number(),
  /** Median milliseconds from asking to the first answer, over the requests this mentor answered; null without any. */
  medianFirstAnswerMs: z.number().nullable(),
});
export type HelpMentorStats = z.infer<typeof helpMentorStats>;
