import type { ContentItem, LearningRecord } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { ContentRef } from '../../shared/content/content-items';
import { loadContentItems } from '../../shared/content/content-items';
import { pageOf, type Page, type Paging } from '../../shared/paging';
import { selectItemTimes, selectRecentProgress, selectSiblingLessons, sumStudyTime, type LessonRow, type ProgressRow } from './learning.repository';

/** recordProgress types (1 course, 3 video, 4 live, 5 short video; 2 article plays nothing). */
const COURSE_TYPES: ReadonlySet<number> = new Set([1, 3]);
/** 学习记录 lists this many items. */
const RECORD_ITEMS = 100;
const BEIJING_OFFSET_MS = 8 * 3600_000;

interface Entry {
  ref: ContentRef;
  percent: number;
  position: number;
  next?: string;
}

function refOf(type: number, id: number): ContentRef {
  return type === 5 ? { originType: 3, originId: id, source: 'shortVideo' } : { originType: type, originId: id };
}

const keyOfRef = (ref: ContentRef) => `${ref.source === 'shortVideo' ? 's' : ref.originType}:${ref.originId}`;
const keyOfCard = (card: ContentItem) => `${card.is_short_video === 1 ? 's' : card.origin_type}:${card.origin_id ?? card.id}`;

/** Cards for the entries in their order (an item gone from the catalogue drops out), each with its study fields. */
async function cardsOf(db: Db, entries: Entry[], now: Date): Promise<ContentItem[]> {
  const cards = await loadContentItems(
    db,
    entries.map((e) => e.ref),
    now,
  );
  const byKey = new Map(cards.map((card) => [keyOfCard(card), card]));
  return entries.flatMap((entry) => {
    const card = byKey.get(keyOfRef(entry.ref));
    if (!card) return [];
    return [{ ...card, study_percent: entry.percent, study_position: entry.position, ...(entry.next ? { study_next: entry.next } : {}) }];
  });
}

/** The lesson after `id` in its series, or undefined when it is the last (or no lesson). */
function nextLesson(lessons: LessonRow[], id: number): LessonRow | undefined {
  const index = lessons.findIndex((l) => l.id === id);
  if (index < 0) return undefined;
  const next = lessons[index + 1];
  return next && next.parentId === lessons[index]!.parentId ? next : undefined;
}

/**
 * 继续学习: started and unfinished items, latest first; a series appears once, at its latest lesson, and a
 * finished lesson stands for the series' next lesson when there is one not yet finished.
 */
export function shelfEntries(rows: ProgressRow[], lessons: LessonRow[]): Entry[] {
  const parentOf = new Map(lessons.map((l) => [l.id, l.parentId]));
  const finishedIds = new Set(rows.filter((r) => r.finished && COURSE_TYPES.has(r.targetType)).map((r) => r.targetId));
  const seenSeries = new Set<number>();
  const seenItems = new Set<string>();
  const entries: Entry[] = [];
  for (const row of rows) {
    const parentId = COURSE_TYPES.has(row.targetType) ? parentOf.get(row.targetId) : undefined;
    if (parentId !== undefined && seenSeries.has(parentId)) continue;
    let entry: Entry | undefined;
    if (!row.finished) {
      entry = { ref: refOf(row.targetType, row.targetId), percent: row.progress, position: row.positionS };
    } else if (parentId !== undefined) {
      let next = nextLesson(lessons, row.targetId);
      while (next && finishedIds.has(next.id)) next = nextLesson(lessons, next.id);
      if (next) entry = { ref: refOf(1, next.id), percent: 0, position: 0, next: next.title };
    }
    if (!entry || seenItems.has(keyOfRef(entry.ref))) continue;
    if (parentId !== undefined) seenSeries.add(parentId);
    seenItems.add(keyOfRef(entry.ref));
    entries.push(entry);
  }
  return entries;
}

export async function listContinueLearning(db: Db, userId: number, paging: Paging, now = new Date()): Promise<Page<ContentItem>> {
  const rows = await selectRecentProgress(db, userId);
  const lessons = await selectSiblingLessons(
    db,
    rows.filter((r) => COURSE_TYPES.has(r.targetType)).map((r) => r.targetId),
  );
  const entries = shelfEntries(rows, lessons);
  const start = (paging.page - 1) * paging.pageSize;
  return pageOf(await cardsOf(db, entries.slice(start, start + paging.pageSize), now), entries.length, paging);
}

/** The first China day of this week (Monday), month and year, as YYYY-MM-DD. */
export function periodStarts(now: Date): { week: string; month: string; year: string } {
  const china = new Date(now.getTime() + BEIJING_OFFSET_MS);
  const day = china.toISOString().slice(0, 10);
  const sinceMonday = (china.getUTCDay() + 6) % 7;
  const monday = new Date(china.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
  return { week: monday, month: `${day.slice(0, 7)}-01`, year: `${day.slice(0, 4)}-01-01` };
}

export async function learningRecord(db: Db, userId: number, now = new Date()): Promise<LearningRecord> {
  const totals = await sumStudyTime(db, userId, periodStarts(now));
  const items = await selectItemTimes(db, userId, RECORD_ITEMS);
  const entries = items.map((item) => ({ ref: refOf(item.targetType, item.targetId), percent: item.progress ?? 0, position: 0, seconds: item.seconds }));
  const secondsOf = new Map(entries.map((e) => [keyOfRef(e.ref), e.seconds]));
  const cards = await cardsOf(db, entries, now);
  return {
    week_seconds: totals.week,
    month_seconds: totals.month,
    year_seconds: totals.year,
    list: cards.map(({ study_position: _position, ...card }) => ({ ...card, study_seconds: secondsOf.get(keyOfCard(card)) ?? 0 })),
  };
}
