// generated — do not edit; run npm run gen:types

/**
 * 直播间广告条：播放器上方或下方一排可横向滑动的合作方图片，一屏 3 张；没有图片时不显示。
 */
export interface LiveAdSwiperProps {
  /**
   * 图片列表，通常绑定 $data.detail.live.adverts_up 或 adverts_down
   */
  items?: {
    logo: string;
    link?: string;
  }[];
  /**
   * 一屏显示几张
   */
  perView?: number;
  /**
   * 区域的无障碍名称
   */
  label?: string;
}
