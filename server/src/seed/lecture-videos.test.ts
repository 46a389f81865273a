import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from './media';
import { hasEspeak, hasFfmpeg, LECTURE_CLIPS, SHORT_CLIPS, writeGeneratedClips } from './video-clips';

interface Probe {
  streams: Array<{ codec_type: string; width?: number; height?: number }>;
}

function probe(file: string): Probe {
  const out = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'json', file], { encoding: 'utf8' });
  return JSON.parse(out.stdout) as Probe;
}

/** A hash of the picture shown at `second` (decoded, scaled down, raw pixels). */
function frameHash(file: string, second: number): string {
  const out = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-ss', String(second), '-i', file, '-frames:v', '1', '-vf', 'scale=160:90', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    {
      maxBuffer: 1 << 20,
    },
  );
  expect(out.status).toBe(0);
  return createHash('sha256').update(out.stdout).digest('hex');
}

/** The loudest sample of the sound track, in dB (−91 is silence). */
function maxVolume(file: string): number {
  const out = spawnSync('ffmpeg', ['-v', 'info', '-t', '60', '-i', file, '-vn', '-af', 'volumedetect', '-f', 'null', '-'], { encoding: 'utf8' });
  return Number(/max_volume: (-?[\d.]+) dB/.exec(out.stderr)?.[1] ?? -91);
}

describe.skipIf(!hasFfmpeg())('lecture and short videos', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boyihui-lecture-videos-'));
  const fileOf = (filePath: string) => join(mediaDir(dataDir), filePath);
  beforeAll(() => writeGeneratedClips(dataDir), 600_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('plays lectures as 720p slides that change over the lecture, with a sound track', () => {
    for (const clip of LECTURE_CLIPS) {
      const { streams } = probe(fileOf(clip.filePath));
      const video = streams.find((s) => s.codec_type === 'video');
      expect(video?.width, clip.videoId).toBeGreaterThanOrEqual(1280);
      expect(video?.height, clip.videoId).toBeGreaterThanOrEqual(720);
      expect(
        streams.some((s) => s.codec_type === 'audio'),
        clip.videoId,
      ).toBe(true);
    }
    const first = LECTURE_CLIPS[0];
    const pictures = new Set([0.5, 0.2, 0.4, 0.6, 0.8, 0.97].map((share) => frameHash(fileOf(first.filePath), Math.floor(first.seconds * share))));
    expect(pictures.size).toBeGreaterThanOrEqual(3);
  });

  it.skipIf(!hasEspeak())('speaks over the slides', () => {
    expect(maxVolume(fileOf(LECTURE_CLIPS[0].filePath))).toBeGreaterThan(-30);
    expect(maxVolume(fileOf(SHORT_CLIPS[0].filePath))).toBeGreaterThan(-30);
  });

  it('plays short videos full-frame portrait with changing cards', () => {
    for (const clip of SHORT_CLIPS) {
      const video = probe(fileOf(clip.filePath)).streams.find((s) => s.codec_type === 'video');
      expect(video?.width, clip.videoId).toBeGreaterThanOrEqual(720);
      expect(video?.height, clip.videoId).toBeGreaterThanOrEqual(1280);
    }
    const first = SHORT_CLIPS[0];
    const pictures = new Set([0.1, 0.3, 0.5, 0.7, 0.95].map((share) => frameHash(fileOf(first.filePath), Math.floor(first.seconds * share))));
    expect(pictures.size).toBeGreaterThanOrEqual(3);
  });
});
