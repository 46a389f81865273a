// generated — do not edit; run npm run gen:types

/**
 * 视频播放器（plyr，手机内联播放，含微信/X5）。播放地址由布局绑定（通常来自 getVideoInfo 的 PlayInfoList.PlayInfo），组件不自己请求数据；没有地址时显示封面和提示。play/seek 事件的动作返回 false（如登录、密码门槛未通过）时立即暂停。
 */
export interface PlayerProps {
  /**
   * 可播放的地址，按优先顺序，浏览器取第一个能播放的。可直接绑定 $data.<entry>.PlayInfoList.PlayInfo（{ Format, PlayURL }），也可写成 { url, format }。
   */
  sources?: {
    /**
     * 播放地址
     */
    url?: string;
    /**
     * 格式
     */
    format?: "mp4" | "m3u8" | "webm";
    /**
     * 播放地址（点播接口字段）
     */
    PlayURL?: string;
    /**
     * 格式（点播接口字段）
     */
    Format?: string;
  }[];
  /**
   * 封面图地址
   */
  poster?: string;
  /**
   * 页面向下滚动时播放器停在屏幕顶部（直播间用）
   */
  pinned?: boolean;
  /**
   * 视频标题（读屏与播放器控件使用）
   */
  title?: string;
  /**
   * 从这个位置（秒）继续播放，并显示「从 12:34 继续播放」与「从头播放」；通常绑定 $data.<entry>.position（getStudyProgress）。0 或不填从头播放
   */
  resumeAt?: number;
  /**
   * 已学完：从头播放并显示「已学完」；通常绑定 $data.<entry>.finished
   */
  finished?: boolean;
  /**
   * 播放多少秒上报一次进度
   */
  progressEverySeconds?: number;
}
