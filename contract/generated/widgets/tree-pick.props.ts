// generated — do not edit; run npm run gen:types

import type { OptionNode } from '../schema-types';

/**
 * 树形单选（选择科室、选择专业）：一级分组下列出二级项，点选一项即完成；没有下级的一级项本身可选。
 */
export interface TreePickProps {
  /**
   * 选项树
   */
  options?: OptionNode[] | null;
  /**
   * 顶部说明文字，如「请选择您所在的科室」
   */
  title?: string;
  emptyText?: string;
  loading?: boolean | null;
}
