import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';

/** Tables the search index reads (issue 7). Each is reindexed by reindexItems(db, source, ids). */
export const SEARCH_SOURCES = ['course', 'shortVideo', 'article', 'live', 'meeting', 'download', 'topic', 'medicalColumn'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export type SearchKind = 'course' | 'video' | 'short_video' | 'article' | 'case' | 'live' | 'meeting' | 'download' | 'topic' | 'medical_column';

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
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
}

const body = (...parts: string[]) => plainText(parts.filter(Boolean).join(' ')).slice(0, BODY_CHARS);
const summaryOf = (text: string) => plainText(text).slice(0, 120);

type Loader = (db: Db, ids: number[] | undefined) => Promise<SearchItem[]>;

/** `ids` undefined: every row of the table (the seed, a full rebuild). */
function where(column: AnyPgColumn, ids: number[] | undefined) {
  return ids ? inArray(column, ids) : undefined;
}

const LOADERS: Record<SearchSource, Loader> = {
  async course(db, ids) {
    const rows = await db.select().from(courses).where(where(courses.id, ids));
    return rows.map((c) => {
      // source_type 4 = video: a single video is origin 3 (video-detail), a video column origin 1 (video-column).
      const isVideo = c.sourceType === 4 && c.type === 1;
      return {
        sourceId: c.id, kind: isVideo ? 'video' : 'course', originType: isVideo ? 3 : 1, channel: 'course',
        title: c.title, body: body(c.courseDesc, c.doctor, c.hospital, c.content), summary: summaryOf(c.courseDesc),
        popularity: c.viewCount + 3 * c.likeCount + 5 * c.favoriteCount, publishedAt: c.publishedAt,
      } satisfies SearchItem;
    });
  },
  async shortVideo(db, ids) {
    const rows = await db.select().from(shortVideos).where(where(shortVideos.id, ids));
    return rows.map((v) => ({
      sourceId: v.id, kind: 'short_video', originType: 3, channel: 'course', title: v.title,
      body: body(v.desc, v.doctor), summary: summaryOf(v.desc),
      popularity: v.viewCount + 3 * v.likeCount + 5 * v.favoriteCount, publishedAt: v.publishedAt,
    }));
  },
  async article(db, ids) {
    const rows = await db.select().from(articles).where(where(articles.id, ids));
    return rows.map((a) => {
      const isCase = a.contentType === 6;
      return {
        sourceId: a.id, kind: isCase ? 'case' : 'article', originType: isCase ? 6 : 2, channel: isCase ? 'case' : '',
        title: a.title, body: body(a.desc, a.author, a.content), summary: summaryOf(a.desc),
        popularity: a.viewCount + 3 * a.likeCount + 5 * a.favoriteCount, publishedAt: a.publishedAt,
      } satisfies SearchItem;
    });
  },
  async live(db, ids) {
    const rows = await db.select().from(lives).where(where(lives.id, ids));
    return rows.map((l) => ({
      sourceId: l.id, kind: 'live', originType: 4, channel: 'live', title: l.title,
      body: body(l.doctor, l.hospital, l.content), summary: summaryOf(l.content),
      popularity: l.viewCount + 5 * l.appointmentCount + 5 * l.favoriteCount, publishedAt: l.startAt,
    }));
  },
  async meeting(db, ids) {
    const rows = await db.select().from(meetings).where(where(meetings.id, ids));
    return rows.map((m) => ({
      sourceId: m.id, kind: 'meeting', originType: m.originType, channel: '', title: m.title,
      body: body(m.desc, m.address, m.organizer), summary: summaryOf(m.desc),
      popularity: m.viewCount + 5 * m.applyCount, publishedAt: m.startAt,
    }));
  },
  async download(db, ids) {
    const rows = await db.select().from(downloads).where(where(downloads.id, ids));
    return rows.map((d) => ({
      sourceId: d.id, kind: 'download', originType: 9, channel: 'download', title: d.title,
      body: body(d.typeText, d.content), summary: '', popularity: d.viewCount + 3 * d.downloadCount + 5 * d.favoriteCount,
      publishedAt: d.publishedAt,
    }));
  },
  async topic(db, ids) {
    const rows = await db.select().from(topics).where(where(topics.id, ids));
    return rows.map((t) => ({
      sourceId: t.id, kind: 'topic', originType: 13, channel: '', title: t.title, body: body(t.desc, t.content),
      summary: summaryOf(t.desc), popularity: t.viewCount, publishedAt: t.createdAt,
    }));
  },
  async medicalColumn(db, ids) {
    const rows = await db.select().from(medicalColumns).where(where(medicalColumns.id, ids));
    return rows.map((c) => ({
      sourceId: c.id, kind: 'medical_column', originType: 30, channel: '', title: c.title, body: body(c.desc),
      summary: summaryOf(c.desc), popularity: c.viewCount + 5 * c.subscribeCount, publishedAt: c.lastContentAt ?? c.createdAt,
    }));
  },
};

export function loadSearchItems(db: Db, source: SearchSource, ids?: number[]): Promise<SearchItem[]> {
  return LOADERS[source](db, ids);
}
