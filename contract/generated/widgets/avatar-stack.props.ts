// generated — do not edit; run npm run gen:types

/**
 * 头像叠放：一排相互重叠的用户头像加一句说明，例如课程详情的「最近学习」用户。没有头像时不显示。
 */
export interface AvatarStackProps {
  /**
   * 头像图片地址（如 $data.course.last_study_user_avatar）
   */
  avatars: string[];
  /**
   * 最多显示几个头像
   */
  max?: number;
  /**
   * 头像后面的文字
   */
  text?: string;
}
