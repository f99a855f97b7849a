/**
 * What the landing page's SSR entry (landing.tsx) hands the build (scripts/prerender-landing.ts). A module of its
 * own, without the page's components: the build script is type-checked for Node (tsconfig.node.json), and importing
 * the type from landing.tsx would bring the whole public layout, browser code, into that program.
 */
export type RenderedLanding = { markup: string; title: string };
