// generated — do not edit; run npm run gen:types

import type { TopicStudyGroup } from '../schema-types';

/**
 * 学组招募：主图、学组名称，按角色（如组长、副组长、委员）分组列出成员；show_avatar 为 1 时显示成员头像。子节点（如招募说明 rich-text）显示在成员之后。
 */
export interface StudyGroupProps {
  group?: TopicStudyGroup;
}
