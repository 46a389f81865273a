import { useId, useMemo, useState } from 'react';
import type { DataEntry, LayoutDocument } from '../../../contract/generated/schema-types';
import { endpointInfos, type EndpointInfo, type SchemaAt } from '../schema-form/schema-registry';
import { ConditionEditor } from './condition-editor';
import { EntryArgField } from './entry-arg-field';
import { fieldName } from './field-names';

export const DATA_TEXT = {
  heading: '页面数据（接口绑定）',
  name: '数据名称',
  endpoint: '接口',
  paged: '分页加载',
  args: '参数',
  addArg: '添加参数',
  chooseArg: '请选择参数',
  add: '添加数据',
  remove: (name: string) => `删除数据 ${name}`,
  when: '加载条件',
  whenHelp: '满足条件时才加载这项数据（例如页面地址里有编号时）；没有条件则一直加载',
  entry: (title: string) => `数据：${title}`,
  newName: '新数据名称（英文字母）',
} as const;

interface EntryEditorProps {
  name: string;
  entry: DataEntry;
  doc: LayoutDocument;
  layoutId: string;
  onChange(entry: DataEntry): void;
  onRemove(): void;
}

function argSchema(info: EndpointInfo | undefined, arg: string): SchemaAt | undefined {
  const schema = info?.args?.schema.properties?.[arg];
  return info?.args && schema ? { schema, file: info.args.file } : undefined;
}

function without(entry: DataEntry, key: 'when'): DataEntry {
  const copy = { ...entry };
  delete copy[key];
  return copy;
}

function EntryEditor({ name, entry, doc, layoutId, onChange, onRemove }: EntryEditorProps) {
  const id = useId();
  const endpoints = useMemo(() => endpointInfos(), []);
  const info = endpoints.find((endpoint) => endpoint.name === entry.endpoint);
  const argNames = Object.keys(info?.args?.schema.properties ?? {});
  const args = entry.args ?? {};
  const [adding, setAdding] = useState('');
  const setArgs = (next: Record<string, unknown>) => onChange({ ...entry, args: Object.keys(next).length ? (next as DataEntry['args']) : undefined });
  return (
    <fieldset className="ops-fieldset">
      <legend title={name}>{DATA_TEXT.entry(info?.title ?? name)}</legend>
      <div className="ops-field">
        <label htmlFor={`${id}-endpoint`}>{DATA_TEXT.endpoint}</label>
        <select id={`${id}-endpoint`} value={entry.endpoint} onChange={(e) => onChange({ endpoint: e.target.value })}>
          {!info && <option value={entry.endpoint}>{entry.endpoint}（未知）</option>}
          {endpoints.map((endpoint) => (
            <option key={endpoint.name} value={endpoint.name}>
              {endpoint.title}
            </option>
          ))}
        </select>
      </div>
      {info?.paged && (
        <div className="ops-field ops-field--check">
          <input
            id={`${id}-paged`}
            type="checkbox"
            checked={entry.paged === true}
            onChange={(e) => onChange({ ...entry, paged: e.target.checked || undefined })}
          />
          <label htmlFor={`${id}-paged`}>{DATA_TEXT.paged}</label>
        </div>
      )}
      {Object.entries(args).map(([arg, value]) => (
        <EntryArgField
          key={arg}
          arg={arg}
          at={argSchema(info, arg)}
          value={value}
          onChange={(next) => setArgs({ ...args, [arg]: next })}
          onRemove={() => setArgs(Object.fromEntries(Object.entries(args).filter(([key]) => key !== arg)))}
        />
      ))}
      {argNames.some((arg) => !(arg in args)) && (
        <div className="ops-inline">
          <label htmlFor={`${id}-add-arg`}>{DATA_TEXT.args}</label>
          <select id={`${id}-add-arg`} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">{DATA_TEXT.chooseArg}</option>
            {argNames
              .filter((arg) => !(arg in args))
              .map((arg) => (
                <option key={arg} value={arg}>
                  {fieldName(arg)}
                </option>
              ))}
          </select>
          <button type="button" disabled={!adding} onClick={() => (setArgs({ ...args, [adding]: '' }), setAdding(''))}>
            {DATA_TEXT.addArg}
          </button>
        </div>
      )}
      <ConditionEditor
        label={DATA_TEXT.when}
        help={DATA_TEXT.whenHelp}
        value={entry.when}
        doc={doc}
        layoutId={layoutId}
        onChange={(when) => onChange(when === undefined ? without(entry, 'when') : { ...entry, when })}
      />
      <button type="button" onClick={onRemove}>
        {DATA_TEXT.remove(info?.title ?? name)}
      </button>
    </fieldset>
  );
}

/** The document's data entries: each binds one catalogue endpoint (chosen from a list) with arguments. */
export function DataEntriesEditor({ doc, layoutId, onChange }: { doc: LayoutDocument; layoutId: string; onChange(data: LayoutDocument['data']): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const data = doc.data ?? {};
  const valid = /^[A-Za-z][A-Za-z0-9_]*$/.test(name) && !(name in data);
  return (
    <section className="ops-panel-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{DATA_TEXT.heading}</h3>
      {Object.entries(data).map(([key, entry]) => (
        <EntryEditor
          key={key}
          name={key}
          entry={entry}
          doc={doc}
          layoutId={layoutId}
          onChange={(next) => onChange({ ...data, [key]: next })}
          onRemove={() => onChange(Object.fromEntries(Object.entries(data).filter(([other]) => other !== key)))}
        />
      ))}
      <div className="ops-inline">
        <label htmlFor={`${id}-new`}>{DATA_TEXT.newName}</label>
        <input id={`${id}-new`} type="text" value={name} onChange={(e) => setName(e.target.value)} />
        <button
          type="button"
          disabled={!valid}
          onClick={() => (onChange({ ...data, [name]: { endpoint: endpointInfos()[0]?.name ?? 'getHome' } }), setName(''))}
        >
          {DATA_TEXT.add}
        </button>
      </div>
    </section>
  );
}
