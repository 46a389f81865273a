import { useId, useState } from 'react';
import type { OpsEndpointQuery } from '../../../contract/generated/ops-endpoints';
import type { OpsItemOption } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { CategoryCreator, isCategoryNamed, isCategoryPicker } from './category-creator';
import { ITEM_TEXT } from './item-texts';

/** What a picker can choose from (listOpsItemOptions' `of`). */
export type OptionsOf = OpsEndpointQuery['listOpsItemOptions']['of'];

/**
 * Chooses another piece of content by searching its title, instead of typing an id: the choices are
 * what the server would accept (published columns, existing categories), so a saved reference exists.
 */
export function ItemOptionPicker({
  label,
  of,
  value,
  onChange,
  error,
  canCreate = false,
}: {
  label: string;
  of: OptionsOf;
  value: number | null;
  /** The chosen id, with the choice itself (its title) when it is one of those listed. */
  onChange(value: number | null, option?: OpsItemOption): void;
  error?: string;
  /** A category picker offers 新建分类 for a name it does not list (publishers: the app shows it at once). */
  canCreate?: boolean;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const { currentData } = opsEndpoints.useListOpsItemOptionsQuery({ of, q });
  const options = currentData?.list ?? [];
  // The current choice stays listed while the search shows others.
  const { currentData: chosen } = opsEndpoints.useListOpsItemOptionsQuery({ of, q: '' }, { skip: value === null });
  const current = value === null ? undefined : [...options, ...(chosen?.list ?? [])].find((option) => option.id === value);
  const listed = current && !options.some((option) => option.id === current.id) ? [current, ...options] : options;
  return (
    <div className="ops-field">
      <label htmlFor={`${id}-select`}>{label}</label>
      <input
        type="search"
        aria-label={ITEM_TEXT.pickSearch(label)}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={ITEM_TEXT.pickSearch(label)}
      />
      <select
        id={`${id}-select`}
        value={value === null ? '' : String(value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const picked = event.target.value === '' ? null : Number(event.target.value);
          onChange(
            picked,
            listed.find((option) => option.id === picked),
          );
        }}
      >
        <option value="">{ITEM_TEXT.pickNone}</option>
        {value !== null && !current && <option value={String(value)}>{`#${value}`}</option>}
        {listed.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.title}
          </option>
        ))}
      </select>
      {canCreate && isCategoryPicker(of) && !options.some((option) => isCategoryNamed(option.title, q)) && (
        <CategoryCreator
          of={of}
          name={q}
          onCreated={(created) => {
            setQ('');
            onChange(created.id, created);
          }}
        />
      )}
      {error && <p className="ops-field__error">{error}</p>}
    </div>
  );
}
