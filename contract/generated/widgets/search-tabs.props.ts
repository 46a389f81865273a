// generated — do not edit; run npm run gen:types

/**
 * 搜索结果的一排标签：分类标签（全部、课程、直播……，绑定分类接口）或排序标签（综合、最新、最热）。
 */
export interface SearchTabsProps {
  /**
   * 标签：name 文字，type 发送给接口的值
   */
  tabs?: {
    id?: number;
    name: string;
    type: number;
    /**
     * 匹配数量（分类接口给出）
     */
    count?: number;
  }[];
  /**
   * 当前选中的 type，可绑定 $route.query.x；不填为第一个
   */
  active?: number | string;
  /**
   * 这一排标签的无障碍名称，例如「分类」「排序」
   */
  label?: string;
  /**
   * 样式：underline 下划线（分类），pill 小圆角（排序）
   */
  variant?: "underline" | "pill";
  /**
   * 标签文字后显示数量 count，超过 999 显示 999+
   */
  showCount?: boolean;
}
