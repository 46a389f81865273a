import { useId, useMemo, useState } from 'react';
import type { Action } from '../../../contract/generated/schema-types';
import { emptyValue } from '../schema-form/field-kind';
import { SchemaField } from '../schema-form/schema-field';
import { actionSchemas } from '../schema-form/schema-registry';

export const ACTIONS_TEXT = {
  heading: '事件与动作',
  add: '添加动作',
  remove: '删除动作',
  choose: '请选择动作类型',
  type: '动作类型',
  none: '该组件没有事件',
  event: (name: string, description?: string) => (description ? `事件 ${name}：${description}` : `事件 ${name}`),
} as const;

export interface ActionsEditorProps {
  /** The widget's events (x-events: name → description). */
  events: Record<string, string>;
  on: Record<string, Action[]> | undefined;
  onChange(on: Record<string, Action[]> | undefined): void;
}

function EventActions({
  event,
  description,
  actions,
  onChange,
}: {
  event: string;
  description?: string;
  actions: Action[];
  onChange(actions: Action[]): void;
}) {
  const id = useId();
  const schemas = useMemo(() => actionSchemas(), []);
  const [type, setType] = useState('');
  return (
    <fieldset className="ops-fieldset">
      <legend>{ACTIONS_TEXT.event(event, description)}</legend>
      {actions.map((action, index) => {
        const at = schemas.get(action.action);
        return (
          <div className="ops-array-item" key={index}>
            {at ? (
              <SchemaField
                name={action.action}
                at={at}
                label={`${index + 1}. ${action.action}（${at.schema.description ?? ''}）`}
                value={action}
                onChange={(next) => onChange(actions.map((old, i) => (i === index ? (next as Action) : old)))}
              />
            ) : (
              <p className="ops-field__error">未知动作 {action.action}</p>
            )}
            <button
              type="button"
              onClick={() => onChange(actions.filter((_, i) => i !== index))}
              aria-label={`${ACTIONS_TEXT.remove} ${index + 1}（${event}）`}
            >
              {ACTIONS_TEXT.remove}
            </button>
          </div>
        );
      })}
      <div className="ops-inline">
        <label htmlFor={id}>{ACTIONS_TEXT.type}</label>
        <select id={id} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{ACTIONS_TEXT.choose}</option>
          {[...schemas.entries()].map(([name, at]) => (
            <option key={name} value={name}>
              {name}：{at.schema.description ?? ''}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!type}
          onClick={() => {
            const at = schemas.get(type)!;
            onChange([...actions, { ...(emptyValue(at) as object), action: type } as Action]);
            setType('');
          }}
        >
          {ACTIONS_TEXT.add}
        </button>
      </div>
    </fieldset>
  );
}

/** node.on: for each event the widget emits, an ordered list of typed actions chosen from the catalogue. */
export function ActionsEditor({ events, on, onChange }: ActionsEditorProps) {
  const id = useId();
  const names = [...new Set([...Object.keys(events), ...Object.keys(on ?? {})])];
  return (
    <section className="ops-panel-section" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{ACTIONS_TEXT.heading}</h4>
      {names.length === 0 && <p className="ops-hint">{ACTIONS_TEXT.none}</p>}
      {names.map((event) => (
        <EventActions
          key={event}
          event={event}
          description={events[event]}
          actions={on?.[event] ?? []}
          onChange={(actions) => {
            const next = { ...(on ?? {}) };
            if (actions.length) next[event] = actions;
            else delete next[event];
            onChange(Object.keys(next).length ? next : undefined);
          }}
        />
      ))}
    </section>
  );
}
