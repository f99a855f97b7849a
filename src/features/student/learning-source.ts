/**
 * Where the material screens read a material from and send its finish to: the signed-in student's own
 * progress (the default), or an admin's "preview as student" (`/admin/preview`), which reads any material
 * through the admin preview API and stores nothing — no progress, no saved code, no local drafts, no
 * submission. The screens take the source from React context; the practice and project sessions get it
 * as an argument.
 */
import { createContext, useContext } from 'react';
import { apiClient, carrying, type DataResponse, idOf, read } from '../../api-client';
import { learningApi, type MaterialRef } from './learning-api';
import type { FinishResult, MaterialScreenData, QuizReply } from './learning-types';
import { type PracticeData, type ProjectData, practiceApi } from './practice-api';

export type LearningSource = {
  /** True for an admin's preview: nothing may be stored. */
  preview: boolean;
  material: (materialId: number) => Promise<DataResponse<MaterialScreenData>>;
  open: (progressId: number, ref: MaterialRef) => Promise<{ progressMaterialId: number }>;
  finish: (progressId: number, body: MaterialRef & { answers?: QuizReply[] }) => Promise<{ result: FinishResult }>;
  practice: (progressMaterialId: number) => Promise<DataResponse<PracticeData>>;
  project: (progressMaterialId: number) => Promise<DataResponse<ProjectData>>;
};

export const studentSource: LearningSource = {
  preview: false,
  material: learningApi.material,
  open: learningApi.open,
  finish: learningApi.finish,
  practice: practiceApi.practice,
  project: practiceApi.project,
};

const preview = apiClient.api.admin.preview;
const byId = (materialId: number) => ({ param: { id: idOf(materialId) } });

/** In a preview the material itself stands in for the progress row the student would open. */
export const previewSource: LearningSource = {
  preview: true,
  material: (materialId) => read(preview.materials[':id'].$get(byId(materialId))),
  open: async (_progressId, ref) => ({ progressMaterialId: ref.materialId }),
  finish: (_progressId, body) =>
    read(preview.materials[':id'].finish.$post({ ...byId(body.materialId), json: { answers: body.answers } })),
  practice: (materialId) => carrying<DataResponse<PracticeData>>(read(preview.practice[':id'].$get(byId(materialId)))),
  project: (materialId) => carrying<DataResponse<ProjectData>>(read(preview.project[':id'].$get(byId(materialId)))),
};

export const LearningSourceContext = createContext<LearningSource>(studentSource);

export const useLearningSource = (): LearningSource => useContext(LearningSourceContext);
