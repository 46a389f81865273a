// generated — do not edit; run npm run gen:types

import type { TopicExpert } from '../schema-types';

/**
 * 专家团队：横向排列的专家头像、姓名、职称和医院；点击专家弹出其简介，点「关闭」或遮罩关闭。没有专家时不显示。
 */
export interface ExpertListProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 专家列表，通常绑定 $data.topic.experts
   */
  items?: TopicExpert[];
}
