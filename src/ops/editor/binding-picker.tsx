import { useId, useState } from 'react';
import { readPath } from '../../../contract/bind/resolve-value';
import { describeTypes } from '../../../contract/bind/value-types';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { fieldTrail, type BindingField } from './binding-fields';
import { sourceOf, type BindingSource } from './binding-sources';
import { useEntrySample } from './entry-sample';

export const PICKER_TEXT = {
  source: '数据来源',
  chooseSource: '请选择数据来源',
  none: '没有类型相符的数据可以绑定',
  bound: (trail: string) => `已绑定：${trail}`,
  unbound: '尚未选择字段',
  unknown: (reference: string) => `已绑定：${reference}（不在可选字段中）`,
  pick: (trail: string) => `选择字段：${trail}`,
  expand: (label: string) => `展开 ${label}`,
  collapse: (label: string) => `收起 ${label}`,
  sample: (text: string) => `示例：${text}`,
  items: (n: number) => `${n} 项`,
  yes: '是',
  no: '否',
  queryName: '其他查询参数名',
  bindQuery: '绑定此查询参数',
  fields: (label: string) => `${label} 中可绑定的字段`,
} as const;

const SEPARATOR = ' › ';

/** A short text for a sample value (texts cut, lists counted, objects left out). */
function sampleText(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 24 ? `${value.slice(0, 24)}…` : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? PICKER_TEXT.yes : PICKER_TEXT.no;
  if (Array.isArray(value)) return PICKER_TEXT.items(value.length);
  return null;
}

interface TreeProps {
  field: BindingField;
  trail: string;
  selected: string | undefined;
  /** The sample of the source's root value; fields read their part of it. */
  sample: unknown;
  root: string;
  depth: number;
  onPick(reference: string): void;
}

function FieldNode({ field, trail, selected, sample, root, depth, onPick }: TreeProps) {
  const onTheWay = selected !== undefined && selected.startsWith(`${field.reference}.`);
  const [open, setOpen] = useState(depth === 0 || onTheWay);
  const path = field.reference === root ? [] : field.reference.slice(root.length + 1).split('.');
  const shown = sample === undefined ? null : sampleText(readPath(sample, path));
  const label = trail ? `${trail}${SEPARATOR}${field.label}` : field.label;
  return (
    <li className="ops-binding__node">
      {field.children.length > 0 ? (
        <button
          type="button"
          className="ops-binding__toggle"
          aria-expanded={open}
          aria-label={open ? PICKER_TEXT.collapse(label) : PICKER_TEXT.expand(label)}
          onClick={() => setOpen(!open)}
        >
          {open ? '▾' : '▸'}
        </button>
      ) : (
        <span className="ops-binding__toggle" aria-hidden="true" />
      )}
      {field.fits ? (
        <button
          type="button"
          className="ops-binding__pick"
          aria-pressed={selected === field.reference}
          aria-label={PICKER_TEXT.pick(label)}
          onClick={() => onPick(field.reference)}
        >
          {field.label}
        </button>
      ) : (
        <span className="ops-binding__group">{field.label}</span>
      )}
      <span className="ops-binding__type">{describeTypes(field.types)}</span>
      {shown !== null && shown !== '' && <span className="ops-binding__sample">{PICKER_TEXT.sample(shown)}</span>}
      {open && field.children.length > 0 && (
        <ul className="ops-binding__tree">
          {field.children.map((child) => (
            <FieldNode key={child.key} field={child} trail={label} selected={selected} sample={sample} root={root} depth={depth + 1} onPick={onPick} />
          ))}
        </ul>
      )}
    </li>
  );
}

function QueryName({ onPick }: { onPick(reference: string): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const valid = /^[A-Za-z0-9_]+$/.test(name);
  return (
    <div className="ops-inline">
      <label htmlFor={id}>{PICKER_TEXT.queryName}</label>
      <input id={id} type="text" value={name} onChange={(e) => setName(e.target.value.trim())} />
      <button type="button" disabled={!valid} onClick={() => onPick(`$route.query.${name}`)}>
        {PICKER_TEXT.bindQuery}
      </button>
    </div>
  );
}

export interface BindingPickerProps {
  label: string;
  reference: string | undefined;
  sources: readonly BindingSource[];
  doc: LayoutDocument;
  layoutId: string;
  error?: string;
  onChange(reference: string): void;
}

/** "绑定数据": a source, then a field of it from a tree of what fits, each with its type and a sample. */
export function BindingPicker({ label, reference, sources, doc, layoutId, error, onChange }: BindingPickerProps) {
  const id = useId();
  const current = reference ? sourceOf(sources, reference) : undefined;
  const [chosen, setChosen] = useState<string>(current?.root ?? sources[0]?.root ?? '');
  const source = sources.find((candidate) => candidate.root === chosen);
  const sample = useEntrySample(doc, layoutId, source?.entry);
  const trail = current && reference ? fieldTrail(current.field, reference) : [];
  const status = !reference
    ? PICKER_TEXT.unbound
    : trail.length
      ? PICKER_TEXT.bound(trail.map((field) => field.label).join(SEPARATOR))
      : PICKER_TEXT.unknown(reference);
  return (
    <fieldset className="ops-binding" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <p className="ops-binding__current">{status}</p>
      {sources.length === 0 ? (
        <p className="ops-hint">{PICKER_TEXT.none}</p>
      ) : (
        <>
          <div className="ops-field">
            <label htmlFor={`${id}-source`}>{PICKER_TEXT.source}</label>
            <select id={`${id}-source`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {!source && <option value="">{PICKER_TEXT.chooseSource}</option>}
              {sources.map((option) => (
                <option key={option.root} value={option.root}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {source && (
            <ul className="ops-binding__tree" aria-label={PICKER_TEXT.fields(source.label)}>
              <FieldNode key={source.root} field={source.field} trail="" selected={reference} sample={sample} root={source.root} depth={0} onPick={onChange} />
            </ul>
          )}
          {source?.root === '$route' && <QueryName onPick={onChange} />}
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="ops-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
