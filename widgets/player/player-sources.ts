import type { PlayerProps } from '../../contract/generated/widgets/player.props';

export type SourceFormat = 'mp4' | 'm3u8' | 'webm';
export interface PlayerSource {
  url: string;
  format: SourceFormat;
}

const MIME: Record<SourceFormat, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m3u8: 'application/vnd.apple.mpegurl',
};

function formatOf(raw: string | undefined, url: string): SourceFormat | undefined {
  const format = (raw ?? '').toLowerCase();
  if (format === 'mp4' || format === 'webm' || format === 'm3u8') return format;
  if (format === 'hls') return 'm3u8';
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension === 'mp4' || extension === 'webm' || extension === 'm3u8' ? extension : undefined;
}

/** Bound sources come as { url, format } or straight from getVideoInfo as { PlayURL, Format }. */
export function normalizeSources(sources: PlayerProps['sources']): PlayerSource[] {
  const result: PlayerSource[] = [];
  for (const source of sources ?? []) {
    const url = source?.url ?? source?.PlayURL;
    if (typeof url !== 'string' || !url || /^\s*javascript:/i.test(url)) continue;
    const format = formatOf(source.format ?? source.Format, url);
    if (format) result.push({ url, format });
  }
  return result;
}

export function hasNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType(MIME.m3u8) !== '';
}

function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && typeof (window as { MediaSource?: unknown }).MediaSource === 'function';
}

export interface ChosenSource {
  source: PlayerSource;
  /** HLS without native support: hls.js (light) plays it through Media Source Extensions. */
  viaHls: boolean;
}

/** The first source this browser can play, in the order given. */
export function chooseSource(video: HTMLVideoElement, sources: readonly PlayerSource[]): ChosenSource | null {
  for (const source of sources) {
    if (source.format === 'm3u8') {
      if (hasNativeHls(video)) return { source, viaHls: false };
      if (hasMediaSource()) return { source, viaHls: true };
      continue;
    }
    if (video.canPlayType(MIME[source.format]) !== '') return { source, viaHls: false };
  }
  return null;
}
