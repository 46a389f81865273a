import { AUDIENCE_FACT_NAMES, AUDIENCE_IDENTITIES } from '../../../contract/audiences/audience-names';
import type { AudienceCondition } from '../../../contract/generated/schema-types';

type Fact = AudienceCondition['fact'];

export const AUDIENCE_TEXT = {
  heading: '人群',
  intro: '按用户的身份、认证、地区、医院、科室、专业、职称、兴趣和打开方式定义人群；页面区块和首页内容可以只给选定的人群看（服务器只把用户可见的内容发给他）。',
  loading: '加载中…',
  empty: '还没有人群',
  create: '新建人群',
  edit: '编辑',
  remove: '删除',
  save: '保存',
  cancel: '取消',
  saved: '已保存',
  key: '标识',
  keyHelp: '小写字母开头，只含小写字母、数字和连字符；创建后不能修改',
  name: '名称',
  description: '说明',
  rule: '规则',
  group: '条件类型',
  groups: { all: '同时满足', any: '满足其一', none: '都不满足' },
  fact: '依据',
  values: '取值（多个用逗号分隔）',
  chosenValues: (fact: string) => `已选${fact}`,
  noValues: '还没有选择取值',
  searchValues: (fact: string) => `搜索${fact}（来自用户资料的选项）`,
  valueChoices: (fact: string) => `可选${fact}`,
  addValue: (label: string) => `添加 ${label}`,
  removeValue: (label: string) => `移除 ${label}`,
  noChoices: '没有找到相符的选项',
  counting: '正在统计人数…',
  count: (n: number, capped: boolean) => (capped ? `现在超过 ${n} 位用户属于这个人群` : `现在有 ${n} 位用户属于这个人群`),
  uncounted: (facts: string) => `（未计入条件：${facts}，这类条件要在用户打开页面时才能判断）`,
  countFailed: (message: string) => `无法统计人数：${message}`,
  previewMember: (name: string) => `「${name}」的成员`,
  previewOutsider: (name: string) => `不属于「${name}」的用户`,
  is: '是否',
  yes: '是',
  no: '否',
  addCondition: '添加条件',
  removeCondition: '删除条件',
  updatedBy: (name: string, at: string) => `${name} 于 ${at} 修改`,
  confirmRemove: (name: string) => `删除人群「${name}」后，只给这个人群看的区块和内容将不再对任何人显示。确定删除吗？`,
  confirmTitle: '删除人群',
  picker: '目标人群',
  pickerHelp: '不选则所有人可见；选了则只有属于所选任一人群的用户能看到（未登录用户也按规则判断）',
  pickerNone: '还没有人群，可在“人群”页面新建',
  previewAs: '按人群预览',
  previewAll: '全部区块（不按人群）',
  previewFailed: (message: string) => `按人群预览失败：${message}`,
} as const;

export const FACT_TEXT = AUDIENCE_FACT_NAMES;

export const YES_NO_FACTS: readonly Fact[] = ['certified', 'signed_in', 'wechat'];

/** The product's identity codes, as a 身份 condition lists them. */
export const IDENTITIES = AUDIENCE_IDENTITIES;

/** One condition in words, for the list. */
export function describeCondition(condition: AudienceCondition): string {
  const fact = FACT_TEXT[condition.fact];
  if (condition.is !== undefined) return `${fact}：${condition.is ? AUDIENCE_TEXT.yes : AUDIENCE_TEXT.no}`;
  const values = (condition.in ?? []).map((value) =>
    condition.fact === 'identity' ? (IDENTITIES.find((i) => i.code === Number(value))?.name ?? String(value)) : String(value),
  );
  return `${fact}：${values.join('、')}`;
}
