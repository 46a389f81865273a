// generated — do not edit; run npm run gen:types

import type { RecommendModule } from '../schema-types';

/**
 * 首页推荐模块：以模块名称为标题，按 layout 显示为列表（1）、横向滑动（2）或两列宫格（3）；模块没有内容时不显示。
 */
export interface RecommendModuleProps {
  module: RecommendModule;
  /**
   * 内容标题保留的字数，超出部分显示省略号
   */
  titleLength?: number;
}
