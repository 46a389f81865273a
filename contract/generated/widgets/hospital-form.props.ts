// generated — do not edit; run npm run gen:types

import type { OptionNode } from '../schema-types';

/**
 * 添加医院表单：医院名称、医院等级（从等级列表选择，必填）、所在地区（省市区，默认带入已选地区）。
 */
export interface HospitalFormProps {
  /**
   * 医院等级列表（默认 三级甲等 … 诊所）
   */
  grades?: string[];
  /**
   * 省市区选项树
   */
  regions?: OptionNode[] | null;
  /**
   * 默认省 id
   */
  provinceId?: string | number | null;
  /**
   * 默认市 id
   */
  cityId?: string | number | null;
  /**
   * 默认区县 id
   */
  municipalityId?: string | number | null;
  submitText?: string;
}
