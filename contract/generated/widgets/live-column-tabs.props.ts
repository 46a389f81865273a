// generated — do not edit; run npm run gen:types

import type { ContentItem, LiveColumnTab } from '../schema-types';

/**
 * 直播专栏的标签页：标签由专栏的 columns 生成（目录 / 各类内容列表 / 自定义图文），内容类型 1、2 显示直播卡片列表，3 显示服务端清洗过的图文。没有 columns 时不显示。
 */
export interface LiveColumnTabsProps {
  /**
   * 标签，通常绑定 $data.column.live.columns
   */
  columns?: LiveColumnTab[];
  /**
   * 内容类型 1（直播列表）且 column_items 为空时显示的回放，通常绑定 $data.column.backs
   */
  replays?: ContentItem[];
  /**
   * 列表为空时的文字
   */
  emptyText?: string;
}
