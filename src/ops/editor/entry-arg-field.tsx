import { useId, useState } from 'react';
import { isReference } from '../../../contract/bind/scope';
import { ItemOptionPicker } from '../items/item-option-picker';
import type { SchemaAt } from '../schema-form/schema-registry';
import { contentIdOf, contentKindOf } from './content-kind';
import { fieldName } from './field-names';
import { parseLiteral } from './value-source';

export const ARG_TEXT = {
  value: (name: string) => `参数「${name}」的值（数字、文字，或页面地址中的参数）`,
  reference: (name: string) => `参数「${name}」读取的页面地址参数`,
  pick: '选择内容',
  bind: '读取页面地址',
  modes: (name: string) => `参数「${name}」的取值方式`,
  remove: (name: string) => `删除参数 ${name}`,
} as const;

export interface EntryArgFieldProps {
  arg: string;
  at: SchemaAt | undefined;
  value: unknown;
  onChange(value: unknown): void;
  onRemove(): void;
}

/**
 * One argument of a data entry. An argument naming content (`x-content-kind`) is chosen by title, or reads
 * the page address (a detail page's own id); any other is typed, numbers read as numbers.
 */
export function EntryArgField({ arg, at, value, onChange, onRemove }: EntryArgFieldProps) {
  const id = useId();
  const name = fieldName(arg);
  const kind = contentKindOf(at);
  const [wantReference, setWantReference] = useState(false);
  const reading = isReference(value) || wantReference;
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  const remove = (
    <button type="button" onClick={onRemove}>
      {ARG_TEXT.remove(name)}
    </button>
  );
  if (!kind)
    return (
      <div className="ops-field ops-inline">
        <label htmlFor={id}>{ARG_TEXT.value(name)}</label>
        <input id={id} type="text" value={text} onChange={(e) => onChange(parseLiteral(e.target.value))} />
        {remove}
      </div>
    );
  return (
    <div className="ops-entry-arg" data-arg={arg}>
      {reading ? (
        <div className="ops-field">
          <label htmlFor={id}>{ARG_TEXT.reference(name)}</label>
          <input id={id} type="text" value={text} onChange={(e) => onChange(parseLiteral(e.target.value))} />
        </div>
      ) : (
        <ItemOptionPicker label={name} of={kind} value={contentIdOf(value)} onChange={(picked) => onChange(picked ?? '')} />
      )}
      <div className="ops-value__modes" role="group" aria-label={ARG_TEXT.modes(name)}>
        <button
          type="button"
          aria-pressed={!reading}
          onClick={() => {
            setWantReference(false);
            if (isReference(value)) onChange('');
          }}
        >
          {ARG_TEXT.pick}
        </button>
        <button type="button" aria-pressed={reading} onClick={() => setWantReference(true)}>
          {ARG_TEXT.bind}
        </button>
      </div>
      {remove}
    </div>
  );
}
