import { chooseSource, type PlayerSource } from './player-sources';
import { PLYR_I18N } from './player-texts';

/** Our own copies of plyr's sprite and blank video (public/plyr/), never its CDN. */
const STATIC_BASE = `${import.meta.env.BASE_URL ?? '/'}plyr/`;
export const PLYR_ICON_URL = `${STATIC_BASE}plyr.svg`;
export const PLYR_BLANK_VIDEO = `${STATIC_BASE}blank.mp4`;

/** Longer jumps between two timeupdates are seeks, not playback. */
const MAX_PLAYBACK_STEP_S = 2;

export interface EngineOptions {
  sources: readonly PlayerSource[];
  poster?: string;
  title?: string;
  progressEverySeconds: number;
}

export interface EngineCallbacks {
  /** Resolves false when a gate stopped the chain: the video pauses. */
  onPlay(currentTime: number): Promise<boolean>;
  onSeek(currentTime: number): Promise<boolean>;
  onProgress(report: { percent: number; currentTime: number; duration: number; played: number }): void;
  onError(code: number): void;
}

interface Destroyable {
  destroy(): void;
}

/** The video element with the inline-playback attributes phones (iOS, WeChat/X5) need. */
export function createVideoElement(options: Pick<EngineOptions, 'poster' | 'title'>): HTMLVideoElement {
  const video = document.createElement('video');
  video.setAttribute('playsinline', '');
  video.setAttribute('webkit-playsinline', '');
  video.setAttribute('x5-playsinline', '');
  video.setAttribute('x5-video-player-type', 'h5');
  video.setAttribute('x-webkit-airplay', 'allow');
  video.setAttribute('preload', 'metadata');
  video.className = 'w-player__video';
  if (options.poster) video.poster = options.poster;
  if (options.title) video.setAttribute('aria-label', options.title);
  return video;
}

function percentOf(video: HTMLVideoElement): number {
  const duration = video.duration;
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((video.currentTime / duration) * 100)));
}

/** Gate events, throttled progress and errors, straight from the media element (plyr keeps it). */
function listen(video: HTMLVideoElement, options: EngineOptions, callbacks: EngineCallbacks): () => void {
  let lastTime = 0;
  let playedSinceReport = 0;
  let endedReported = false;
  // Seeks before the first play are the engine settling (hls.js start position), not the person.
  let started = false;
  const gate = (ask: (time: number) => Promise<boolean>) => () => {
    void ask(video.currentTime).then((open) => {
      if (!open) video.pause();
    });
  };
  const askPlay = gate(callbacks.onPlay);
  const askSeek = gate(callbacks.onSeek);
  const report = () => {
    const played = Math.round(playedSinceReport);
    playedSinceReport = 0;
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    callbacks.onProgress({ percent: percentOf(video), currentTime: video.currentTime, duration, played });
  };
  const handlers: Record<string, () => void> = {
    play: () => {
      started = true;
      askPlay();
    },
    seeking: () => {
      if (started) askSeek();
    },
    timeupdate: () => {
      const step = video.currentTime - lastTime;
      lastTime = video.currentTime;
      if (video.seeking || step <= 0 || step > MAX_PLAYBACK_STEP_S) return;
      endedReported = false;
      playedSinceReport += step;
      if (playedSinceReport >= options.progressEverySeconds) report();
    },
    ended: () => {
      if (endedReported) return;
      endedReported = true;
      report();
    },
    error: () => callbacks.onError(video.error?.code ?? 4),
  };
  for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) video.removeEventListener(name, handler);
  };
}

async function attachHls(video: HTMLVideoElement, url: string, onError: (code: number) => void): Promise<Destroyable | null> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return null;
  const hls = new Hls({ enableWorker: true });
  let recovered = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true; // One decode hiccup is often recoverable; a second one is not.
      hls.recoverMediaError();
      return;
    }
    onError(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 2 : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 3 : 4);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return hls;
}

async function createPlyr(video: HTMLVideoElement): Promise<Destroyable | null> {
  try {
    const [{ default: Plyr }] = await Promise.all([import('plyr'), import('plyr/dist/plyr.css')]);
    return new Plyr(video, {
      iconUrl: PLYR_ICON_URL,
      blankVideo: PLYR_BLANK_VIDEO,
      i18n: PLYR_I18N,
      controls: ['play-large', 'play', 'progress', 'current-time', 'duration', 'mute', 'settings', 'fullscreen'],
      settings: ['speed'],
      speed: { selected: 1, options: [0.75, 1, 1.25, 1.5, 2] },
      // Plyr would otherwise remember volume/speed in localStorage under its own key.
      storage: { enabled: false },
      fullscreen: { enabled: true, fallback: true, iosNative: true },
    });
  } catch {
    video.controls = true; // Plyr failed to load: the browser's own controls still play the video.
    return null;
  }
}

/**
 * Builds the player inside `host` (which React leaves alone: plyr re-parents the video element, and a
 * React-owned element moved by someone else is what crashes wrappers). Plyr is created before the
 * source is set so the copy it keeps for destroy() has no src and never starts a second download.
 * Returns a cleanup that tears everything down.
 */
export function mountPlayer(host: HTMLElement, options: EngineOptions, callbacks: EngineCallbacks): () => void {
  const video = createVideoElement(options);
  host.appendChild(video);
  const stopListening = listen(video, options, callbacks);
  const parts: Destroyable[] = [];
  let disposed = false;

  const chosen = chooseSource(video, options.sources);
  if (!chosen) {
    callbacks.onError(4);
  } else {
    void (async () => {
      const plyr = await createPlyr(video);
      if (plyr) parts.push(plyr);
      if (disposed) return teardown();
      if (chosen.viaHls) {
        const hls = await attachHls(video, chosen.source.url, callbacks.onError).catch(() => null);
        if (disposed) return hls?.destroy();
        if (hls) parts.push(hls);
        else callbacks.onError(4);
      } else {
        video.src = chosen.source.url;
      }
    })();
  }

  function teardown() {
    while (parts.length > 0) {
      try {
        parts.pop()!.destroy();
      } catch {
        // A half-built player may throw on destroy; the host is emptied below either way.
      }
    }
    host.replaceChildren();
  }

  return () => {
    disposed = true;
    stopListening();
    video.pause();
    teardown();
  };
}
