// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 直播预告列表（直播首页）：直播中与预告的直播，每行带「直播中 / 预告」标签与开播时间；先显示 3 条，多于 3 条时可「展开更多」/「收起」。没有时不显示。
 */
export interface LiveForecastProps {
  /**
   * 直播列表，通常绑定 $data.home.forecast
   */
  items?: ContentItem[];
  /**
   * 展开前显示几条
   */
  initialCount?: number;
  /**
   * 展开按钮文字
   */
  expandText?: string;
  /**
   * 收起按钮文字
   */
  collapseText?: string;
  /**
   * 区域名称（读屏用），如「直播预告」「直播专栏」「我的预约」
   */
  label?: string;
  /**
   * 是否显示「直播中 / 预告」标签（专栏列表可关闭）
   */
  showTag?: boolean;
}
