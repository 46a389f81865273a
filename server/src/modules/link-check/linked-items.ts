import { LINK_ITEM_KIND_TITLES, type LinkItemKind } from '../../../../contract/routes/link-target';
import type { Db } from '../../db/database';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { findLinkedItems, type LinkedItemRow } from './linked-items.repository';

/** A content item a link opens, and the caller's note of where the link is. */
export interface LinkedItem<At> {
  at: At;
  item: { kind: LinkItemKind; key: string };
}

export interface LinkedItemProblem<At> {
  at: At;
  /** Why doctors would land on nothing, in Chinese, without the place (the caller names it). */
  reason: string;
}

const keyOf = (kind: LinkItemKind, key: string) => (kind === 'meeting' ? key.toLowerCase() : String(Number(key)));

function reasonFor(kind: LinkItemKind, key: string, row: LinkedItemRow | undefined): string | undefined {
  const noun = LINK_ITEM_KIND_TITLES[kind];
  if (!row) return `指向的${noun} ${key} 不存在`;
  if (row.publishState === PUBLISH_STATE.published) return undefined;
  return `指向的${noun}「${row.title}」（${key}）${row.publishState === PUBLISH_STATE.draft ? '还未发布' : '已下线'}`;
}

/**
 * The links among `links` whose item is missing or not published. One query per kind named, whatever the
 * number of links: a home page's hundred banners cost as much as one.
 */
export async function linkedItemProblems<At>(db: Db, links: ReadonlyArray<LinkedItem<At>>): Promise<Array<LinkedItemProblem<At>>> {
  const byKind = new Map<LinkItemKind, string[]>();
  for (const { item } of links) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.key]);
  const found = new Map<string, LinkedItemRow>();
  for (const [kind, keys] of byKind) {
    for (const row of await findLinkedItems(db, kind, keys)) found.set(`${kind}:${keyOf(kind, row.key)}`, row);
  }
  const problems: Array<LinkedItemProblem<At>> = [];
  for (const { at, item } of links) {
    const reason = reasonFor(item.kind, item.key, found.get(`${item.kind}:${keyOf(item.kind, item.key)}`));
    if (reason) problems.push({ at, reason });
  }
  return problems;
}
