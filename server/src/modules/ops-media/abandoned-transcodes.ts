import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where a transcode writes its segments before storing them: a folder per attempt, removed when it ends. */
export const TRANSCODE_DIR_PREFIX = 'byh-hls-';

/**
 * A transcode folder nothing has written to for this long was abandoned: its process was killed, so the
 * `finally` that removes it never ran. ffmpeg adds a segment every few seconds while it works, and the
 * longest lecture takes well under an hour, so a live transcode's folder is never this old.
 */
export const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Removes abandoned transcode folders (a killed worker's segments, up to hundreds of MB for a lecture) from
 * the temp directory; returns how many. Judged by age, not by process id: workers in other containers may
 * share the directory, and their process ids mean nothing here.
 */
export async function removeAbandonedTranscodes({ dir = tmpdir(), now = Date.now() }: { dir?: string; now?: number } = {}): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(TRANSCODE_DIR_PREFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isDirectory() || now - info.mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
