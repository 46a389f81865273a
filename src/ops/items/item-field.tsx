import { useState } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { PickerDialog } from '../media/media-picker';
import { SchemaField } from '../schema-form/schema-field';
import { useUploadImage } from '../schema-form/use-upload-image';
import { AttachmentsField, attachmentsOf } from './attachments-field';
import { ItemOptionPicker } from './item-option-picker';
import type { ItemField } from './item-kinds';
import { chaptersOf, LessonsField } from './lessons-field';
import { idsOf, PeoplePicker } from './people-picker';
import { RichTextField } from './rich-text-field';
import { StreamNameField, WhiteListField } from './live-field-controls';
import { TopicExpertsField } from './topic-experts-field';

/** A promise the operator settles by picking in a dialog (or cancelling it). */
type Pending<T> = { resolve(value: T | undefined): void } | null;

/** The rich-text body with the media library for images and a title search for links. */
function BodyField({ field, value, error, onChange }: { field: ItemField; value: string; error?: string; onChange(value: string): void }) {
  const [image, setImage] = useState<Pending<string>>(null);
  const [link, setLink] = useState<Pending<{ title: string; path: string }>>(null);
  const uploadImage = useUploadImage();
  return (
    <>
      <RichTextField
        label={field.label}
        value={value}
        error={error}
        onChange={onChange}
        uploadPicture={async (file) => (await uploadImage(file)).url}
        pickImage={() => new Promise((resolve) => setImage({ resolve }))}
        pickLink={() => new Promise((resolve) => setLink({ resolve }))}
      />
      {image && (
        <PickerDialog
          kind="image"
          onClose={() => {
            image.resolve(undefined);
            setImage(null);
          }}
          onPick={(asset: OpsMediaAsset) => {
            image.resolve(asset.url);
            setImage(null);
          }}
        />
      )}
      {link && (
        <LinkPicker
          onDone={(picked) => {
            link.resolve(picked);
            setLink(null);
          }}
        />
      )}
    </>
  );
}

/** Links inside a body point at published content, found by title (a typed path could be wrong). */
function LinkPicker({ onDone }: { onDone(picked: { title: string; path: string } | undefined): void }) {
  const [of, setOf] = useState<'article' | 'case' | 'medical-column' | 'download' | 'activity'>('article');
  const [q, setQ] = useState('');
  const { currentData } = opsEndpoints.useListOpsItemOptionsQuery({ of, q });
  return (
    <div role="dialog" aria-modal="true" aria-label="选择链接的内容" className="ops-dialog">
      <select aria-label="内容类型" value={of} onChange={(event) => setOf(event.target.value as typeof of)}>
        <option value="article">资讯</option>
        <option value="case">病例</option>
        <option value="medical-column">医学专栏</option>
        <option value="download">指南下载</option>
        <option value="activity">活动</option>
      </select>
      <input type="search" aria-label="搜索标题" value={q} onChange={(event) => setQ(event.target.value)} />
      <ul>
        {(currentData?.list ?? []).map((option) => (
          <li key={option.id}>
            <button type="button" onClick={() => onDone({ title: option.title, path: option.path })}>
              {option.title}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onDone(undefined)}>
        取消
      </button>
    </div>
  );
}

/** One field of an item's form: the schema form's control, or the back office's own for bodies and references. */
export function ItemFieldControl({
  field,
  value,
  error,
  onChange,
  isPublisher = false,
}: {
  field: ItemField;
  value: unknown;
  error?: string;
  onChange(value: unknown): void;
  /** Publishers may make a missing category from its picker. */
  isPublisher?: boolean;
}) {
  const uploadImage = useUploadImage();
  const label = field.required ? `${field.label}（必填）` : field.label;
  if (field.widget === 'rich-text') return <BodyField field={field} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />;
  if (field.widget === 'topic-experts') return <TopicExpertsField field={field} value={value} error={error} onChange={onChange} />;
  if (
    field.widget === 'medical-column' ||
    field.widget === 'category' ||
    field.widget === 'case-category' ||
    field.widget === 'course-category' ||
    field.widget === 'short-video-category' ||
    field.widget === 'course' ||
    field.widget === 'download-category' ||
    field.widget === 'person'
  )
    return (
      <ItemOptionPicker
        label={label}
        of={field.widget}
        value={typeof value === 'number' ? value : null}
        error={error}
        onChange={onChange}
        canCreate={isPublisher}
      />
    );
  if (field.widget === 'people') return <PeoplePicker label={label} value={idsOf(value)} error={error} onChange={onChange} />;
  if (field.widget === 'attachments') return <AttachmentsField label={label} value={attachmentsOf(value)} error={error} onChange={onChange} />;
  if (field.widget === 'lessons') return <LessonsField label={label} value={chaptersOf(value)} error={error} onChange={onChange} />;
  if (field.widget === 'live-column')
    return <ItemOptionPicker label={label} of="live" value={typeof value === 'number' ? value : null} error={error} onChange={onChange} />;
  if (field.widget === 'hidden') return null;
  if (field.widget === 'white-list') return <WhiteListField label={label} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />;
  if (field.widget === 'stream-name') return <StreamNameField label={label} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />;
  return (
    <SchemaField
      name={field.key}
      at={field.at}
      label={field.label}
      required={field.required}
      widget={field.widget}
      imageAspect={field.aspect}
      uploadImage={uploadImage}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
