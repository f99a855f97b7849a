/**
 * The editing replay as the API carries it: the editor's compact encoding (src/editor/replay/replay-codec.ts),
 * gzipped, as base64 text. Help requests and project submissions take it alike, within one size limit.
 */
import { z } from 'zod';
import { MAX_REPLAY_CHARS } from './workspace-limits';

export { MAX_REPLAY_CHARS };

/** A packed replay, or null when the editor had none (an upload, a preview, an old client). */
export const replayText = z
  .string()
  .max(MAX_REPLAY_CHARS, 'tooLong')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalidValue')
  .nullable()
  .default(null);

/** `GET /api/{mentor,admin}/submissions/:progressMaterialId/replay`: the replay sent with the current version. */
export const submissionReplay = z.object({
  progressMaterialId: z.number(),
  replay: z.string().nullable(),
  submittedAt: z.number().nullable(),
});
export type SubmissionReplay = z.infer<typeof submissionReplay>;
