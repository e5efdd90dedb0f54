// The manifest of one of our films (src/web/pages/activity/*-video.json): written by `npm run video:tutorial`
// / `video:promo` (scripts/video/film.ts), read by the video pages (own-video.tsx) for the sources, the
// captions track and the transcript. One shape for both sides.

/** A caption's time on screen and its texts: the caption itself, and the shot's description (transcript). */
export interface FilmCue {
  start: number;
  end: number;
  caption: string;
  description: string;
}

export interface FilmManifest {
  mp4: string;
  webm: string;
  captions: string;
  poster: string;
  width: number;
  height: number;
  seconds: number;
  cues: FilmCue[];
}
