import { useId } from 'react';
import type { LayoutNode } from '../../../contract/generated/schema-types';
import { fieldLabel } from '../schema-form/field-kind';
import { fromLocalInput, toLocalInput } from '../schema-form/datetime';
import { repositorySchemas } from '../schema-form/schema-registry';

const NODE_FILE = 'schemas/layout/layout-node.json';

export const NODE_SCHEDULE_TEXT = {
  help: '不填则一直展示；时间段以外，服务器不会把本区块发给手机',
  clear: '清除时间段',
} as const;

type Schedule = NonNullable<LayoutNode['schedule']>;

/** The section's optional time window (开始时间 / 结束时间, named by the node schema's x-title). */
export function NodeScheduleFields({ value, onChange }: { value: LayoutNode['schedule']; onChange(value: LayoutNode['schedule']): void }) {
  const id = useId();
  const schema = repositorySchemas[NODE_FILE]?.properties?.schedule;
  const at = (key: keyof Schedule) => ({ schema: schema?.properties?.[key] ?? {}, file: NODE_FILE });
  const set = (key: keyof Schedule, text: string) => {
    const next: Schedule = { ...value };
    const iso = fromLocalInput(text);
    if (iso) next[key] = iso;
    else delete next[key];
    onChange(next.start === undefined && next.end === undefined ? undefined : next);
  };
  return (
    <fieldset className="ops-fieldset">
      <legend>{fieldLabel('schedule', schema ? { schema, file: NODE_FILE } : undefined)}</legend>
      <p className="ops-field__help">{NODE_SCHEDULE_TEXT.help}</p>
      {(['start', 'end'] as const).map((key) => (
        <div key={key} className="ops-field">
          <label htmlFor={`${id}-${key}`}>{fieldLabel(key, at(key))}</label>
          <input id={`${id}-${key}`} type="datetime-local" step={1} value={toLocalInput(value?.[key])} onChange={(e) => set(key, e.target.value)} />
        </div>
      ))}
      {value && (
        <button type="button" onClick={() => onChange(undefined)}>
          {NODE_SCHEDULE_TEXT.clear}
        </button>
      )}
    </fieldset>
  );
}
