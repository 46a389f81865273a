// generated — do not edit; run npm run gen:types

import type { Channel } from '../schema-types';

/**
 * 频道标签栏：可横向滑动，第一个为「推荐」（id 0），其后为服务端频道；不足 minTabs 个时用不可点击的空白标签补齐。
 */
export interface ChannelTabsProps {
  /**
   * 服务端频道列表
   */
  channels: Channel[];
  /**
   * 当前选中的频道 id；不填或为 0 表示「推荐」，通常绑定 $route.query.channel
   */
  activeId?: number | string;
  /**
   * 是否在最前面显示「推荐」标签（id 0）
   */
  showRecommend?: boolean;
  /**
   * 推荐标签的文字
   */
  recommendText?: string;
  /**
   * 标签最少个数，不足时用空白标签补齐（id 从 999 开始，不可点击）
   */
  minTabs?: number;
}
