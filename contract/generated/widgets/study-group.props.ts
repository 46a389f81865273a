// generated — do not edit; run npm run gen:types

import type { StudyGroupMembership, TopicStudyGroup } from '../schema-types';

/**
 * 学组招募：主图、学组名称，按角色（如组长、副组长、委员）分组列出成员；show_avatar 为 1 时显示成员头像。子节点（如招募说明 rich-text）显示在成员之后。
 */
export interface StudyGroupProps {
  group?: TopicStudyGroup;
  /**
   * 当前医生在各学组的状态，通常绑定 $data.mine.list；组件按 group.id 取自己的一条
   */
  memberships?: StudyGroupMembership[];
  /**
   * 是否已登录；未登录时「申请加入」发出 login
   */
  loggedIn?: boolean;
}
