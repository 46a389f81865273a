import { useId, useState, type FormEvent } from 'react';
import { useUploadImage } from '../schema-form/use-upload-image';
import { AudiencePicker } from '../audiences/audience-picker';
import { contentFieldAspect } from '../media/field-aspects';
import { useLeaveGuard } from '../leave-guard';
import { SchemaField } from '../schema-form/schema-field';
import { contentFields, missingFields, type ContentField, type ContentKindDefinition } from './content-kinds';
import { ModuleItemsEditor } from './module-items-editor';
import { refusalText } from '../api/ops-refusal-text';
import { contentLinkProblem, isContentLinkField } from '../links/content-link-fields';
import { LinkPicker } from '../links/link-picker';

export const FORM_TEXT = {
  save: '保存',
  cancel: '取消',
  missing: (labels: string[]) => `请填写：${labels.join('、')}`,
  required: (label: string) => `请填写${label}`,
} as const;

function FieldControl({
  definition,
  field,
  fields,
  record,
  value,
  error,
  onChange,
}: {
  definition: ContentKindDefinition;
  field: ContentField;
  fields: ContentField[];
  record: Record<string, unknown>;
  value: unknown;
  error?: string;
  onChange(value: unknown): void;
}) {
  const uploadImage = useUploadImage();
  if (field.widget === 'module-items') {
    // Items pick their origin type among the module types the same schema lists.
    const types = fields.find((entry) => entry.key === 'module_type')?.options ?? [];
    return (
      <ModuleItemsEditor
        label={field.required ? `${field.label}（必填）` : field.label}
        value={Array.isArray(value) ? value : []}
        types={types}
        onChange={onChange}
      />
    );
  }
  if (isContentLinkField(definition.kind, field.key, record))
    return <LinkPicker label={field.label} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />;
  if (field.key === 'audiences')
    return <AudiencePicker label={field.label} value={Array.isArray(value) ? (value as string[]) : undefined} onChange={onChange} />;
  return (
    <SchemaField
      name={field.key}
      at={field.at}
      label={field.label}
      required={field.required}
      widget={field.widget}
      uploadImage={uploadImage}
      imageAspect={contentFieldAspect(definition.kind, field.key)}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/** Create or edit one record of a content kind; its fields come from the kind's input schema. */
export function ContentForm({
  definition,
  initial,
  heading,
  onSave,
  onCancel,
}: {
  definition: ContentKindDefinition;
  initial: Record<string, unknown>;
  heading: string;
  onSave(record: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}) {
  const id = useId();
  const fields = contentFields(definition);
  const [record, setRecord] = useState(initial);
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Edits not saved yet: leaving the form, the kind or the page asks first.
  useLeaveGuard(JSON.stringify(record) !== JSON.stringify(initial));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const keys = missingFields(definition, record);
    setMissing(keys);
    if (keys.length) {
      setError(FORM_TEXT.missing(fields.filter((field) => keys.includes(field.key)).map((field) => field.label)));
      return;
    }
    // A link that opens nothing is refused here, naming the field, before the server's publish check would.
    const linkError = contentLinkProblem(definition.kind, fields, record);
    if (linkError) {
      setError(linkError);
      return;
    }
    setError(null);
    try {
      await onSave(record);
    } catch (problem) {
      setError(refusalText(problem));
    }
  };
  const change = (key: string, value: unknown) => {
    setRecord((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
    setMissing((current) => current.filter((entry) => entry !== key));
  };
  return (
    <form className="ops-content-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`} noValidate>
      <h3 id={`${id}-h`}>{heading}</h3>
      {fields.map((field) => (
        <FieldControl
          key={field.key}
          definition={definition}
          field={field}
          fields={fields}
          record={record}
          value={record[field.key]}
          error={missing.includes(field.key) ? FORM_TEXT.required(field.label) : undefined}
          onChange={(value) => change(field.key, value)}
        />
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
