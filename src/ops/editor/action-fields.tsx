import { useId, useMemo, useState } from 'react';
import type { Action } from '../../../contract/generated/schema-types';
import { fieldLabel } from '../schema-form/field-kind';
import { objectProperties } from '../schema-form/object-values';
import { endpointInfos, resolveRef, type SchemaAt } from '../schema-form/schema-registry';
import { typesOf } from './binding-fields';
import type { SourceOptions } from './binding-sources';
import { fieldName } from './field-names';
import { fieldKey } from './field-problems';
import { acceptsReference, asValue, ValueField } from './value-field';
import { LinkPicker } from '../links/link-picker';
import { RouteParamsFields, RouteSelect } from '../links/route-target-fields';

export const ACTION_FIELD_TEXT = {
  endpoint: '接口',
  chooseEndpoint: '请选择接口',
  entryName: (label: string) => `${label}：新项名称`,
  addEntry: (label: string) => `添加到${label}`,
  removeEntry: (name: string) => `删除 ${name}`,
} as const;

type Fields = Record<string, unknown>;

/** A map argument (navigate params, call-endpoint args…): `additionalProperties` only, no fixed fields. */
function mapValueSchema(at: SchemaAt): SchemaAt | undefined {
  const resolved = resolveRef(at);
  const extra = resolved?.schema.additionalProperties;
  if (!resolved || resolved.schema.properties || !extra || typeof extra !== 'object') return undefined;
  return { schema: extra, file: resolved.file };
}

interface MapFieldProps {
  label: string;
  value: unknown;
  valueAt: SchemaAt;
  /** Names with a schema of their own (an endpoint's arguments). */
  known?: Record<string, SchemaAt>;
  sources: Omit<SourceOptions, 'accepted'>;
  problems?: readonly string[];
  onChange(value: Fields | undefined): void;
}

/** Named values, each with its own typed editor or binding. */
function MapField({ label, value, valueAt, known = {}, sources, problems, onChange }: MapFieldProps) {
  const id = useId();
  const entries: Fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
  const [name, setName] = useState('');
  const set = (key: string, next: unknown) => {
    const copy = { ...entries };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(Object.keys(copy).length ? copy : undefined);
  };
  const free = Object.keys(known).filter((key) => !(key in entries));
  return (
    <fieldset className="ops-fieldset">
      <legend>{label}</legend>
      {Object.entries(entries).map(([key, member]) => (
        <div key={key} className="ops-array-item">
          <ValueField
            name={key}
            label={fieldName(key)}
            at={known[key] ?? valueAt}
            {...asValue(member)}
            sources={sources}
            onLiteral={(next) => set(key, next)}
            onBind={(next) => set(key, next)}
          />
          <button type="button" onClick={() => set(key, undefined)}>
            {ACTION_FIELD_TEXT.removeEntry(fieldName(key))}
          </button>
        </div>
      ))}
      <div className="ops-inline">
        <label htmlFor={id}>{ACTION_FIELD_TEXT.entryName(label)}</label>
        <input id={id} type="text" list={free.length ? `${id}-known` : undefined} value={name} onChange={(e) => setName(e.target.value.trim())} />
        {free.length > 0 && (
          <datalist id={`${id}-known`}>
            {free.map((key) => (
              <option key={key} value={key} />
            ))}
          </datalist>
        )}
        <button
          type="button"
          disabled={!/^[A-Za-z0-9_]+$/.test(name) || name in entries}
          onClick={() => {
            set(name, '');
            setName('');
          }}
        >
          {ACTION_FIELD_TEXT.addEntry(label)}
        </button>
      </div>
      {problems?.length ? <p className="ops-field__error">{problems.join('；')}</p> : null}
    </fieldset>
  );
}

function EndpointSelect({ value, onChange }: { value: unknown; onChange(name: string | undefined): void }) {
  const id = useId();
  const endpoints = useMemo(() => endpointInfos(), []);
  return (
    <div className="ops-field">
      <label htmlFor={id}>{ACTION_FIELD_TEXT.endpoint}</label>
      <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{ACTION_FIELD_TEXT.chooseEndpoint}</option>
        {endpoints.map((endpoint) => (
          <option key={endpoint.name} value={endpoint.name}>
            {endpoint.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ActionFieldsProps {
  action: Action;
  at: SchemaAt;
  event: string;
  index: number;
  sources: Omit<SourceOptions, 'accepted'>;
  problems: Map<string, string[]>;
  onChange(action: Action): void;
}

/** The arguments of one action, each with an editor of its type and, where a reference may stand, "绑定数据". */
export function ActionFields({ action, at, event, index, sources, problems, onChange }: ActionFieldsProps) {
  const fields = action as unknown as Fields;
  const set = (key: string, value: unknown) => {
    const next = { ...fields };
    if (value === undefined) delete next[key];
    else next[key] = value;
    // The action keeps its `action` name; the schema checks the rest (live validation).
    onChange(next as unknown as Action);
  };
  const endpointArgs = typeof fields.endpoint === 'string' ? endpointInfos().find((endpoint) => endpoint.name === fields.endpoint)?.args : undefined;
  return (
    <>
      {objectProperties(at)
        .filter((property) => property.key !== 'action')
        .map((property) => {
          const fieldProblems = problems.get(fieldKey.arg(event, index, property.key));
          if (action.action === 'call-endpoint' && property.key === 'endpoint') {
            return <EndpointSelect key={property.key} value={fields.endpoint} onChange={(name) => set('endpoint', name)} />;
          }
          // A 跳转页面 names its page by its Chinese title and exactly that page's parameters.
          if (action.action === 'navigate' && property.key === 'route') {
            return (
              <RouteSelect
                key={property.key}
                label={fieldLabel(property.key, property.at)}
                value={fields.route}
                problems={fieldProblems}
                onChange={(name) => onChange({ ...fields, route: name, params: undefined } as unknown as Action)}
              />
            );
          }
          const valueAt = mapValueSchema(property.at);
          if (action.action === 'navigate' && property.key === 'params' && valueAt) {
            return (
              <RouteParamsFields
                key={property.key}
                routeName={fields.route}
                value={fields.params}
                valueAt={valueAt}
                sources={sources}
                problems={fieldProblems}
                onChange={(value) => set('params', value)}
              />
            );
          }
          if (valueAt) {
            const known = property.key === 'args' && endpointArgs ? objectProperties(endpointArgs) : [];
            return (
              <MapField
                key={property.key}
                label={fieldLabel(property.key, property.at)}
                value={fields[property.key]}
                valueAt={valueAt}
                known={Object.fromEntries(known.map((arg) => [arg.key, arg.at]))}
                sources={sources}
                problems={fieldProblems}
                onChange={(value) => set(property.key, value)}
              />
            );
          }
          return (
            <ValueField
              key={property.key}
              name={property.key}
              at={property.at}
              required={property.required}
              {...asValue(fields[property.key])}
              bindable={acceptsReference(typesOf(property.at))}
              sources={sources}
              problems={fieldProblems}
              literalEditor={
                action.action === 'open-link' && property.key === 'url'
                  ? (field) => (
                      <LinkPicker
                        label={field.label}
                        value={typeof field.value === 'string' ? field.value : ''}
                        error={field.error}
                        onChange={field.onChange}
                      />
                    )
                  : undefined
              }
              onLiteral={(value) => set(property.key, value)}
              // Back to a literal: a required text starts empty (validation then asks for it at this field).
              onBind={(reference) => set(property.key, reference ?? (property.required ? '' : undefined))}
            />
          );
        })}
    </>
  );
}
