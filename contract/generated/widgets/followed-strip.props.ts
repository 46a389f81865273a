// generated — do not edit; run npm run gen:types

import type { MedicalColumn } from '../schema-types';

/**
 * 「我的关注」横条：横向滑动显示已关注的专栏，有新内容的专栏带小红点；没有关注时不显示。
 */
export interface FollowedStripProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 已关注的专栏，通常绑定 $data.<entry>.subscribes
   */
  items: MedicalColumn[];
  /**
   * 专栏名称保留的字数
   */
  titleLength?: number;
}
