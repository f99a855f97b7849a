/**
 * Admin uploads: videos (MP4, WebM), images and WebVTT captions, typed by their content, never by
 * their name, stored content-addressed so the same file is kept once and can be cached forever.
 */
import { AppError } from '../../../errors';
import { receiveUpload } from './receive';
import type { UploadStorage } from './storage';

/** The kinds of file an admin may upload, by detected MIME type, with the extension they are stored under. */
export const UPLOAD_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'text/vtt': 'vtt',
};

export const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(UPLOAD_TYPES).map(([type, ext]) => [ext, type]),
);

/** A stored name: 64 hex digits of SHA-256 and a known extension. */
export const UPLOAD_NAME = /^[0-9a-f]{64}\.(mp4|webm|png|jpg|gif|webp|avif|vtt)$/;

/** WebVTT is text, which content sniffing cannot type: its header says what it is (W3C WebVTT §4.1). */
function isWebVtt(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 16)).replace(/^\uFEFF/, '');
  return /^WEBVTT(?:[ \t\r\n]|$)/.test(head);
}

/** The MIME type `bytes` really hold, when it is one we accept. */
export async function detectUploadType(bytes: Uint8Array): Promise<string | null> {
  if (isWebVtt(bytes)) return 'text/vtt';
  // Loaded on the first upload (an admin's), not at every server start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  // MP4 brands other than ISO base media (e.g. QuickTime .mov reported as video/quicktime) are refused.
  const type = detected?.mime === 'video/x-m4v' ? 'video/mp4' : detected?.mime;
  return type && type in UPLOAD_TYPES ? type : null;
}

/**
 * Streams an upload's multipart `body` (its `file` field) into storage and returns its address: 400 without a
 * file, 413 as soon as it passes `maxBytes`, 415 for a type we do not take. Staged on disk on the way, so memory
 * stays flat whatever the file's size; nothing is left behind when it is refused.
 */
export async function storeUpload(
  storage: UploadStorage,
  body: { stream: ReadableStream<Uint8Array> | null; contentType: string | undefined },
  maxBytes: number,
  messages: { missing: string; tooLarge: string; wrongType: string },
): Promise<{ url: string; type: string; size: number }> {
  const staged = await receiveUpload(body.stream, body.contentType, maxBytes, messages);
  try {
    const type = await detectUploadType(staged.head);
    if (!type) throw new AppError('unsupported_media_type', messages.wrongType);
    const key = `${staged.sha256}.${UPLOAD_TYPES[type]}`;
    await storage.put(key, staged);
    return { url: `/api/uploads/${key}`, type, size: staged.size };
  } finally {
    await staged.discard();
  }
}
