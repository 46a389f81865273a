import { useEffect, useState } from 'react';
import type { AudienceRule, OpsAudienceCount } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { AUDIENCE_TEXT, FACT_TEXT } from './audience-texts';

/** The count waits for the operator to stop changing the rule: one count per pause, not per click. */
export const COUNT_DEBOUNCE_MS = 400;

type Fact = keyof typeof FACT_TEXT;
const isFact = (fact: string): fact is Fact => fact in FACT_TEXT;

/** How many doctors the rule on the form (saved or not) takes in now, counted by the server. */
export function AudienceCount({ rule }: { rule: AudienceRule }) {
  const [count] = opsEndpoints.useCountOpsAudienceMutation();
  const [answer, setAnswer] = useState<{ rule: AudienceRule; result: OpsAudienceCount | null; error: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      count({ rule })
        .unwrap()
        .then(
          (result) => live && setAnswer({ rule, result, error: null }),
          (error: unknown) => live && setAnswer({ rule, result: null, error: refusalText(error) }),
        );
    }, COUNT_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rule, count]);
  const current = answer?.rule === rule ? answer : null;
  let text: string = AUDIENCE_TEXT.counting;
  if (current?.error) text = AUDIENCE_TEXT.countFailed(current.error);
  else if (current?.result) {
    const { count: n, capped, uncounted } = current.result;
    const left = uncounted.map((fact) => (isFact(fact) ? FACT_TEXT[fact] : fact)).join('、');
    text = `${AUDIENCE_TEXT.count(n, capped)}${left ? AUDIENCE_TEXT.uncounted(left) : ''}`;
  }
  return (
    <p role="status" className={current?.error ? 'ops-field__error' : 'ops-hint'} data-audience-count={current?.result?.count}>
      {text}
    </p>
  );
}
