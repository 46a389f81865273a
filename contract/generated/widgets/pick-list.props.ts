// generated — do not edit; run npm run gen:types

/**
 * 可搜索的选择列表（选择医院、选择学校）：顶部搜索框，点选一项；可显示「添加」按钮（没有找到时添加医院）。
 */
export interface PickListProps {
  /**
   * 选项列表（医院或学校）
   */
  items?:
    | {
        id: number;
        name: string;
      }[]
    | null;
  /**
   * 当前搜索词
   */
  keyword?: string | null;
  placeholder?: string;
  /**
   * 每项副标题取哪些属性（如 pccm、municipality），以空格连接
   */
  subtitleKeys?: string[];
  emptyText?: string;
  /**
   * 填写后显示添加按钮（如「没有找到？添加医院」）
   */
  addText?: string;
  loading?: boolean | null;
}
