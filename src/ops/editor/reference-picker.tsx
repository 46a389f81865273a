import { useId } from 'react';
import { joinReference, splitReference, type SourceRoot } from './value-source';

export const REFERENCE_TEXT = { source: '来源', path: '字段路径', choose: '请选择来源' } as const;

/** A value reference: the root from a list, the path below it in a small text box. */
export function ReferencePicker({ label, value, roots, onChange }: { label: string; value: string; roots: SourceRoot[]; onChange(value: string): void }) {
  const id = useId();
  const { root, path } = splitReference(value, roots);
  return (
    <fieldset className="ops-reference">
      <legend>{label}</legend>
      <label htmlFor={`${id}-root`}>{REFERENCE_TEXT.source}</label>
      <select id={`${id}-root`} value={root} onChange={(e) => onChange(joinReference(e.target.value, path))}>
        <option value="">{REFERENCE_TEXT.choose}</option>
        {roots.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}（{option.value}）
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-path`}>{REFERENCE_TEXT.path}</label>
      <input id={`${id}-path`} type="text" value={path} disabled={!root} onChange={(e) => onChange(joinReference(root, e.target.value))} />
    </fieldset>
  );
}
