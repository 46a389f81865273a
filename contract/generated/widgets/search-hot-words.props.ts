// generated — do not edit; run npm run gen:types

import type { HotWord } from '../schema-types';

/**
 * 热门搜索：带序号的热词列表，最多 6 个，前 3 个高亮。
 */
export interface SearchHotWordsProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 热词，绑定 $data.<entry>.hot_words
   */
  hotWords?: HotWord[];
  /**
   * 最多显示几个（6）
   */
  max?: number;
  /**
   * 前几个高亮
   */
  highlight?: number;
}
