import { opsEndpoints } from '../api/ops-endpoints';
import { ItemOptionPicker } from './item-option-picker';

export const PEOPLE_TEXT = {
  add: (label: string) => `添加${label}`,
  remove: (name: string) => `移除「${name}」`,
  empty: '未选择',
} as const;

/** At most this many lecturers per item, as the input schemas allow. */
const MAX_PEOPLE = 5;

/** One or more people from the lecturers' library (讲者), in order: each chosen by searching names. */
export function PeoplePicker({ label, value, onChange, error }: { label: string; value: number[]; onChange(value: number[]): void; error?: string }) {
  const { currentData } = opsEndpoints.useListOpsItemOptionsQuery({ of: 'person', q: '' });
  const nameOf = (id: number) => currentData?.list.find((option) => option.id === id)?.title ?? `#${id}`;
  return (
    <fieldset className="ops-fieldset">
      <legend>{label}</legend>
      <ul className="ops-people">
        {value.length === 0 && <li>{PEOPLE_TEXT.empty}</li>}
        {value.map((id) => (
          <li key={id}>
            {nameOf(id)}{' '}
            <button type="button" aria-label={PEOPLE_TEXT.remove(nameOf(id))} onClick={() => onChange(value.filter((other) => other !== id))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {value.length < MAX_PEOPLE && (
        <ItemOptionPicker
          label={PEOPLE_TEXT.add(label)}
          of="person"
          value={null}
          onChange={(picked) => {
            if (picked !== null && !value.includes(picked)) onChange([...value, picked]);
          }}
        />
      )}
      {error && <p className="ops-field__error">{error}</p>}
    </fieldset>
  );
}

/** A list of ids as stored in a form. */
export function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}
