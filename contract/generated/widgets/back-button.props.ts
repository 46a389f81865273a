// generated — do not edit; run npm run gen:types

/**
 * 返回按钮：固定在页面左上角，点击返回上一页（在布局里映射到 go-back 动作；直接打开的页面回到首页）。
 */
export interface BackButtonProps {
  /**
   * 按钮的无障碍名称
   */
  label?: string;
}
