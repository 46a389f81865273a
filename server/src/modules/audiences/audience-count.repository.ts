import { and, count, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { AudienceCondition, AudienceRule, OpsAudienceCount } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index';

// How many registered users an audience takes in now: the rule of audience-rules.ts (ruleMatches over
// profileFacts) as one SQL condition on `users`, counted in the database, never by loading profiles.

/** Counting stops here: the answer is then "more than", and the cost of one count stays bounded. */
export const COUNT_CAP = 100_000;

const text = (column: AnyPgColumn) => sql`${column}::text`;

/** A comma-joined list column (tags, interested) holds one of the values. */
const listHas = (column: AnyPgColumn, values: string[]) => or(...values.map((value) => sql`${value} = any(regexp_split_to_array(${column}, '\\s*,\\s*'))`));

/** The facts' columns: a value matches the id or the name a profile keeps (profileFacts). */
function listCondition(fact: AudienceCondition['fact'], values: string[]): SQL | undefined {
  switch (fact) {
    case 'identity':
      return or(inArray(text(users.identityId), values), and(eq(users.identityId, 4), inArray(text(users.otherIdentityType), values)));
    case 'province':
      return or(inArray(text(users.provinceId), values), inArray(users.provinceName, values));
    case 'city':
      return or(inArray(text(users.cityId), values), inArray(users.cityName, values));
    case 'hospital_grade':
      return inArray(users.hospitalLevelName, values);
    case 'department':
      return or(inArray(text(users.officeId), values), inArray(users.officeName, values));
    case 'major':
      return or(inArray(text(users.majorId), values), inArray(users.majorName, values));
    case 'position':
      return or(inArray(text(users.positionId), values), inArray(users.positionName, values));
    case 'interest':
      return or(listHas(users.tags, values), listHas(users.interested, values));
    default:
      return undefined;
  }
}

/**
 * One condition as SQL; null when a stored profile cannot say (how the page is opened), so the count
 * leaves it out. Every stored user counts as signed in (the count is of registered doctors).
 */
function conditionSql(condition: AudienceCondition): SQL | null {
  if (condition.fact === 'wechat') return null;
  if (condition.fact === 'signed_in') return condition.is ? sql`true` : sql`false`;
  if (condition.fact === 'certified') return condition.is ? eq(users.isComplete, 1) : sql`${users.isComplete} <> 1`;
  const values = (condition.in ?? []).map(String);
  return (values.length ? listCondition(condition.fact, values) : undefined) ?? sql`false`;
}

/** ruleMatches as SQL: every `all`, one of `any` (when it has any), none of `none`. */
export function ruleSql(rule: AudienceRule): { where: SQL; uncounted: string[] } {
  const uncounted = new Set<string>();
  const parts = (list: AudienceCondition[] | undefined) =>
    (list ?? []).flatMap((condition) => {
      const part = conditionSql(condition);
      if (part === null) uncounted.add(condition.fact);
      return part === null ? [] : [part];
    });
  const all = parts(rule.all);
  const any = parts(rule.any);
  const none = parts(rule.none);
  const clauses = [...all, ...(any.length ? [or(...any)!] : []), ...(none.length ? [not(or(...none)!)] : [])];
  return { where: clauses.length ? and(...clauses)! : sql`true`, uncounted: [...uncounted] };
}

/** The users a rule takes in now, up to COUNT_CAP (the sub-select stops there). */
export async function countAudience(db: Db, rule: AudienceRule): Promise<OpsAudienceCount> {
  const { where, uncounted } = ruleSql(rule);
  const matched = db
    .select({ one: sql`1`.as('one') })
    .from(users)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matched');
  const [row] = await db.select({ n: count() }).from(matched);
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP, uncounted };
}
