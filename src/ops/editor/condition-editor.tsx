import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Condition, LayoutDocument } from '../../../contract/generated/schema-types';
import { JsonField } from '../schema-form/json-field';
import { BindingPicker } from './binding-picker';
import { bindingSources } from './binding-sources';
import { COMPARISONS, conditionOf, rowsOf, takesList, takesValue, type ComparisonOp, type ConditionRow, type ConditionRows, type Join } from './condition-form';

export const CONDITION_TEXT = {
  none: '没有条件（一直生效）',
  join: '多个条件时',
  joins: { all: '全部满足', any: '任一满足' } satisfies Record<Join, string>,
  row: (n: number) => `条件 ${n}`,
  field: (n: number) => `条件 ${n} 的字段`,
  op: '比较方式',
  value: '比较值（数字、文字，或 是/否）',
  list: '取值（多个用逗号分隔）',
  add: '添加条件',
  remove: (n: number) => `删除条件 ${n}`,
  raw: '原始写法（开发者）',
  rawLabel: (label: string) => `${label}（原始写法）`,
  complex: '这个条件含有嵌套或“不满足”，表单无法显示，请在原始写法中编辑',
  noField: '请选择字段：没有选字段的条件不会生效',
} as const;

export interface ConditionEditorProps {
  label: string;
  help?: string;
  value: Condition | undefined;
  doc: LayoutDocument;
  layoutId: string;
  /** The repeat a node's condition may read `$item` of. */
  repeat?: string;
  error?: string;
  onChange(value: Condition | undefined): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A data entry's or a node's condition as a form: rows of field (picked from the page's data, address and
 * state), comparison and value, joined by 全部满足 or 任一满足; 原始写法 shows the same condition as raw
 * JSON for developers, and an edit in either shows in the other.
 */
export function ConditionEditor({ label, help, value, doc, layoutId, repeat, error, onChange }: ConditionEditorProps) {
  const id = useId();
  const [form, setForm] = useState<ConditionRows | null>(() => rowsOf(value));
  const [raw, setRaw] = useState(() => rowsOf(value) === null);
  // What the form itself sent last: an outside change (undo, the raw view) replaces the rows; our own does not.
  const sent = useRef<Condition | undefined>(value);
  useEffect(() => {
    if (same(sent.current, value)) return;
    sent.current = value;
    const next = rowsOf(value);
    setForm(next);
    if (next === null) setRaw(true);
  }, [value]);
  const sources = useMemo(() => bindingSources({ doc, layoutId, repeat, accepted: null }), [doc, layoutId, repeat]);

  const change = (next: ConditionRows) => {
    setForm(next);
    const condition = conditionOf(next);
    sent.current = condition;
    if (!same(condition, value)) onChange(condition);
  };
  const changeRow = (index: number, patch: Partial<ConditionRow>) =>
    form && change({ ...form, rows: form.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  return (
    <fieldset className="ops-fieldset ops-condition" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {help && <p className="ops-field__help">{help}</p>}
      {form === null ? (
        <p className="ops-hint">{CONDITION_TEXT.complex}</p>
      ) : (
        <>
          {form.rows.length === 0 && <p className="ops-hint">{CONDITION_TEXT.none}</p>}
          {form.rows.length > 1 && (
            <div className="ops-field">
              <label htmlFor={`${id}-join`}>{CONDITION_TEXT.join}</label>
              <select id={`${id}-join`} value={form.join} onChange={(e) => change({ ...form, join: e.target.value === 'any' ? 'any' : 'all' })}>
                {(['all', 'any'] as const).map((join) => (
                  <option key={join} value={join}>
                    {CONDITION_TEXT.joins[join]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {form.rows.map((row, index) => (
            <fieldset key={index} className="ops-condition__row" aria-label={CONDITION_TEXT.row(index + 1)}>
              <BindingPicker
                label={CONDITION_TEXT.field(index + 1)}
                reference={row.path}
                sources={sources}
                doc={doc}
                layoutId={layoutId}
                error={row.path ? undefined : CONDITION_TEXT.noField}
                onChange={(path) => changeRow(index, { path })}
              />
              <div className="ops-field">
                <label htmlFor={`${id}-op-${index}`}>{CONDITION_TEXT.op}</label>
                <select id={`${id}-op-${index}`} value={row.op} onChange={(e) => changeRow(index, { op: e.target.value as ComparisonOp })}>
                  {COMPARISONS.map((comparison) => (
                    <option key={comparison.op} value={comparison.op}>
                      {comparison.label}
                    </option>
                  ))}
                </select>
              </div>
              {takesValue(row.op) && (
                <div className="ops-field">
                  <label htmlFor={`${id}-value-${index}`}>{takesList(row.op) ? CONDITION_TEXT.list : CONDITION_TEXT.value}</label>
                  <input id={`${id}-value-${index}`} type="text" value={row.value} onChange={(e) => changeRow(index, { value: e.target.value })} />
                </div>
              )}
              <button type="button" onClick={() => change({ ...form, rows: form.rows.filter((_row, i) => i !== index) })}>
                {CONDITION_TEXT.remove(index + 1)}
              </button>
            </fieldset>
          ))}
          <button type="button" onClick={() => change({ ...form, rows: [...form.rows, { path: undefined, op: 'eq', value: '' }] })}>
            {CONDITION_TEXT.add}
          </button>
        </>
      )}
      <button type="button" aria-pressed={raw} onClick={() => setRaw(!raw)}>
        {CONDITION_TEXT.raw}
      </button>
      {/* Parsed JSON of any shape: the layout validation checks it against the condition schema and names what is wrong. */}
      {raw && <JsonField label={CONDITION_TEXT.rawLabel(label)} value={value} onChange={(next) => onChange(next as Condition | undefined)} />}
      {error && (
        <p id={`${id}-error`} className="ops-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
