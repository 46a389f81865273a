import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import type { ChangedNode, LayoutChanges } from '../../../contract/layout/layout-changes';
import { nodeFields } from '../../../contract/layout/node-fields';
import { nodeFieldName } from '../editor/node-fields';
import { dataEntryTitle, pageFieldTitle } from '../editor/page-field-names';
import { nodeLabel } from '../editor/outline-tree';
import { nodeFieldWords, valueWords } from '../editor/value-words';

// A layout's changes (contract/layout/layout-changes.ts) in the operator's words: 添加了 好课（分区）,
// 好课（分区）的「分区标题」：「好课」 → 「精品课」. With the two documents, each field's old and new value
// is told; without them (the audit log keeps only which fields changed) the fields are named.

export const CHANGE_TEXT = {
  added: (name: string) => `添加了 ${name}`,
  removed: (name: string) => `删除了 ${name}`,
  moved: (name: string) => `移动了 ${name}`,
  field: (name: string, field: string, before: string, after: string) => `${name}的「${field}」：${before} → ${after}`,
  fields: (name: string, fields: string[]) => `修改了 ${name}的${fields.map((field) => `「${field}」`).join('')}`,
  page: (field: string, before: string, after: string) => `${field}：${before} → ${after}`,
  pageChanged: (field: string) => `修改了 ${field}`,
  more: (n: number) => `还有 ${n} 处修改`,
} as const;

const labelOf = (node: ChangedNode) => nodeLabel({ id: node.id, widget: node.widget, ...(node.title ? { props: { title: node.title } } : {}) } as LayoutNode);

function findNode(doc: LayoutDocument | undefined, id: string): LayoutNode | undefined {
  const walk = (list: LayoutNode[] | undefined): LayoutNode | undefined => {
    for (const node of list ?? []) {
      if (node.id === id) return node;
      const inner = walk(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return doc ? (walk(doc.body) ?? walk(doc.overlays)) : undefined;
}

function pageFieldName(key: string, docs?: { before: LayoutDocument; after: LayoutDocument }): string {
  if (key.startsWith('data.')) return dataEntryTitle(key.slice(5), docs?.after, docs?.before);
  return pageFieldTitle(key);
}

function pageValue(doc: LayoutDocument | undefined, key: string): unknown {
  if (!doc) return undefined;
  return key.startsWith('data.') ? doc.data?.[key.slice(5)] : (doc as unknown as Record<string, unknown>)[key];
}

/** One line per change; with both documents each edited field shows old → new. */
export function changeLines(changes: LayoutChanges & { more?: number }, docs?: { before: LayoutDocument; after: LayoutDocument }): string[] {
  const lines: string[] = [];
  for (const node of changes.added) lines.push(CHANGE_TEXT.added(labelOf(node)));
  for (const node of changes.removed) lines.push(CHANGE_TEXT.removed(labelOf(node)));
  for (const node of changes.moved) lines.push(CHANGE_TEXT.moved(labelOf(node)));
  for (const node of changes.edited) {
    const before = findNode(docs?.before, node.id);
    const after = findNode(docs?.after, node.id);
    const label = labelOf(
      before ? { id: node.id, widget: before.widget, title: (before.props as { title?: unknown } | undefined)?.title as string | undefined } : node,
    );
    if (before && after) {
      const old = nodeFields(before);
      const now = nodeFields(after);
      for (const key of node.fields)
        lines.push(
          CHANGE_TEXT.field(
            label,
            nodeFieldName(node.widget, key),
            nodeFieldWords(before.widget, key, old.get(key)),
            nodeFieldWords(node.widget, key, now.get(key)),
          ),
        );
    } else
      lines.push(
        CHANGE_TEXT.fields(
          label,
          node.fields.map((key) => nodeFieldName(node.widget, key)),
        ),
      );
  }
  for (const key of changes.page) {
    const name = pageFieldName(key, docs);
    if (docs && (key === 'title' || !key.startsWith('data.')))
      lines.push(CHANGE_TEXT.page(name, valueWords(pageValue(docs.before, key)), valueWords(pageValue(docs.after, key))));
    else lines.push(CHANGE_TEXT.pageChanged(name));
  }
  if (changes.more) lines.push(CHANGE_TEXT.more(changes.more));
  return lines;
}
