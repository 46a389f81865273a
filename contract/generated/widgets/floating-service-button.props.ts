// generated — do not edit; run npm run gen:types

/**
 * 悬浮客服按钮：与「首页」「分享」等悬浮按钮一起放在页面底部的悬浮栏里（如临床好课页的「客服」），不会盖住页面内容；点击后进入客服页或打开客服链接。
 */
export interface FloatingServiceButtonProps {
  /**
   * 按钮文字
   */
  label?: string;
  /**
   * 已不再使用：按钮统一放在底部悬浮栏里（保留以兼容已保存的页面）
   */
  bottom?: number;
}
