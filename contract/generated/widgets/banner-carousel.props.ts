// generated — do not edit; run npm run gen:types

import type { Banner } from '../schema-types';

/**
 * 轮播图：横向自动轮播的横幅图片，带分页圆点；没有图片时不显示。
 */
export interface BannerCarouselProps {
  /**
   * 轮播图列表，通常绑定 $data.home.banners；为空时整个组件不显示
   */
  items?: Banner[];
  /**
   * 自动切换间隔（毫秒），默认 3000；病例频道的轮播用 10000
   */
  autoplayMs?: number;
  /**
   * 轮播高度，按 375 宽设计稿的 px 填写；不填时为 140
   */
  height?: number;
}
