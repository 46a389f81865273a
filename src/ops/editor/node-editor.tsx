import { useId, useMemo, useState } from 'react';
import type { LayoutDocument, LayoutNode, ValueSource } from '../../../contract/generated/schema-types';
import { AudiencePicker } from '../audiences/audience-picker';
import { widgetPropAspect } from '../media/field-aspects';
import type { LayoutProblem } from '../api/ops-types';
import { fieldKind } from '../schema-form/field-kind';
import { JsonField } from '../schema-form/json-field';
import { ConditionEditor } from './condition-editor';
import { widgetSchema } from '../schema-form/schema-registry';
import { useUploadImage } from '../schema-form/use-upload-image';
import { NodeScheduleFields } from '../schedules/node-schedule-fields';
import { ActionsEditor } from './actions-editor';
import { BindingPicker } from './binding-picker';
import { bindingSources, type SourceOptions } from './binding-sources';
import { fieldKey, problemsByField } from './field-problems';
import { findNode, locateNode, nodeLabel } from './outline-tree';
import { ValueField } from './value-field';
import { widgetDescription } from './widget-names';

export const NODE_TEXT = {
  heading: (label: string) => `编辑节点：${label}`,
  props: '属性',
  noSchema: '没有找到该组件的属性定义，请在开发者视图中编辑',
  when: '显示条件',
  whenHelp: '满足条件时才显示本节点；没有条件则一直显示',
  nodeId: (id: string) => `节点编号：${id}`,
  repeat: '重复：按列表中的每一项各显示一次',
  repeatOn: '按列表重复',
  version: (v: number) => `属性版本 ${v}`,
  developer: '开发者视图',
  developerJson: '节点 JSON（开发者视图）',
  other: '本节点的其他问题',
} as const;

export interface NodeEditorProps {
  doc: LayoutDocument;
  layoutId: string;
  node: LayoutNode;
  /** Validation problems of this node (each is shown at its field). */
  problems: readonly LayoutProblem[];
  onChange(node: LayoutNode): void;
}

/** The `repeat` whose elements `$item` reads at this node: its own, else its nearest repeating ancestor's. */
function enclosingRepeat(doc: LayoutDocument, id: string): string | undefined {
  for (let current: string | null = id; current;) {
    const node = findNode(doc, current);
    if (node?.repeat) return node.repeat;
    current = locateNode(doc, current)?.parentId ?? null;
  }
  return undefined;
}

function without<T extends object>(record: T | undefined, key: string): T | undefined {
  if (!record) return undefined;
  const copy = { ...record } as Record<string, unknown>;
  delete copy[key];
  return Object.keys(copy).length ? (copy as T) : undefined;
}

/** The selected node's form: each prop typed or bound, actions with typed arguments, condition, repeat. */
export function NodeEditor({ doc, layoutId, node, problems, onChange }: NodeEditorProps) {
  const id = useId();
  const [developer, setDeveloper] = useState(false);
  const [wantRepeat, setWantRepeat] = useState(false);
  const uploadImage = useUploadImage();
  const schema = widgetSchema(node.widget);
  const kind = schema ? fieldKind(schema) : undefined;
  const props = (node.props ?? {}) as Record<string, unknown>;
  const bind = (node.bind ?? {}) as Record<string, ValueSource>;
  const byField = useMemo(() => problemsByField(doc, node.id, problems), [doc, node.id, problems]);
  const repeat = enclosingRepeat(doc, node.id);
  const sources = useMemo<Omit<SourceOptions, 'accepted'>>(() => ({ doc, layoutId, repeat }), [doc, layoutId, repeat]);
  const repeatSources = useMemo(() => bindingSources({ doc, layoutId, accepted: new Set(['array']), dataOnly: true }), [doc, layoutId]);

  const setProp = (key: string, value: unknown) => {
    const next = { ...props };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange({ ...node, props: Object.keys(next).length ? next : undefined });
  };
  // A bound prop takes its value from the data only: its static value is dropped, and the other way round.
  const setBinding = (key: string, reference: string | undefined) => {
    const nextBind = reference === undefined ? without(node.bind, key) : { ...bind, [key]: reference };
    onChange({ ...node, props: reference === undefined ? node.props : without(node.props, key), bind: nextBind });
  };
  const update = <K extends keyof LayoutNode>(key: K, value: LayoutNode[K] | undefined) => {
    const next = { ...node };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };

  return (
    <section className="ops-node-editor" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} title={NODE_TEXT.nodeId(node.id)}>
        {NODE_TEXT.heading(nodeLabel(node))}
      </h3>
      {widgetDescription(node.widget) && <p className="ops-hint">{widgetDescription(node.widget)}</p>}
      {typeof schema?.schema['x-version'] === 'number' && <p className="ops-hint">{NODE_TEXT.version(schema.schema['x-version'])}</p>}
      <button type="button" aria-pressed={developer} onClick={() => setDeveloper(!developer)}>
        {NODE_TEXT.developer}
      </button>
      {byField.rest.length > 0 && (
        <ul aria-label={NODE_TEXT.other}>
          {byField.rest.map((problem, index) => (
            <li key={index} className="ops-field__error">
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      <section className="ops-panel-section" aria-labelledby={`${id}-props`}>
        <h4 id={`${id}-props`}>{NODE_TEXT.props}</h4>
        {kind?.kind === 'object' ? (
          kind.properties.map((property) => {
            const bound = bind[property.key];
            return (
              <ValueField
                key={`${node.id}-${property.key}`}
                name={property.key}
                at={property.at}
                required={property.required && bound === undefined}
                literal={props[property.key]}
                reference={typeof bound === 'string' ? bound : undefined}
                composite={bound !== undefined && typeof bound !== 'string'}
                sources={sources}
                problems={byField.fields.get(fieldKey.prop(property.key))}
                uploadImage={uploadImage}
                imageAspect={widgetPropAspect(node.widget, property.key)}
                onLiteral={(value) => setProp(property.key, value)}
                onBind={(reference) => setBinding(property.key, reference)}
              />
            );
          })
        ) : (
          <p className="ops-hint">{NODE_TEXT.noSchema}</p>
        )}
      </section>
      <ActionsEditor
        events={(schema?.schema['x-events'] as Record<string, string> | undefined) ?? {}}
        on={node.on}
        sources={sources}
        problems={byField.fields}
        onChange={(on) => update('on', on)}
      />
      <section className="ops-panel-section">
        <ConditionEditor
          label={NODE_TEXT.when}
          help={NODE_TEXT.whenHelp}
          value={node.when}
          doc={doc}
          layoutId={layoutId}
          repeat={repeat}
          error={byField.fields.get(fieldKey.when)?.join('；')}
          onChange={(value) => update('when', value)}
        />
        <div className="ops-field ops-field--check">
          <input
            id={`${id}-repeat`}
            type="checkbox"
            checked={node.repeat !== undefined || wantRepeat}
            onChange={(e) => {
              setWantRepeat(e.target.checked);
              if (!e.target.checked) update('repeat', undefined);
            }}
          />
          <label htmlFor={`${id}-repeat`}>{NODE_TEXT.repeatOn}</label>
        </div>
        <AudiencePicker value={node.audiences} onChange={(value) => update('audiences', value)} />
        {(node.repeat !== undefined || wantRepeat) && (
          <BindingPicker
            label={NODE_TEXT.repeat}
            reference={node.repeat}
            sources={repeatSources}
            doc={doc}
            layoutId={layoutId}
            error={byField.fields.get(fieldKey.repeat)?.join('；')}
            onChange={(value) => update('repeat', value)}
          />
        )}
        <NodeScheduleFields value={node.schedule} onChange={(value) => update('schedule', value)} />
      </section>
      {developer && (
        <section className="ops-developer">
          <JsonField
            label={NODE_TEXT.developerJson}
            value={node}
            onChange={(value) => {
              // The node keeps its id (the editor follows it); anything else may change here.
              if (value && typeof value === 'object' && !Array.isArray(value)) onChange({ ...(value as LayoutNode), id: node.id });
            }}
          />
        </section>
      )}
    </section>
  );
}
