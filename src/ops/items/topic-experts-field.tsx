import { fieldKind, fieldLabel, type FieldWidget } from '../schema-form/field-kind';
import { initialObject, objectProperties } from '../schema-form/object-values';
import { SCHEMA_FORM_TEXT, SchemaField } from '../schema-form/schema-field';
import { useUploadImage } from '../schema-form/use-upload-image';
import { ItemOptionPicker } from './item-option-picker';
import type { ItemField } from './item-kinds';

type Expert = Record<string, unknown>;

/** The controls the expert schema cannot choose: a photo upload and a text area for the bio. */
const EXPERT_WIDGETS: Record<string, FieldWidget> = { avatar: 'image', bio: 'textarea' };

const TEXT = {
  add: '添加专家',
  expert: (n: number, name: unknown) => `专家 ${n}${typeof name === 'string' && name ? `：${name}` : ''}`,
  none: '还没有专家',
} as const;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A topic's expert team: each expert's name, title, hospital, photo and bio, in the order the app lists them. */
export function TopicExpertsField({ field, value, error, onChange }: { field: ItemField; value: unknown; error?: string; onChange(value: unknown): void }) {
  const uploadImage = useUploadImage();
  const kind = fieldKind(field.at);
  if (kind.kind !== 'array') throw new Error(`${field.key} is not a list`);
  const properties = objectProperties(kind.items);
  const list: Expert[] = Array.isArray(value) ? (value as Expert[]) : [];
  const replace = (next: Expert[]) => onChange(next);
  return (
    <fieldset className="ops-fieldset ops-fieldset--array">
      <legend>{field.label}</legend>
      {list.length === 0 && <p>{TEXT.none}</p>}
      {list.map((expert, index) => (
        <fieldset className="ops-array-item" key={index}>
          <legend>{TEXT.expert(index + 1, expert.name)}</legend>
          {properties.map((property) =>
            property.key === 'person_id' ? (
              <ItemOptionPicker
                key={property.key}
                label={fieldLabel(property.key, property.at)}
                of="person"
                value={typeof expert.person_id === 'number' ? expert.person_id : null}
                onChange={(personId, option) =>
                  replace(
                    list.map((old, i) =>
                      // A person picked into an unnamed row names it ("name · hospital" is how people are listed).
                      i === index ? { ...old, person_id: personId, ...(option && !old.name ? { name: option.title.split(' · ')[0] } : {}) } : old,
                    ),
                  )
                }
              />
            ) : (
              <SchemaField
                key={property.key}
                name={`${field.key}[${index}].${property.key}`}
                at={property.at}
                label={fieldLabel(property.key, property.at)}
                required={property.required}
                widget={EXPERT_WIDGETS[property.key]}
                uploadImage={uploadImage}
                value={expert[property.key]}
                onChange={(next) => replace(list.map((old, i) => (i === index ? { ...old, [property.key]: next } : old)))}
              />
            ),
          )}
          <div className="ops-row-buttons">
            <button type="button" disabled={index === 0} onClick={() => replace(move(list, index, index - 1))}>
              {SCHEMA_FORM_TEXT.up}
            </button>
            <button type="button" disabled={index === list.length - 1} onClick={() => replace(move(list, index, index + 1))}>
              {SCHEMA_FORM_TEXT.down}
            </button>
            <button type="button" onClick={() => replace(list.filter((_, i) => i !== index))}>
              {SCHEMA_FORM_TEXT.remove}
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" onClick={() => replace([...list, initialObject(kind.items)])}>
        {TEXT.add}
      </button>
      {error && <p className="ops-field__error">{error}</p>}
    </fieldset>
  );
}
