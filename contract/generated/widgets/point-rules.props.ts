// generated — do not edit; run npm run gen:types

/**
 * 博贝规则列表：按 注册、观看、评论、分享 的顺序列出每条规则的名称、说明和可获得的博贝。
 */
export interface PointRulesProps {
  /**
   * 规则（绑定 listPointRules）
   */
  rules?: {
    id?: number;
    key?: string;
    /**
     * 规则名称
     */
    name: string;
    /**
     * 规则说明
     */
    description?: string;
    /**
     * 每次获得的博贝
     */
    value: number;
    daily_limit?: number | null;
  }[];
  /**
   * 标题
   */
  title?: string;
}
