// generated — do not edit; run npm run gen:types

import type { LiveSession } from '../schema-types';

/**
 * 系列直播场次滑条：横向一排场次卡片，标「第N场」（一至二十）和状态标签（预告 / 直播中 / 回放 / 已结束），当前场次高亮；只有一场或没有时不显示。
 */
export interface LiveSeriesSliderProps {
  /**
   * 场次，通常绑定 $data.detail.series
   */
  items?: LiveSession[];
  /**
   * 当前场次 id，通常绑定 $route.params.id
   */
  activeId?: number | string | null;
  /**
   * 标题
   */
  title?: string;
}
