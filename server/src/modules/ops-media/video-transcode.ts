import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface Rendition {
  /** e.g. 360p: the short side, so a portrait clip's 360p is 360 wide. */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
}

/** Short sides of the renditions offered (the player picks by bandwidth), with their bitrates. */
const LADDER = [
  { short: 360, videoKbps: 800 },
  { short: 720, videoKbps: 2800 },
] as const;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The renditions of a `width` × `height` video: 360p and 720p by the short side, keeping the shape
 * (a vertical clip stays vertical), never larger than the original; a source under 720p gets its own
 * size as the upper rendition.
 */
export function renditionsFor(width: number, height: number): Rendition[] {
  const short = Math.min(width, height);
  const shorts = [...new Set(LADDER.map((step) => Math.min(step.short, even(short))))];
  return shorts.map((side, index) => {
    const scale = side / short;
    const [w, h] = width <= height ? [side, even(height * scale)] : [even(width * scale), side];
    return { name: `${side}p`, width: w, height: h, videoKbps: LADDER[index].videoKbps };
  });
}

export interface TranscodeInput {
  /** A local path or an http(s) address ffmpeg reads. */
  source: string;
  duration: number;
  hasAudio: boolean;
  renditions: Rendition[];
  /** Folder the playlists and segments are written into. */
  outDir: string;
  /** Every file name starts with it (contract/media/library-video.ts). */
  stem: string;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** ffmpeg's arguments: one decode, one encode per rendition, HLS with 4-second segments and a master playlist. */
export function hlsArguments(input: TranscodeInput): string[] {
  const count = input.renditions.length;
  const split = `[0:v]split=${count}${input.renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = input.renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`);
  const perRendition = input.renditions.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    ...(input.hasAudio ? ['-map', '0:a:0'] : []),
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.07)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
  ]);
  const streamMap = input.renditions.map((r, i) => `v:${i}${input.hasAudio ? `,a:${i}` : ''},name:${r.name}`).join(' ');
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    input.source,
    '-filter_complex',
    [split, ...scales].join(';'),
    ...perRendition,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    // A key frame every 4 s in every rendition, so the player can switch between them at any segment.
    '-force_key_frames',
    'expr:gte(t,n_forced*4)',
    '-sc_threshold',
    '0',
    ...(input.hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(input.outDir, `${input.stem}-%v-%05d.ts`),
    '-master_pl_name',
    `${input.stem}.m3u8`,
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    '-nostats',
    join(input.outDir, `${input.stem}-%v.m3u8`),
  ];
}

/** Transcodes to HLS; answers the written file names (the master playlist is `<stem>.m3u8`). */
export async function transcodeToHls(input: TranscodeInput): Promise<string[]> {
  const child = spawn('ffmpeg', hlsArguments(input), { stdio: ['ignore', 'pipe', 'pipe'], signal: input.signal });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  let lastPercent = -1;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const micros = /^out_time_us=(\d+)$/.exec(line)?.[1];
    if (!micros || input.duration <= 0) return;
    const percent = Math.min(99, Math.floor(Number(micros) / 1e4 / input.duration));
    if (percent > lastPercent) {
      lastPercent = percent;
      input.onProgress(percent);
    }
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${errors.trim()}`);
  return (await readdir(input.outDir)).filter((name) => name.startsWith(input.stem));
}

/** One frame at `second` as a JPEG at most 1280 wide (the poster). */
export async function extractFrame(source: string, second: number): Promise<Buffer> {
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-ss',
      String(second),
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(1280,iw)':-2",
      '-q:v',
      '3',
      '-f',
      'mjpeg',
      'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const bytes = Buffer.concat(chunks);
  if (code !== 0 || bytes.length === 0) throw new Error(`ffmpeg found no frame at ${second}s: ${errors.trim()}`);
  return bytes;
}
