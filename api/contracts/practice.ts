/**
 * Request bodies of the practice and project area: a workspace as the editor holds it, with
 * limits on size, depth and file types so a saved or submitted workspace is always one the editor,
 * the checker and the preview can open.
 */
import { z } from 'zod';
import type { WorkspaceFile, WorkspaceFolder, WorkspaceNode } from '../../workers/workspace/types';
import './common';
import { replayText } from './replay';
import { ruleMistake } from './review';
import {
  CODE_EXTENSIONS,
  IMAGE_DATA_URL,
  IMAGE_EXTENSIONS,
  MAX_WORKSPACE_BYTES,
  MAX_WORKSPACE_DEPTH,
  MAX_WORKSPACE_NODES,
} from './workspace-limits';

const segment = z
  .string()
  .max(120, 'tooLong')
  .refine((v) => v !== '.' && v !== '..' && !/[/\\\0]/.test(v), 'invalidValue');

/** A workspace path: relative, `/`-separated, no empty, `.` or `..` segment. */
export const nodePath = z
  .string()
  .min(1, 'required')
  .max(500, 'tooLong')
  .refine((p) => !p.startsWith('/') && !p.endsWith('/') && !p.includes('\\'), 'invalidValue')
  .refine((p) => p.split('/').every((s) => s !== '' && s !== '.' && s !== '..'), 'invalidValue');

const fileNode: z.ZodType<WorkspaceFile> = z
  .object({
    id: z.string().min(1).max(80),
    name: segment,
    ext: z
      .string()
      .max(16, 'tooLong')
      .regex(/^[A-Za-z0-9]*$/, 'invalidValue'),
    lang: z.enum(['html', 'css', 'javascript', 'php', 'unknown']),
    path: nodePath,
    type: z.enum(['code', 'image']),
    value: z.string(),
  })
  .refine((f) => f.type === 'code' || IMAGE_DATA_URL.test(f.value), 'invalidValue');

const folderNode: z.ZodType<WorkspaceFolder> = z.object({
  id: z.string().min(1).max(80),
  folder: z.literal(true),
  name: segment.min(1, 'required'),
  path: nodePath,
  get files() {
    return z.array(workspaceNode).max(MAX_WORKSPACE_NODES);
  },
});

/**
 * One node of the tree: a file or a folder. Files first: most nodes are files, and an option that fails first still
 * costs its parse (a draft save validates its whole tree; the messages of a bad node are the same in either order).
 */
export const workspaceNode: z.ZodType<WorkspaceNode> = z.lazy(() =>
  z.union([fileNode, folderNode]),
) as z.ZodType<WorkspaceNode>;

type Stats = { bytes: number; nodes: number; depth: number; paths: string[] };
/** What `workspaceStats` reads of a node: the student schema's and the admin's looser one both fit. */
type StatNode = { path: string } & ({ folder: true; files: StatNode[] } | { value: string });

/** Size (text and data URLs), node count, folder depth and every path of a workspace tree. */
export function workspaceStats(
  nodes: readonly StatNode[],
  depth = 1,
  acc: Stats = { bytes: 0, nodes: 0, depth: 0, paths: [] },
): Stats {
  acc.depth = Math.max(acc.depth, depth);
  for (const node of nodes) {
    acc.nodes += 1;
    acc.paths.push(node.path);
    if ('folder' in node) workspaceStats(node.files, depth + 1, acc);
    else acc.bytes += node.value.length;
  }
  return acc;
}

/** The first workspace limit (size, count, depth) a tree's stats break, as a message key; null within them. */
export function brokenLimit(s: Stats): 'workspaceTooLarge' | 'workspaceTooMany' | 'workspaceTooDeep' | null {
  if (s.bytes > MAX_WORKSPACE_BYTES) return 'workspaceTooLarge';
  if (s.nodes > MAX_WORKSPACE_NODES) return 'workspaceTooMany';
  if (s.depth > MAX_WORKSPACE_DEPTH) return 'workspaceTooDeep';
  return null;
}

/** Two paths that differ only in case count as one (a case-insensitive file system would merge them). */
export function hasDuplicatePaths(paths: readonly string[]): boolean {
  const lower = paths.map((p) => p.toLowerCase());
  return new Set(lower).size !== lower.length;
}

/** A whole workspace, within the size, count and depth limits, with unique paths. */
export const workspaceBody = z
  .object({
    files: z.array(workspaceNode).max(MAX_WORKSPACE_NODES),
    activeFile: z.string().max(80).nullable().default(null),
    activeFolder: z.string().max(80).nullable().default(null),
    openedFiles: z.array(z.string().max(80)).max(MAX_WORKSPACE_NODES).default([]),
    copied: workspaceNode.nullable().default(null),
  })
  .superRefine((ws, ctx) => {
    const s = workspaceStats(ws.files);
    const broken = brokenLimit(s);
    if (broken) ctx.addIssue({ code: 'custom', message: broken, path: ['files'] });
    if (hasDuplicatePaths(s.paths))
      ctx.addIssue({ code: 'custom', message: 'workspaceDuplicatePath', path: ['files'] });
    // The clipboard holds a copy of part of the tree: it meets the same limits on its own (counted with
    // the tree, copying a large folder would make the next save fail).
    const copiedBroken = ws.copied ? brokenLimit(workspaceStats([ws.copied])) : null;
    if (copiedBroken) ctx.addIssue({ code: 'custom', message: copiedBroken, path: ['copied'] });
  });

/**
 * `PUT /api/student/practice/:progressMaterialId/code`. `editedAt`: the client's time of the edit (epoch ms), stored
 * with the code; a save whose `editedAt` is older than the stored one is refused (409 `stale_save`), an equal one
 * is written again (a retry), and one without it is written as before.
 */
export const saveCodeBody = z.object({
  workspace: workspaceBody,
  editedAt: z.number().int().nonnegative().optional(),
  /**
   * Rules the learner broke in this workspace on the way to passing (the client's live check saw them fail after an
   * attempt): kept as pending review cards, re-checked by the server when the practice is passed.
   */
  mistakes: z.array(ruleMistake).max(200).optional(),
});

/** `POST /api/student/practice/:progressMaterialId/check`: the code to judge (not saved). */
export const checkCodeBody = z.object({ workspace: workspaceBody });

/**
 * `POST /api/student/submissions/:progressMaterialId`: the project's files, and the editing replay of how they were
 * written (stored with this version for the reviewing mentor; null from an upload or an older client).
 */
export const submitProjectBody = z.object({ workspace: workspaceBody, replay: replayText });

/** Extensions allowed in a submitted project (code and images). */
export function isAllowedProjectFile(path: string): boolean {
  const dot = path.lastIndexOf('.');
  const ext = dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
  return CODE_EXTENSIONS.includes(ext) || IMAGE_EXTENSIONS.includes(ext);
}
