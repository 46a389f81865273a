// generated — do not edit; run npm run gen:types

import type { Shortcut } from '../schema-types';

/**
 * 图标入口宫格：每页默认 2 行 × 5 个，超过一页可左右滑动翻页，下方显示页码指示条；没有入口时不显示。
 */
export interface IconGridProps {
  /**
   * 图标入口列表，通常绑定 $data.home.position_type_1
   */
  items?: Shortcut[];
  /**
   * 每页显示的入口数，默认 10
   */
  perPage?: number;
  /**
   * 每行的列数，默认 5
   */
  columns?: number;
}
