/**
 * What a saved or submitted workspace may hold, shared by the server's checks (`practice.ts`) and
 * the client, which refuses the same things before sending (zip upload, images from disk). No zod
 * here, so the client can import it without the validation library.
 */

/** Largest workspace accepted, counting every file's text (images as their data URL). */
export const MAX_WORKSPACE_BYTES = 2 * 1024 * 1024;
export const MAX_WORKSPACE_NODES = 300;
export const MAX_WORKSPACE_DEPTH = 8;

/**
 * The editing replay sent with a help request or a project submission, as base64 text: a 30-minute session encodes
 * to about 20 KB, so this leaves room for a long one.
 */
export const MAX_REPLAY_CHARS = 512 * 1024;

/** Code files a project may hold (docs/decisions/0004-data.md languages). */
export const CODE_EXTENSIONS = ['html', 'htm', 'css', 'scss', 'js', 'vue', 'php', 'laravel', 'json', 'txt', 'md'];

/** Images a workspace may hold, stored as data URLs of these types. */
export const IMAGE_MIME_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
};
export const IMAGE_EXTENSIONS = Object.keys(IMAGE_MIME_TYPES);

/** The value of an image file: a data URL of an image type. */
export const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*(;base64)?,/i;
