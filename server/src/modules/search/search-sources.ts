import type { Db } from '../../db/database';
import { OriginType } from '../../../../contract/constants';
import type { SearchKind, SearchSource } from './search-source-names';
import { sourceRows } from './search-sources.repository';

export { SEARCH_SOURCES, type SearchKind, type SearchSource } from './search-source-names';

/** One item as the index stores it (before tokenising). */
export interface SearchItem {
  sourceId: number;
  kind: SearchKind;
  originType: number;
  channel: '' | 'live' | 'course' | 'case' | 'download';
  title: string;
  /** Searchable body text (description, doctor, hospital, plain text of the HTML). */
  body: string;
  summary: string;
  popularity: number;
  publishedAt: Date;
}

/** Body text indexed per item: enough for relevance, bounded so a long article stays a small tsvector. */
const BODY_CHARS = 3000;

/** HTML → text (tags and entities dropped); bodies are sanitised on write, so this is only for tokens. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const body = (...parts: string[]) => plainText(parts.filter(Boolean).join(' ')).slice(0, BODY_CHARS);
const summaryOf = (text: string) => plainText(text).slice(0, 120);

type Loader = (db: Db, ids: number[] | undefined) => Promise<SearchItem[]>;

const LOADERS: Record<SearchSource, Loader> = {
  async course(db, ids) {
    const rows = await sourceRows.course(db, ids);
    return rows.map(({ row: c, popularity }) => {
      // source_type 4 = video: a single video is origin 3 (video-detail), a video column origin 1 (video-column).
      const isVideo = c.sourceType === 4 && c.type === 1;
      return {
        sourceId: c.id,
        kind: isVideo ? 'video' : 'course',
        originType: isVideo ? OriginType.video : OriginType.course,
        channel: 'course',
        title: c.title,
        body: body(c.courseDesc, c.doctor, c.hospital, c.content),
        summary: summaryOf(c.courseDesc),
        popularity: Number(popularity),
        publishedAt: c.publishedAt,
      } satisfies SearchItem;
    });
  },
  async shortVideo(db, ids) {
    const rows = await sourceRows.shortVideo(db, ids);
    return rows.map(({ row: v, popularity }) => ({
      sourceId: v.id,
      kind: 'short_video',
      originType: OriginType.video,
      channel: 'course',
      title: v.title,
      body: body(v.desc, v.doctor),
      summary: summaryOf(v.desc),
      popularity: Number(popularity),
      publishedAt: v.publishedAt,
    }));
  },
  async article(db, ids) {
    const rows = await sourceRows.article(db, ids);
    return rows.map(({ row: a, popularity }) => {
      const isCase = a.contentType === 6;
      return {
        sourceId: a.id,
        kind: isCase ? 'case' : 'article',
        originType: isCase ? OriginType.case : OriginType.article,
        channel: isCase ? 'case' : '',
        title: a.title,
        body: body(a.desc, a.author, a.content),
        summary: summaryOf(a.desc),
        popularity: Number(popularity),
        publishedAt: a.publishedAt,
      } satisfies SearchItem;
    });
  },
  async live(db, ids) {
    const rows = await sourceRows.live(db, ids);
    return rows.map(({ row: l, popularity }) => ({
      sourceId: l.id,
      kind: 'live',
      originType: OriginType.live,
      channel: 'live',
      title: l.title,
      body: body(l.doctor, l.hospital, l.content),
      summary: summaryOf(l.content),
      popularity: Number(popularity),
      publishedAt: l.startAt,
    }));
  },
  async meeting(db, ids) {
    const rows = await sourceRows.meeting(db, ids);
    return rows.map(({ row: m, popularity }) => ({
      sourceId: m.id,
      kind: 'meeting',
      originType: m.originType,
      channel: '',
      title: m.title,
      body: body(m.desc, m.address, m.organizer),
      summary: summaryOf(m.desc),
      popularity: Number(popularity),
      publishedAt: m.startAt,
    }));
  },
  async download(db, ids) {
    const rows = await sourceRows.download(db, ids);
    return rows.map(({ row: d, popularity }) => ({
      sourceId: d.id,
      kind: 'download',
      originType: OriginType.download,
      channel: 'download',
      title: d.title,
      body: body(d.typeText, d.content),
      summary: '',
      popularity: Number(popularity),
      publishedAt: d.publishedAt,
    }));
  },
  async topic(db, ids) {
    const rows = await sourceRows.topic(db, ids);
    return rows.map(({ row: t, popularity }) => ({
      sourceId: t.id,
      kind: 'topic',
      originType: OriginType.topic,
      channel: '',
      title: t.title,
      body: body(t.desc, t.content),
      summary: summaryOf(t.desc),
      popularity: Number(popularity),
      publishedAt: t.createdAt,
    }));
  },
  async medicalColumn(db, ids) {
    const rows = await sourceRows.medicalColumn(db, ids);
    return rows.map(({ row: c, popularity }) => ({
      sourceId: c.id,
      kind: 'medical_column',
      originType: OriginType.medicalColumn,
      channel: '',
      title: c.title,
      body: body(c.desc),
      summary: summaryOf(c.desc),
      popularity: Number(popularity),
      publishedAt: c.lastContentAt ?? c.createdAt,
    }));
  },
};

export function loadSearchItems(db: Db, source: SearchSource, ids?: number[]): Promise<SearchItem[]> {
  return LOADERS[source](db, ids);
}
