// Click-to-load video (SPEC.md section 2, video pages): our own poster and a play button; nothing
// from the video service is requested until the visitor presses play. Then a loading state, the
// embedded player (youtube-nocookie) or the error state of SPEC.md section 8.
//
// Failure detection: a cross-origin iframe fires `load` even when the browser shows its own network
// error page inside it, so the iframe alone cannot tell. Alongside the iframe we probe the video
// service with an image request for the video's thumbnail (img-src allows i.ytimg.com): its `error`
// event, or no answer within the HTTP timeout of SPEC.md section 9, means the service is
// unreachable, and the iframe is removed in favour of the error state.
import { useEffect, useReducer, useRef } from 'react';
import { messages } from '../../../shared/messages';
import page from '../common/page.module.css';
import { ArtIcon } from './art-icon';
import classes from './video.module.css';

export const VIDEO_TEXT = {
  play: '播放影片',
  loading: '影片載入中…',
  retry: '重新載入',
  privacy: '按下播放後才會連線至 YouTube 載入影片。',
  /** Our own films (./own-video.tsx): the captions track's name and the transcript below the player. */
  captionsLabel: '中文字幕',
  transcript: '影片文字稿',
  transcriptSeparator: '：',
} as const;

/** SPEC.md section 9: HTTP timeout 10 s. */
export const VIDEO_PROBE_TIMEOUT_MS = 10_000;

export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
const probeUrl = (id: string) => `https://i.ytimg.com/vi/${encodeURIComponent(id)}/mqdefault.jpg`;

interface State {
  phase: 'idle' | 'loading' | 'failed';
  attempt: number;
  probeOk: boolean;
  frameLoaded: boolean;
}
type Action = { type: 'play' } | { type: 'probeOk' } | { type: 'frameLoaded' } | { type: 'fail' };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'play':
      return { phase: 'loading', attempt: state.attempt + 1, probeOk: false, frameLoaded: false };
    case 'probeOk':
      return state.phase === 'loading' ? { ...state, probeOk: true } : state;
    case 'frameLoaded':
      return state.phase === 'loading' ? { ...state, frameLoaded: true } : state;
    case 'fail':
      return state.phase === 'loading' && !state.probeOk ? { ...state, phase: 'failed' } : state;
  }
}

export interface VideoFacadeProps {
  /** Video-service id from the settings; undefined while they load (none configured: ./own-video.tsx). */
  videoId: string | undefined;
  /** Shown on the poster and used as the player's accessible title. */
  title: string;
  /** Our own poster art under /art/. */
  poster: string;
}

export function VideoFacade({ videoId, title, poster }: VideoFacadeProps) {
  const [state, dispatch] = useReducer(reduce, { phase: 'idle', attempt: 0, probeOk: false, frameLoaded: false });
  const region = useRef<HTMLDivElement>(null);
  const ready = state.phase === 'loading' && state.probeOk && state.frameLoaded;

  useEffect(() => {
    if (state.phase !== 'loading' || !videoId) return;
    const probe = new Image();
    const timer = window.setTimeout(() => dispatch({ type: 'fail' }), VIDEO_PROBE_TIMEOUT_MS);
    probe.onload = () => {
      window.clearTimeout(timer);
      dispatch({ type: 'probeOk' });
    };
    probe.onerror = () => {
      window.clearTimeout(timer);
      dispatch({ type: 'fail' });
    };
    probe.src = probeUrl(videoId);
    return () => {
      window.clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [state.phase, state.attempt, videoId]);

  const play = () => {
    dispatch({ type: 'play' });
    // The play button goes away: keep keyboard focus in the player region.
    region.current?.focus();
  };

  return (
    <div className={classes.frame} ref={region} tabIndex={-1} aria-label={title} role="region">
      {state.phase === 'idle' && (
        <button type="button" className={classes.facade} onClick={play} disabled={!videoId}>
          <img src={poster} alt="" className={classes.poster} />
          <span className={classes.posterTitle}>{title}</span>
          <span className={classes.playButton}>
            <ArtIcon name="play" size={34} />
          </span>
          <span className={classes.playLabel}>{VIDEO_TEXT.play}</span>
        </button>
      )}
      {state.phase === 'loading' && videoId && (
        <iframe
          key={state.attempt}
          className={classes.player}
          data-ready={ready}
          src={embedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          onLoad={() => dispatch({ type: 'frameLoaded' })}
        />
      )}
      {state.phase === 'loading' && !ready && (
        <div className={classes.overlay} role="status">
          <span className={classes.spinner} aria-hidden="true" />
          {VIDEO_TEXT.loading}
        </div>
      )}
      {state.phase === 'failed' && (
        <div className={classes.overlay} role="alert">
          <p className={classes.error}>{messages.videoFailed}</p>
          <button type="button" className={`${page.button} ${classes.retry}`} onClick={play}>
            {VIDEO_TEXT.retry}
          </button>
        </div>
      )}
    </div>
  );
}
