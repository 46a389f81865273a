import type { OpsItemKind } from '../../../contract/generated/schema-types';
import { FIELD_ASPECTS, type FieldAspect, type ImageFieldKind } from '../media/field-aspects';
import { fieldKind, fieldLabel, type FieldKind, type FieldWidget } from '../schema-form/field-kind';
import { initialObject, objectProperties } from '../schema-form/object-values';
import { repositorySchemas, type SchemaAt, type SchemaFiles } from '../schema-form/schema-registry';

// The kinds the back office makes. Their fields — names, labels, types, limits, required — come from
// the input schema the server checks them with (schemas/ops/ops-<kind>-input.json); here is only what a
// schema cannot say: which control edits a field, and what an item is called.

/** Controls beyond the schema form's own: the rich-text body and pickers of other content. */
export type ItemWidget =
  | FieldWidget
  | 'rich-text'
  | 'medical-column'
  | 'category'
  | 'case-category'
  | 'course-category'
  | 'short-video-category'
  | 'course'
  | 'people'
  | 'attachments'
  | 'lessons'
  | 'live-column'
  | 'white-list'
  | 'stream-name'
  | 'hidden'
  | 'download-category'
  | 'person'
  | 'topic-experts';

export interface ItemKindDefinition {
  kind: OpsItemKind;
  title: string;
  schemaFile: string;
  widgets: Record<string, ItemWidget>;
  /** The shape the app shows an image field at (offers cropping to it). */
  aspects?: Record<string, ImageFieldKind>;
  /** The kind has a medical column (list filter, bulk move). */
  hasColumn: boolean;
  /** The heading of what a kind without a medical column shows in the list's column column (a person's hospital). */
  listColumn?: string;
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
  {
    kind: 'case',
    title: '病例',
    schemaFile: 'schemas/ops/ops-article-input.json',
    // Cases sit under the case list's own tabs, not the article list's.
    widgets: { ...ARTICLE_WIDGETS, category_id: 'case-category' },
    hasColumn: true,
  },
  {
    kind: 'medical-column',
    title: '医学专栏',
    schemaFile: 'schemas/ops/ops-medical-column-input.json',
    widgets: { logo: 'image', desc: 'textarea' },
    hasColumn: false,
  },
  {
    kind: 'course',
    title: '课程',
    schemaFile: 'schemas/ops/ops-course-input.json',
    widgets: {
      category_id: 'course-category',
      cover_img: 'image',
      lecturer_ids: 'people',
      course_desc: 'textarea',
      content: 'rich-text',
      video: 'video',
      downloads: 'attachments',
      chapters: 'lessons',
    },
    hasColumn: false,
  },
  {
    kind: 'short-video',
    title: '短视频',
    schemaFile: 'schemas/ops/ops-short-video-input.json',
    widgets: {
      video: 'video',
      cover_img: 'image',
      category_id: 'short-video-category',
      desc: 'textarea',
      parent_course_id: 'course',
      downloads: 'attachments',
    },
    hasColumn: false,
  },
  {
    kind: 'live',
    title: '直播',
    schemaFile: 'schemas/ops/ops-live-input.json',
    widgets: {
      cover_img: 'image',
      lecturer_ids: 'people',
      content: 'rich-text',
      stream_name: 'stream-name',
      replay_video: 'video',
      // The stored hash goes back unchanged with the form; operators only ever type a new password.
      password_hash: 'hidden',
      white_list: 'white-list',
      parent_id: 'live-column',
    },
    hasColumn: false,
  },
  {
    kind: 'person',
    title: '讲者与专家',
    schemaFile: 'schemas/ops/ops-person-input.json',
    widgets: { photo: 'image', bio: 'textarea' },
    aspects: { photo: 'avatar' },
    hasColumn: false,
    listColumn: '医院',
  },
  {
    kind: 'download',
    title: '指南下载',
    schemaFile: 'schemas/ops/ops-download-input.json',
    widgets: { category_id: 'download-category', file_url: 'document', cover_img: 'image', content: 'rich-text' },
    aspects: { cover_img: 'cover' },
    hasColumn: false,
    listColumn: '分类',
  },
  {
    kind: 'activity',
    title: '活动',
    schemaFile: 'schemas/ops/ops-activity-input.json',
    widgets: { cover_img: 'image', link: 'link', content: 'rich-text' },
    aspects: { cover_img: 'cover' },
    hasColumn: false,
    listColumn: '状态标签',
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
  aspect?: FieldAspect;
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
    aspect: definition.aspects?.[key] && FIELD_ASPECTS[definition.aspects[key]],
  }));
}

/** A new item's fields: the schema's defaults. */
export function blankFields(definition: ItemKindDefinition, files: SchemaFiles = repositorySchemas): Record<string, unknown> {
  return initialObject(schemaOf(definition, files), files);
}
