// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 学术会议列表：封面、标题、会议时间和状态角标（未开始 / 进行中 / 已结束），数据带有时还显示会议地点和主办单位（会议详情页）；可报名的会议（origin_type 14，未结束）显示「报名参会」，已报名显示「已报名」；滚动到底部自动加载下一页。
 */
export interface MeetingCardsProps {
  /**
   * 会议列表；分页数据绑定为 $data.<entry>.list
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
   * 当前用户是否已登录；通常绑定 $state.loggedIn
   */
  loggedIn?: boolean;
  /**
   * 全部加载完毕时底部显示的文字
   */
  endText?: string;
  /**
   * 没有任何会议时显示的文字
   */
  emptyText?: string;
  /**
   * 标题保留的字数，超出显示省略号（卡片 18）
   */
  titleLength?: number;
}
