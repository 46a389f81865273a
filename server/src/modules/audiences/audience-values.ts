import { AUDIENCE_FACT_NAMES } from '../../../../contract/audiences/audience-names';
import type { AudienceRule } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { isReferenceFact, knownReferenceValues, searchReferenceValues, type ReferenceFact, type ValueChoice } from './audience-values.repository';

// Audience values checked against, and offered from, the reference data the profile form uses: a rule
// naming "广东" (the region is 广东省) would silently match nobody, so it is refused, naming the value.

/** Values looked up per condition (the schema allows 100 a condition). */
const LOOKED_UP = 100;

export const VALUE_MESSAGES = {
  unknown: (fact: string, value: string, like: string | undefined) =>
    `条件「${fact}」的取值「${value}」不在资料选项中，不会匹配任何用户，请从列表中选择${like ? `（是否指「${like}」？）` : ''}`,
} as const;

/** The choices of a fact whose name contains `q` (the console's picker). */
export function searchAudienceValues(db: Db, fact: ReferenceFact, q: string): Promise<ValueChoice[]> {
  return searchReferenceValues(db, fact, q.trim());
}

/**
 * The first value of the rule that is not in the reference data, as a refusal in Chinese naming the
 * condition and the value (and a name it may have meant); undefined when every value is known.
 */
export async function unknownValueProblem(db: Db, rule: AudienceRule): Promise<string | undefined> {
  for (const condition of [...(rule.all ?? []), ...(rule.any ?? []), ...(rule.none ?? [])]) {
    if (!isReferenceFact(condition.fact) || !condition.in) continue;
    const values = condition.in.slice(0, LOOKED_UP).map((value) => String(value).trim());
    const have = await knownReferenceValues(db, condition.fact, values);
    const unknown = values.find((value) => !have.has(value));
    if (unknown === undefined) continue;
    // A name it may have meant: the first choice containing what was typed (广东 → 广东省).
    const [like] = /^\d+$/.test(unknown) ? [] : await searchReferenceValues(db, condition.fact, unknown);
    return VALUE_MESSAGES.unknown(AUDIENCE_FACT_NAMES[condition.fact], unknown, like?.label);
  }
  return undefined;
}
