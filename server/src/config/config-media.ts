import { integerIn, type Text } from './config-read';

/** Video uploads and where their processing runs. */
export interface MediaVideoConfig {
  /** The largest video upload, in MB (MEDIA_VIDEO_MAX_MB). */
  maxMb: number;
  /** The longest video, in minutes (MEDIA_VIDEO_MAX_MINUTES). */
  maxMinutes: number;
  /**
   * Where transcodes run (MEDIA_WORKER): `in-process` (default) inside each API process, `separate` only in
   * `npm run worker` processes, so a transcode never takes an API process's cores.
   */
  worker: 'in-process' | 'separate';
}

/** An hour-long lecture at 1080p is 1–2 GB; the size column holds up to 2 GiB. */
const DEFAULT_VIDEO_MAX_MB = 2000;
/** Recorded conference sessions run up to three hours. */
const DEFAULT_VIDEO_MAX_MINUTES = 180;

export function readMediaVideoConfig(text: Text, databaseUrl: string | undefined, problems: string[]): MediaVideoConfig {
  const maxMb = integerIn(text, 'MEDIA_VIDEO_MAX_MB', DEFAULT_VIDEO_MAX_MB, 1, 2000, problems);
  const maxMinutes = integerIn(text, 'MEDIA_VIDEO_MAX_MINUTES', DEFAULT_VIDEO_MAX_MINUTES, 1, 600, problems);
  const worker = text('MEDIA_WORKER') ?? 'in-process';
  if (worker !== 'in-process' && worker !== 'separate') {
    problems.push('MEDIA_WORKER must be in-process or separate');
    return { maxMb, maxMinutes, worker: 'in-process' };
  }
  // The embedded database is locked to one process: a separate worker could never open it.
  if (worker === 'separate' && !databaseUrl) problems.push('MEDIA_WORKER=separate needs DATABASE_URL (the embedded database belongs to one process)');
  return { maxMb, maxMinutes, worker };
}
