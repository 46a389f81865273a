import type { ContentKind } from '../api/ops-types';
import { enumOptions, fieldHelp, fieldKind, fieldLabel, type EnumOption, type FieldKind, type FieldWidget } from '../schema-form/field-kind';
import { initialObject, missingRequired, objectProperties, pruneToSchema } from '../schema-form/object-values';
import { repositorySchemas, type SchemaAt, type SchemaFiles } from '../schema-form/schema-registry';

// Each kind of home content the console manages. The fields an operator edits — names, labels,
// types, options, required, limits — come from the input schema the server validates the kind's
// create/update bodies with (schemas/ops/*-input.json). Here is only what a schema cannot say.

/** A recommend module's items: origin type + id pairs, edited by module-items-editor.tsx. */
export type ContentWidget = FieldWidget | 'module-items';

export interface ContentKindDefinition {
  kind: ContentKind;
  title: string;
  /** The server's input schema for create and update (repository path). */
  schemaFile: string;
  /** Properties shown as list columns, in order. */
  columns: string[];
  /** Controls the schema cannot choose: image URLs get an upload, links stay one line. */
  widgets?: Record<string, ContentWidget>;
  /** False when the server orders the kind itself (screen adverts: by their time window). */
  ordered?: boolean;
}

export const CONTENT_KINDS: ContentKindDefinition[] = [
  {
    kind: 'banners',
    title: '轮播图',
    schemaFile: 'schemas/ops/ops-banner-input.json',
    columns: ['title', 'img', 'type', 'enabled'],
    widgets: { img: 'image', target_url: 'link' },
  },
  {
    kind: 'shortcuts',
    title: '图标入口',
    schemaFile: 'schemas/ops/ops-shortcut-input.json',
    columns: ['title', 'logo', 'position_type', 'enabled'],
    widgets: { logo: 'image', link: 'link' },
  },
  {
    kind: 'messages',
    title: '消息',
    schemaFile: 'schemas/ops/ops-message-input.json',
    columns: ['label', 'title', 'enabled'],
    widgets: { link: 'link' },
  },
  {
    kind: 'screen-adverts',
    title: '开屏广告',
    schemaFile: 'schemas/ops/ops-screen-advert-input.json',
    columns: ['cover_img', 'start_time', 'end_time', 'enabled'],
    widgets: { cover_img: 'image', link: 'link' },
    ordered: false,
  },
  {
    kind: 'recommend-modules',
    title: '推荐模块',
    schemaFile: 'schemas/ops/ops-recommend-module-input.json',
    columns: ['module_name', 'layout', 'module_type', 'enabled'],
    widgets: { items: 'module-items' },
  },
  {
    kind: 'hot-words',
    title: '热词',
    schemaFile: 'schemas/ops/ops-hot-word-input.json',
    columns: ['title', 'content_type', 'enabled'],
    widgets: { link: 'link' },
  },
  {
    kind: 'channels',
    title: '频道',
    schemaFile: 'schemas/ops/ops-channel-input.json',
    columns: ['title', 'origin_type', 'enabled'],
  },
];

/** One form field of a kind, as its input schema describes it. */
export interface ContentField {
  key: string;
  at: SchemaAt;
  label: string;
  help?: string;
  required: boolean;
  kind: FieldKind;
  /** Named options of an enum (empty otherwise). */
  options: EnumOption[];
  widget?: ContentWidget;
}

export function kindSchema(definition: ContentKindDefinition, files: SchemaFiles = repositorySchemas): SchemaAt {
  const schema = files[definition.schemaFile];
  if (!schema) throw new Error(`no input schema ${definition.schemaFile} for ${definition.kind}`);
  return { schema, file: definition.schemaFile };
}

/** The kind's fields in the schema's property order. */
export function contentFields(definition: ContentKindDefinition, files: SchemaFiles = repositorySchemas): ContentField[] {
  return objectProperties(kindSchema(definition, files), files).map(({ key, at, required }) => {
    const kind = fieldKind(at, files);
    const help = fieldHelp(at, files);
    return {
      key,
      at,
      label: fieldLabel(key, at, files),
      help,
      required,
      kind,
      options: kind.kind === 'enum' ? enumOptions(kind.options, help) : [],
      widget: definition.widgets?.[key],
    };
  });
}

/** The list's columns, in the definition's order. */
export function columnFields(definition: ContentKindDefinition, files: SchemaFiles = repositorySchemas): ContentField[] {
  const fields = contentFields(definition, files);
  return definition.columns.map((key) => {
    const field = fields.find((entry) => entry.key === key);
    if (!field) throw new Error(`column ${key} of ${definition.kind} is not in ${definition.schemaFile}`);
    return field;
  });
}

/** A record as a form starts it: the schema's defaults, required selects on their first option. */
export function blankRecord(definition: ContentKindDefinition, files: SchemaFiles = repositorySchemas): Record<string, unknown> {
  return initialObject(kindSchema(definition, files), files);
}

/** Keys of the fields the operator must fill before 保存 is allowed. */
export function missingFields(definition: ContentKindDefinition, record: Record<string, unknown>, files: SchemaFiles = repositorySchemas): string[] {
  return missingRequired(kindSchema(definition, files), record, files);
}

/** Moves one id up or down in the list order sent to /order. */
export function reorderIds(ids: number[], id: number, delta: -1 | 1): number[] {
  const index = ids.indexOf(id);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const copy = [...ids];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
}

/**
 * The body sent to create/update: only what the input schema declares (the list answer also carries
 * sort, counters and item ids, which the input schemas refuse).
 */
export function contentBody(
  definition: ContentKindDefinition,
  record: Record<string, unknown>,
  files: SchemaFiles = repositorySchemas,
): Record<string, unknown> {
  return pruneToSchema(record, kindSchema(definition, files), files) as Record<string, unknown>;
}
