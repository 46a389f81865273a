import type { ActivityCalendar, ActivityDetail, ActivityGroup, ActivityItem, ActivityList } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { TargetType } from '../../db/target-types';
import { formatDateTime } from '../../shared/content/content-format';
import { sanitizeRichHtml } from '../../html/rich-html';
import { viewerReactions } from '../reactions';
import { findActivity, selectActivitiesBetween, selectActivityMonths, type ActivityRow } from './activities.repository';

/** Calendar months are China Standard Time months (UTC+8, no daylight saving), like every shown time. */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface Month {
  year: number;
  month: number;
}

export const monthKey = ({ year, month }: Month): string => `${year}-${String(month).padStart(2, '0')}`;

export function parseMonth(date: string): Month {
  const [year, month] = date.split('-').map(Number);
  return { year, month };
}

export function monthOf(instant: Date): Month {
  const d = new Date(instant.getTime() + CST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** [start, end) of a CST month as instants. */
function monthRange({ year, month }: Month): [Date, Date] {
  return [new Date(Date.UTC(year, month - 1, 1) - CST_OFFSET_MS), new Date(Date.UTC(year, month, 1) - CST_OFFSET_MS)];
}

/** The months that have activities; the first month shown is now's if it has any, else the latest before now. */
export async function loadActivityCalendar(db: Db, now: Date): Promise<ActivityCalendar> {
  const rows = await selectActivityMonths(db);
  const years: ActivityCalendar['years'] = [];
  for (const { year, month } of rows) {
    const last = years[years.length - 1];
    if (last?.year === Number(year)) last.months.push(Number(month));
    else years.push({ year: Number(year), months: [Number(month)] });
  }
  const nowKey = monthKey(monthOf(now));
  const keys = years.flatMap((y) => y.months.map((month) => monthKey({ year: y.year, month })));
  const current = keys.includes(nowKey) ? nowKey : ([...keys].reverse().find((key) => key < nowKey) ?? keys[keys.length - 1] ?? nowKey);
  return { years, current };
}

function toItem(row: ActivityRow, now: Date): ActivityItem {
  return {
    id: row.id,
    origin_id: row.originId ?? row.id,
    title: row.title,
    date: formatDateTime(row.date),
    end_date: formatDateTime(row.endDate),
    cover_img: row.coverImg,
    status_text: row.statusText,
    origin_type: row.originType,
    type: row.type,
    ...(row.uuid ? { uuid: row.uuid } : {}),
    is_saas: row.isSaas,
    link: row.link,
    finished: row.endDate.getTime() < now.getTime(),
  };
}

/** Items (already in date order) grouped by their CST start day. */
function groupByDay(items: ActivityItem[]): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const item of items) {
    const day = item.date.slice(0, 10);
    const last = groups[groups.length - 1];
    if (last?.date === day) last.items.push(item);
    else groups.push({ date: day, items: [item] });
  }
  return groups;
}

/** One CST month's activities (by start date), split into unfinished and finished (end date passed). */
export async function listMonthActivities(db: Db, month: Month, now: Date, limit: number): Promise<ActivityList> {
  const [start, end] = monthRange(month);
  const rows = await selectActivitiesBetween(db, start, end, limit);
  const items = rows.map((row) => toItem(row, now));
  return {
    date: monthKey(month),
    activity_un_finished: groupByDay(items.filter((item) => !item.finished)),
    // Most recently started first: the archive is read backwards.
    activity_finished: groupByDay(items.filter((item) => item.finished).reverse()),
  };
}

/** isFavorite/isLike are the viewer's; visitors get false. */
export async function findActivityDetail(db: Db, id: number, viewerId?: number): Promise<ActivityDetail | undefined> {
  const row = await findActivity(db, id);
  if (!row) return undefined;
  const mine = await viewerReactions(db, viewerId, TargetType.activity, row.id);
  return {
    id: row.id,
    title: row.title,
    created_at: formatDateTime(row.createdAt),
    date: formatDateTime(row.date),
    end_date: formatDateTime(row.endDate),
    status_text: row.statusText,
    content: sanitizeRichHtml(row.content),
    cover_img: row.coverImg,
    isFavorite: mine.isFavorite,
    isLike: mine.isLike,
    like_count: row.likeCount,
    favorite_count: row.favoriteCount,
    view_count: row.viewCount,
  };
}
