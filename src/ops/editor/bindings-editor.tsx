import { useId, useState } from 'react';
import type { LayoutDocument, ValueSource } from '../../../contract/generated/schema-types';
import { fieldLabel } from '../schema-form/field-kind';
import type { SchemaAt } from '../schema-form/schema-registry';
import { ReferencePicker } from './reference-picker';
import { sourceRoots } from './value-source';

export const BIND_TEXT = {
  heading: '数据绑定',
  prop: '绑定到属性',
  add: '添加绑定',
  remove: '删除绑定',
  choose: '请选择属性',
  value: (prop: string) => `属性 ${prop} 的来源`,
} as const;

export interface BindingsEditorProps {
  doc: LayoutDocument;
  bind: Record<string, ValueSource> | undefined;
  /** The widget's props schema: which props can be bound. */
  props: SchemaAt | undefined;
  /** Inside a repeated node, $item is a source too. */
  repeated: boolean;
  onChange(bind: Record<string, ValueSource> | undefined): void;
}

/** node.bind: each prop takes its value from a data entry, the route or app state, picked from lists. */
export function BindingsEditor({ doc, bind, props, repeated, onChange }: BindingsEditorProps) {
  const id = useId();
  const [adding, setAdding] = useState('');
  const entries = Object.entries(bind ?? {});
  const propertyNames = Object.keys(props?.schema.properties ?? {});
  const free = propertyNames.filter((name) => !(name in (bind ?? {})));
  const roots = sourceRoots(doc, repeated ? [{ value: '$item', label: '当前重复项' }] : []);
  const set = (next: Record<string, ValueSource>) => onChange(Object.keys(next).length ? next : undefined);
  return (
    <section className="ops-panel-section" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{BIND_TEXT.heading}</h4>
      {entries.map(([prop, value]) => (
        <div key={prop} className="ops-bind-row">
          {typeof value === 'string' ? (
            <ReferencePicker
              label={`${fieldLabel(prop, props?.schema.properties?.[prop] ? { schema: props.schema.properties[prop], file: props.file } : undefined)}（${prop}）`}
              value={value}
              roots={roots}
              onChange={(next) => set({ ...bind, [prop]: next })}
            />
          ) : (
            <p>
              {prop}: <code>{JSON.stringify(value)}</code>
            </p>
          )}
          <button type="button" onClick={() => set(Object.fromEntries(entries.filter(([key]) => key !== prop)))} aria-label={`${BIND_TEXT.remove} ${prop}`}>
            {BIND_TEXT.remove}
          </button>
        </div>
      ))}
      {free.length > 0 && (
        <div className="ops-inline">
          <label htmlFor={`${id}-add`}>{BIND_TEXT.prop}</label>
          <select id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">{BIND_TEXT.choose}</option>
            {free.map((name) => (
              <option key={name} value={name}>
                {fieldLabel(name, { schema: props!.schema.properties![name], file: props!.file })}（{name}）
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!adding}
            onClick={() => {
              set({ ...(bind ?? {}), [adding]: roots[0]?.value ?? '$state' });
              setAdding('');
            }}
          >
            {BIND_TEXT.add}
          </button>
        </div>
      )}
    </section>
  );
}
