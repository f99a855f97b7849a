/**
 * The service worker's runtime caches (scripts/offline-shell.ts), named in one place for the build and the app.
 * Names only: the build reads them in Node (tsconfig.node.json), where offline-caches.ts's Cache Storage calls have
 * no types.
 */
export const CHUNK_CACHE = 'kk-chunks';
export const API_CACHE = 'kk-api-student';
