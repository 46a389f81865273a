import type { Action, Condition } from '../../../contract/generated/schema-types';
import { formatTime } from '../format-time';
import { enumOptions, fieldKind } from '../schema-form/field-kind';
import { resolveRef, type SchemaAt } from '../schema-form/schema-registry';
import { fieldName } from './field-names';
import type { NodeFieldKey, PropValue } from '../../../contract/layout/node-fields';
import { propSchema } from './node-fields';
import { stringWidgetOf } from './value-field';
import { actionTitle, widgetTitle } from './widget-names';

// A field's value in the operator's words, for a merge clash and the revision diff: text as text, an
// image as 图片, a list by its length, actions by their Chinese names, a time window as times — never JSON.

export const VALUE_WORDS = {
  empty: '（未设置）',
  image: '图片',
  video: '视频',
  document: '文件',
  yes: '是',
  no: '否',
  items: (n: number) => `${n} 项`,
  noActions: '无动作',
  bound: (reference: string) => `绑定数据 ${reference}`,
  boundComposite: '绑定了组合数据',
  from: (at: string) => `${at} 起`,
  until: (at: string) => `${at} 止`,
  window: (start: string, end: string) => `${start} 至 ${end}`,
  condition: (n: number) => (n === 1 ? '已设置 1 个条件' : `已设置 ${n} 个条件`),
  audiences: (n: number) => `${n} 个人群`,
  hidden: '已隐藏',
  shown: '显示',
  fields: (parts: string[]) => parts.join('，'),
} as const;

const MAX_TEXT = 40;
const IMAGE_URL = /\.(png|jpe?g|gif|webp|svg|avif)(\?.*)?$/i;

function quoted(text: string): string {
  const short = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  return `「${short}」`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Any value, told by its schema where one is known (enum names, image strings), else by its shape. */
export function valueWords(value: unknown, at?: SchemaAt, name = ''): string {
  if (isEmpty(value)) return VALUE_WORDS.empty;
  const kind = at ? fieldKind(at) : undefined;
  if (kind?.kind === 'enum') {
    const described = at ? (resolveRef(at)?.schema.description ?? at.schema.description) : undefined;
    return enumOptions(kind.options, described).find((option) => option.value === value)?.label ?? String(value);
  }
  if (typeof value === 'boolean') return value ? VALUE_WORDS.yes : VALUE_WORDS.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const widget = stringWidgetOf(name, at);
    if (widget === 'image' || (widget === undefined && IMAGE_URL.test(value))) return VALUE_WORDS.image;
    if (widget === 'video') return VALUE_WORDS.video;
    if (widget === 'document') return VALUE_WORDS.document;
    if (kind?.kind === 'datetime') return formatTime(value);
    return quoted(value);
  }
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isAction)) return actionsWords(value);
    return VALUE_WORDS.items(value.length);
  }
  if (typeof value === 'object') {
    if (isAction(value)) return actionTitle(value.action);
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => !isEmpty(v));
    if (entries.length === 0) return VALUE_WORDS.empty;
    const properties = at ? (resolveRef(at)?.schema.properties ?? {}) : {};
    return (
      VALUE_WORDS.fields(
        entries.slice(0, 3).map(([key, v]) => {
          const inner = properties[key] && at ? { schema: properties[key], file: (resolveRef(at) ?? at).file } : undefined;
          return `${fieldName(key)} ${valueWords(v, inner, key)}`;
        }),
      ) + (entries.length > 3 ? ' …' : '')
    );
  }
  return String(value);
}

function isAction(value: unknown): value is Action {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { action?: unknown }).action === 'string';
}

function actionsWords(actions: readonly Action[]): string {
  return actions.length === 0 ? VALUE_WORDS.noActions : actions.map((action) => actionTitle(action.action)).join('、');
}

function conditionCount(condition: Condition): number {
  if ('all' in condition && Array.isArray(condition.all)) return condition.all.reduce((n, inner) => n + conditionCount(inner), 0);
  if ('any' in condition && Array.isArray(condition.any)) return condition.any.reduce((n, inner) => n + conditionCount(inner), 0);
  if ('not' in condition && condition.not) return conditionCount(condition.not);
  return 1;
}

function bindingWords(bind: unknown): string {
  return typeof bind === 'string' ? VALUE_WORDS.bound(bind) : VALUE_WORDS.boundComposite;
}

/** A node field's value (nodeFields' shape) in words. */
export function nodeFieldWords(widget: string, key: NodeFieldKey, value: unknown): string {
  if (value === undefined) return VALUE_WORDS.empty;
  if (key === 'widget') return widgetTitle((value as { widget: string }).widget);
  if (key.startsWith('prop:')) {
    const prop = value as PropValue;
    if (prop.bind !== undefined) return bindingWords(prop.bind);
    return valueWords(prop.value, propSchema(widget, key.slice(5)), key.slice(5));
  }
  if (key.startsWith('on:')) return Array.isArray(value) ? actionsWords(value as Action[]) : VALUE_WORDS.empty;
  switch (key) {
    case 'schedule': {
      const { start, end } = value as { start?: string; end?: string };
      if (start && end) return VALUE_WORDS.window(formatTime(start), formatTime(end));
      if (start) return VALUE_WORDS.from(formatTime(start));
      return end ? VALUE_WORDS.until(formatTime(end)) : VALUE_WORDS.empty;
    }
    case 'audiences':
      return Array.isArray(value) ? VALUE_WORDS.audiences(value.length) : VALUE_WORDS.empty;
    case 'when':
      return VALUE_WORDS.condition(conditionCount(value as Condition));
    case 'hidden':
      return value === true ? VALUE_WORDS.hidden : VALUE_WORDS.shown;
    case 'repeat':
      return typeof value === 'string' ? VALUE_WORDS.bound(value) : VALUE_WORDS.empty;
    default:
      return valueWords(value);
  }
}
