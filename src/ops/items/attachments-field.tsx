import { useId } from 'react';
import { MediaAddressField } from '../schema-form/media-address-field';
import { SCHEMA_FORM_TEXT } from '../schema-form/schema-field';

export interface Attachment {
  name: string;
  link: string;
}

export const ATTACHMENT_TEXT = {
  name: '附件名称',
  file: '附件文件',
  add: '添加附件',
  remove: (n: number) => `删除第 ${n} 个附件`,
} as const;

/** Attached files (courseware, handouts): each a name and a document from the media library. */
export function AttachmentsField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Attachment[];
  onChange(value: Attachment[]): void;
  error?: string;
}) {
  const id = useId();
  const replace = (index: number, next: Attachment) => onChange(value.map((old, i) => (i === index ? next : old)));
  return (
    <fieldset className="ops-fieldset ops-fieldset--array">
      <legend>{label}</legend>
      {value.map((file, index) => (
        <div className="ops-array-item" key={index}>
          <div className="ops-field">
            <label htmlFor={`${id}-${index}`}>{ATTACHMENT_TEXT.name}</label>
            <input
              id={`${id}-${index}`}
              type="text"
              maxLength={128}
              value={file.name}
              onChange={(event) => replace(index, { ...file, name: event.target.value })}
            />
          </div>
          <MediaAddressField label={ATTACHMENT_TEXT.file} kind="document" value={file.link} onChange={(link) => replace(index, { ...file, link })} />
          <button type="button" aria-label={ATTACHMENT_TEXT.remove(index + 1)} onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {SCHEMA_FORM_TEXT.remove}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, { name: '', link: '' }])}>
        {ATTACHMENT_TEXT.add}
      </button>
      {error && <p className="ops-field__error">{error}</p>}
    </fieldset>
  );
}

/** An attachments value as stored in a form (anything else counts as none). */
export function attachmentsOf(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { name, link } = item as Record<string, unknown>;
    return [{ name: typeof name === 'string' ? name : '', link: typeof link === 'string' ? link : '' }];
  });
}
