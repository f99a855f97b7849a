/** The preview builder's contract (docs/decisions/0010-preview-and-workspace.md). */
export type PreviewFile = { path: string; value: string; type: 'code' | 'image' }; // image value: data URL
/**
 * Why no page was built. `page-too-large`: the page (or what it inlines) is over the builder's size
 * limit (build.ts MAX_PREVIEW_PAGE_CHARS / MAX_PREVIEW_OUTPUT_CHARS), or one of its scripts nests too
 * deeply to be given loop guards; the preview refuses it rather than showing it unguarded.
 */
export type PreviewError = 'File Target Not Found!!' | 'File not found!!' | 'page-too-large';
export type PreviewResult = { ok: true; html: string } | { ok: false; error: PreviewError };
