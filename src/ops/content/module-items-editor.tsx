import { useId } from 'react';
import { OriginType } from '../../../contract/constants';
import type { OpsRecommendModuleInput } from '../../../contract/generated/schema-types';
import { AudiencePicker } from '../audiences/audience-picker';
import { ItemOptionPicker, type OptionsOf } from '../items/item-option-picker';
import type { EnumOption } from '../schema-form/field-kind';

export const ITEMS_TEXT = {
  originType: '内容类型',
  originId: '内容',
  audiences: '目标人群',
  add: '添加内容',
  remove: (n: number) => `删除第 ${n} 条内容`,
  up: (n: number) => `上移第 ${n} 条内容`,
  down: (n: number) => `下移第 ${n} 条内容`,
} as const;

/** The content picker that lists an origin type's published items; a type without one keeps a number box. */
const PICKER_OF: Readonly<Record<number, OptionsOf>> = {
  [OriginType.course]: 'course',
  [OriginType.article]: 'article',
  [OriginType.video]: 'short-video',
  [OriginType.live]: 'live',
  [OriginType.case]: 'case',
  [OriginType.download]: 'download',
  [OriginType.activity]: 'activity',
  [OriginType.topic]: 'topic',
  [OriginType.medicalColumn]: 'medical-column',
};

type InputItem = NonNullable<OpsRecommendModuleInput['items']>[number];
// Type and id always set here; audiences only when the item is limited to some.
type ModuleItem = Required<Omit<InputItem, 'audiences'>> & Pick<InputItem, 'audiences'>;

function asItem(value: unknown, fallbackType: number): ModuleItem {
  const record = (value && typeof value === 'object' ? value : {}) as Partial<ModuleItem>;
  return {
    origin_type: Number(record.origin_type ?? fallbackType),
    origin_id: Number(record.origin_id ?? 0),
    ...(record.audiences?.length ? { audiences: record.audiences } : {}),
  };
}

/**
 * A recommend module's items: which content (type + id), in order. The schema allows any origin type;
 * the choices offered are the module types (`types`, from the module_type property of the schema).
 */
export function ModuleItemsEditor({
  label,
  value,
  types,
  onChange,
}: {
  label: string;
  value: unknown[];
  types: EnumOption[];
  onChange(items: ModuleItem[]): void;
}) {
  const id = useId();
  const firstType = Number(types[0]?.value ?? OriginType.course);
  const items = value.map((item) => asItem(item, firstType));
  const swap = (a: number, b: number) => {
    const copy = [...items];
    [copy[a], copy[b]] = [copy[b], copy[a]];
    onChange(copy);
  };
  return (
    <fieldset className="ops-fieldset">
      <legend>{label}</legend>
      {items.map((item, index) => (
        <div key={index} className="ops-inline">
          <label htmlFor={`${id}-t${index}`}>{`${ITEMS_TEXT.originType} ${index + 1}`}</label>
          <select
            id={`${id}-t${index}`}
            value={item.origin_type}
            // Another type names other content: the chosen item goes with the old type.
            onChange={(e) => onChange(items.map((old, i) => (i === index ? { ...old, origin_type: Number(e.target.value), origin_id: 0 } : old)))}
          >
            {types.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
          {PICKER_OF[item.origin_type] ? (
            // Content is chosen by its title among published items; its number is never typed.
            <ItemOptionPicker
              label={`${ITEMS_TEXT.originId} ${index + 1}`}
              of={PICKER_OF[item.origin_type]}
              value={item.origin_id || null}
              onChange={(picked) => onChange(items.map((old, i) => (i === index ? { ...old, origin_id: picked ?? 0 } : old)))}
            />
          ) : (
            <>
              <label htmlFor={`${id}-i${index}`}>{`${ITEMS_TEXT.originId} ${index + 1}`}</label>
              <input
                id={`${id}-i${index}`}
                type="number"
                min={1}
                value={item.origin_id || ''}
                onChange={(e) => onChange(items.map((old, i) => (i === index ? { ...old, origin_id: Number(e.target.value) } : old)))}
              />
            </>
          )}
          <button type="button" disabled={index === 0} onClick={() => swap(index, index - 1)} aria-label={ITEMS_TEXT.up(index + 1)}>
            上移
          </button>
          <button type="button" disabled={index === items.length - 1} onClick={() => swap(index, index + 1)} aria-label={ITEMS_TEXT.down(index + 1)}>
            下移
          </button>
          <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={ITEMS_TEXT.remove(index + 1)}>
            删除
          </button>
          <AudiencePicker
            label={`${ITEMS_TEXT.audiences} ${index + 1}`}
            value={item.audiences}
            onChange={(audiences) =>
              onChange(
                items.map((old, i) => (i === index ? { origin_type: old.origin_type, origin_id: old.origin_id, ...(audiences ? { audiences } : {}) } : old)),
              )
            }
          />
        </div>
      ))}
      <button type="button" onClick={() => onChange([...items, { origin_type: firstType, origin_id: 0 }])}>
        {ITEMS_TEXT.add}
      </button>
    </fieldset>
  );
}
