import type { OpsContentChange, OpsContentRevision } from '../api/ops-types';
import type { ContentField } from './content-kinds';

// The console's words for a kind's pending changes and its history.

export const CHANGE_TEXT = {
  create: (name: string) => `新增「${name}」`,
  update: (name: string, fields: string) => (fields ? `修改「${name}」：${fields}` : `修改「${name}」`),
  delete: (name: string) => `删除「${name}」`,
  order: '调整了顺序',
} as const;

export const REVISION_TEXT = {
  initial: '最初的内容',
  publish: '发布',
  rollback: (restored: number | null) => (restored ? `回滚到版本 ${restored}` : '回滚'),
} as const;

/** One pending change as an operator reads it, with field names from the kind's schema. */
export function describeChange(change: OpsContentChange, fields: ContentField[]): string {
  const name = change.name ?? (change.id ? `#${change.id}` : '');
  if (change.change === 'order') return CHANGE_TEXT.order;
  if (change.change === 'create') return CHANGE_TEXT.create(name);
  if (change.change === 'delete') return CHANGE_TEXT.delete(name);
  const labels = (change.fields ?? []).map((key) => fields.find((field) => field.key === key)?.label ?? key);
  return CHANGE_TEXT.update(name, labels.join('、'));
}

export function describeRevision(revision: OpsContentRevision): string {
  if (revision.action === 'rollback') return REVISION_TEXT.rollback(revision.restored);
  return REVISION_TEXT[revision.action];
}
