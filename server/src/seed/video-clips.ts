import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaDir } from './media';

/**
 * The demo videos: a handful of distinct clips whose real running time is what cards show. Made with
 * ffmpeg at seed time (tiny frame, 1 frame per second, no sound) so a 47-minute clip is ~170 KB.
 */
export interface VideoClip {
  videoId: string;
  /** Exact running time in whole seconds (1 fps: the file holds exactly this many frames). */
  seconds: number;
  width: number;
  height: number;
  /** Background colour of the clip (the running clock is drawn on it). */
  color: string;
  /** Relative to DATA_DIR/media. */
  filePath: string;
}

const clip = (videoId: string, seconds: number, [width, height]: readonly [number, number], color: string): VideoClip => ({
  videoId,
  seconds,
  width,
  height,
  color,
  filePath: `videos/clips/${videoId}.mp4`,
});

const LANDSCAPE = [160, 90] as const;
const PORTRAIT = [90, 160] as const;

/** Course and video lectures: 9:36 to 47:03. */
export const LECTURE_CLIPS: readonly VideoClip[] = [
  clip('lecture-01', 9 * 60 + 36, LANDSCAPE, '0x1677ff'),
  clip('lecture-02', 12 * 60 + 18, LANDSCAPE, '0x13a8a8'),
  clip('lecture-03', 16 * 60 + 45, LANDSCAPE, '0x722ed1'),
  clip('lecture-04', 21 * 60 + 7, LANDSCAPE, '0xeb2f96'),
  clip('lecture-05', 25 * 60 + 52, LANDSCAPE, '0xfa8c16'),
  clip('lecture-06', 31 * 60 + 24, LANDSCAPE, '0x52c41a'),
  clip('lecture-07', 38 * 60 + 10, LANDSCAPE, '0x2f54eb'),
  clip('lecture-08', 47 * 60 + 3, LANDSCAPE, '0xcf1322'),
];

/** Short videos: vertical, 0:42 to 2:51. */
export const SHORT_CLIPS: readonly VideoClip[] = [
  clip('short-01', 42, PORTRAIT, '0x1677ff'),
  clip('short-02', 67, PORTRAIT, '0x13a8a8'),
  clip('short-03', 95, PORTRAIT, '0xeb2f96'),
  clip('short-04', 128, PORTRAIT, '0xfa8c16'),
  clip('short-05', 171, PORTRAIT, '0x52c41a'),
];

/** The committed 6-second sample (MP4 and HLS): what every video plays when ffmpeg is missing. */
const SAMPLE_FALLBACK: readonly VideoClip[] = [
  { videoId: 'sample-mp4', seconds: 6, width: 320, height: 180, color: '', filePath: 'videos/sample.mp4' },
  { videoId: 'sample-hls', seconds: 6, width: 320, height: 180, color: '', filePath: 'videos/sample-hls/index.m3u8' },
];

export type VideoMode = 'generated' | 'sample';

/** The clips a seed in this mode points content at (lectures, short videos). */
export function clipSets(mode: VideoMode): { lectures: readonly VideoClip[]; shorts: readonly VideoClip[] } {
  return mode === 'generated' ? { lectures: LECTURE_CLIPS, shorts: SHORT_CLIPS } : { lectures: SAMPLE_FALLBACK, shorts: SAMPLE_FALLBACK };
}

let ffmpegFound: boolean | undefined;
export function hasFfmpeg(): boolean {
  ffmpegFound ??= spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
  return ffmpegFound;
}

/** 'generated' with ffmpeg on the machine, else 'sample' (every card then says 00:06, which is true). */
export function defaultVideoMode(): VideoMode {
  return hasFfmpeg() ? 'generated' : 'sample';
}

export const NO_FFMPEG_WARNING =
  '未找到 ffmpeg：演示视频全部使用 6 秒的示例片段，卡片时长为 00:06。安装 ffmpeg（apt-get install ffmpeg）后重新执行 npm run seed，可生成与标称时长一致的多段视频。';

function ffmpegArgs(c: VideoClip, out: string): string[] {
  // A running clock on a plain colour: nearly nothing changes between frames, so the file stays tiny.
  const clock = `drawtext=text='%{pts\\:hms}':fontsize=${Math.round(c.width / 9)}:fontcolor=white:x=(w-tw)/2:y=(h-th)/2`;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=${c.color}:size=${c.width}x${c.height}:rate=1:duration=${c.seconds}`],
    ...['-vf', clock, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '42', '-pix_fmt', 'yuv420p', '-g', '300'],
    ...['-movflags', '+faststart', out],
  ];
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg 生成演示视频失败（退出码 ${code}）：${stderr.trim()}`))));
  });
}

/**
 * Encodes every clip once per machine into a cache folder named by the clip list (tests seed often;
 * encoding takes a few seconds, copying a few milliseconds), then copies them into DATA_DIR/media.
 */
export async function writeGeneratedClips(dataDir: string): Promise<void> {
  const clips = [...LECTURE_CLIPS, ...SHORT_CLIPS];
  const key = createHash('sha256')
    .update(JSON.stringify(clips.map((c) => ffmpegArgs(c, c.videoId))))
    .digest('hex')
    .slice(0, 16);
  const cache = join(tmpdir(), `boyihui-seed-clips-${key}`);
  if (!existsSync(cache)) {
    const work = mkdtempSync(`${cache}-tmp-`);
    try {
      // Two at a time: the machines have two cores.
      for (let i = 0; i < clips.length; i += 2) await Promise.all(clips.slice(i, i + 2).map((c) => run(ffmpegArgs(c, join(work, `${c.videoId}.mp4`)))));
      try {
        renameSync(work, cache); // atomic: a parallel run either sees the whole cache or none
      } catch (error) {
        if (!existsSync(cache)) throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const target = join(mediaDir(dataDir), 'videos', 'clips');
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(cache)) copyFileSync(join(cache, file), join(target, file));
}

/** media_files rows for the clips of a mode (sizes of the files written, 0 before they exist). */
export function clipSizeBytes(dataDir: string | undefined, c: VideoClip): number {
  if (!dataDir) return 0;
  const file = join(mediaDir(dataDir), c.filePath);
  return existsSync(file) ? statSync(file).size : 0;
}
