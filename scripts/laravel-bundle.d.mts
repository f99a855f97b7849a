/** Types of scripts/laravel-bundle.mjs for the TypeScript that builds the bundle when it is missing (tests). */
export const CACHE_DIR: string;
export const BUNDLE_NAME: string;
/** Fetches Debian's Laravel packages with apt and writes the bundle; exits the process with 2 when apt cannot. */
export function buildBundle(): { path: string; hash: string };
