/** The preview builder's contract (design.md §3.2). */
export type PreviewFile = { path: string; value: string; type: 'code' | 'image' }; // image value: data URL
export type PreviewError = 'File Target Not Found!!' | 'File not found!!';
export type PreviewResult = { ok: true; html: string } | { ok: false; error: PreviewError };
