// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 指南文献列表：每行显示类型图标、标题、时间，图文类显示阅读数、其他显示下载次数，以及收藏按钮（收藏/已收藏，点击切换）；滚动到底部自动加载下一页。
 */
export interface DownloadRowsProps {
  /**
   * 指南/资料列表；分页数据绑定为 $data.<entry>.list
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
   * 全部加载完毕时底部显示的文字
   */
  endText?: string;
  /**
   * 没有任何内容时显示的文字
   */
  emptyText?: string;
  /**
   * 标题保留的字数，超出显示省略号
   */
  titleLength?: number;
}
