import { useId } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { AUDIENCE_TEXT } from './audience-texts';

interface Props {
  value: readonly string[] | undefined;
  /** Undefined = everyone (the field is removed). */
  onChange(value: string[] | undefined): void;
  label?: string;
}

/** 目标人群: a multi-select of the defined audiences, for a layout section or a home item. */
export function AudiencePicker({ value, onChange, label = AUDIENCE_TEXT.picker }: Props) {
  const id = useId();
  // The console's cached list (the 人群 view's too); without an answer there are no audiences to pick.
  const listed = opsEndpoints.useListOpsAudiencesQuery();
  const audiences = listed.data?.list ?? (listed.error ? [] : null);
  const chosen = value ?? [];
  // A key no audience has any more (deleted) stays listed so the operator can see and remove it.
  const known = new Set((audiences ?? []).map((a) => a.key));
  const options = [
    ...(audiences ?? []).map((a) => ({ key: a.key, name: a.name })),
    ...chosen.filter((key) => !known.has(key)).map((key) => ({ key, name: `${key}（已删除）` })),
  ];
  const toggle = (key: string, on: boolean) => {
    const next = on ? [...chosen, key] : chosen.filter((k) => k !== key);
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset className="ops-field ops-audience-picker" aria-describedby={`${id}-help`}>
      <legend>{label}</legend>
      <p id={`${id}-help`} className="ops-hint">
        {AUDIENCE_TEXT.pickerHelp}
      </p>
      {audiences !== null && options.length === 0 && <p className="ops-hint">{AUDIENCE_TEXT.pickerNone}</p>}
      {options.map((option) => (
        <label key={option.key} className="ops-field--check">
          <input type="checkbox" checked={chosen.includes(option.key)} onChange={(e) => toggle(option.key, e.target.checked)} />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}
