import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { LIBRARY_VIDEO_EXTENSIONS, type LibraryVideoExtension } from '../../../../contract/media/library-video';
import { AppError } from '../../plugins/envelope';
import { MEDIA_MESSAGES } from './media-messages';

const run = promisify(execFile);

export interface ProbedVideo {
  extension: LibraryVideoExtension;
  mime: string;
  /** Whole seconds, rounded up. */
  duration: number;
  /** As shown (a phone's rotation applied): a portrait clip is taller than wide. */
  width: number;
  height: number;
  hasAudio: boolean;
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

interface FfprobeAnswer {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/** ffprobe's demuxer names → what the library stores the original as. */
const CONTAINERS: Array<{ demuxer: string; extension: LibraryVideoExtension; mime: string }> = [
  { demuxer: 'mov,mp4,m4a,3gp,3g2,mj2', extension: 'mp4', mime: 'video/mp4' },
  { demuxer: 'matroska,webm', extension: 'webm', mime: 'video/webm' },
];

function quarterTurned(stream: FfprobeStream): boolean {
  const rotation = stream.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ?? Number(stream.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180 === 90;
}

/**
 * What the file is, read by ffprobe from its content (never its name), and whether its first seconds
 * decode: a truncated or damaged upload is refused here, not found out halfway through a transcode.
 */
export async function probeVideo(path: string, named: string): Promise<ProbedVideo> {
  let answer: FfprobeAnswer;
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], { maxBuffer: 4 * 1024 * 1024 });
    answer = JSON.parse(stdout) as FfprobeAnswer;
  } catch (error) {
    // An MP4 cut short (an upload from a recorder that stopped) has lost its index, which sits at the end.
    const said = String((error as { stderr?: unknown }).stderr ?? '');
    throw new AppError(415, /moov atom not found/.test(said) ? MEDIA_MESSAGES.corruptVideo : MEDIA_MESSAGES.notAVideo);
  }
  const container = CONTAINERS.find((known) => known.demuxer === answer.format?.format_name);
  const video = answer.streams?.find((stream) => stream.codec_type === 'video');
  const seconds = Number(answer.format?.duration);
  if (!container || !video?.width || !video.height) throw new AppError(415, MEDIA_MESSAGES.notAVideo);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new AppError(415, MEDIA_MESSAGES.corruptVideo);
  const extension = extensionFor(named, container.extension);
  try {
    // Decoding two seconds is quick and catches most damage (missing index, broken first frames).
    await run('ffmpeg', ['-v', 'error', '-xerror', '-nostdin', '-t', '2', '-i', path, '-map', '0:v:0', '-f', 'null', '-'], { timeout: 60_000 });
  } catch {
    throw new AppError(415, MEDIA_MESSAGES.corruptVideo);
  }
  const turned = quarterTurned(video);
  return {
    extension,
    mime: extension === 'webm' ? 'video/webm' : extension === 'mov' ? 'video/quicktime' : 'video/mp4',
    duration: Math.ceil(seconds),
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    hasAudio: answer.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

/**
 * The extension the original is stored under: the name's own when it is one of the container's
 * (.mov and .m4v are MP4's family), else the container's. A name of another kind was refused before.
 */
function extensionFor(named: string, containerExtension: LibraryVideoExtension): LibraryVideoExtension {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(named)?.[1]?.toLowerCase();
  const family = containerExtension === 'webm' ? ['webm'] : ['mp4', 'mov', 'm4v'];
  const isKnown = (value: string | undefined): value is LibraryVideoExtension => LIBRARY_VIDEO_EXTENSIONS.some((known) => known === value);
  if (isKnown(extension) && family.includes(extension)) return extension;
  if (isKnown(extension)) throw new AppError(415, MEDIA_MESSAGES.nameMismatch(extension, containerExtension === 'webm' ? 'WebM 视频' : 'MP4 视频'));
  return containerExtension;
}

/** Whether a stored video has sound (a silent screen recording gets no audio track in its renditions). */
export async function hasAudioStream(source: string): Promise<boolean> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', source]);
  return stdout.trim() !== '';
}
