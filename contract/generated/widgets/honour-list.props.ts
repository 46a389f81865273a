// generated — do not edit; run npm run gen:types

import type { TopicHonour } from '../schema-types';

/**
 * 荣誉榜列表：每项显示封面、标题（截断）、日期，图集类荣誉标出图片张数；滚动到底部自动加载下一页，最后显示「已到底部」，没有内容时显示空状态。
 */
export interface HonourListProps {
  /**
   * 荣誉列表；分页数据绑定为 $data.<entry>.list
   */
  items?: TopicHonour[];
  /**
   * 是否还有下一页
   */
  hasMore?: boolean;
  /**
   * 是否正在加载
   */
  loading?: boolean;
  /**
   * 上一次加载是否失败
   */
  error?: boolean;
  /**
   * 标题保留的字数（专题列表 24 或 26）
   */
  titleLength?: number;
  /**
   * 全部加载完毕时底部文字
   */
  endText?: string;
  /**
   * 没有任何荣誉时的文字
   */
  emptyText?: string;
}
