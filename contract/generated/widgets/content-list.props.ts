// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 无限滚动的内容列表（如首页「内容精选」）：滚动到底部时自动加载下一页，最后显示「已到底部」。
 */
export interface ContentListProps {
  /**
   * 列表标题，例如「内容精选」；不填则不显示标题
   */
  title?: string;
  /**
   * 内容列表；分页数据绑定为 $data.<entry>.list
   */
  items: ContentItem[];
  /**
   * 是否还有下一页；分页数据绑定为 $data.<entry>.hasMore
   */
  hasMore?: boolean;
  /**
   * 是否正在加载；分页数据绑定为 $data.<entry>.loading
   */
  loading?: boolean;
  /**
   * 上一次加载是否失败；为真时显示「加载失败，点击重试」；分页数据绑定为 $data.<entry>.error
   */
  error?: boolean;
  /**
   * 全部加载完毕时底部显示的文字
   */
  endText?: string;
  /**
   * 没有任何内容时显示的文字
   */
  emptyText?: string;
  /**
   * 加载完毕后是否显示底部文字（放在分区里时可关闭）
   */
  showEnd?: boolean;
  /**
   * 样式：row 为左图右文的行，card 为上图下文的大卡片
   */
  variant?: "card" | "row";
  /**
   * 翻页方式（x-version 2）：scroll 滚动到底部自动加载；button 在列表底部显示按钮，点击才加载下一页（如学术专区的「查看更多」）
   */
  paging?: "scroll" | "button";
  /**
   * paging 为 button 时按钮的文字（x-version 2）
   */
  moreText?: string;
  /**
   * 标题保留的字数，超出部分显示省略号（卡片 18，资讯卡片 22）
   */
  titleLength?: number;
  /**
   * Each row gets a follow button (已关注 / +关注, from is_subscribe) that emits follow; used on my-focus to unfollow.
   */
  showFollow?: boolean;
}
