import type { NodeFieldKey } from '../../../contract/layout/node-fields';
import { fieldLabel } from '../schema-form/field-kind';
import { repositorySchemas, widgetSchema, type SchemaAt } from '../schema-form/schema-registry';

// The names of a node's fields (contract/layout/node-fields.ts) as the node form shows them: a prop by its
// schema's x-title or description, an event's actions by the event, the node's own fields by the node schema.

const NODE_FILE = 'schemas/layout/layout-node.json';

/** Names of the node's own fields where the node schema gives none an operator reads (x-title). */
export const NODE_FIELD_TEXT = {
  widget: '组件类型',
  event: (description: string) => `${description}时的动作`,
  fields: { when: '显示条件', hidden: '立即隐藏', repeat: '按列表重复' } as Readonly<Record<string, string>>,
} as const;

/** The schema of a widget prop, for its name and for how its value reads. */
export function propSchema(widget: string, name: string): SchemaAt | undefined {
  const at = widgetSchema(widget);
  const property = at?.schema.properties?.[name];
  return at && property ? { schema: property, file: at.file } : undefined;
}

/** The field's name as the node form shows it. */
export function nodeFieldName(widget: string, key: NodeFieldKey): string {
  if (key === 'widget') return NODE_FIELD_TEXT.widget;
  if (key.startsWith('prop:')) return fieldLabel(key.slice(5), propSchema(widget, key.slice(5)));
  if (key.startsWith('on:')) {
    const events = widgetSchema(widget)?.schema['x-events'] as Record<string, string> | undefined;
    // The event's description up to its first break: what the doctor does; the rest speaks to developers.
    const said = events?.[key.slice(3)]?.split(/[，,；;（(]/)[0].trim();
    return NODE_FIELD_TEXT.event(said || key.slice(3));
  }
  const named = NODE_FIELD_TEXT.fields[key];
  if (named) return named;
  const schema = repositorySchemas[NODE_FILE]?.properties?.[key];
  return fieldLabel(key, schema ? { schema, file: NODE_FILE } : undefined);
}
