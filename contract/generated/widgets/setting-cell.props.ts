// generated — do not edit; run npm run gen:types

/**
 * 设置页的一行：左边标题，右边可选的值（如当前手机号）和箭头；danger 样式用于「退出登录」这类居中的操作行。点击发出 tap。
 */
export interface SettingCellProps {
  /**
   * 标题，如「修改手机号」
   */
  title: string;
  /**
   * 右侧的值，如当前手机号（绑定 $state.user.mobile 时自动脱敏为 138****0001）
   */
  value?: string | number | null;
  /**
   * value 是 11 位手机号时显示为 138****0001
   */
  maskMobile?: boolean;
  /**
   * 是否显示右箭头
   */
  arrow?: boolean;
  /**
   * 居中红字的操作行（如退出登录），不显示箭头
   */
  danger?: boolean;
  /**
   * 与上一行之间留出分组间距
   */
  gapBefore?: boolean;
}
