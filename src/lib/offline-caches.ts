/**
 * The service worker's runtime caches (their names: offline-cache-names.ts), and the one way to forget the cached
 * student API answers.
 */
import { API_CACHE } from './offline-cache-names';

export { API_CACHE, CHUNK_CACHE } from './offline-cache-names';

/**
 * Forgets the cached student API answers. Called when someone signs in or out on this browser, so an
 * offline visit never shows one person's data to another.
 */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
