// generated — do not edit; run npm run gen:types

/**
 * 我的博贝：顶部显示博贝余额和「博贝规则」入口，下方 获得博贝 / 消耗博贝 两个页签，各列出记录（说明、数值、时间）。
 */
export interface PointsSummaryProps {
  /**
   * 博贝余额
   */
  point?: number | null;
  /**
   * 获得记录
   */
  income?: Record[];
  /**
   * 消耗记录
   */
  outcome?: Record[];
  /**
   * 默认页签：0 获得博贝，1 消耗博贝
   */
  activeIndex?: 0 | 1;
}

export interface Record {
  id?: number;
  /**
   * 说明
   */
  note: string;
  /**
   * 数值，获得为正、消耗为负
   */
  value: number;
  /**
   * 时间
   */
  created_at?: string;
}
