import { Column, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { PUBLISH_STATE } from '../publish-state';
import { activities, articles, courses, downloads, lives, medicalColumns, meetings, shortVideos, topics } from '../../db/schema/index';

// The rows content cards are made from (content-items.ts), read by id in one prepared statement: the
// columns a card shows, plus counts.

/** The published state, written into the prepared statement as a literal (it never varies). */
const PUBLISHED = sql.raw(String(PUBLISH_STATE.published));

const cardColumns = {
  course: {
    id: courses.id,
    type: courses.type,
    sourceType: courses.sourceType,
    parentId: courses.parentId,
    title: courses.title,
    courseDesc: courses.courseDesc,
    coverImg: courses.coverImg,
    viewCount: courses.viewCount,
    publishedAt: courses.publishedAt,
    duration: courses.duration,
    top: courses.top,
  },
  article: {
    id: articles.id,
    type: articles.type,
    title: articles.title,
    desc: articles.desc,
    coverImg: articles.coverImg,
    viewCount: articles.viewCount,
    publishedAt: articles.publishedAt,
    top: articles.top,
  },
  live: {
    id: lives.id,
    type: lives.type,
    flags: lives.flags,
    liveStatus: lives.liveStatus,
    title: lives.title,
    coverImg: lives.coverImg,
    viewCount: lives.viewCount,
    createdAt: lives.createdAt,
    startAt: lives.startAt,
    endAt: lives.endAt,
    uuid: lives.uuid,
    isSaas: lives.isSaas,
    top: lives.top,
  },
  meeting: {
    id: meetings.id,
    academicOriginId: meetings.academicOriginId,
    academicOriginType: meetings.academicOriginType,
    type: meetings.type,
    title: meetings.title,
    desc: meetings.desc,
    coverImg: meetings.coverImg,
    viewCount: meetings.viewCount,
    createdAt: meetings.createdAt,
    startAt: meetings.startAt,
    endAt: meetings.endAt,
    meetingStatus: meetings.meetingStatus,
    statusText: meetings.statusText,
    uuid: meetings.uuid,
    isSaas: meetings.isSaas,
    link: meetings.link,
  },
  download: {
    id: downloads.id,
    type: downloads.type,
    typeText: downloads.typeText,
    title: downloads.title,
    coverImg: downloads.coverImg,
    filesize: downloads.filesize,
    link: downloads.link,
    downloadCount: downloads.downloadCount,
    viewCount: downloads.viewCount,
    publishedAt: downloads.publishedAt,
  },
  activity: {
    id: activities.id,
    originId: activities.originId,
    type: activities.type,
    title: activities.title,
    coverImg: activities.coverImg,
    statusText: activities.statusText,
    date: activities.date,
    endDate: activities.endDate,
    viewCount: activities.viewCount,
    link: activities.link,
    isSaas: activities.isSaas,
    uuid: activities.uuid,
  },
  topic: {
    id: topics.id,
    title: topics.title,
    desc: topics.desc,
    logo: topics.logo,
    coverImg: topics.coverImg,
    viewCount: topics.viewCount,
    createdAt: topics.createdAt,
  },
  medicalColumn: {
    id: medicalColumns.id,
    title: medicalColumns.title,
    desc: medicalColumns.desc,
    logo: medicalColumns.logo,
    viewCount: medicalColumns.viewCount,
    createdAt: medicalColumns.createdAt,
  },
  shortVideo: {
    id: shortVideos.id,
    title: shortVideos.title,
    desc: shortVideos.desc,
    coverImg: shortVideos.coverImg,
    viewCount: shortVideos.viewCount,
    publishedAt: shortVideos.publishedAt,
    duration: shortVideos.duration,
  },
} satisfies Record<string, SelectedFields & { id: PgColumn }>;

export type CardSource = keyof typeof cardColumns;

/** What a card adds to its row: a series' children, a column's articles, the viewer's booking of a live. */
const extras = {
  course: { children: sql<number>`CASE WHEN ${courses.type} = 2 THEN (SELECT count(*) FROM courses k WHERE k.parent_id = ${courses.id}) ELSE 0 END` },
  article: {
    children: sql<number>`CASE WHEN ${articles.type} = 2 THEN (SELECT count(*) FROM articles k WHERE k.parent_id = ${articles.id} AND k.publish_state = ${PUBLISHED}) ELSE 0 END`,
  },
  live: {
    children: sql<number>`CASE WHEN ${lives.type} = 2 THEN (SELECT count(*) FROM lives k WHERE k.parent_id = ${lives.id}) ELSE 0 END`,
    booked: sql<boolean>`EXISTS (SELECT 1 FROM appointments b WHERE b.user_id = ${sql.placeholder('viewer')}::int AND b.live_id = ${lives.id})`,
  },
  meeting: {},
  download: {},
  activity: {},
  topic: {},
  medicalColumn: {
    articles: sql<number>`(SELECT count(*) FROM articles k WHERE k.medical_column_id = ${medicalColumns.id} AND k.publish_state = ${PUBLISHED})`,
  },
  shortVideo: {},
} satisfies Record<CardSource, Record<string, SQL>>;

const tables = {
  course: courses,
  article: articles,
  live: lives,
  meeting: meetings,
  download: downloads,
  activity: activities,
  topic: topics,
  medicalColumn: medicalColumns,
  shortVideo: shortVideos,
} satisfies Record<CardSource, PgTable>;

/** Rows doctors may see: drafts and taken-down rows of the back office (modules/ops-catalogue) make no card. */
const visible = Object.fromEntries(
  (Object.keys(tables) as CardSource[]).map((source) => [source, sql` AND ${tables[source].publishState} = ${PUBLISHED}`]),
) as Record<CardSource, SQL>;

const SOURCES = Object.keys(cardColumns) as CardSource[];

/** Each source's card fields in statement order: its columns, then its extras. */
// Reason for the cast: fromEntries over SOURCES gives every source a key (its type only says string).
const FIELDS = Object.fromEntries(SOURCES.map((source) => [source, Object.entries<SQL | PgColumn>({ ...cardColumns[source], ...extras[source] })])) as Record<
  CardSource,
  Array<[string, SQL | PgColumn]>
>;

/** One of this module's own names (a source or a field) written into the statement as a text literal. */
function literal(name: string): SQL {
  if (!/^\w+$/.test(name)) throw new Error(`not a plain name: ${name}`);
  return sql.raw(`'${name}'::text`);
}

/** A card's row: its columns as drizzle maps them, and its extras. */
export type CardRow<S extends CardSource> = {
  [K in keyof (typeof cardColumns)[S]]: (typeof cardColumns)[S][K] extends PgColumn
    ? (typeof cardColumns)[S][K]['_']['data'] | ((typeof cardColumns)[S][K]['_']['notNull'] extends true ? never : null)
    : never;
} & {
  [K in keyof (typeof extras)[S]]: (typeof extras)[S][K] extends SQL<infer T> ? T : never;
};

export type CardRows = { [S in CardSource]: Array<CardRow<S>> };

/**
 * Every table's card rows in one statement: a branch per table (a table without ids costs an index probe
 * of an empty array), each row as a JSON object of its columns, mapped back the way drizzle maps a select.
 * One round trip for a list of any mix, where a statement per table and per count took up to nine.
 */
const cardStatement = preparedStatement(
  'card_rows',
  sql.join(
    SOURCES.map((source) => {
      const object = sql.join(
        FIELDS[source].map(([key, field]) => sql`${literal(key)}, ${field}`),
        sql`, `,
      );
      return sql`(SELECT ${literal(source)} AS source, json_build_object(${object}) AS card FROM ${tables[source]} WHERE ${cardColumns[source].id} = ANY(${sql.placeholder(source)}::int[])${visible[source]})`;
    }),
    sql` UNION ALL `,
  ),
);

/** Maps a JSON value back as the column's own driver value would be (a date string to a Date, jsonb kept). */
function fromJson(field: SQL | PgColumn, value: unknown): unknown {
  if (value === null || !(field instanceof Column)) return value;
  return field.mapFromDriverValue(value);
}

/** The card rows of `ids` of each source (sources without ids are left empty); `viewerId` marks bookings. */
export async function selectCardRows(db: Db, ids: Partial<Record<CardSource, number[]>>, viewerId: number | undefined): Promise<CardRows> {
  const values: Record<string, unknown> = { viewer: viewerId ?? null };
  for (const source of SOURCES) values[source] = ids[source] ?? [];
  const rows = await cardStatement(db, values);
  // Reason for the cast: as for FIELDS, every source gets a key.
  const out = Object.fromEntries(SOURCES.map((source) => [source, [] as unknown[]])) as Record<CardSource, unknown[]>;
  for (const row of rows) {
    const source = row.source as CardSource;
    // Both drivers parse json into an object.
    const card = row.card as Record<string, unknown>;
    out[source].push(Object.fromEntries(FIELDS[source].map(([key, field]) => [key, fromJson(field, card[key])])));
  }
  // Reason for the cast: each row was built from exactly the fields CardRow<S> is derived from.
  return out as unknown as CardRows;
}
