// generated — do not edit; run npm run gen:types

import type { MeetingNewsItem } from '../schema-types';

/**
 * 资讯条目列表（如学术会页的「会议资讯」）：每条显示标题、日期和阅读数，右侧小封面；点击打开详情。
 */
export interface NewsListProps {
  /**
   * 资讯条目
   */
  items: MeetingNewsItem[];
  /**
   * 最多显示几条；不填显示全部
   */
  max?: number;
  /**
   * 标题保留的字数，超出显示省略号
   */
  titleLength?: number;
}
