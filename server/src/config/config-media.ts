import { integerIn, type Text } from './config-read';

/** Video uploads and where their processing runs. */
export interface MediaVideoConfig {
  /** The largest video upload, in MB (MEDIA_VIDEO_MAX_MB). */
  maxMb: number;
  /** The longest video, in minutes (MEDIA_VIDEO_MAX_MINUTES). */
  maxMinutes: number;
  /**
   * Where transcodes run (MEDIA_WORKER): `in-process` (default) inside each API process, `separate` only in
   * `npm run worker` processes, so a transcode never takes an API process's cores. `off` (the default under
   * NODE_ENV=test, like the other background jobs) runs none here: jobs wait for a worker.
   */
  worker: 'in-process' | 'separate' | 'off';
}

/** An hour-long lecture at 1080p is 1–2 GB; the size column holds up to 2 GiB. */
const DEFAULT_VIDEO_MAX_MB = 2000;
/** Recorded conference sessions run up to three hours. */
const DEFAULT_VIDEO_MAX_MINUTES = 180;

export function readMediaVideoConfig(text: Text, nodeEnv: string, databaseUrl: string | undefined, problems: string[]): MediaVideoConfig {
  const maxMb = integerIn(text, 'MEDIA_VIDEO_MAX_MB', DEFAULT_VIDEO_MAX_MB, 1, 2000, problems);
  const maxMinutes = integerIn(text, 'MEDIA_VIDEO_MAX_MINUTES', DEFAULT_VIDEO_MAX_MINUTES, 1, 600, problems);
  const worker = text('MEDIA_WORKER') ?? (nodeEnv === 'test' ? 'off' : 'in-process');
  if (worker !== 'in-process' && worker !== 'separate' && worker !== 'off') {
    problems.push('MEDIA_WORKER must be in-process, separate or off');
    return { maxMb, maxMinutes, worker: 'in-process' };
  }
  // The embedded database is locked to one process: a separate worker could never open it.
  if (worker === 'separate' && !databaseUrl) problems.push('MEDIA_WORKER=separate needs DATABASE_URL (the embedded database belongs to one process)');
  return { maxMb, maxMinutes, worker };
}

/** A guideline with scanned figures runs to 20–40 MB; a whole scanned textbook is not what the library is for. */
const DEFAULT_DOCUMENT_MAX_MB = 50;

/**
 * The largest PDF an operator may add to the media library, in MB (MEDIA_DOCUMENT_MAX_MB). At most 200, like
 * images: an upload is held in memory while it is checked, and copied once more to the thread that reads it.
 */
export function readMediaDocumentMaxMb(text: Text, problems: string[]): number {
  return integerIn(text, 'MEDIA_DOCUMENT_MAX_MB', DEFAULT_DOCUMENT_MAX_MB, 1, 200, problems);
}
