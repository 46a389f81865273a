import { OriginType } from '../../../contract/constants';
import { buildPath } from '../../../contract/routes/build-path';

/** The fields of a content card that decide where tapping it goes (docs/product-rules.md#routing-from-cards). */
export interface OriginTarget {
  id?: number | string;
  origin_id?: number | string;
  origin_type?: number | string;
  type?: number | string;
  live_status?: number | string;
  source_type?: number | string;
  academic_origin_type?: number | string;
  uuid?: string;
  link?: string;
  /** Short videos share origin_type 3 with videos; the server marks them (they have no code of their own). */
  is_short_video?: number | string;
}

export type OriginDestination = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none'; reason: string };

export interface OriginRoutingConfig {
  /** External conference page; `{uuid}` is replaced by the meeting's uuid. Empty: none is configured. */
  meetingUrlTemplate: string;
}

const num = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

function internal(route: string, id: number | string): OriginDestination {
  return { kind: 'internal', path: buildPath(route, { id }) };
}

/**
 * A meeting opens its own page: the link configured on the meeting itself, else the external conference
 * site by uuid when the build names one, else the app's own meeting page. Never a list standing in for
 * the meeting.
 */
function meetingPage(item: OriginTarget, config: OriginRoutingConfig): OriginDestination {
  const link = item.link?.trim();
  if (link) return { kind: 'external', url: link };
  if (!item.uuid) return { kind: 'none', reason: 'meeting without uuid' };
  if (!config.meetingUrlTemplate.includes('{uuid}')) return { kind: 'internal', path: buildPath('meeting', { uuid: item.uuid }) };
  return { kind: 'external', url: config.meetingUrlTemplate.replace('{uuid}', encodeURIComponent(item.uuid)) };
}

function liveDestination(item: OriginTarget, id: number | string): OriginDestination {
  if (num(item.type) === 2) return internal('live-column', id);
  // Upcoming lives show the booking view; live, ended and every replay kind open the room.
  if (num(item.live_status) === 0) return internal('live-detail', id);
  return internal('live-detail-home', id);
}

/** Where a card goes, by origin_type. Pure, so every rule is unit-tested. */
export function originDestination(item: OriginTarget, config: OriginRoutingConfig): OriginDestination {
  const originType = num(item.origin_type);
  const id = item.origin_id ?? item.id;
  if (id === undefined || id === null || id === '') return { kind: 'none', reason: 'card without id' };
  const isSeries = num(item.type) === 2;
  switch (originType) {
    case OriginType.course: {
      const isVideo = num(item.source_type) === 4;
      if (isSeries) return internal(isVideo ? 'video-column' : 'course-column', id);
      return internal(isVideo ? 'video-detail' : 'course-detail', id);
    }
    case OriginType.article:
      return internal(isSeries ? 'article-column' : 'article-detail', id);
    case OriginType.video:
      if (num(item.is_short_video) === 1) return internal('short-video-detail', id);
      return internal(isSeries ? 'video-column' : 'video-detail', id);
    case OriginType.live:
      return liveDestination(item, id);
    case OriginType.meeting:
    case OriginType.meetingApply:
      return meetingPage(item, config);
    case OriginType.academic: {
      const academic = num(item.academic_origin_type);
      if (academic === OriginType.live) return internal('live-detail', id);
      if (academic === OriginType.topic) return internal('topic-detail', id);
      return meetingPage(item, config);
    }
    case OriginType.case:
      return internal(num(item.type) === 1 ? 'article-detail' : 'case-column', id);
    case OriginType.download:
      return { kind: 'none', reason: 'downloads open their own actions, not a page' };
    case OriginType.activity:
      return internal('activity-detail', id);
    case OriginType.topic:
      return internal('topic-detail', id);
    case OriginType.medicalColumn:
      return internal('medical-column-detail', id);
    default:
      return { kind: 'none', reason: `unknown origin_type ${String(item.origin_type)}` };
  }
}
