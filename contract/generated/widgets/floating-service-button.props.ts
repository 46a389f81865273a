// generated — do not edit; run npm run gen:types

/**
 * 悬浮客服按钮：固定在页面右下角的圆形按钮（如临床好课页的「客服」），点击后进入客服页或打开客服链接。
 */
export interface FloatingServiceButtonProps {
  /**
   * 按钮文字
   */
  label?: string;
  /**
   * 距页面底部的距离（设计稿 px，375 宽）
   */
  bottom?: number;
}
