import { useId, useState, type FormEvent } from 'react';
import { fromLocalInput, missingFields, toLocalInput, type ContentField, type ContentKindDefinition } from './content-kinds';
import { ImageUpload } from './image-upload';
import { ModuleItemsEditor } from './module-items-editor';

export const FORM_TEXT = {
  save: '保存',
  cancel: '取消',
  missing: (labels: string[]) => `请填写：${labels.join('、')}`,
} as const;

function FieldControl({ field, value, onChange }: { field: ContentField; value: unknown; onChange(value: unknown): void }) {
  const id = useId();
  const label = field.required ? `${field.label}（必填）` : field.label;
  switch (field.type) {
    case 'image':
      return <ImageUpload label={label} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'boolean':
      return (
        <div className="ops-field ops-field--check">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case 'select':
      return (
        <div className="ops-field">
          <label htmlFor={id}>{label}</label>
          <select id={id} value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
            {!field.required && <option value="">（不设置）</option>}
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'number':
      return (
        <div className="ops-field">
          <label htmlFor={id}>{label}</label>
          <input id={id} type="number" value={typeof value === 'number' ? value : ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} />
        </div>
      );
    case 'datetime':
      return (
        <div className="ops-field">
          <label htmlFor={id}>{label}</label>
          <input id={id} type="datetime-local" value={toLocalInput(value)} onChange={(e) => onChange(fromLocalInput(e.target.value))} />
        </div>
      );
    case 'items':
      return <ModuleItemsEditor label={label} value={Array.isArray(value) ? value : []} onChange={onChange} />;
    default:
      return (
        <div className="ops-field">
          <label htmlFor={id}>{label}</label>
          <input id={id} type="text" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
        </div>
      );
  }
}

/** Create or edit one record of a content kind. */
export function ContentForm({ definition, initial, heading, onSave, onCancel }: { definition: ContentKindDefinition; initial: Record<string, unknown>; heading: string; onSave(record: Record<string, unknown>): Promise<void>; onCancel(): void }) {
  const id = useId();
  const [record, setRecord] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(definition, record);
    if (missing.length) {
      setError(FORM_TEXT.missing(missing));
      return;
    }
    try {
      await onSave(record);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  return (
    <form className="ops-content-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{heading}</h3>
      {definition.fields.map((field) => (
        <FieldControl key={field.key} field={field} value={record[field.key]} onChange={(value) => setRecord((current) => ({ ...current, [field.key]: value }))} />
      ))}
      {error && (
        <p role="alert" className="ops-field__error">
          {error}
        </p>
      )}
      <div className="ops-row-buttons">
        <button type="submit" className="ops-primary">
          {FORM_TEXT.save}
        </button>
        <button type="button" onClick={onCancel}>
          {FORM_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
