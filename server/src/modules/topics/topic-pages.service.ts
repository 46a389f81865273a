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
import { OriginType } from '../../../../contract/constants';
import { sanitizeRichHtml } from '../../html/rich-html';
import { formatDateTime } from '../../shared/content/content-format';
import { loadContentItems } from '../../shared/content/content-items';
import { pageOf, type Paging } from '../../shared/paging';
import {
  findAcademicAssociationPage,
  findHonour,
  findStudyGroup,
  listAssociationMeetingRows,
  listColumnCategoryRows,
  listColumnRefs,
  listHonourBannerRows,
  listHonourRows,
  listStudyGroupRows,
  type TopicHonourRow,
  type TopicStudyGroupRow,
} from './topic-pages.repository';
import { safeLink } from './topics.service';

/** Related meetings shown on the association page. */
export const ASSOCIATION_MEETINGS = 4;

// ---- Honours ------------------------------------------------------------------------------------

function toHonour(row: TopicHonourRow, withContent: boolean): TopicHonour {
  return {
    id: row.id,
    topic_id: row.topicId,
    type: row.type,
    title: row.title,
    cover_img: row.coverImgs,
    ...(withContent ? { content: row.type === 1 ? sanitizeRichHtml(row.content, { proxyImages: true }) : '' } : {}),
    created_at: formatDateTime(row.createdAt),
  };
}

export async function listHonours(db: Db, topicId: number, paging: Paging): Promise<TopicHonourPage> {
  const { total, rows } = await listHonourRows(db, topicId, paging);
  return pageOf(
    rows.map((r) => toHonour(r, false)),
    total,
    paging,
  );
}

export async function loadHonour(db: Db, id: number): Promise<TopicHonour | undefined> {
  const row = await findHonour(db, id);
  return row ? toHonour(row, true) : undefined;
}

export async function listHonourBanners(db: Db, topicId: number): Promise<Banner[]> {
  const rows = await listHonourBannerRows(db, topicId);
  return rows.map((b) => ({ id: b.id, img: b.img, target_url: safeLink(b.targetUrl), title: b.title }));
}

// ---- Study groups -------------------------------------------------------------------------------

function toStudyGroup(row: TopicStudyGroupRow): TopicStudyGroup {
  return {
    id: row.id,
    topic_id: row.topicId,
    meeting_subject_id: row.moduleId,
    title: row.title,
    main_img: row.mainImg,
    show_avatar: row.showAvatar,
    configure: row.configure,
    content: sanitizeRichHtml(row.content, { proxyImages: true }),
  };
}

export async function listStudyGroups(db: Db, moduleId: number): Promise<TopicStudyGroup[]> {
  const rows = await listStudyGroupRows(db, moduleId);
  return rows.map(toStudyGroup);
}

export async function loadStudyGroup(db: Db, id: number): Promise<TopicStudyGroup | undefined> {
  const row = await findStudyGroup(db, id);
  return row ? toStudyGroup(row) : undefined;
}

export function membersOf(group: TopicStudyGroup): StudyGroupMembers {
  return { id: group.id, list: group.configure, total: group.configure.reduce((n, role) => n + role.members.length, 0) };
}

// ---- Topic columns ------------------------------------------------------------------------------

/** The category tabs a column module's items use, in the operator's category order. */
export async function listColumnCategories(db: Db, moduleId: number): Promise<Channel[]> {
  const rows = await listColumnCategoryRows(db, moduleId);
  return rows.map((c) => ({ id: c.id, title: c.name, name: c.name }));
}

/** A column's items as cards (the one content mapper); category 0 or none = every category. */
export async function listColumnItems(db: Db, moduleId: number, categoryId: number | undefined, paging: Paging): Promise<PagedContent> {
  const { total, rows } = await listColumnRefs(db, moduleId, categoryId, paging);
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
  const page = await findAcademicAssociationPage(db);
  if (!page) return undefined;
  const extra = (page.extra ?? {}) as AssociationExtra;
  const topicIds = Array.isArray(extra.topic_ids) ? extra.topic_ids.filter((id) => Number.isInteger(id)) : [];
  const conferenceRows = await listAssociationMeetingRows(db, ASSOCIATION_MEETINGS);
  return {
    title: page.title,
    banners: extra.banner ? [{ id: page.id, img: extra.banner, title: page.title, target_url: '' }] : [],
    intro: sanitizeRichHtml(page.content, { proxyImages: true }),
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
