// generated — do not edit; run npm run gen:types

import type { ArticleParent } from '../schema-types';

/**
 * 文章所属专栏卡片：专栏标志、名称（10 字）、简介（26 字）和关注状态，点击进入专栏。
 */
export interface ParentColumnProps {
  /**
   * 所属专栏，通常绑定 $data.<entry>.parent；为空时不显示
   */
  parent?: ArticleParent | null;
  /**
   * 卡片前的说明文字
   */
  label?: string;
}
