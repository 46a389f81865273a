import { operatorText } from '../schema-form/operator-text';
import { useId, useMemo, useState } from 'react';
import type { Action } from '../../../contract/generated/schema-types';
import { emptyValue } from '../schema-form/field-kind';
import { actionSchemas } from '../schema-form/schema-registry';
import { ActionFields } from './action-fields';
import type { SourceOptions } from './binding-sources';
import { fieldKey } from './field-problems';
import { actionDescription, actionTitle } from './widget-names';

export const ACTIONS_TEXT = {
  heading: '事件与动作',
  add: '添加动作',
  remove: '删除动作',
  choose: '请选择动作类型',
  type: '动作类型',
  none: '该组件没有事件',
  event: (description?: string) => (description ? `事件：${description}` : '事件'),
  step: (index: number, name: string, description: string) => `${index + 1}. ${name}${description ? `（${description}）` : ''}`,
  unknown: (name: string) => `未知动作 ${name}`,
  option: (name: string, description: string) => (description ? `${name}：${description}` : name),
} as const;

export interface ActionsEditorProps {
  /** The widget's events (x-events: name → description). */
  events: Record<string, string>;
  on: Record<string, Action[]> | undefined;
  /** Where bound arguments may come from ($event is added here). */
  sources: Omit<SourceOptions, 'accepted'>;
  /** The node's validation problems by field (see field-problems.ts). */
  problems: Map<string, string[]>;
  onChange(on: Record<string, Action[]> | undefined): void;
}

function EventActions({
  event,
  description,
  actions,
  sources,
  problems,
  onChange,
}: {
  event: string;
  description?: string;
  actions: Action[];
  sources: Omit<SourceOptions, 'accepted'>;
  problems: Map<string, string[]>;
  onChange(actions: Action[]): void;
}) {
  const id = useId();
  const schemas = useMemo(() => actionSchemas(), []);
  const [type, setType] = useState('');
  const actionSources = useMemo(() => ({ ...sources, event: true }), [sources]);
  return (
    <fieldset className="ops-fieldset">
      <legend title={event}>{ACTIONS_TEXT.event(description)}</legend>
      {actions.map((action, index) => {
        const at = schemas.get(action.action);
        const own = problems.get(fieldKey.action(event, index));
        return (
          <div className="ops-array-item" key={index} data-action-index={index}>
            {at ? (
              <fieldset className="ops-fieldset">
                <legend>{ACTIONS_TEXT.step(index, actionTitle(action.action), actionDescription(action.action))}</legend>
                <ActionFields
                  action={action}
                  at={at}
                  event={event}
                  index={index}
                  sources={actionSources}
                  problems={problems}
                  onChange={(next) => onChange(actions.map((old, i) => (i === index ? next : old)))}
                />
              </fieldset>
            ) : (
              <p className="ops-field__error">{ACTIONS_TEXT.unknown(action.action)}</p>
            )}
            {own && <p className="ops-field__error">{own.join('；')}</p>}
            <button
              type="button"
              onClick={() => onChange(actions.filter((_, i) => i !== index))}
              aria-label={`${ACTIONS_TEXT.remove} ${index + 1}（${description ?? ACTIONS_TEXT.event()}）`}
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
          {[...schemas.keys()].map((name) => (
            <option key={name} value={name}>
              {ACTIONS_TEXT.option(actionTitle(name), actionDescription(name))}
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
export function ActionsEditor({ events, on, sources, problems, onChange }: ActionsEditorProps) {
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
          description={operatorText(events[event])}
          actions={on?.[event] ?? []}
          sources={sources}
          problems={problems}
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
