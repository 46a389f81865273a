// generated — do not edit; run npm run gen:types

import type { HotWord } from '../schema-types';

/**
 * 搜索栏：占位文字轮播热词提示。首页为只读样式，点击进入搜索页；可输入时回车或点「搜索」提交关键词。
 */
export interface SearchBarProps {
  /**
   * 轮播显示的热词提示
   */
  hints?: HotWord[];
  /**
   * 热词轮播间隔（毫秒）
   */
  intervalMs?: number;
  /**
   * 没有热词时显示的占位文字
   */
  placeholder?: string;
  /**
   * 只读：点击时发出 open 事件（首页用法）；否则可直接输入
   */
  readOnly?: boolean;
}
