import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lives, liveWhiteList, people, questionnaires, type QuestionnaireColumn } from '../../db/schema/index';
import { offsetOf, type Paging } from '../../shared/paging';
import { streamNameOf } from '../../providers/live-stream/live-stream-provider';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';
import type { ItemListFilter, ItemSummaryRow } from './item-kind';

/** The live columns the back office edits (counters, chat, adverts and tabs stay the app's and the seed's). */
export interface LiveRowValues {
  title: string;
  coverImg: string;
  lecturerIds: number[];
  doctor: string;
  hospital: string;
  content: string;
  startAt: Date;
  endAt: Date;
  liveStatus: number;
  webinarId: string | null;
  ossPath: string | null;
  authType: number;
  passwordHash: string | null;
  type: number;
  parentId: number | null;
  sort: number;
  contentType: number;
  studyCategoryId: number | null;
  top: number;
}

export interface LiveValues {
  row: LiveRowValues;
  noBooking: boolean;
  whiteList: Array<{ mobile: string; name: string }>;
  /** null: the live has no questionnaire (an earlier one is kept for its answers, only unlinked). */
  questionnaire: { name: string; columns: QuestionnaireColumn[] } | null;
}

export async function findLiveItem(db: Db, id: number) {
  const [row] = await db.select().from(lives).where(eq(lives.id, id)).limit(1);
  if (!row) return undefined;
  const whiteList = await db
    .select({ mobile: liveWhiteList.mobile, name: liveWhiteList.name })
    .from(liveWhiteList)
    .where(eq(liveWhiteList.liveId, id))
    .orderBy(asc(liveWhiteList.id));
  const [questionnaire] = row.questionnaireId
    ? await db
        .select({ name: questionnaires.name, columns: questionnaires.columns })
        .from(questionnaires)
        .where(eq(questionnaires.id, row.questionnaireId))
        .limit(1)
    : [];
  return { row, whiteList, questionnaire };
}

/** Sets or clears flags.noBooking, keeping the live's other per-live flags. */
function flagsWith(noBooking: boolean): SQL {
  return noBooking ? sql`${lives.flags} || '{"noBooking":true}'::jsonb` : sql`${lives.flags} - 'noBooking'`;
}

async function writeChildren(db: Db, id: number, values: LiveValues, questionnaireId: number | null): Promise<void> {
  await db.delete(liveWhiteList).where(eq(liveWhiteList.liveId, id));
  if (values.whiteList.length > 0) {
    await db.insert(liveWhiteList).values(values.whiteList.map((entry) => ({ liveId: id, mobile: entry.mobile, name: entry.name || null })));
  }
  let linked: number | null = null;
  if (values.questionnaire) {
    // The live's own questionnaire is edited in place; a live without one gets a new row.
    const [updated] = questionnaireId
      ? await db.update(questionnaires).set(values.questionnaire).where(eq(questionnaires.id, questionnaireId)).returning({ id: questionnaires.id })
      : [];
    linked = updated?.id ?? (await db.insert(questionnaires).values(values.questionnaire).returning({ id: questionnaires.id }))[0].id;
  }
  await db.update(lives).set({ questionnaireId: linked }).where(eq(lives.id, id));
}

export async function insertLiveDraft(db: Db, values: LiveValues): Promise<number> {
  const [row] = await db
    .insert(lives)
    .values({ ...values.row, flags: values.noBooking ? { noBooking: true } : {}, publishState: PUBLISH_STATE.draft })
    .returning({ id: lives.id });
  await writeChildren(db, row.id, values, null);
  return row.id;
}

export async function publishLiveRow(db: Db, id: number, values: LiveValues): Promise<void> {
  const [row] = await db
    .update(lives)
    .set({
      ...values.row,
      // An empty stream name keeps the live's stream, or gives it the name its addresses were made for.
      webinarId: values.row.webinarId ?? sql`COALESCE(${lives.webinarId}, ${streamNameOf({ id, name: null })})`,
      flags: flagsWith(values.noBooking),
      publishState: PUBLISH_STATE.published,
      updatedAt: sql`now()`,
    })
    .where(eq(lives.id, id))
    .returning({ questionnaireId: lives.questionnaireId });
  if (row) await writeChildren(db, id, values, row.questionnaireId);
}

export async function setLiveStates(db: Db, ids: readonly number[], state: number): Promise<void> {
  await db
    .update(lives)
    .set({ publishState: state, updatedAt: sql`now()` })
    .where(inArray(lives.id, [...ids]));
}

export async function listLiveItems(db: Db, filter: ItemListFilter, paging: Paging) {
  const changed = lives.updatedAt;
  const where = and(
    filter.q ? ilike(lives.title, containing(filter.q)) : undefined,
    filter.state === undefined ? undefined : eq(lives.publishState, filter.state),
    filter.author ? ilike(lives.doctor, containing(filter.author)) : undefined,
    filter.from ? gte(changed, filter.from) : undefined,
    filter.to ? lt(changed, filter.to) : undefined,
  );
  const order: SQL[] = filter.sort === 'title' ? [asc(lives.title), asc(lives.id)] : [desc(changed), desc(lives.id)];
  const [{ total }] = await db.select({ total: count() }).from(lives).where(where);
  const rows: ItemSummaryRow[] = await db
    .select({
      id: lives.id,
      title: lives.title,
      state: lives.publishState,
      column: sql<string>`''`,
      author: lives.doctor,
      updatedAt: lives.updatedAt,
      publishedAt: sql<Date | null>`NULL`,
    })
    .from(lives)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  return { total, rows };
}

const OPTIONS_LIMIT = 20;

export async function publishedLiveOptions(db: Db, q: string) {
  return db
    .select({ id: lives.id, title: lives.title })
    .from(lives)
    .where(and(eq(lives.publishState, PUBLISH_STATE.published), q ? ilike(lives.title, containing(q)) : undefined))
    .orderBy(desc(lives.startAt), desc(lives.id))
    .limit(OPTIONS_LIMIT);
}

/** Whether `id` is a published live column (type 2 at the top level): sessions are put only in such a one. */
export async function liveColumnPublished(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.id, id), eq(lives.type, 2), eq(lives.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return row !== undefined;
}

/** The published people among `ids`, with what the app shows of a lecturer. */
export async function publishedPeople(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, name: people.name, hospital: people.hospital })
    .from(people)
    .where(and(inArray(people.id, [...ids]), eq(people.publishState, PUBLISH_STATE.published)));
}

/** Published sessions of live column `id`: taking the column down would strand them. */
export async function countPublishedSessions(db: Db, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(lives)
    .where(and(eq(lives.parentId, id), eq(lives.publishState, PUBLISH_STATE.published)));
  return n;
}
