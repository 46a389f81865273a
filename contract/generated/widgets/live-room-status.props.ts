// generated — do not edit; run npm run gen:types

/**
 * 直播间状态看守（不显示内容）：进入 300 毫秒后发出 enter（记录观看、足迹），之后每 6 秒发出 tick（重新请求观看人数/状态）；轮询结果或实时连接推送的状态与进入时不同（未开始→直播、直播中开启状态变化、结束等）时，等 3 秒发出 reload（销毁播放器并重新加载）。
 */
export interface LiveRoomStatusProps {
  /**
   * 直播 id，通常绑定 $route.params.id
   */
  liveId: number | string;
  /**
   * 进入时的直播状态（live_status），通常绑定 $data.detail.live.live_status
   */
  liveStatus?: number | null;
  /**
   * 进入时的开启状态（open_status）
   */
  openStatus?: number | null;
  /**
   * 轮询得到的 { live_status, open_status, view_count }，通常绑定 $data.viewCount
   */
  polled?: {
    [k: string]: unknown;
  } | null;
  /**
   * 轮询间隔（毫秒）
   */
  pollMs?: number;
  /**
   * 发现变化后多久重新加载（毫秒）
   */
  reloadDelayMs?: number;
  /**
   * 进入后多久开始（毫秒）
   */
  initDelayMs?: number;
  /**
   * 是否同时听实时连接推送的状态
   */
  realtime?: boolean;
}
