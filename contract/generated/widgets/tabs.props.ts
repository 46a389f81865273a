// generated — do not edit; run npm run gen:types

/**
 * 标签页：一排标签（如课程详情的「简介 / 评论 / 相关」），子节点按顺序是各标签的内容面板，只显示当前选中的那一个。
 */
export interface TabsProps {
  /**
   * 标签列表，顺序与子节点（内容面板）一致
   */
  tabs: {
    /**
     * 标签文字
     */
    title: string;
  }[];
  /**
   * 当前选中的标签序号（从 0 开始）；可绑定 $route.query.x，不填为第一个
   */
  activeIndex?: number | string;
  /**
   * 滚动时标签栏是否吸顶
   */
  sticky?: boolean;
}
