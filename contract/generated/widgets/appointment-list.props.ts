// generated — do not edit; run npm run gen:types

import type { ContentItem } from '../schema-types';

/**
 * 我的预约：预约过的直播列表（分页），每行有封面、标题、开播时间、状态图标；未开播（limit_time > 0）时显示倒计时「距离直播 X天X时X分X秒」。
 */
export interface AppointmentListProps {
  /**
   * 预约的直播；分页数据绑定为 $data.<entry>.list
   */
  items: ContentItem[];
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
}
