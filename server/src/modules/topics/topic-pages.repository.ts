import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, meetings, textPages, topicBanners, topics, topicColumns, topicHonours, topicModules, topicStudyGroups } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
import { offsetOf, type Paging } from '../../shared/paging';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { topicPublished } from './topics.repository';

/** Kind of the text page holding the academic association (text_pages.extra.kind). */
export const ACADEMIC_ASSOCIATION_KIND = 'academic-association';

export type TopicHonourRow = typeof topicHonours.$inferSelect;
export type TopicStudyGroupRow = typeof topicStudyGroups.$inferSelect;

// ---- Honours ------------------------------------------------------------------------------------

export async function listHonourRows(db: Db, topicId: number, paging: Paging): Promise<{ total: number; rows: TopicHonourRow[] }> {
  const where = eq(topicHonours.topicId, topicId);
  const [{ n: total }] = await db.select({ n: count() }).from(topicHonours).where(where);
  const rows = await db
    .select()
    .from(topicHonours)
    .where(where)
    .orderBy(asc(topicHonours.sort), desc(topicHonours.createdAt), asc(topicHonours.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

export async function findHonour(db: Db, id: number): Promise<TopicHonourRow | undefined> {
  const [row] = await db
    .select({ honour: topicHonours })
    .from(topicHonours)
    .innerJoin(topics, and(eq(topics.id, topicHonours.topicId), topicPublished))
    .where(eq(topicHonours.id, id))
    .limit(1);
  return row?.honour;
}

export async function listHonourBannerRows(db: Db, topicId: number): Promise<(typeof topicBanners.$inferSelect)[]> {
  return db
    .select()
    .from(topicBanners)
    .where(and(eq(topicBanners.topicId, topicId), eq(topicBanners.placement, 'honor')))
    .orderBy(asc(topicBanners.sort), asc(topicBanners.id));
}

// ---- Modules, study groups ----------------------------------------------------------------------

export async function findModule(db: Db, id: number): Promise<typeof topicModules.$inferSelect | undefined> {
  const [row] = await db
    .select({ module: topicModules })
    .from(topicModules)
    .innerJoin(topics, and(eq(topics.id, topicModules.topicId), topicPublished))
    .where(eq(topicModules.id, id))
    .limit(1);
  return row?.module;
}

export async function listStudyGroupRows(db: Db, moduleId: number): Promise<TopicStudyGroupRow[]> {
  return db.select().from(topicStudyGroups).where(eq(topicStudyGroups.moduleId, moduleId)).orderBy(asc(topicStudyGroups.sort), asc(topicStudyGroups.id));
}

export async function findStudyGroup(db: Db, id: number): Promise<TopicStudyGroupRow | undefined> {
  const [row] = await db
    .select({ group: topicStudyGroups })
    .from(topicStudyGroups)
    .innerJoin(topics, and(eq(topics.id, topicStudyGroups.topicId), topicPublished))
    .where(eq(topicStudyGroups.id, id))
    .limit(1);
  return row?.group;
}

// ---- Topic columns ------------------------------------------------------------------------------

/** The enabled categories a column module's items use, in the operator's category order. */
export async function listColumnCategoryRows(db: Db, moduleId: number): Promise<{ id: number; name: string }[]> {
  const used = db.selectDistinct({ id: topicColumns.categoryId }).from(topicColumns).where(eq(topicColumns.moduleId, moduleId));
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.id, used), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** One page of a column's item references (rows with an origin), and how many there are; category 0 or none = every category. */
export async function listColumnRefs(
  db: Db,
  moduleId: number,
  categoryId: number | undefined,
  paging: Paging,
): Promise<{ total: number; rows: { originType: number | null; originId: number | null }[] }> {
  const conditions: SQL[] = [eq(topicColumns.moduleId, moduleId), sql`${topicColumns.originId} IS NOT NULL`];
  if (categoryId) conditions.push(eq(topicColumns.categoryId, categoryId));
  const where = and(...conditions);
  const [{ n: total }] = await db.select({ n: count() }).from(topicColumns).where(where);
  const rows = await db
    .select({ originType: topicColumns.originType, originId: topicColumns.originId })
    .from(topicColumns)
    .where(where)
    .orderBy(desc(topicColumns.publishedAt), asc(topicColumns.sort), asc(topicColumns.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

// ---- Academic association -----------------------------------------------------------------------

/** The first text page of the academic-association kind. */
export async function findAcademicAssociationPage(db: Db): Promise<typeof textPages.$inferSelect | undefined> {
  const [page] = await db
    .select()
    .from(textPages)
    .where(sql`${textPages.extra} ->> 'kind' = ${ACADEMIC_ASSOCIATION_KIND}`)
    .orderBy(asc(textPages.id))
    .limit(1);
  return page;
}

/** Conferences (no academic entries) for the association page: by meeting status, latest start first. */
export async function listAssociationMeetingRows(db: Db, limit: number): Promise<{ id: number; originType: number }[]> {
  return db
    .select({ id: meetings.id, originType: meetings.originType })
    .from(meetings)
    .where(and(inArray(meetings.originType, [OriginType.meeting, OriginType.meetingApply]), eq(meetings.publishState, PUBLISH_STATE.published)))
    .orderBy(asc(meetings.meetingStatus), desc(meetings.startAt), asc(meetings.id))
    .limit(limit);
}
