// generated — do not edit; run npm run gen:types

/**
 * 搜索历史标签：最多显示 10 个，超过两行时折叠，点「展开 / 收起」切换；右上角垃圾桶清空全部历史。
 */
export interface SearchHistoryProps {
  /**
   * 标题
   */
  title?: string;
  /**
   * 历史记录（最新在前），绑定 $data.<entry>.histories
   */
  histories?: {
    id?: number;
    title: string;
  }[];
  /**
   * 最多显示几个（10）
   */
  max?: number;
  /**
   * 折叠时显示的行数
   */
  lines?: number;
}
