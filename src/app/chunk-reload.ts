/**
 * A failed chunk load (usually a deploy replaced the hashed files) reloads the page, at most once
 * per 60 s (docs/decisions/0008-errors-and-limits.md) so a broken deploy cannot cause a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'kk.chunk-reload-at';

/** True for the errors browsers and Vite raise when a dynamic import or preload fails. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(
      error.message,
    )
  );
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads unless it already did within the guard time; returns whether it reloaded. */
export function reloadAfterChunkError(
  now = Date.now(),
  store: Store = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(store.getItem(KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  store.setItem(KEY, String(now));
  reload();
  return true;
}
