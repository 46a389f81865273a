// generated — do not edit; run npm run gen:types

/**
 * 直播结束横幅：直播间里直播状态在 fromStatus 与 belowStatus 之间（默认 2 ≤ 状态 < 6：已结束、回放尚未由点播服务提供）时，在播放器下方显示「直播已结束」。
 */
export interface LiveEndedBannerProps {
  /**
   * 直播状态 live_status，通常绑定 $data.detail.live.live_status
   */
  liveStatus?: number | null;
  /**
   * 从这个状态起显示
   */
  fromStatus?: number;
  /**
   * 低于这个状态才显示
   */
  belowStatus?: number;
  /**
   * 横幅文字
   */
  text?: string;
  /**
   * 横幅下方的小字
   */
  hint?: string;
}
