import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { fieldKind, fieldLabel, type FieldKind, type FieldWidget } from '../schema-form/field-kind';
import { initialObject, objectProperties } from '../schema-form/object-values';
import { repositorySchemas, type SchemaAt, type SchemaFiles } from '../schema-form/schema-registry';

// The kinds the back office makes. Their fields — names, labels, types, limits, required — come from
// the input schema the server checks them with (schemas/ops/ops-<kind>-input.json); here is only what a
// schema cannot say: which control edits a field, and what an item is called.

/** Controls beyond the schema form's own: the rich-text body and pickers of other content. */
export type ItemWidget = FieldWidget | 'rich-text' | 'medical-column' | 'category' | 'topic-experts';

export interface ItemKindDefinition {
  kind: OpsItemKind;
  title: string;
  schemaFile: string;
  widgets: Record<string, ItemWidget>;
  /** The kind has a medical column (list filter, bulk move). */
  hasColumn: boolean;
}

const ARTICLE_WIDGETS: Record<string, ItemWidget> = {
  cover_img: 'image',
  summary: 'textarea',
  content: 'rich-text',
  medical_column_id: 'medical-column',
  category_id: 'category',
};

export const ITEM_KINDS: ItemKindDefinition[] = [
  { kind: 'article', title: '资讯', schemaFile: 'schemas/ops/ops-article-input.json', widgets: ARTICLE_WIDGETS, hasColumn: true },
  { kind: 'case', title: '病例', schemaFile: 'schemas/ops/ops-article-input.json', widgets: ARTICLE_WIDGETS, hasColumn: true },
  {
    kind: 'medical-column',
    title: '医学专栏',
    schemaFile: 'schemas/ops/ops-medical-column-input.json',
    widgets: { logo: 'image', desc: 'textarea' },
    hasColumn: false,
  },
  {
    kind: 'meeting',
    title: '学术会',
    schemaFile: 'schemas/ops/ops-meeting-input.json',
    widgets: { cover_img: 'image', desc: 'textarea', content: 'rich-text', link: 'link' },
    hasColumn: false,
  },
  {
    kind: 'topic',
    title: '专题',
    schemaFile: 'schemas/ops/ops-topic-input.json',
    widgets: {
      logo: 'image',
      cover_img: 'image',
      footer_img: 'image',
      qrcode: 'image',
      desc: 'textarea',
      content: 'rich-text',
      experts: 'topic-experts',
    },
    hasColumn: false,
  },
];

export function itemKindDefinition(kind: string): ItemKindDefinition {
  return ITEM_KINDS.find((definition) => definition.kind === kind) ?? ITEM_KINDS[0];
}

export interface ItemField {
  key: string;
  at: SchemaAt;
  label: string;
  required: boolean;
  kind: FieldKind;
  widget?: ItemWidget;
}

function schemaOf(definition: ItemKindDefinition, files: SchemaFiles): SchemaAt {
  const schema = files[definition.schemaFile];
  if (!schema) throw new Error(`no input schema ${definition.schemaFile} for ${definition.kind}`);
  return { schema, file: definition.schemaFile };
}

/** The kind's fields in the schema's property order. */
export function itemFields(definition: ItemKindDefinition, files: SchemaFiles = repositorySchemas): ItemField[] {
  return objectProperties(schemaOf(definition, files), files).map(({ key, at, required }) => ({
    key,
    at,
    label: fieldLabel(key, at, files),
    required,
    kind: fieldKind(at, files),
    widget: definition.widgets[key],
  }));
}

/** A new item's fields: the schema's defaults. */
export function blankFields(definition: ItemKindDefinition, files: SchemaFiles = repositorySchemas): Record<string, unknown> {
  return initialObject(schemaOf(definition, files), files);
}
