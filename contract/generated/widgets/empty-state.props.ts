// generated — do not edit; run npm run gen:types

/**
 * 空状态：列表没有内容时显示「没有更多了 / 先看看其他内容吧！」和「返回首页」按钮（可改文字，如医学专栏的「博医荟持续更新中…」）。
 */
export interface EmptyStateProps {
  /**
   * 主文字
   */
  title?: string;
  /**
   * 提示文字
   */
  hint?: string;
  /**
   * 按钮文字
   */
  homeText?: string;
  /**
   * 是否显示返回首页按钮
   */
  showHome?: boolean;
}
