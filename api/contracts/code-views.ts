/**
 * Response schemas of the two code shapes several answers carry: a checker rule (`Answer`, the four kinds of
 * workers/checker/api.ts) and a workspace tree (workers/workspace/types.ts). They describe what the server sends,
 * so they hold no write limits (those are the request schemas': practice.ts, admin-answers.ts); the OpenAPI document
 * shows them and tests/api parses real answers with them. One exception: an HTML rule's `render` is the request
 * schema itself (`pageRender`), so its shape is written once; every stored one passed it on its way in.
 */
import { z } from 'zod';
import type { Answer, CheckReport, RuleResult } from '../../workers/checker/api';
import type { Workspace, WorkspaceFile, WorkspaceFolder, WorkspaceNode } from '../../workers/workspace/types';
import { pageRender } from './admin-answers';

const quantity = z.object({
  qty: z.enum(['equal', 'min', 'max', 'between']),
  equalTo: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** One checker rule as stored: html, css, js, file or behaviour. */
export const answerRule: z.ZodType<Answer> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('html'),
    tag: z.string(),
    attributes: z.string().optional(),
    closeTag: z.boolean().optional(),
    quantity: quantity.optional(),
    file: z.string().optional(),
    render: pageRender.optional(),
    text: z.string().optional(),
  }),
  z.object({
    kind: z.literal('css'),
    selector: z.array(z.string()),
    properties: z.string(),
    file: z.string().optional(),
  }),
  z.object({ kind: z.literal('js'), jsAnswer: z.string(), file: z.string().optional() }),
  z.object({
    kind: z.literal('behaviour'),
    test: z.string(),
    message: z.object({ id: z.string().optional(), en: z.string().optional() }).optional(),
  }),
  z.object({
    kind: z.literal('file'),
    path: z.string(),
    name: z.string(),
    ext: z.string(),
    belongsTo: z.string(),
    file: z.string(),
  }),
]);

const workspaceFile: z.ZodType<WorkspaceFile> = z.object({
  id: z.string(),
  name: z.string(),
  ext: z.string(),
  lang: z.enum(['html', 'css', 'javascript', 'php', 'unknown']),
  path: z.string(),
  type: z.enum(['code', 'image']),
  value: z.string(),
});

const workspaceFolder: z.ZodType<WorkspaceFolder> = z.object({
  id: z.string(),
  folder: z.literal(true),
  name: z.string(),
  path: z.string(),
  get files() {
    return z.array(workspaceNodeView);
  },
});

/** A file or a folder of a workspace tree. */
export const workspaceNodeView: z.ZodType<WorkspaceNode> = z.union([workspaceFolder, workspaceFile]);

/** A whole workspace as the editor opens it. */
export const workspaceView: z.ZodType<Workspace> = z.object({
  files: z.array(workspaceNodeView),
  activeFile: z.string().nullable(),
  activeFolder: z.string().nullable(),
  openedFiles: z.array(z.string()),
  copied: workspaceNodeView.nullable(),
});

const ruleResult: z.ZodType<RuleResult> = z.object({
  index: z.number(),
  kind: z.enum(['html', 'css', 'js', 'file', 'behaviour']),
  passed: z.boolean(),
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  file: z.string().optional(),
  line: z.number().optional(),
});

/** The checker's verdict on one set of rules (workers/checker/api.ts `CheckReport`). */
export const checkReportView: z.ZodType<CheckReport> = z.object({ passed: z.boolean(), results: z.array(ruleResult) });
