/** Shapes of the seeded course content, written as data in the `content-*.ts` files. */
import type { Answer } from '../../../workers/checker/api';
import type { Workspace } from '../../../workers/workspace/types';
import type { LocalizedText, QuizAnswer, QuizType, SlideBackground } from '../schema';

export type SlideDef = { title: LocalizedText; content: LocalizedText; background?: SlideBackground; video?: string };
export type QuestionDef = {
  type: QuizType;
  title: LocalizedText;
  question: LocalizedText;
  example?: string;
  answer: QuizAnswer;
};
export type TaskDef = {
  title: LocalizedText;
  question: LocalizedText;
  example?: string;
  copyable?: string[];
  answers: Answer[];
};

type Base = { title: LocalizedText; description: LocalizedText };
export type SlideMaterial = Base & { relation: 'slide'; slides: SlideDef[] };
export type VideoMaterial = Base & { relation: 'video'; url: string; durationSeconds: number };
export type QuizMaterial = Base & { relation: 'quiz'; passingScore: number; questions: QuestionDef[] };
export type PracticeMaterial = Base & {
  relation: 'practice';
  starter: Workspace;
  /** The reference solution: passes every task (never sent to students). */
  solution: Workspace;
  tasks: TaskDef[];
};
export type ProjectMaterial = Base & {
  relation: 'submission' | 'submission-exam';
  brief: LocalizedText;
  starter: Workspace;
  answers: Answer[];
  /** A finished project used as the seeded students' submitted code; passes `answers`. */
  solution: Workspace;
};
export type MaterialDef = SlideMaterial | VideoMaterial | QuizMaterial | PracticeMaterial | ProjectMaterial;
export type TopicDef = Base & { materials: MaterialDef[] };
export type ChapterDef = Base & { isTrial: boolean; topics: TopicDef[] };
export type CourseDef = Base & { chapters: ChapterDef[] };

/** A small inline SVG background (1600×900 deck) as a data URL. */
export function svgBackground(name: string, from: string, to: string): SlideBackground {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/>` +
    `<circle cx="1400" cy="150" r="220" fill="#ffffff" fill-opacity="0.08"/></svg>`;
  return { name, x: 0, y: 0, image: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` };
}

/** Four options `a`–`d` for a quiz question; `keys` are the ids of the right ones. */
export function options(texts: [string, string, string, string], keys: string[]): QuizAnswer['options'] {
  const ids = ['a', 'b', 'c', 'd'] as const;
  return texts.map((text, i) => ({ id: ids[i] as string, text, key: keys.includes(ids[i] as string) }));
}
