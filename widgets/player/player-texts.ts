// Texts a person sees around the video (player errors shown in Chinese).

/** MediaError codes: 1 aborted, 2 network, 3 decode, 4 source not supported / no compatible source. */
export const MEDIA_ERROR_TEXT: Record<number, string> = {
  1: '视频加载已中止，请重试',
  2: '网络错误，视频加载失败',
  3: '视频格式不支持或已损坏，无法播放',
  4: '没有可播放的视频源',
};

export const PLAYER_TEXT = {
  noSource: '暂无可播放的视频',
  label: '视频播放器',
  poster: '视频封面',
  restart: '从头播放',
  finished: '已学完',
} as const;

/** 12:34 or 1:02:03: where playback resumes, as the player's own clock shows it. */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

export const resumeText = (seconds: number) => `从 ${clockText(seconds)} 继续播放`;

export function mediaErrorText(code: number | undefined): string {
  return MEDIA_ERROR_TEXT[code ?? 4] ?? MEDIA_ERROR_TEXT[4];
}

/** Plyr's control labels in Chinese (its buttons' accessible names). */
export const PLYR_I18N = {
  restart: '重新播放',
  rewind: '后退 {seektime} 秒',
  play: '播放',
  pause: '暂停',
  fastForward: '快进 {seektime} 秒',
  seek: '进度',
  seekLabel: '{currentTime} / {duration}',
  played: '已播放',
  buffered: '已缓冲',
  currentTime: '当前时间',
  duration: '时长',
  volume: '音量',
  mute: '静音',
  unmute: '取消静音',
  enterFullscreen: '全屏',
  exitFullscreen: '退出全屏',
  settings: '设置',
  menuBack: '返回',
  speed: '倍速',
  normal: '正常',
  quality: '清晰度',
  loop: '循环',
  start: '开始',
  end: '结束',
  all: '全部',
  reset: '重置',
  disabled: '关闭',
  enabled: '开启',
} as const;
