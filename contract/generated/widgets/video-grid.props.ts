// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 短视频宫格：两列封面卡片，滚动到底部自动加载下一页，最后显示「已到底部」；没有内容时显示「没有更多了」。
 */
export interface VideoGridProps {
  /**
   * 视频列表；分页数据绑定为 $data.<entry>.list
   */
  items: ContentItem[];
  /**
   * 是否还有下一页；绑定 $data.<entry>.hasMore
   */
  hasMore?: boolean;
  /**
   * 是否正在加载；绑定 $data.<entry>.loading
   */
  loading?: boolean;
  /**
   * 上一次加载是否失败；绑定 $data.<entry>.error
   */
  error?: boolean;
  /**
   * 每行几列
   */
  columns?: number;
  /**
   * 全部加载完毕时底部显示的文字
   */
  endText?: string;
  /**
   * 没有任何内容时显示的文字
   */
  emptyText?: string;
  /**
   * 标题保留的字数，超出显示省略号（卡片 18）
   */
  titleLength?: number;
}
