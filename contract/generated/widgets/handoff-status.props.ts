// generated — do not edit; run npm run gen:types

/**
 * 登录交接页（/middle）的等待提示：显示「登录中…」，打开页面时发出一次 start（预览时不发出），由 handoff-login 动作完成登录和跳转。
 */
export interface HandoffStatusProps {
  /**
   * 等待文字
   */
  text?: string;
}
