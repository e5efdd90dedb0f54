// Which player a public video page shows, decided the same way by the page (src/web/pages/activity/
// video-page.tsx) and by the server naming the page's largest paint in its head (features/films).
/** A video service's click-to-load player, a film an editor replaced in the back office, or our built-in film. */
export type FilmShown = 'service' | 'replaced' | 'built-in';

/** `videoId`: the page's video-service setting ('' when none); `replaced`: an editor's replacement is in place. */
export function filmShown(videoId: string, replaced: boolean): FilmShown {
  if (videoId !== '') return 'service';
  return replaced ? 'replaced' : 'built-in';
}
