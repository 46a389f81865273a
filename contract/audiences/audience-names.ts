import type { AudienceCondition } from '../generated/schema-types';

// What an audience rule is about, in the operator's words: the console's rule form and the server's refusals
// name facts and identities with the same texts.

export type AudienceFact = AudienceCondition['fact'];

export const AUDIENCE_FACT_NAMES: Readonly<Record<AudienceFact, string>> = {
  identity: '身份',
  certified: '已认证',
  signed_in: '已登录',
  province: '省份',
  city: '城市',
  hospital_grade: '医院等级',
  department: '科室',
  major: '专业',
  position: '职称',
  interest: '兴趣标签',
  wechat: '在微信中打开',
};

/** The product's identity codes (docs/product-rules.md, users and roles), in the order the console lists them. */
export const AUDIENCE_IDENTITIES: ReadonlyArray<{ code: number; name: string }> = [
  { code: 3, name: '医务工作者' },
  { code: 8, name: '医学生' },
  { code: 5, name: '医药企业相关人员' },
  { code: 4, name: '其他' },
  { code: 1, name: '患者' },
  { code: 6, name: '患者组织' },
  { code: 7, name: '媒体' },
];
