import { useId, useState } from 'react';
import type { OpsEndpointQuery } from '../../../contract/generated/ops-endpoints';
import { opsEndpoints } from '../api/ops-endpoints';
import { AUDIENCE_TEXT, FACT_TEXT } from './audience-texts';

/** The facts whose values come from the profile form's reference data. */
export type ReferenceFact = OpsEndpointQuery['listOpsAudienceValues']['fact'];
export const REFERENCE_FACTS: readonly ReferenceFact[] = ['province', 'city', 'hospital_grade', 'department', 'major', 'position', 'interest'];
export const isReferenceFact = (fact: string): fact is ReferenceFact => (REFERENCE_FACTS as readonly string[]).includes(fact);

type Value = string | number;

export interface AudienceValuesFieldProps {
  fact: ReferenceFact;
  values: Value[];
  onChange(values: Value[]): void;
}

/**
 * A condition's values chosen from the reference data the profile form offers (searched by name), so a
 * value matches what doctors' profiles hold: "广东" cannot be typed where the region is 广东省.
 */
export function AudienceValuesField({ fact, values, onChange }: AudienceValuesFieldProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const { currentData, isFetching } = opsEndpoints.useListOpsAudienceValuesQuery({ fact, q });
  const options = currentData?.list ?? [];
  // Names of values picked in this form (a tag is stored by id); others show as they are stored.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const labelOf = (value: Value) => labels[String(value)] ?? options.find((option) => option.value === value)?.label ?? String(value);
  const chosen = new Set(values.map(String));
  return (
    <div className="ops-audience-values">
      <ul aria-label={AUDIENCE_TEXT.chosenValues(FACT_TEXT[fact])} className="ops-chips">
        {values.map((value) => (
          <li key={String(value)}>
            {labelOf(value)}
            <button type="button" aria-label={AUDIENCE_TEXT.removeValue(labelOf(value))} onClick={() => onChange(values.filter((other) => other !== value))}>
              ×
            </button>
          </li>
        ))}
        {values.length === 0 && <li className="ops-hint">{AUDIENCE_TEXT.noValues}</li>}
      </ul>
      <label htmlFor={`${id}-q`}>{AUDIENCE_TEXT.searchValues(FACT_TEXT[fact])}</label>
      <input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      <ul aria-label={AUDIENCE_TEXT.valueChoices(FACT_TEXT[fact])} aria-busy={isFetching} className="ops-audience-values__choices">
        {options
          .filter((option) => !chosen.has(String(option.value)))
          .map((option) => (
            <li key={String(option.value)}>
              <button
                type="button"
                onClick={() => {
                  setLabels({ ...labels, [String(option.value)]: option.label });
                  onChange([...values, option.value]);
                }}
              >
                {AUDIENCE_TEXT.addValue(option.label)}
              </button>
            </li>
          ))}
        {!isFetching && options.length === 0 && <li className="ops-hint">{AUDIENCE_TEXT.noChoices}</li>}
      </ul>
    </div>
  );
}
