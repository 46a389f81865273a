import type { Db } from '../../db/database';
import type { ContentItem } from './content-item';
import { formatDateTime, formatDuration, formatStartAt, liveStatusText, meetingStatusText, secondsUntil } from './content-format';
import { selectCardRows, type CardRows, type CardSource } from './content-items.repository';

/**
 * THE mapper from the content tables to ContentItem cards (schemas/entities/content-item.json). Every
 * list (home modules, channels, content select, lives) hands it (origin_type, origin_id) references and
 * gets cards back in the same order; references to missing rows are dropped.
 */
export interface ContentRef {
  originType: number;
  originId: number;
  /** Pinned in its list (channel_contents.top). */
  top?: number;
  /** Table to read instead of the origin_type's own (recommend items of module_type 3 are short videos). */
  source?: Source;
}

/** Which table holds each origin_type (docs/product-rules.md#content-cards-and-origin-types). Short videos have none: see ContentRef.source. */
export const SOURCE_OF_ORIGIN = {
  1: 'course',
  3: 'course',
  7: 'course',
  8: 'course',
  2: 'article',
  6: 'article',
  4: 'live',
  5: 'meeting',
  14: 'meeting',
  31: 'meeting',
  9: 'download',
  11: 'activity',
  13: 'topic',
  30: 'medicalColumn',
} as const satisfies Record<number, string>;

export type Source = (typeof SOURCE_OF_ORIGIN)[keyof typeof SOURCE_OF_ORIGIN] | 'shortVideo';

function sourceOf(ref: ContentRef): Source | undefined {
  return ref.source ?? (SOURCE_OF_ORIGIN as Record<number, Source>)[ref.originType];
}

type Mapper = (originType: number, id: number) => ContentItem | undefined;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

function courseMapper(list: CardRows['course']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const c = rows.get(id);
    if (!c) return undefined;
    const n = c.children;
    return {
      id: c.id,
      origin_id: c.id,
      content_id: c.id,
      origin_type: originType,
      type: c.type,
      source_type: c.sourceType,
      source_id: c.parentId ?? c.id,
      title: c.title,
      desc: c.courseDesc,
      cover_img: c.coverImg,
      view_count: c.viewCount,
      total_count: n,
      current_count: n,
      created_at: formatDateTime(c.publishedAt),
      duration_format: c.duration ? formatDuration(c.duration) : undefined,
      top: c.top,
    };
  };
}

function articleMapper(list: CardRows['article']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const a = rows.get(id);
    if (!a) return undefined;
    const n = a.children;
    return {
      id: a.id,
      origin_id: a.id,
      content_id: a.id,
      origin_type: originType,
      type: a.type,
      title: a.title,
      desc: a.desc,
      cover_img: a.coverImg,
      view_count: a.viewCount,
      total_count: n,
      current_count: n,
      created_at: formatDateTime(a.publishedAt),
      top: a.top,
    };
  };
}

function liveMapper(list: CardRows['live'], now: Date): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const l = rows.get(id);
    if (!l) return undefined;
    const n = l.children;
    // A forced replay (flags.forceReplay, e.g. live 208) is shown and routed as a replay (6) everywhere.
    const liveStatus = l.flags.forceReplay ? 6 : l.liveStatus;
    return {
      id: l.id,
      origin_id: l.id,
      content_id: l.id,
      origin_type: originType,
      type: l.type,
      title: l.title,
      cover_img: l.coverImg,
      view_count: l.viewCount,
      total_count: n,
      current_count: n,
      created_at: formatDateTime(l.createdAt),
      start_at: formatDateTime(l.startAt),
      end_at: formatDateTime(l.endAt),
      start_at_format: formatStartAt(l.startAt),
      live_status: liveStatus,
      status_text: liveStatusText(liveStatus),
      limit_time: liveStatus === 0 ? secondsUntil(l.startAt, now) : 0,
      // The viewer's booking (always false for a visitor).
      isAppointment: l.booked,
      ...(l.flags.noBooking ? { booking_closed: true as const } : {}),
      uuid: l.uuid,
      is_saas: l.isSaas,
      top: l.top,
    };
  };
}

function meetingMapper(list: CardRows['meeting']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const m = rows.get(id);
    if (!m) return undefined;
    return {
      // origin 31 opens its target (a live, topic or conference), so origin_id is the target's id.
      id: m.id,
      origin_id: m.academicOriginId ?? m.id,
      content_id: m.id,
      origin_type: originType,
      type: m.type,
      title: m.title,
      desc: m.desc,
      cover_img: m.coverImg,
      view_count: m.viewCount,
      created_at: formatDateTime(m.createdAt),
      start_at: formatDateTime(m.startAt),
      end_at: formatDateTime(m.endAt),
      start_at_format: formatStartAt(m.startAt),
      meeting_status: m.meetingStatus,
      status_text: m.statusText || meetingStatusText(m.meetingStatus),
      isApply: false,
      ...(m.academicOriginType !== null ? { academic_origin_type: m.academicOriginType } : {}),
      uuid: m.uuid,
      is_saas: m.isSaas,
      link: m.link,
    };
  };
}

function downloadMapper(list: CardRows['download']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const d = rows.get(id);
    if (!d) return undefined;
    return {
      id: d.id,
      origin_id: d.id,
      content_id: d.id,
      origin_type: originType,
      type: d.type,
      type_text: d.typeText,
      title: d.title,
      cover_img: d.coverImg,
      filesize: d.filesize,
      link: d.link,
      download_count: d.downloadCount,
      view_count: d.viewCount,
      created_at: formatDateTime(d.publishedAt),
      is_favorite: 0,
      isDownload: false,
    };
  };
}

function activityMapper(list: CardRows['activity']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const a = rows.get(id);
    if (!a) return undefined;
    return {
      id: a.id,
      origin_id: a.originId ?? a.id,
      content_id: a.id,
      origin_type: originType,
      type: a.type,
      title: a.title,
      cover_img: a.coverImg,
      status_text: a.statusText,
      start_at: formatDateTime(a.date),
      end_at: formatDateTime(a.endDate),
      view_count: a.viewCount,
      link: a.link,
      is_saas: a.isSaas,
      ...(a.uuid ? { uuid: a.uuid } : {}),
    };
  };
}

function topicMapper(list: CardRows['topic']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const t = rows.get(id);
    if (!t) return undefined;
    return {
      id: t.id,
      origin_id: t.id,
      content_id: t.id,
      origin_type: originType,
      type: 1,
      title: t.title,
      desc: t.desc,
      logo: t.logo,
      cover_img: t.coverImg,
      view_count: t.viewCount,
      created_at: formatDateTime(t.createdAt),
    };
  };
}

function medicalColumnMapper(list: CardRows['medicalColumn']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const c = rows.get(id);
    if (!c) return undefined;
    const n = c.articles;
    return {
      id: c.id,
      origin_id: c.id,
      content_id: c.id,
      origin_type: originType,
      type: 2,
      title: c.title,
      desc: c.desc,
      logo: c.logo,
      cover_img: c.logo,
      view_count: c.viewCount,
      total_count: n,
      current_count: n,
      is_subscribe: 0,
      created_at: formatDateTime(c.createdAt),
    };
  };
}

function shortVideoMapper(list: CardRows['shortVideo']): Mapper {
  const rows = byId(list);
  return (originType, id) => {
    const v = rows.get(id);
    if (!v) return undefined;
    return {
      id: v.id,
      origin_id: v.id,
      content_id: v.id,
      origin_type: originType,
      type: 1,
      title: v.title,
      desc: v.desc,
      cover_img: v.coverImg,
      view_count: v.viewCount,
      created_at: formatDateTime(v.publishedAt),
      duration_format: v.duration ? formatDuration(v.duration) : undefined,
      // origin_type 3 is shared with videos (courses table); this flag sends the card to short-video-detail.
      is_short_video: 1,
    };
  };
}

/** Loads the referenced content (one statement for every table involved, counts included) for lookups by ref. */
export async function loadContentLookup(
  db: Db,
  refs: ContentRef[],
  now: Date = new Date(),
  /** The signed-in viewer's id: live cards then carry their isAppointment (false otherwise). */
  viewerId?: number,
): Promise<(ref: ContentRef) => ContentItem | undefined> {
  const idsBySource = new Map<Source, Set<number>>();
  for (const ref of refs) {
    const source = sourceOf(ref);
    if (!source) continue;
    if (!idsBySource.has(source)) idsBySource.set(source, new Set());
    idsBySource.get(source)!.add(ref.originId);
  }
  if (idsBySource.size === 0) return () => undefined;
  const ids: Partial<Record<CardSource, number[]>> = {};
  for (const [source, set] of idsBySource) ids[source] = [...set];
  const rows = await selectCardRows(db, ids, viewerId);
  const mappers: Record<Source, Mapper> = {
    course: courseMapper(rows.course),
    article: articleMapper(rows.article),
    live: liveMapper(rows.live, now),
    meeting: meetingMapper(rows.meeting),
    download: downloadMapper(rows.download),
    activity: activityMapper(rows.activity),
    topic: topicMapper(rows.topic),
    medicalColumn: medicalColumnMapper(rows.medicalColumn),
    shortVideo: shortVideoMapper(rows.shortVideo),
  };
  return (ref) => {
    const source = sourceOf(ref);
    const item = source ? mappers[source](ref.originType, ref.originId) : undefined;
    return item && ref.top !== undefined ? { ...item, top: ref.top } : item;
  };
}

/** Cards for `refs`, in their order; references to missing rows are dropped. */
export async function loadContentItems(db: Db, refs: ContentRef[], now: Date = new Date(), viewerId?: number): Promise<ContentItem[]> {
  const lookup = await loadContentLookup(db, refs, now, viewerId);
  return refs.map(lookup).filter((item): item is ContentItem => item !== undefined);
}
