import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerProps } from '../../contract/generated/widgets/player.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { declarePinnedTop } from '../../src/ui/pinned-top';
import { mountPlayer } from './player-engine';
import { normalizeSources } from './player-sources';
import { mediaErrorText, PLAYER_TEXT, resumeText } from './player-texts';
import './player.css';

const DEFAULT_PROGRESS_EVERY_S = 10;

/**
 * Video on plyr (+ hls.js light only where HLS is not native), both loaded on first use. The layout binds
 * the play URLs; with none the poster and a note show and no player is created. play/seek go through the
 * node's actions first: a gate that stays shut (emit resolves false) pauses the video.
 */
export function Player({ props, emit }: WidgetRenderProps<PlayerProps>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [errorCode, setErrorCode] = useState<number | null>(null);
  const sources = useMemo(() => normalizeSources(props.sources), [props.sources]);
  // Rebuild only when the URLs change, not on every re-render with an equal array from the data store.
  const sourceKey = sources.map((s) => `${s.format}:${s.url}`).join('|');
  const every = props.progressEverySeconds ?? DEFAULT_PROGRESS_EVERY_S;
  // The latest emit and props without re-creating the player.
  const live = useRef({ emit, poster: props.poster, title: props.title });
  live.current = { emit, poster: props.poster, title: props.title };

  useEffect(() => {
    const host = hostRef.current;
    if (!host || sources.length === 0) return;
    setErrorCode(null);
    return mountPlayer(
      host,
      { sources, poster: live.current.poster, title: live.current.title, progressEverySeconds: every },
      {
        onPlay: (currentTime) => live.current.emit('play', { currentTime }),
        onSeek: (currentTime) => live.current.emit('seek', { currentTime }),
        onProgress: (report) => {
          setResumeShown(false);
          void live.current.emit('progress', report);
        },
        onError: (code) => {
          setErrorCode(code);
          void live.current.emit('error', { code, message: mediaErrorText(code) });
        },
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sourceKey stands for sources (same URLs, same player).
  }, [sourceKey, every]);

  useEffect(() => {
    const video = hostRef.current?.querySelector('video');
    if (video && props.poster) video.poster = props.poster;
  }, [props.poster]);

  // Resume where the doctor stopped (on any device: the position comes from the server). The position may
  // arrive before or after the video's metadata; once the doctor has started playing, nothing jumps.
  const resumeAt = props.finished ? 0 : Math.floor(props.resumeAt ?? 0);
  const [resumeShown, setResumeShown] = useState(false);
  useEffect(() => {
    const video = hostRef.current?.querySelector('video');
    if (!video || resumeAt <= 0) return setResumeShown(false);
    const apply = () => {
      if (!video.paused || video.currentTime >= 1) return;
      video.currentTime = resumeAt;
      setResumeShown(true);
    };
    if (video.readyState >= 1) apply();
    else video.addEventListener('loadedmetadata', apply, { once: true });
    return () => video.removeEventListener('loadedmetadata', apply);
  }, [sourceKey, resumeAt]);
  const restart = () => {
    const video = hostRef.current?.querySelector('video');
    if (video) video.currentTime = 0;
    setResumeShown(false);
  };

  // Pinned (the live room): the video stays at the top of the screen while the page below it scrolls.
  const rootClass = props.pinned ? 'w-player w-player--pinned' : 'w-player';
  if (sources.length === 0) {
    return (
      <section className={rootClass} ref={props.pinned ? declarePinnedTop : undefined} aria-label={props.title ?? PLAYER_TEXT.label}>
        <div className="w-player__frame">
          {props.poster && (
            <img className="w-player__poster" src={props.poster} alt={props.title ? `${props.title} ${PLAYER_TEXT.poster}` : PLAYER_TEXT.poster} />
          )}
          <p className="w-player__note">{PLAYER_TEXT.noSource}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={rootClass} ref={props.pinned ? declarePinnedTop : undefined} aria-label={props.title ?? PLAYER_TEXT.label}>
      <div className="w-player__frame">
        <div className="w-player__host" ref={hostRef} />
        {props.finished === true && <span className="w-player__badge">{PLAYER_TEXT.finished}</span>}
        {errorCode !== null && (
          <p className="w-player__error" role="alert">
            {mediaErrorText(errorCode)}
          </p>
        )}
      </div>
      {resumeShown && (
        <p className="w-player__resume" role="status">
          <span>{resumeText(resumeAt)}</span>
          <button type="button" className="w-player__restart" onClick={restart}>
            {PLAYER_TEXT.restart}
          </button>
        </p>
      )}
    </section>
  );
}
