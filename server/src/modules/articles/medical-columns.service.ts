import type { MedicalColumn, MedicalColumnGroup, MedicalColumnIndex, TextPage } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { sanitizeRichHtml } from '../../html/rich-html';
import { articleCounts, findMedicalColumn, findTextPage, selectFollowedColumns, selectIndexColumns, type MedicalColumnRow } from './medical-columns.repository';

/** The viewer's followed columns with the time they last opened each (drives the red dot). */
async function viewerFollows(db: Db, viewerId: number | undefined): Promise<Map<number, Date>> {
  if (viewerId === undefined) return new Map();
  const rows = await selectFollowedColumns(db, viewerId);
  return new Map(rows.map((row) => [row.id, row.lastSeenAt]));
}

function toMedicalColumn(row: MedicalColumnRow, n: number, lastSeen: Date | undefined): MedicalColumn {
  return {
    id: row.id,
    title: row.title,
    logo: row.logo,
    desc: row.desc,
    py: row.py.toUpperCase(),
    subscribe_count: row.subscribeCount,
    is_subscribe: lastSeen ? 1 : 0,
    showRedPoint: lastSeen !== undefined && row.lastContentAt !== null && row.lastContentAt > lastSeen,
    current_count: n,
    view_count: row.viewCount,
  };
}

export async function loadMedicalColumnIndex(db: Db, viewerId?: number): Promise<MedicalColumnIndex> {
  const rows = await selectIndexColumns(db);
  const counts = await articleCounts(
    db,
    rows.map((r) => r.id),
  );
  const followed = await viewerFollows(db, viewerId);
  const columns = rows.map((row) => toMedicalColumn(row, counts.get(row.id) ?? 0, followed.get(row.id)));
  const groups: MedicalColumnGroup[] = [];
  for (const column of columns) {
    const last = groups[groups.length - 1];
    if (last?.py === column.py) last.list.push(column);
    else groups.push({ py: column.py, list: [column] });
  }
  const byId = new Map(columns.map((c) => [c.id, c]));
  const subscribes = [...followed.keys()].map((id) => byId.get(id)).filter((c): c is MedicalColumn => c !== undefined);
  return { subscribes, list: groups };
}

export async function loadMedicalColumn(db: Db, id: number, viewerId?: number): Promise<MedicalColumn | undefined> {
  const row = await findMedicalColumn(db, id);
  if (!row) return undefined;
  const counts = await articleCounts(db, [id]);
  const followed = await viewerFollows(db, viewerId);
  return toMedicalColumn(row, counts.get(id) ?? 0, followed.get(id));
}

/** The page's picture from its extra fields: its own cover, else its banner (the association page's). */
function textPageCover(extra: unknown): string | undefined {
  if (typeof extra !== 'object' || extra === null) return undefined;
  const { cover, banner } = extra as { cover?: unknown; banner?: unknown };
  const picture = typeof cover === 'string' && cover ? cover : banner;
  return typeof picture === 'string' && picture ? picture : undefined;
}

export async function loadTextPage(db: Db, id: number): Promise<TextPage | undefined> {
  const row = await findTextPage(db, id);
  if (!row) return undefined;
  const cover = textPageCover(row.extra);
  return {
    id: row.id,
    title: row.title,
    content: sanitizeRichHtml(row.content, { proxyImages: true }),
    ...(cover ? { cover_img: cover } : {}),
    ...(row.shareDesc ? { share_desc: row.shareDesc } : {}),
  };
}
