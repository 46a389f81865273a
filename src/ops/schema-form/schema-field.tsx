import { useId } from 'react';
import { fromLocalInput, toLocalInput } from './datetime';
import { operatorText } from './operator-text';
import { emptyValue, enumNamesAll, enumOptions, fieldHelp, fieldKind, fieldLabel, type FieldWidget } from './field-kind';
import type { FieldAspect } from '../media/field-aspects';
import { ImageField } from './image-field';
import { MediaAddressField } from './media-address-field';
import { JsonField } from './json-field';
import type { SchemaAt } from './schema-registry';
import type { UploadImage } from './use-upload-image';

export const SCHEMA_FORM_TEXT = {
  add: '添加一项',
  remove: '删除',
  up: '上移',
  down: '下移',
  item: (n: number) => `第 ${n} 项`,
  unset: '（不设置）',
  required: '必填',
} as const;

export interface SchemaFieldProps {
  name: string;
  at: SchemaAt;
  value: unknown;
  onChange(value: unknown): void;
  required?: boolean;
  /** Overrides the label taken from the schema (array items). */
  label?: string;
  widget?: FieldWidget;
  /** Stores an image file in the media library (image widgets). */
  uploadImage?: UploadImage;
  /** The shape an image widget is shown at in the app (field-aspects.ts): offers cropping to it. */
  imageAspect?: FieldAspect;
  /** A problem to show at the field (e.g. a required value missing). */
  error?: string;
}

function Help({ text, label }: { text?: string; label: string }) {
  // A description that is only the label says nothing more.
  return text && text !== label ? <p className="ops-field__help">{text}</p> : null;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="ops-field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** aria attributes tying a control to its error text. */
function invalid(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** One control generated from a JSON Schema node (recursively for objects and arrays). */
export function SchemaField({ name, at, value, onChange, required, label: givenLabel, widget, uploadImage, imageAspect, error }: SchemaFieldProps) {
  const id = useId();
  const kind = fieldKind(at);
  const label = givenLabel ?? fieldLabel(name, at);
  const help = fieldHelp(at);
  const shownHelp = operatorText(help);
  const labelText = required ? `${label}（${SCHEMA_FORM_TEXT.required}）` : label;

  switch (kind.kind) {
    case 'const':
      return null;
    case 'string': {
      const text = typeof value === 'string' ? value : '';
      const change = (next: string) => onChange(next === '' && !required ? undefined : next);
      if (widget === 'video' || widget === 'document')
        return <MediaAddressField label={labelText} kind={widget} value={text} onChange={change} error={error} />;
      if (widget === 'image') return <ImageField label={labelText} value={text} onChange={change} upload={uploadImage} aspect={imageAspect} error={error} />;
      const multiline = widget === 'textarea' || (kind.multiline && widget !== 'link');
      const common = { id, value: text, maxLength: kind.maxLength, ...invalid(id, error) };
      return (
        <div className="ops-field">
          <label htmlFor={id}>{labelText}</label>
          {multiline ? (
            <textarea {...common} onChange={(e) => change(e.target.value)} />
          ) : (
            <input {...common} type="text" inputMode={widget === 'link' ? 'url' : undefined} onChange={(e) => change(e.target.value)} />
          )}
          <Help text={shownHelp} label={label} />
          <FieldError id={id} error={error} />
        </div>
      );
    }
    case 'datetime':
      return (
        <div className="ops-field">
          <label htmlFor={id}>{labelText}</label>
          <input id={id} type="datetime-local" value={toLocalInput(value)} onChange={(e) => onChange(fromLocalInput(e.target.value))} {...invalid(id, error)} />
          <Help text={shownHelp} label={label} />
          <FieldError id={id} error={error} />
        </div>
      );
    case 'number':
      return (
        <div className="ops-field">
          <label htmlFor={id}>{labelText}</label>
          <input
            id={id}
            type="number"
            step={kind.integer ? 1 : 'any'}
            min={kind.minimum}
            max={kind.maximum}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
            {...invalid(id, error)}
          />
          <Help text={shownHelp} label={label} />
          <FieldError id={id} error={error} />
        </div>
      );
    case 'boolean':
      return (
        <div className="ops-field ops-field--check">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...invalid(id, error)} />
          <label htmlFor={id}>{labelText}</label>
          <Help text={shownHelp} label={label} />
          <FieldError id={id} error={error} />
        </div>
      );
    case 'enum': {
      const options = enumOptions(kind.options, help);
      return (
        <div className="ops-field">
          <label htmlFor={id}>{labelText}</label>
          <select
            id={id}
            value={value === undefined || value === null ? '' : JSON.stringify(value)}
            onChange={(e) => onChange(e.target.value === '' ? undefined : (JSON.parse(e.target.value) as unknown))}
            {...invalid(id, error)}
          >
            {!required && <option value="">{SCHEMA_FORM_TEXT.unset}</option>}
            {options.map((option) => (
              <option key={JSON.stringify(option.value)} value={JSON.stringify(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
          {!enumNamesAll(options) && <Help text={shownHelp} label={label} />}
          <FieldError id={id} error={error} />
        </div>
      );
    }
    case 'object': {
      const record = asRecord(value);
      return (
        <fieldset className="ops-fieldset">
          <legend>{labelText}</legend>
          <Help text={shownHelp} label={label} />
          {kind.properties.map((property) => (
            <SchemaField
              key={property.key}
              name={property.key}
              at={property.at}
              required={property.required}
              value={record[property.key]}
              onChange={(next) => {
                const copy = { ...record };
                if (next === undefined) delete copy[property.key];
                else copy[property.key] = next;
                onChange(copy);
              }}
            />
          ))}
        </fieldset>
      );
    }
    case 'array': {
      const list = Array.isArray(value) ? value : [];
      const replace = (next: unknown[]) => onChange(next);
      return (
        <fieldset className="ops-fieldset ops-fieldset--array">
          <legend>{labelText}</legend>
          <Help text={shownHelp} label={label} />
          {list.map((item, index) => (
            <div className="ops-array-item" key={index}>
              <SchemaField
                name={`${name}[${index}]`}
                at={kind.items}
                label={`${label} ${SCHEMA_FORM_TEXT.item(index + 1)}`}
                value={item}
                onChange={(next) => replace(list.map((old, i) => (i === index ? next : old)))}
              />
              <div className="ops-row-buttons">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => replace(swap(list, index, index - 1))}
                  aria-label={`${SCHEMA_FORM_TEXT.up} ${SCHEMA_FORM_TEXT.item(index + 1)}`}
                >
                  {SCHEMA_FORM_TEXT.up}
                </button>
                <button
                  type="button"
                  disabled={index === list.length - 1}
                  onClick={() => replace(swap(list, index, index + 1))}
                  aria-label={`${SCHEMA_FORM_TEXT.down} ${SCHEMA_FORM_TEXT.item(index + 1)}`}
                >
                  {SCHEMA_FORM_TEXT.down}
                </button>
                <button
                  type="button"
                  onClick={() => replace(list.filter((_, i) => i !== index))}
                  aria-label={`${SCHEMA_FORM_TEXT.remove} ${SCHEMA_FORM_TEXT.item(index + 1)}`}
                >
                  {SCHEMA_FORM_TEXT.remove}
                </button>
              </div>
            </div>
          ))}
          <button type="button" onClick={() => replace([...list, emptyValue(kind.items)])}>
            {SCHEMA_FORM_TEXT.add}：{label}
          </button>
        </fieldset>
      );
    }
    default:
      return <JsonField label={labelText} value={value} onChange={onChange} help={shownHelp} />;
  }
}

function swap<T>(list: T[], a: number, b: number): T[] {
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
}
