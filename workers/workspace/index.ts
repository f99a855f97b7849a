/** The workspace model (docs/decisions/0010-preview-and-workspace.md): tree operations, languages and flat views. Pure, no DOM. */
export * from './flatten';
export * from './lang';
export type * from './types';
export * from './workspace';
