/**
 * What the practice screen reads before it can show anything: the material, its progress row opened on the server,
 * and the practice's tasks and saved code. For the student that is one request (three in a row before, each a round
 * trip on a slow link), which the screen's document starts itself (api/web.ts); when the page opens on the practice
 * screen the app's request for it starts as the app starts, beside the
 * session check and the screen's own chunk (app/code-screen-warmup.ts, docs/decisions/0017-speed-targets.md), instead of once the screen has
 * loaded and rendered. The screen's first open then takes those reads (`practiceReads`) instead of asking again.
 */
import { currentLocale } from '../../i18n';
import type { LearningSource } from './learning-source';
import { studentSource } from './learning-source';
import type { MaterialScreenData } from './learning-types';
import { type PracticeData, practiceApi } from './practice-api';

export type PracticeReads =
  | { kind: 'practice'; screen: MaterialScreenData; progressMaterialId: number; practice: PracticeData }
  /** The material is not a practice: nothing was opened. */
  | { kind: 'other'; screen: MaterialScreenData };

/**
 * Reads the practice `materialId` through `source`, opening its progress row on the way: for the signed-in student in
 * one request (`practiceApi.opening`, which the screen's document preloads), for an admin's preview in three.
 */
export async function readPractice(source: LearningSource, materialId: number): Promise<PracticeReads> {
  if (source === studentSource) {
    const { data } = await practiceApi.opening(materialId, currentLocale());
    const { screen, progressMaterialId, practice } = data;
    if (progressMaterialId === null || practice === null) return { kind: 'other', screen };
    return { kind: 'practice', screen, progressMaterialId, practice };
  }
  const { data: screen } = await source.material(materialId);
  if (screen.material.relation !== 'practice') return { kind: 'other', screen };
  const m = screen.material;
  const opened = await source.open(screen.progress_id, {
    chapterId: m.chapter_id,
    topicId: m.topic_id,
    materialId: m.id,
  });
  const { data: practice } = await source.practice(opened.progressMaterialId);
  return { kind: 'practice', screen, progressMaterialId: opened.progressMaterialId, practice };
}

/** The reads started at app start, until the screen's first open takes them. */
let started: { materialId: number; reads: Promise<PracticeReads> } | null = null;
/** True once the screen has asked for its reads: a start at app start that comes later would read twice. */
let screenAsked = false;

/** Starts the signed-in student's reads of the practice `materialId` (see the file comment). */
export function startPracticeReads(materialId: number): void {
  // On a busy page the screen can open before this module's import at app start has settled: it reads for itself.
  if (screenAsked) return;
  const reads = readPractice(studentSource, materialId);
  // Until the screen takes them, a failure is nobody's to report.
  reads.catch(() => undefined);
  started = { materialId, reads };
}

/**
 * The reads of the practice `materialId` for the screen: the ones started at app start when they are for this
 * material (taken once; reads that failed, e.g. before a sign-in, are made again), otherwise new ones.
 */
export function practiceReads(source: LearningSource, materialId: number): Promise<PracticeReads> {
  screenAsked = true;
  const early = started;
  started = null;
  if (early && early.materialId === materialId && source === studentSource) {
    return early.reads.catch(() => readPractice(source, materialId));
  }
  return readPractice(source, materialId);
}
