/** The workspace model (design.md §3.3): tree operations, languages and flat views. Pure, no DOM. */
export * from './flatten';
export * from './lang';
export type * from './types';
export * from './workspace';
