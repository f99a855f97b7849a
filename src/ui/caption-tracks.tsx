/**
 * The `<track>` elements of a video's caption files (WebVTT), one per language. The track in the preferred
 * language (the interface's) is shown by default; when there is none, the first one is, so a video with
 * captions in one language only still shows them.
 */
export type CaptionSource = { lang: string; url: string; label: string };

export function CaptionTracks({ tracks, preferred }: { tracks: CaptionSource[]; preferred: string }) {
  const shown = tracks.some((t) => t.lang === preferred) ? preferred : tracks[0]?.lang;
  return tracks.map((t) => (
    <track key={t.lang} kind="captions" srcLang={t.lang} label={t.label} src={t.url} default={t.lang === shown} />
  ));
}
