// generated — do not edit; run npm run gen:types

import type { TopicCooperate } from '../schema-types';

/**
 * 合作伙伴：以宫格展示合作单位的标志。没有合作单位时不显示。
 */
export interface PartnerLogosProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 合作单位列表，通常绑定 $data.topic.cooperates
   */
  items?: TopicCooperate[];
}
