// generated — do not edit; run npm run gen:types

import type { TopicHonour } from '../schema-types';

/**
 * 荣誉详情：类型为 1 时是详情页（标题、日期，正文放在子节点里，如 rich-text）；其他类型是图集（标题和全部图片，点击图片可放大查看）。
 */
export interface HonourDetailProps {
  honour?: TopicHonour;
}
