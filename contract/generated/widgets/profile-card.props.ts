// generated — do not edit; run npm run gen:types

/**
 * 「我的」页顶部的个人卡片：头像、姓名、已认证标记、身份、博贝积分，以及「修改」（已认证）或「去认证」（未认证）；未登录时显示「登录 / 注册」。
 */
export interface ProfileCardProps {
  /**
   * 当前用户（绑定 $state.user 或用户信息接口的 user）；为空表示未登录
   */
  user?: null | {
    name?: string;
    nick_name?: string;
    avatar?: string;
    point?: number;
    is_complete?: number;
    identity?: null | {
      name?: string;
    };
  };
  /**
   * 积分名称
   */
  pointLabel?: string;
}
