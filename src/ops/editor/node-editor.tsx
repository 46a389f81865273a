import { useId } from 'react';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { fieldKind } from '../schema-form/field-kind';
import { JsonField } from '../schema-form/json-field';
import { SchemaField } from '../schema-form/schema-field';
import { widgetSchema } from '../schema-form/schema-registry';
import { ActionsEditor } from './actions-editor';
import { BindingsEditor } from './bindings-editor';
import { ReferencePicker } from './reference-picker';
import { sourceRoots } from './value-source';

export const NODE_TEXT = {
  heading: (label: string) => `编辑节点：${label}`,
  props: '属性',
  noSchema: '没有找到该组件的属性定义，请直接编辑 JSON',
  when: '显示条件（when）',
  whenHelp: '条件语言：{ "path": "$data.x.length", "op": "gt", "value": 0 }，或 all / any / not 组合',
  repeat: '重复（repeat）：按数组中的每一项各显示一次',
  repeatOn: '按数组重复',
  version: (v: number) => `属性版本 ${v}`,
} as const;

export interface NodeEditorProps {
  doc: LayoutDocument;
  node: LayoutNode;
  /** True when the node or one of its ancestors repeats (then $item is a value source). */
  repeated: boolean;
  onChange(node: LayoutNode): void;
}

/** The selected node's form: props from the widget's schema, bindings, actions, condition, repeat. */
export function NodeEditor({ doc, node, repeated, onChange }: NodeEditorProps) {
  const id = useId();
  const schema = widgetSchema(node.widget);
  const kind = schema ? fieldKind(schema) : undefined;
  const props = (node.props ?? {}) as Record<string, unknown>;
  const setProp = (key: string, value: unknown) => {
    const next = { ...props };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange({ ...node, props: Object.keys(next).length ? next : undefined });
  };
  const update = <K extends keyof LayoutNode>(key: K, value: LayoutNode[K] | undefined) => {
    const next = { ...node };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <section className="ops-node-editor" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{NODE_TEXT.heading(`${node.widget} #${node.id}`)}</h3>
      {schema?.schema.description && <p className="ops-hint">{schema.schema.description}</p>}
      {typeof schema?.schema['x-version'] === 'number' && <p className="ops-hint">{NODE_TEXT.version(schema.schema['x-version'])}</p>}
      <section className="ops-panel-section" aria-labelledby={`${id}-props`}>
        <h4 id={`${id}-props`}>{NODE_TEXT.props}</h4>
        {kind?.kind === 'object' ? (
          kind.properties.map((property) => (
            <SchemaField
              key={`${node.id}-${property.key}`}
              name={property.key}
              at={property.at}
              required={property.required && !(property.key in (node.bind ?? {}))}
              value={props[property.key]}
              onChange={(value) => setProp(property.key, value)}
            />
          ))
        ) : (
          <JsonField
            label={NODE_TEXT.props}
            help={schema ? undefined : NODE_TEXT.noSchema}
            value={node.props}
            onChange={(value) => update('props', value as LayoutNode['props'])}
          />
        )}
      </section>
      <BindingsEditor doc={doc} bind={node.bind} props={schema} repeated={repeated} onChange={(bind) => update('bind', bind)} />
      <ActionsEditor events={(schema?.schema['x-events'] as Record<string, string> | undefined) ?? {}} on={node.on} onChange={(on) => update('on', on)} />
      <section className="ops-panel-section">
        <JsonField label={NODE_TEXT.when} help={NODE_TEXT.whenHelp} value={node.when} onChange={(value) => update('when', value as LayoutNode['when'])} />
        <div className="ops-field ops-field--check">
          <input
            id={`${id}-repeat`}
            type="checkbox"
            checked={node.repeat !== undefined}
            onChange={(e) =>
              update('repeat', e.target.checked ? (sourceRoots(doc).find((root) => root.value.startsWith('$data.'))?.value ?? '$data') : undefined)
            }
          />
          <label htmlFor={`${id}-repeat`}>{NODE_TEXT.repeatOn}</label>
        </div>
        {node.repeat !== undefined && (
          <ReferencePicker
            label={NODE_TEXT.repeat}
            value={node.repeat}
            roots={sourceRoots(doc).filter((root) => root.value.startsWith('$data.'))}
            onChange={(value) => update('repeat', value)}
          />
        )}
      </section>
    </section>
  );
}
