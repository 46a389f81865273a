import { checkLinkText, type LinkCheck, type LinkItemKind } from '../../../../contract/routes/link-target';
import { OriginType } from '../../../../contract/constants';
import type { Db } from '../../db/database';
import { linkedItemProblems, type LinkedItem } from '../link-check';
import type { ContentRecord } from './ops-content-drafts.repository';

// Home content that would send doctors nowhere cannot go live: each link field must be empty, an app
// page with its parameters, or an https:// address, and the item a detail page or a recommend module
// names must exist and be published; a banner, entrance or advert needs its picture.

type Row = Record<string, unknown>;

/** One reason a kind's draft cannot be published, naming the record and its field. */
export interface ContentLinkProblem {
  id: number;
  field: string;
  message: string;
}

interface KindFields {
  /** The kind's Chinese name, as the console shows it. */
  noun: string;
  /** Link fields of a record (field → its Chinese label); a record may say a field is no link (a service code). */
  links(record: Row): Array<[field: string, label: string]>;
  /** Picture fields that must not be empty. */
  pictures?: Array<[field: string, label: string]>;
}

const FIELDS: Readonly<Record<string, KindFields>> = {
  banners: { noun: '轮播图', links: () => [['target_url', '跳转链接']], pictures: [['img', '图片']] },
  // content_type 2 entrances name a service of the 我的 page by its code (hzsf), not an address.
  shortcuts: { noun: '图标入口', links: (r) => (Number(r.content_type) === 2 ? [] : [['link', '跳转链接']]), pictures: [['logo', '图标']] },
  messages: { noun: '消息', links: () => [['link', '跳转链接']] },
  'screen-adverts': { noun: '开屏广告', links: () => [['link', '跳转链接']], pictures: [['cover_img', '图片']] },
  // A type-1 hot word searches for itself; only a type-2 one opens its link.
  'hot-words': { noun: '热词', links: (r) => (Number(r.content_type) === 2 ? [['link', '跳转链接']] : []) },
};

/** Content a recommend module lists, by origin_type, where the back office publishes it item by item. */
const MODULE_ITEM_KINDS: Readonly<Record<number, LinkItemKind>> = {
  [OriginType.course]: 'course',
  [OriginType.article]: 'article',
  [OriginType.case]: 'article',
  [OriginType.live]: 'live',
  // A module of short videos (module_type 3) lists rows of the short-video table (see the home feed).
  [OriginType.video]: 'short-video',
  [OriginType.download]: 'download',
  [OriginType.activity]: 'activity',
  [OriginType.topic]: 'topic',
  [OriginType.medicalColumn]: 'medical-column',
};

/** The record's name in messages: 轮播图「春季学术周」(#3). */
function placeOf(noun: string, record: Row): string {
  const name = [record.title, record.module_name, record.label].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return name ? `${noun}「${name}」(#${String(record.id)})` : `${noun} #${String(record.id)}`;
}

/** One link a record holds: where (field, place in words), why it opens nothing, or the content item it opens. */
export interface RecordLink {
  field: string;
  place: string;
  refused?: string;
  item?: { kind: LinkItemKind; key: string };
}

function linkOf(field: string, place: string, check: LinkCheck): RecordLink {
  if (!check.ok) return { field, place, refused: check.reason };
  return check.link.kind === 'app' && check.link.item ? { field, place, item: check.link.item } : { field, place };
}

/** The links of one home content record: its link fields, and a recommend module's entries (content it lists). */
export function recordLinks(kind: string, record: Row): RecordLink[] {
  const links: RecordLink[] = [];
  const fields = FIELDS[kind];
  if (fields) {
    const place = placeOf(fields.noun, record);
    for (const [field, label] of fields.links(record)) {
      const value = record[field];
      links.push(linkOf(field, `${place}的${label}`, checkLinkText(typeof value === 'string' ? value : '')));
    }
  }
  if (kind === 'recommend-modules' && Array.isArray(record.items)) {
    const place = placeOf('推荐模块', record);
    for (const [index, entry] of (record.items as Row[]).entries()) {
      // An entry without its own type has its module's.
      const itemKind = MODULE_ITEM_KINDS[Number(entry.origin_type ?? record.module_type)];
      if (itemKind === undefined || entry.origin_id === undefined) continue;
      // A module entry is no address: it opens its content the way a card does.
      links.push({ field: `items/${index}`, place: `${place}的第 ${index + 1} 条内容`, item: { kind: itemKind, key: String(entry.origin_id) } });
    }
  }
  return links;
}

/**
 * What is wrong with the links and pictures of `records` (those a draft creates or changes: records already
 * live are not re-judged, so one old entry cannot hold back an unrelated edit). Item lookups are batched.
 */
export async function contentLinkProblems(db: Db, kind: string, records: readonly ContentRecord[]): Promise<ContentLinkProblem[]> {
  const problems: ContentLinkProblem[] = [];
  const items: Array<LinkedItem<{ id: number; field: string; place: string }>> = [];
  for (const record of records) {
    for (const [field, label] of FIELDS[kind]?.pictures ?? []) {
      const value = record[field];
      if (typeof value !== 'string' || value.trim() === '')
        problems.push({ id: record.id, field, message: `${placeOf(FIELDS[kind].noun, record)}的${label}不能为空` });
    }
    for (const { field, place, refused, item } of recordLinks(kind, record)) {
      if (refused !== undefined) problems.push({ id: record.id, field, message: `${place}：${refused}` });
      else if (item) items.push({ at: { id: record.id, field, place }, item });
    }
  }
  for (const { at, reason } of await linkedItemProblems(db, items)) problems.push({ id: at.id, field: at.field, message: `${at.place}${reason}` });
  return problems;
}
