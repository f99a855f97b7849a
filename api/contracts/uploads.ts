/**
 * Addresses of admin uploads as records store them: `/api/uploads/<sha256>.<ext>`, the name the
 * upload service gives a file after typing it by its content. A record that needs a caption or an image
 * takes only such an address of the right kind, so what the player or the deck loads is a checked file
 * of ours (a caption `<track>` cannot load from another origin anyway).
 */

/** A WebVTT caption file stored by `POST /api/admin/uploads`. */
export const CAPTION_URL = /^\/api\/uploads\/[0-9a-f]{64}\.vtt$/;

/** An image stored by `POST /api/admin/uploads`. */
export const UPLOADED_IMAGE_URL = /^\/api\/uploads\/[0-9a-f]{64}\.(png|jpg|gif|webp|avif)$/;

/** The languages a video may carry captions in: the interface languages. */
export const CAPTION_LANGUAGES = ['id', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
