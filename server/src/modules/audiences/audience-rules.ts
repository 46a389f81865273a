import { AUDIENCE_FACT_NAMES, AUDIENCE_IDENTITIES } from '../../../../contract/audiences/audience-names';
import type { AudienceCondition, AudienceRule } from '../../../../contract/generated/schema-types';

/**
 * What the server knows of a viewer for audience rules. Values are compared as strings, so a rule may name
 * a province (or city, department, major) by its id or by its name.
 */
export interface ViewerFacts {
  signedIn: boolean;
  wechat: boolean;
  certified: boolean;
  /** The identity id, and for 其他 (4) also the sub-type the user picked (患者 1, 患者组织 6, 媒体 7). */
  identity: readonly string[];
  province: readonly string[];
  city: readonly string[];
  hospitalGrade: readonly string[];
  department: readonly string[];
  major: readonly string[];
  /** 职称: the profile's position (title) id or name. */
  position: readonly string[];
  interest: readonly string[];
}

type Fact = AudienceCondition['fact'];
const LIST_FACTS = {
  identity: 'identity',
  province: 'province',
  city: 'city',
  hospital_grade: 'hospitalGrade',
  department: 'department',
  major: 'major',
  position: 'position',
  interest: 'interest',
} as const satisfies Partial<Record<Fact, keyof ViewerFacts>>;
const YES_NO_FACTS = { certified: 'certified', signed_in: 'signedIn', wechat: 'wechat' } as const satisfies Partial<Record<Fact, keyof ViewerFacts>>;

/** The identity codes a 身份 condition may name, with their names. */
export const IDENTITY_CODES: Readonly<Record<number, string>> = Object.fromEntries(AUDIENCE_IDENTITIES.map((identity) => [identity.code, identity.name]));

export const RULE_MESSAGES = {
  empty: '人群规则至少需要一个条件',
  needsList: (fact: string) => `条件「${fact}」需要填写至少一个取值`,
  needsYesNo: (fact: string) => `条件「${fact}」只能选择“是”或“否”`,
  unknownIdentity: (value: string) =>
    `身份代码 ${value} 不存在（可选：${Object.entries(IDENTITY_CODES)
      .map(([code, name]) => `${code} ${name}`)
      .join('、')}）`,
  blankValue: (fact: string) => `条件「${fact}」的取值不能为空`,
} as const;

const isListFact = (fact: Fact): fact is keyof typeof LIST_FACTS => fact in LIST_FACTS;

/** The first problem of a rule the schema cannot see (which of `in` / `is` a fact takes), in Chinese; undefined when fine. */
export function ruleProblem(rule: AudienceRule): string | undefined {
  const conditions = [...(rule.all ?? []), ...(rule.any ?? []), ...(rule.none ?? [])];
  if (conditions.length === 0) return RULE_MESSAGES.empty;
  for (const condition of conditions) {
    const name = AUDIENCE_FACT_NAMES[condition.fact];
    if (isListFact(condition.fact)) {
      if (!condition.in || condition.is !== undefined) return RULE_MESSAGES.needsList(name);
      if (condition.in.some((value) => String(value).trim() === '')) return RULE_MESSAGES.blankValue(name);
      if (condition.fact === 'identity') {
        const unknown = condition.in.find((value) => !(String(value) in IDENTITY_CODES));
        if (unknown !== undefined) return RULE_MESSAGES.unknownIdentity(String(unknown));
      }
    } else if (condition.is === undefined || condition.in !== undefined) {
      return RULE_MESSAGES.needsYesNo(name);
    }
  }
  return undefined;
}

function conditionHolds(condition: AudienceCondition, facts: ViewerFacts): boolean {
  if (isListFact(condition.fact)) {
    const have = facts[LIST_FACTS[condition.fact]];
    return (condition.in ?? []).some((value) => have.includes(String(value)));
  }
  return facts[YES_NO_FACTS[condition.fact]] === condition.is;
}

/** Every condition of `all`, one of `any` (when it has any), none of `none`. */
export function ruleMatches(rule: AudienceRule, facts: ViewerFacts): boolean {
  if (rule.all && !rule.all.every((c) => conditionHolds(c, facts))) return false;
  if (rule.any && rule.any.length > 0 && !rule.any.some((c) => conditionHolds(c, facts))) return false;
  if (rule.none && rule.none.some((c) => conditionHolds(c, facts))) return false;
  return true;
}

/** WeChat's in-app browser (and its mini-program web views) say MicroMessenger in their user agent. */
export function isWechatAgent(userAgent: string | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? '');
}

/** A visitor without a session: the facts cost nothing to know. */
export function anonymousFacts(wechat: boolean): ViewerFacts {
  return {
    signedIn: false,
    wechat,
    certified: false,
    identity: [],
    province: [],
    city: [],
    hospitalGrade: [],
    department: [],
    major: [],
    position: [],
    interest: [],
  };
}
