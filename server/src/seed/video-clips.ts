import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rasterizeSvg } from '../modules/share/rasterize-svg';
import { drawingCacheKey } from './drawing-cache-key';
import { LECTURE_DECKS, SHORT_DECKS } from './lecture-slides';
import { mediaDir } from './media';
import { lectureSlides, shortSlides, type Slide } from './slide-svg';

/**
 * The demo videos: a handful of distinct clips whose real running time is what cards show. Made with
 * ffmpeg at seed time from drawn slides (720p lectures, full-frame portrait short videos) read aloud by
 * espeak-ng, a frame every few seconds, so a 47-minute lecture is a few MB and encodes in seconds.
 */
export interface VideoClip {
  videoId: string;
  /** Exact running time in whole seconds (the file's frames and sound end exactly there). */
  seconds: number;
  width: number;
  height: number;
  /** Relative to DATA_DIR/media. */
  filePath: string;
}

const clip = (videoId: string, seconds: number, [width, height]: readonly [number, number]): VideoClip => ({
  videoId,
  seconds,
  width,
  height,
  filePath: `videos/clips/${videoId}.mp4`,
});

const LANDSCAPE = [1280, 720] as const;
const PORTRAIT = [720, 1280] as const;

/** Course and video lectures: 9:36 to 47:03. */
export const LECTURE_CLIPS: readonly VideoClip[] = [
  clip('lecture-01', 9 * 60 + 36, LANDSCAPE),
  clip('lecture-02', 12 * 60 + 18, LANDSCAPE),
  clip('lecture-03', 16 * 60 + 45, LANDSCAPE),
  clip('lecture-04', 21 * 60 + 7, LANDSCAPE),
  clip('lecture-05', 25 * 60 + 52, LANDSCAPE),
  clip('lecture-06', 31 * 60 + 24, LANDSCAPE),
  clip('lecture-07', 38 * 60 + 10, LANDSCAPE),
  clip('lecture-08', 47 * 60 + 3, LANDSCAPE),
];

/** Short videos: vertical, 0:42 to 2:51. */
export const SHORT_CLIPS: readonly VideoClip[] = [
  clip('short-01', 42, PORTRAIT),
  clip('short-02', 67, PORTRAIT),
  clip('short-03', 95, PORTRAIT),
  clip('short-04', 128, PORTRAIT),
  clip('short-05', 171, PORTRAIT),
];

/** The committed 6-second sample (MP4 and HLS): what every video plays when ffmpeg is missing. */
const SAMPLE_FALLBACK: readonly VideoClip[] = [
  { videoId: 'sample-mp4', seconds: 6, width: 320, height: 180, filePath: 'videos/sample.mp4' },
  { videoId: 'sample-hls', seconds: 6, width: 320, height: 180, filePath: 'videos/sample-hls/index.m3u8' },
];

export type VideoMode = 'generated' | 'sample';

/** The clips a seed in this mode points content at (lectures, short videos). */
export function clipSets(mode: VideoMode): { lectures: readonly VideoClip[]; shorts: readonly VideoClip[] } {
  return mode === 'generated' ? { lectures: LECTURE_CLIPS, shorts: SHORT_CLIPS } : { lectures: SAMPLE_FALLBACK, shorts: SAMPLE_FALLBACK };
}

/**
 * The `n`th lecture clip whose slides are of this specialty (a cardiology course plays a cardiology
 * lecture), or the `n`th of all when none is (the 6-second sample, a specialty without a deck).
 */
export function lectureClipFor(clips: readonly VideoClip[], specialty: number, n: number): VideoClip {
  const ofSpecialty = clips.filter(
    (c) => c.videoId.startsWith('lecture-') && LECTURE_DECKS[(Number(c.videoId.slice(-2)) - 1) % LECTURE_DECKS.length].specialty === specialty,
  );
  const from = ofSpecialty.length > 0 ? ofSpecialty : clips;
  return from[n % from.length];
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

/** The slides a clip shows, from its deck (lectures and short videos are numbered from 01 in deck order). */
function clipSlides(c: VideoClip): Slide[] {
  const index = Number(c.videoId.slice(-2)) - 1;
  return c.videoId.startsWith('lecture-') ? lectureSlides(LECTURE_DECKS[index % LECTURE_DECKS.length]) : shortSlides(SHORT_DECKS[index % SHORT_DECKS.length]);
}

/**
 * Seconds between frames: the largest of 1–8 that divides the running time, so that frames end exactly at
 * the stated duration. Slides change every minute or so; a frame every few seconds is all they need, and
 * it keeps a 47-minute 720p lecture to a few hundred encoded frames.
 */
function framePeriod(seconds: number): number {
  for (let p = 8; p > 1; p--) if (seconds % p === 0) return p;
  return 1;
}

/** How long each slide stays on screen: shares of the running time by weight, whole frame periods, the rest to the last. */
function slideSeconds(slides: readonly Slide[], seconds: number): number[] {
  const period = framePeriod(seconds);
  const total = slides.reduce((sum, s) => sum + s.weight, 0);
  const lengths = slides.map((s) => Math.max(period, Math.floor((seconds * s.weight) / total / period) * period));
  lengths[lengths.length - 1] = seconds - lengths.slice(0, -1).reduce((sum, n) => sum + n, 0);
  return lengths;
}

let espeakFound: boolean | undefined;
/** espeak-ng reads the slides aloud in Mandarin; without it the lectures carry a silent track. */
export function hasEspeak(): boolean {
  espeakFound ??= spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0;
  return espeakFound;
}

/** The ffmpeg arguments that turn a clip's slide PNGs and voice WAVs (in `dir`) into its MP4. */
function ffmpegArgs(c: VideoClip, lengths: readonly number[], voiced: boolean, dir: string, out: string): string[] {
  const period = framePeriod(c.seconds);
  const audioInputs = voiced ? lengths.flatMap((_, i) => ['-i', join(dir, `voice-${i}.wav`)]) : ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono'];
  const audio = voiced
    ? `${lengths.map((d, i) => `[${i + 1}:a]aresample=16000,apad=whole_dur=${d},atrim=end=${d}[a${i}]`).join(';')};${lengths.map((_, i) => `[a${i}]`).join('')}concat=n=${lengths.length}:v=0:a=1[a]`
    : `[1:a]atrim=end=${c.seconds}[a]`;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'concat', '-safe', '0', '-i', join(dir, 'slides.txt'), ...audioInputs],
    ...['-filter_complex', `[0:v]fps=1/${period},format=yuv420p[v];${audio}`, '-map', '[v]', '-map', '[a]'],
    // A key frame about every minute: seeking decodes at most that many (mostly identical) frames.
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-crf', '28', '-g', String(Math.max(1, Math.round(60 / period)))],
    ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', '16000', '-t', String(c.seconds), '-movflags', '+faststart', out],
  ];
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} 生成演示视频失败（退出码 ${code}）：${stderr.trim()}`))));
  });
}

/** Draws a clip's slides, records their voice-over and encodes the MP4 into `work`. */
async function encodeClip(c: VideoClip, voiced: boolean, work: string): Promise<void> {
  const dir = mkdtempSync(join(work, `${c.videoId}-`));
  const slides = clipSlides(c);
  const lengths = slideSeconds(slides, c.seconds);
  slides.forEach((slide, i) => writeFileSync(join(dir, `slide-${i}.png`), rasterizeSvg(Buffer.from(slide.svg), c.width)));
  // The concat list repeats the last picture: its duration applies only to an entry that has a successor.
  const list = slides.map((_, i) => `file 'slide-${i}.png'\nduration ${lengths[i]}\n`).join('') + `file 'slide-${slides.length - 1}.png'\n`;
  writeFileSync(join(dir, 'slides.txt'), list);
  if (voiced) await Promise.all(slides.map((slide, i) => run('espeak-ng', ['-v', 'cmn', '-s', '165', '-w', join(dir, `voice-${i}.wav`), slide.speech])));
  await run('ffmpeg', ffmpegArgs(c, lengths, voiced, dir, join(work, `${c.videoId}.mp4`)));
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Encodes every clip once per machine into a cache folder named by what the clips show and how they are
 * encoded (tests seed often; encoding takes seconds, copying milliseconds), then copies them into DATA_DIR/media.
 */
export async function writeGeneratedClips(dataDir: string): Promise<void> {
  const clips = [...LECTURE_CLIPS, ...SHORT_CLIPS];
  const voiced = hasEspeak();
  const key = drawingCacheKey({
    voiced,
    clips: clips.map((c) => [c, clipSlides(c), ffmpegArgs(c, slideSeconds(clipSlides(c), c.seconds), voiced, '', '')]),
  });
  const cache = join(tmpdir(), `boyihui-seed-clips-${key}`);
  if (!existsSync(cache)) {
    const work = mkdtempSync(`${cache}-tmp-`);
    try {
      // Two at a time: the machines have two cores.
      for (let i = 0; i < clips.length; i += 2) await Promise.all(clips.slice(i, i + 2).map((c) => encodeClip(c, voiced, work)));
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
