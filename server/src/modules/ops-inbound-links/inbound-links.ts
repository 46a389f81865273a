import type { OpsInboundLinks, OpsItemKind } from '../../../../contract/generated/schema-types';
import type { LinkItemKind } from '../../../../contract/routes/link-target';
import { matchRoute } from '../../../../contract/routes/match-route';
import { routeTable } from '../../../../contract/routes/route-table';
import type { Db } from '../../db/database';
import { documentLinks } from '../../layout-lint/document-links';
import { describePointer } from '../../layout-lint/issue-subject';
import { loadSchemaStore } from '../../schemas/schema-store';
import { ITEM_KINDS } from '../ops-catalogue';
import { CONTENT_KINDS, findDraft, liveRecords, recordLinks } from '../ops-home-content';
import { nodeIdAt } from '../ops-layouts';
import { publishedAndDraftDocuments } from './inbound-links.repository';

type Entry = OpsInboundLinks['list'][number];

/** Enough for the operator to see the scale; the list is for reading, not for exporting. */
const MAX_ENTRIES = 200;

/** The link model's kind of a back-office kind (cases are articles; people have no page of their own). */
const LINK_KIND: Partial<Record<OpsItemKind, LinkItemKind>> = {
  article: 'article',
  case: 'article',
  course: 'course',
  'short-video': 'short-video',
  live: 'live',
  meeting: 'meeting',
  topic: 'topic',
  download: 'download',
  activity: 'activity',
  'medical-column': 'medical-column',
};

/** How links name the item: its id, or for a meeting the uuid of its own page. */
async function linkKeyOf(db: Db, kind: OpsItemKind, id: number): Promise<string | undefined> {
  if (kind !== 'meeting') return String(id);
  const row = await ITEM_KINDS.meeting?.read(db, id);
  const page = row ? matchRoute(row.screenPath ?? row.appPath ?? '') : undefined;
  return page?.route.name === 'meeting' ? page.params.uuid?.toLowerCase() : undefined;
}

/** A layout's name for operators: the title of the page it lays out (a variant is named after its base). */
function layoutName(id: string): string {
  const base = id.split('.')[0];
  return routeTable.find((route) => route.layout === base || route.variant?.layout === base)?.title ?? id;
}

const sameItem = (item: { kind: LinkItemKind; key: string } | undefined, kind: LinkItemKind, key: string) =>
  item !== undefined && item.kind === kind && (kind === 'meeting' ? item.key.toLowerCase() === key : String(Number(item.key)) === key);

/**
 * Where literal links open this item: published and draft layouts, live and draft home content. Shown
 * before a take-down is confirmed, since each of them would then open nothing.
 */
export async function inboundLinks(db: Db, kind: OpsItemKind, id: number): Promise<OpsInboundLinks> {
  const linkKind = LINK_KIND[kind];
  const key = linkKind ? await linkKeyOf(db, kind, id) : undefined;
  if (!linkKind || key === undefined) return { list: [] };
  const list: Entry[] = [];
  const store = loadSchemaStore();
  for (const stored of await publishedAndDraftDocuments(db)) {
    for (const { pointer, check } of documentLinks(stored.document)) {
      if (!check.ok || check.link.kind !== 'app' || !sameItem(check.link.item, linkKind, key)) continue;
      const nodeId = nodeIdAt(stored.document, pointer);
      list.push({
        target: 'layout',
        id: stored.id,
        state: stored.state,
        ...(nodeId ? { node_id: nodeId } : {}),
        place: `页面「${layoutName(stored.id)}」${stored.state === 'draft' ? '（草稿）' : ''}：${describePointer(store, stored.document, pointer)}`,
      });
    }
  }
  for (const content of CONTENT_KINDS) {
    const live = await liveRecords(db, content);
    const draft = (await findDraft(db, content.name))?.items ?? [];
    const seen = new Set<string>();
    for (const [state, records] of [
      ['published', live],
      ['draft', draft],
    ] as const) {
      for (const record of records) {
        for (const link of recordLinks(content.name, record)) {
          if (!sameItem(link.item, linkKind, key)) continue;
          // A draft that still holds the live link is the same place, listed once.
          const where = `${record.id}:${link.field}`;
          if (seen.has(where)) continue;
          seen.add(where);
          list.push({ target: 'content', id: content.name, state, record_id: record.id, place: `${link.place}${state === 'draft' ? '（草稿）' : ''}` });
        }
      }
    }
  }
  return { list: list.slice(0, MAX_ENTRIES) };
}
