// generated — do not edit; run npm run gen:types

import type { Condition, OptionNode } from '../schema-types';

/**
 * 个人信息完善表单（schema 驱动）：字段、显示条件与校验规则都写在 fields 里；服务端保存 add-info 时读取同一份 fields 做同样的校验。选项来自 sources（在布局里绑定到接口数据）。草稿保存在本地存储（draftKey），从选择页返回后恢复；非编辑模式离开页面时保存草稿。新用户保存成功后显示注册成功弹窗（助手二维码）。
 */
export interface ProfileFormProps {
  /**
   * 表单字段，按显示与校验顺序
   *
   * @minItems 1
   */
  fields: ProfileFormField[];
  /**
   * 已保存的表单值（编辑或老用户时由 getProfile 绑定）
   */
  values?: {
    [k: string]: unknown;
  } | null;
  /**
   * 各选项来源（键名对应字段的 source），值为选项树
   */
  sources?: {
    [k: string]: OptionNode[] | null;
  };
  /**
   * 编辑模式（update=1）：保存成功提示并继续，不保存草稿
   */
  editing?: boolean | string | number | null;
  /**
   * 老用户提示（is_prompt=1 时显示 promptText）
   */
  prompt?: boolean | number | null;
  promptText?: string;
  /**
   * 草稿在本地存储中的键名
   */
  draftKey?: string;
  submitText?: string;
  /**
   * 注册成功弹窗
   */
  success?: {
    title?: string;
    text?: string;
    /**
     * 助手二维码图片地址
     */
    qrImage?: string;
    buttonText?: string;
  };
}

export interface ProfileFormField {
  /**
   * 字段名（表单内唯一）
   */
  name: string;
  /**
   * 显示名称；必填提示默认为 名称+不能为空
   */
  label: string;
  /**
   * text 输入框；identity 身份（含其他类子类型）；region 省市区；select 单选列表；tree 树形单选（职称）；picker 打开选择页（医院、科室、学校、专业）；tags 标签树多选（每个父级选一个）；chips 平铺多选（需求）
   */
  kind: "text" | "identity" | "region" | "select" | "tree" | "picker" | "tags" | "chips";
  /**
   * 提交的主字段名（文本、所选 id 或逗号连接的 id）
   */
  key: string;
  /**
   * 所选项名称的提交字段名
   */
  nameKey?: string;
  /**
   * identity：其他类子类型的字段名
   */
  subKey?: string;
  /**
   * 所选项的其他属性 → 提交字段名，如 { "pccm": "hospital_level_name" }
   */
  extraKeys?: {
    [k: string]: string;
  };
  placeholder?: string;
  /**
   * 是否必填：true，或一个条件（$item.<字段> 读取表单值）
   */
  required?: boolean | Condition;
  requiredMessage?: string;
  rules?: ProfileFormatRule[];
  /**
   * 多选上限，超出提示 最多选择N个
   */
  maxItems?: number;
  maxItemsMessage?: string;
  when?: Condition;
  /**
   * 先后顺序：须先填写的字段及提示（如 city_id → 请选择省市）
   */
  requires?: {
    key: string;
    message: string;
  }[];
  /**
   * 选项来源：sources 里的键名
   */
  source?: string;
  picker?: {
    /**
     * 选择页路由名，如 choose-hospital
     */
    route: string;
    /**
     * 固定查询参数，如 { "isSchool": "1" }
     */
    query?: {
      [k: string]: string;
    };
  };
}

export interface ProfileFormatRule {
  /**
   * minLength 至少 N 个字；maxLength 至多 N 个字；notAllDigits 不能全是数字；notRepeatedChar 不能是同一个字重复
   */
  rule: "minLength" | "maxLength" | "notAllDigits" | "notRepeatedChar";
  value?: number;
  /**
   * 不通过时的提示，默认 格式错误
   */
  message?: string;
}
