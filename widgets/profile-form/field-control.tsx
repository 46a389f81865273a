import { useId } from 'react';
import { maxItemsMessage, REGION_KEYS, regionText, splitList, type FormField, type FormValues } from '../../contract/forms/profile-rules';
import type { OptionNode } from '../../contract/generated/schema-types';

export interface SheetRequest {
  field: FormField;
}

interface Props {
  field: FormField;
  values: FormValues;
  options: OptionNode[];
  onChange(field: FormField, patch: FormValues): void;
  /** Opens the field's sheet or picker screen (after its ordering rule). */
  onOpen(field: FormField): void;
  onInvalid(message: string): void;
}

function shownValue(field: FormField, values: FormValues): string {
  if (field.kind === 'region') {
    return regionText([values[REGION_KEYS.provinceName], values[REGION_KEYS.cityName], values[REGION_KEYS.municipalityName]]);
  }
  const names = field.nameKey ? values[field.nameKey] : values[field.key];
  return (names ?? '').split(',').filter(Boolean).join('、');
}

function RadioGroup({ label, options, value, onPick }: { label: string; options: OptionNode[]; value: string; onPick(node: OptionNode): void }) {
  return (
    <div className="w-profile-form__radios" role="radiogroup" aria-label={label}>
      {options.map((node) => (
        <button key={node.id} type="button" role="radio" aria-checked={String(node.id) === value} className="w-profile-form__chip" onClick={() => onPick(node)}>
          {node.name}
        </button>
      ))}
    </div>
  );
}

/** One row of the form: a label and the control its kind calls for. */
export function FieldControl({ field, values, options, onChange, onOpen, onInvalid }: Props) {
  const inputId = useId();
  const value = values[field.key] ?? '';
  let control: React.ReactNode;
  switch (field.kind) {
    case 'text':
      control = (
        <input
          id={inputId}
          className="w-profile-form__input"
          value={value}
          maxLength={64}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          onChange={(event) => onChange(field, { [field.key]: event.target.value })}
        />
      );
      break;
    case 'identity': {
      const chosen = options.find((node) => String(node.id) === value);
      control = (
        <>
          <RadioGroup
            label={field.label}
            options={options}
            value={value}
            onPick={(node) => onChange(field, { [field.key]: String(node.id), ...(field.subKey ? { [field.subKey]: '' } : {}) })}
          />
          {field.subKey && chosen?.children?.length ? (
            <RadioGroup
              label={`${chosen.name}类型`}
              options={chosen.children}
              value={values[field.subKey] ?? ''}
              onPick={(node) => onChange(field, { [field.key]: value, [field.subKey!]: String(node.id) })}
            />
          ) : null}
        </>
      );
      break;
    }
    case 'chips': {
      const selected = splitList(value);
      const toggle = (node: OptionNode) => {
        const id = String(node.id);
        const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
        if (field.maxItems !== undefined && next.length > field.maxItems) return onInvalid(maxItemsMessage(field));
        const names = next.map((s) => options.find((o) => String(o.id) === s)?.name ?? '');
        onChange(field, { [field.key]: next.join(','), ...(field.nameKey ? { [field.nameKey]: names.join(',') } : {}) });
      };
      control = (
        <div className="w-profile-form__radios" role="group" aria-label={field.label}>
          {options.map((node) => (
            <button key={node.id} type="button" className="w-profile-form__chip" aria-pressed={selected.includes(String(node.id))} onClick={() => toggle(node)}>
              {node.name}
            </button>
          ))}
        </div>
      );
      break;
    }
    default: {
      const shown = shownValue(field, values);
      control = (
        <button
          type="button"
          id={inputId}
          className="w-profile-form__pick"
          aria-label={`${field.label}：${shown || field.placeholder || '请选择'}`}
          onClick={() => onOpen(field)}
        >
          <span className={shown ? '' : 'w-profile-form__placeholder'}>{shown || field.placeholder || '请选择'}</span>
          <span aria-hidden="true"> ›</span>
        </button>
      );
    }
  }
  const labelled = field.kind === 'text';
  return (
    <div className="w-profile-form__row" data-field={field.name}>
      {labelled ? (
        <label className="w-profile-form__label" htmlFor={inputId}>
          {field.label}
        </label>
      ) : (
        <span className="w-profile-form__label">{field.label}</span>
      )}
      <div className="w-profile-form__control">{control}</div>
    </div>
  );
}
