import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { OriginType } from '../../../../contract/constants';
import type { Db } from '../../db/database';
import { meetingApplications, meetings, users } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** The meeting columns the back office edits (counters, uuid and academic entries' targets are the app's). */
export interface MeetingItemValues {
  title: string;
  coverImg: string;
  startAt: Date;
  endAt: Date;
  address: string;
  organizer: string;
  meetingStatus: number;
  desc: string;
  content: string;
  link: string;
  /** origin_type 14 (with sign-up) rather than 5. */
  applyEnabled: boolean;
  applyOpen: number;
  applyDeadline: Date | null;
}

const editable = {
  title: meetings.title,
  coverImg: meetings.coverImg,
  startAt: meetings.startAt,
  endAt: meetings.endAt,
  address: meetings.address,
  organizer: meetings.organizer,
  meetingStatus: meetings.meetingStatus,
  desc: meetings.desc,
  content: meetings.content,
  link: meetings.link,
  originType: meetings.originType,
  applyOpen: meetings.applyOpen,
  applyDeadline: meetings.applyDeadline,
};

/** The row's columns from the values; an academic entry (31) keeps its origin type, it links elsewhere. */
function columnsOf(values: MeetingItemValues) {
  const { applyEnabled, ...rest } = values;
  const originType = applyEnabled ? OriginType.meetingApply : OriginType.meeting;
  return { ...rest, originType: sql<number>`CASE WHEN ${meetings.originType} = ${OriginType.academic} THEN ${meetings.originType} ELSE ${originType} END` };
}

export async function findMeetingItem(db: Db, id: number) {
  const [row] = await db
    .select({ ...editable, id: meetings.id, uuid: meetings.uuid, state: meetings.publishState, updatedAt: meetings.updatedAt })
    .from(meetings)
    .where(eq(meetings.id, id))
    .limit(1);
  return row;
}

export async function insertMeetingDraft(db: Db, values: MeetingItemValues): Promise<number> {
  const { applyEnabled, ...rest } = values;
  const [row] = await db
    .insert(meetings)
    .values({ ...rest, originType: applyEnabled ? OriginType.meetingApply : OriginType.meeting, publishState: PUBLISH_STATE.draft })
    .returning({ id: meetings.id });
  return row.id;
}

export async function publishMeetingRow(db: Db, id: number, values: MeetingItemValues): Promise<void> {
  await db
    .update(meetings)
    .set({ ...columnsOf(values), publishState: PUBLISH_STATE.published, updatedAt: sql`now()` })
    .where(eq(meetings.id, id));
}

export async function setMeetingStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(meetings)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(meetings.id, [...ids]));
}

export async function listMeetingItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const where = and(
    filter.q ? ilike(meetings.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(meetings.publishState, filter.state),
    filter.author ? ilike(meetings.organizer, containing(filter.author)) : undefined,
    filter.from ? gte(meetings.updatedAt, filter.from) : undefined,
    filter.to ? lt(meetings.updatedAt, filter.to) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'title'
      ? [asc(meetings.title), desc(meetings.id)]
      : filter.sort === 'published'
        ? [desc(meetings.startAt), desc(meetings.id)]
        : [desc(meetings.updatedAt), desc(meetings.id)];
  const [{ total }] = await db.select({ total: count() }).from(meetings).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      state: meetings.publishState,
      column: sql<string>`''`,
      // The list's "author" column shows the organiser (a meeting has no author).
      author: meetings.organizer,
      updatedAt: meetings.updatedAt,
      publishedAt: sql<Date | null>`NULL`,
    })
    .from(meetings)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

export async function publishedMeetingOptions(db: Db, q: string) {
  return db
    .select({ id: meetings.id, title: meetings.title, uuid: meetings.uuid })
    .from(meetings)
    .where(and(eq(meetings.publishState, PUBLISH_STATE.published), q ? ilike(meetings.title, containing(q)) : undefined))
    .orderBy(desc(meetings.startAt), desc(meetings.id))
    .limit(20);
}

export async function findMeetingTitle(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ title: meetings.title }).from(meetings).where(eq(meetings.id, id)).limit(1);
  return row?.title;
}

/** A meeting's sign-ups, earliest first, with each doctor's profile as it is now. */
export async function listMeetingApplicationRows(db: Db, meetingId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      mobile: users.mobile,
      hospital: sql<string>`coalesce(${users.hospitalName}, ${users.companyName}, '')`,
      department: sql<string>`coalesce(${users.officeName}, '')`,
      duty: sql<string>`coalesce(${users.dutyName}, ${users.positionName}, '')`,
      isComplete: users.isComplete,
      appliedAt: meetingApplications.createdAt,
    })
    .from(meetingApplications)
    .innerJoin(users, eq(users.id, meetingApplications.userId))
    .where(eq(meetingApplications.meetingId, meetingId))
    .orderBy(asc(meetingApplications.createdAt), asc(meetingApplications.id));
}
