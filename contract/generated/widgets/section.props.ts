// generated — do not edit; run npm run gen:types

/**
 * 分区：标题加「查看更多」按钮，下面放子节点（如频道页的直播、好课、专栏、学术会、指南、病例）。是否显示由节点的 when 条件决定。标题为空且不显示「查看更多」时只按顺序显示子节点（如直播间「介绍」页签里的标题、分享和广告）。
 */
export interface SectionProps {
  /**
   * 分区标题，例如「直播」「好课」「专栏」「学术会」「指南」「病例」
   */
  title: string;
  /**
   * 右上角按钮文字
   */
  moreText?: string;
  /**
   * 是否显示「查看更多」按钮
   */
  showMore?: boolean;
  /**
   * 内容总数；填写时在标题旁显示「共 N 条」
   */
  count?: number;
}
