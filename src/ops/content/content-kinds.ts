import type { ContentKind } from '../api/ops-types';

// The fields an operator edits for each kind of home content, named as the server's records name them
// (snake_case columns of server/src/db/schema/home.ts). Labels are the product's Chinese words.

export type ContentFieldType = 'text' | 'number' | 'select' | 'image' | 'datetime' | 'boolean' | 'items';

export interface ContentField {
  key: string;
  label: string;
  type: ContentFieldType;
  options?: Array<{ value: number; label: string }>;
  required?: boolean;
  /** Shown as a column in the list. */
  column?: boolean;
}

export interface ContentKindDefinition {
  kind: ContentKind;
  title: string;
  fields: ContentField[];
  /** False when the server orders the kind itself (screen adverts: by their time window). */
  ordered?: boolean;
}

const ENABLED: ContentField = { key: 'enabled', label: '启用', type: 'boolean', column: true };
const ORIGIN_TYPES = [
  { value: 1, label: '课程' },
  { value: 3, label: '短视频' },
  { value: 4, label: '直播' },
];

export const CONTENT_KINDS: ContentKindDefinition[] = [
  {
    kind: 'banners',
    title: '轮播图',
    fields: [
      { key: 'title', label: '标题', type: 'text', column: true },
      { key: 'img', label: '图片', type: 'image', required: true, column: true },
      { key: 'target_url', label: '跳转链接', type: 'text' },
      {
        key: 'type',
        label: '位置',
        type: 'select',
        required: true,
        options: [
          { value: 1, label: '首页/课程' },
          { value: 2, label: '文章' },
          { value: 4, label: '直播首页' },
          { value: 7, label: '临床好课' },
          { value: 9, label: '病例' },
          { value: 10, label: '学习专区' },
        ],
        column: true,
      },
      { key: 'channel_id', label: '频道 ID（留空为首页）', type: 'number' },
      ENABLED,
    ],
  },
  {
    kind: 'shortcuts',
    title: '图标入口',
    fields: [
      { key: 'title', label: '名称', type: 'text', required: true, column: true },
      { key: 'logo', label: '图标', type: 'image', required: true, column: true },
      { key: 'link', label: '跳转链接', type: 'text' },
      {
        key: 'position_type',
        label: '位置',
        type: 'select',
        required: true,
        options: [
          { value: 1, label: '图标宫格（每页 10 个）' },
          { value: 2, label: '第二行入口' },
        ],
        column: true,
      },
      { key: 'content_type', label: '内容类型', type: 'number' },
      ENABLED,
    ],
  },
  {
    kind: 'messages',
    title: '消息',
    fields: [
      { key: 'label', label: '标签', type: 'text', column: true },
      { key: 'title', label: '标题', type: 'text', required: true, column: true },
      { key: 'link', label: '跳转链接', type: 'text' },
      ENABLED,
    ],
  },
  {
    kind: 'screen-adverts',
    title: '开屏广告',
    ordered: false,
    fields: [
      { key: 'cover_img', label: '广告图片', type: 'image', required: true, column: true },
      { key: 'link', label: '跳转链接', type: 'text' },
      { key: 'start_time', label: '开始时间', type: 'datetime', required: true, column: true },
      { key: 'end_time', label: '结束时间', type: 'datetime', required: true, column: true },
      ENABLED,
    ],
  },
  {
    kind: 'recommend-modules',
    title: '推荐模块',
    fields: [
      { key: 'module_name', label: '模块名称', type: 'text', required: true, column: true },
      {
        key: 'layout',
        label: '版式',
        type: 'select',
        required: true,
        options: [
          { value: 1, label: '1 列表' },
          { value: 2, label: '2 横向滑动' },
          { value: 3, label: '3 两列宫格' },
        ],
        column: true,
      },
      { key: 'module_type', label: '模块类型', type: 'select', required: true, options: ORIGIN_TYPES, column: true },
      { key: 'items', label: '模块内容', type: 'items' },
      ENABLED,
    ],
  },
  {
    kind: 'hot-words',
    title: '热词',
    fields: [
      { key: 'title', label: '热词', type: 'text', required: true, column: true },
      {
        key: 'content_type',
        label: '类型',
        type: 'select',
        options: [
          { value: 1, label: '搜索该词' },
          { value: 2, label: '直接打开链接' },
        ],
        column: true,
      },
      { key: 'link', label: '链接', type: 'text' },
      ENABLED,
    ],
  },
  {
    kind: 'channels',
    title: '频道',
    fields: [
      { key: 'title', label: '频道名称', type: 'text', required: true, column: true },
      {
        key: 'origin_type',
        label: '所属页面',
        type: 'select',
        required: true,
        options: [
          { value: 0, label: '首页' },
          { value: 1, label: '课程' },
          { value: 4, label: '直播' },
          { value: 6, label: '病例' },
        ],
        column: true,
      },
      ENABLED,
    ],
  },
];

/** A record as a form starts it: the kind's first option for selects, enabled on, the rest empty. */
export function blankRecord(definition: ContentKindDefinition): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.type === 'boolean') record[field.key] = true;
    else if (field.type === 'select' && field.required) record[field.key] = field.options?.[0]?.value;
    else if (field.type === 'items') record[field.key] = [];
  }
  return record;
}

/** Fields the operator must fill before 保存 is allowed. */
export function missingFields(definition: ContentKindDefinition, record: Record<string, unknown>): string[] {
  return definition.fields
    .filter((field) => field.required && (record[field.key] === undefined || record[field.key] === null || record[field.key] === ''))
    .map((field) => field.label);
}

/** datetime-local input value ↔ ISO string the server stores. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
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
 * The body sent to create/update: only the kind's fields (the list answer also carries sort, counters
 * and item ids, which the input schemas do not take), items reduced to origin_type + origin_id.
 */
export function contentBody(definition: ContentKindDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = record[field.key];
    if (value === undefined) continue;
    if (field.type === 'items' && Array.isArray(value)) {
      body[field.key] = value.map((item) => {
        const { origin_type, origin_id } = (item ?? {}) as { origin_type?: unknown; origin_id?: unknown };
        return { origin_type, origin_id };
      });
    } else body[field.key] = value;
  }
  return body;
}
