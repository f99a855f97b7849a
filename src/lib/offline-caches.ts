/**
 * The service worker's runtime caches (scripts/offline-shell.ts), named in one place for the build and the
 * app, and the one way to forget the cached student API answers.
 */
export const CHUNK_CACHE = 'kk-chunks';
export const API_CACHE = 'kk-api-student';

/**
 * Forgets the cached student API answers. Called when someone signs in or out on this browser, so an
 * offline visit never shows one person's data to another.
 */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
