import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AcademicAssociation,
  Banner,
  Channel,
  PagedContent,
  StudyGroupMembers,
  TopicHonour,
  TopicHonourPage,
  TopicStudyGroup,
} from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { categories, meetings, textPages, topicBanners, topicColumns, topicHonours, topicModules, topicStudyGroups } from '../../db/schema/index';
import { OriginType } from '../../../../contract/constants';
import { sanitizeArticleHtml } from '../../html/article-html';
import { formatDateTime } from '../content/content-format';
import { loadContentItems } from '../content/content-items';
import { offsetOf, pageOf, type Paging } from '../content/paging';
import { safeLink } from './topics.repository';

/** Kind of the text page holding the academic association (text_pages.extra.kind). */
export const ACADEMIC_ASSOCIATION_KIND = 'academic-association';
/** Related meetings shown on the association page. */
export const ASSOCIATION_MEETINGS = 4;

// ---- Honours ------------------------------------------------------------------------------------

function toHonour(row: typeof topicHonours.$inferSelect, withContent: boolean): TopicHonour {
  return {
    id: row.id,
    topic_id: row.topicId,
    type: row.type,
    title: row.title,
    cover_img: row.coverImgs,
    ...(withContent ? { content: row.type === 1 ? sanitizeArticleHtml(row.content, { proxyImages: true }) : '' } : {}),
    created_at: formatDateTime(row.createdAt),
  };
}

export async function listHonours(db: Db, topicId: number, paging: Paging): Promise<TopicHonourPage> {
  const where = eq(topicHonours.topicId, topicId);
  const [{ n: total }] = await db.select({ n: count() }).from(topicHonours).where(where);
  const rows = await db
    .select()
    .from(topicHonours)
    .where(where)
    .orderBy(asc(topicHonours.sort), desc(topicHonours.createdAt), asc(topicHonours.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return pageOf(
    rows.map((r) => toHonour(r, false)),
    total,
    paging,
  );
}

export async function loadHonour(db: Db, id: number): Promise<TopicHonour | undefined> {
  const [row] = await db.select().from(topicHonours).where(eq(topicHonours.id, id)).limit(1);
  return row ? toHonour(row, true) : undefined;
}

export async function listHonourBanners(db: Db, topicId: number): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(topicBanners)
    .where(and(eq(topicBanners.topicId, topicId), eq(topicBanners.placement, 'honor')))
    .orderBy(asc(topicBanners.sort), asc(topicBanners.id));
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: safeLink(b.targetUrl), title: b.title }));
}

// ---- Modules, study groups ----------------------------------------------------------------------

export async function findModule(db: Db, id: number): Promise<typeof topicModules.$inferSelect | undefined> {
  const [row] = await db.select().from(topicModules).where(eq(topicModules.id, id)).limit(1);
  return row;
}

function toStudyGroup(row: typeof topicStudyGroups.$inferSelect): TopicStudyGroup {
  return {
    id: row.id,
    topic_id: row.topicId,
    meeting_subject_id: row.moduleId,
    title: row.title,
    main_img: row.mainImg,
    show_avatar: row.showAvatar,
    configure: row.configure,
    content: sanitizeArticleHtml(row.content, { proxyImages: true }),
  };
}

export async function listStudyGroups(db: Db, moduleId: number): Promise<TopicStudyGroup[]> {
  const rows = await db
    .select()
    .from(topicStudyGroups)
    .where(eq(topicStudyGroups.moduleId, moduleId))
    .orderBy(asc(topicStudyGroups.sort), asc(topicStudyGroups.id));
  return rows.map(toStudyGroup);
}

export async function loadStudyGroup(db: Db, id: number): Promise<TopicStudyGroup | undefined> {
  const [row] = await db.select().from(topicStudyGroups).where(eq(topicStudyGroups.id, id)).limit(1);
  return row ? toStudyGroup(row) : undefined;
}

export function membersOf(group: TopicStudyGroup): StudyGroupMembers {
  return { id: group.id, list: group.configure, total: group.configure.reduce((n, role) => n + role.members.length, 0) };
}

// ---- Topic columns ------------------------------------------------------------------------------

/** The category tabs a column module's items use, in the operator's category order. */
export async function listColumnCategories(db: Db, moduleId: number): Promise<Channel[]> {
  const used = db.selectDistinct({ id: topicColumns.categoryId }).from(topicColumns).where(eq(topicColumns.moduleId, moduleId));
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.id, used), eq(categories.enabled, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

/** A column's items as cards (the one content mapper); category 0 or none = every category. */
export async function listColumnItems(db: Db, moduleId: number, categoryId: number | undefined, paging: Paging): Promise<PagedContent> {
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
  const refs = rows.map((r) => ({ originType: r.originType ?? OriginType.course, originId: r.originId as number }));
  return pageOf(await loadContentItems(db, refs), total, paging);
}

// ---- Academic association -----------------------------------------------------------------------

interface AssociationExtra {
  kind?: string;
  banner?: string;
  topic_ids?: number[];
}

export async function loadAcademicAssociation(db: Db): Promise<AcademicAssociation | undefined> {
  const [page] = await db
    .select()
    .from(textPages)
    .where(sql`${textPages.extra} ->> 'kind' = ${ACADEMIC_ASSOCIATION_KIND}`)
    .orderBy(asc(textPages.id))
    .limit(1);
  if (!page) return undefined;
  const extra = (page.extra ?? {}) as AssociationExtra;
  const topicIds = Array.isArray(extra.topic_ids) ? extra.topic_ids.filter((id) => Number.isInteger(id)) : [];
  const conferenceRows = await db
    .select({ id: meetings.id, originType: meetings.originType })
    .from(meetings)
    .where(inArray(meetings.originType, [OriginType.meeting, OriginType.meetingApply]))
    .orderBy(asc(meetings.meetingStatus), desc(meetings.startAt), asc(meetings.id))
    .limit(ASSOCIATION_MEETINGS);
  return {
    title: page.title,
    banners: extra.banner ? [{ id: page.id, img: extra.banner, title: page.title, target_url: '' }] : [],
    intro: sanitizeArticleHtml(page.content, { proxyImages: true }),
    meetings: await loadContentItems(
      db,
      conferenceRows.map((m) => ({ originType: m.originType, originId: m.id })),
    ),
    topics: await loadContentItems(
      db,
      topicIds.map((id) => ({ originType: OriginType.topic, originId: id })),
    ),
  };
}
