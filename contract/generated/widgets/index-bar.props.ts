// generated — do not edit; run npm run gen:types

import type { MedicalColumnGroup } from '../schema-types';

/**
 * A–Z 索引列表（医学专栏）：按拼音首字母分组显示专栏及关注状态，右侧字母条点击后列表跳到该字母的分组。
 */
export interface IndexBarProps {
  /**
   * 按字母分组的专栏，通常绑定 $data.<entry>.list
   */
  groups: MedicalColumnGroup[];
  /**
   * 字母条上的字母；没有分组的字母显示为灰色不可点
   */
  letters?: string[];
  /**
   * 专栏名称保留的字数
   */
  titleLength?: number;
  /**
   * 简介保留的字数
   */
  descLength?: number;
}
