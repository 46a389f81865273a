// generated — do not edit; run npm run gen:types

import type { ActivityGroup } from '../schema-types';

/**
 * 活动日历：年份选择（可选年份来自数据）和 1–12 月标签；下方按日期分组列出本月未结束的活动，已结束的活动默认折叠，可展开/收起。
 */
export interface ActivityCalendarProps {
  /**
   * 有活动的年份及其月份；绑定 $data.<calendar>.years
   */
  years?: {
    year: number;
    months: number[];
  }[];
  /**
   * 当前显示的月份 YYYY-MM；通常绑定 $data.<list>.date（服务端回显）
   */
  date?: string;
  /**
   * 本月未结束的活动（按日期分组）；绑定 $data.<list>.activity_un_finished
   */
  unfinished?: ActivityGroup[];
  /**
   * 本月已结束的活动（按日期分组）；绑定 $data.<list>.activity_finished
   */
  finished?: ActivityGroup[];
  /**
   * 是否正在加载本月活动
   */
  loading?: boolean;
  /**
   * 已结束的活动是否默认展开
   */
  finishedExpanded?: boolean;
  /**
   * 标题保留的字数，超出显示省略号（卡片 18）
   */
  titleLength?: number;
}
