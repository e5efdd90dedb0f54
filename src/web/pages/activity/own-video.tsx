// Our own film (scripts/video/: the tutorial from the real screens, the promo from the brochure),
// served by our server (Range requests: seeking on phones): WebM then MP4, a poster, zh-TW captions
// on by default, and a transcript below the player from the same cues as the captions (WCAG 1.2.1,
// 1.2.2: the films have no sound, so the transcript describes what each shot shows). `preload=
// "metadata"` fetches only the first bytes until the visitor presses play. The loading and error
// states are SPEC.md's (section 2, video pages; section 8: the error text).
// A film an editor replaced in the back office (issue 31) comes from the public settings: its MP4 (no
// WebM, no poster: the first frame shows) and captions served by our server, its transcript the captions' cues.
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { useAfterPaint } from '../../layout/use-after-paint';
import page from '../common/page.module.css';
import type { FilmCue, FilmManifest } from '../../../shared/film-manifest';
import { VIDEO_TEXT } from './video-facade';
import classes from './video.module.css';

/**
 * What the page plays: a built-in film's manifest, or a film the editor replaced (its MP4 and captions only:
 * no WebM, no poster, cues with their caption alone).
 */
export type Film = Pick<FilmManifest, 'mp4' | 'captions' | 'width' | 'height'> &
  Partial<Pick<FilmManifest, 'webm' | 'poster'>> & { cues: (Pick<FilmCue, 'caption'> & Partial<Pick<FilmCue, 'description'>>)[] };

export function OwnVideo({ film, title }: { film: Film; title: string }) {
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The film's first bytes (≈ 50 KB for `metadata`) and captions are fetched once the poster, the
  // page's largest paint, is on screen: fetched beside it they ended before its paint now and then, and
  // Lighthouse counted them against the video page's LCP (issue 33).
  const painted = useAfterPaint();
  const fail = () => setPhase('failed');
  const retry = () => {
    setPhase('loading');
    setAttempt((n) => n + 1);
  };
  return (
    <>
      <div className={classes.frame} role="region" aria-label={title}>
        {phase !== 'failed' && (
          <video
            key={attempt}
            className={classes.film}
            controls
            preload="metadata"
            playsInline
            poster={film.poster}
            width={film.width}
            height={film.height}
            aria-label={title}
            onLoadedMetadata={() => setPhase('ready')}
            // iOS Safari loads nothing before play whatever `preload` says and reports `suspend`: the
            // poster is what there is to see, not an endless loading state.
            onSuspend={() => setPhase((p) => (p === 'loading' ? 'ready' : p))}
            onError={fail}
          >
            {painted && film.webm && <source src={film.webm} type="video/webm" />}
            {/* A source that fails fires `error` on itself, not on the video: the last one is the end. */}
            {painted && <source src={film.mp4} type="video/mp4" onError={fail} />}
            {painted && <track kind="captions" srcLang="zh-Hant" label={VIDEO_TEXT.captionsLabel} src={film.captions} default />}
          </video>
        )}
        {phase === 'loading' && (
          <div className={`${classes.overlay} ${classes.overlayQuiet}`} role="status">
            <span className={classes.spinner} aria-hidden="true" />
            {VIDEO_TEXT.loading}
          </div>
        )}
        {phase === 'failed' && (
          <div className={classes.overlay} role="alert">
            <p className={classes.error}>{messages.videoFailed}</p>
            <button type="button" className={`${page.button} ${classes.retry}`} onClick={retry}>
              {VIDEO_TEXT.retry}
            </button>
          </div>
        )}
      </div>
      <section className={classes.transcript} aria-labelledby="video-transcript">
        <h2 id="video-transcript" className={classes.transcriptTitle}>
          {VIDEO_TEXT.transcript}
        </h2>
        {film.cues.map((cue, i) => (
          <p key={i}>
            {cue.description ? (
              <>
                <strong>{cue.caption}</strong>
                {VIDEO_TEXT.transcriptSeparator}
                {cue.description}
              </>
            ) : (
              cue.caption
            )}
          </p>
        ))}
      </section>
    </>
  );
}
