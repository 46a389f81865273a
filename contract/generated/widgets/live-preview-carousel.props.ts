// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 直播预告：标题栏（标题 + 查看更多）和可横向滑动的直播卡片；只有一场直播时不循环；没有直播时不显示。
 */
export interface LivePreviewCarouselProps {
  /**
   * 模块标题，默认“直播预告”
   */
  title?: string;
  /**
   * 直播列表（进行中与即将开始），卡片显示封面、标题（超过 18 字加省略号）、状态：直播中或“开播时间 预告”
   */
  items?: ContentItem[];
  /**
   * 标题栏右侧按钮的文字，默认“查看更多”
   */
  moreText?: string;
}
