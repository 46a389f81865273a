import type { Db } from '../../db/database';
import { AppError } from '../../plugins/envelope';
import { contentLinkProblems } from './content-links';
import type { ContentKind } from './ops-content-kinds';
import { listKindRows, replaceKindRows, type KindRowValues } from './ops-content.repository';
import {
  deleteDraft,
  findDraft,
  findRevisionItems,
  insertInitialRevision,
  insertRevision,
  latestRevision,
  lockKindPublishing,
  nextModuleItemId,
  saveDraft,
  startDraft,
  type ContentRecord,
} from './ops-content-drafts.repository';

// Home content goes live the way layouts do: every change from the console edits the kind's draft (the
// whole list of its records), and only a publisher's publish writes the draft to the table the app reads,
// keeping a revision. A rollback writes an older revision's list the same way.

type Row = Record<string, unknown>;

export const DRAFT_MESSAGES = {
  publisherOnly: '只有发布者可以发布或回滚首页内容',
  nothingToPublish: '没有待发布的修改',
  missingReference: '内容引用的频道已不存在，请先修改这条内容再发布',
  badLinks: '首页内容校验未通过，不能发布',
} as const;

/**
 * Refuses (422, each problem named) a draft whose new or changed records link nowhere: an unknown page, a
 * page without its id, missing or unpublished content, a refused address, an empty picture.
 */
export async function checkDraftLinks(db: Db, kind: ContentKind, live: ContentRecord[], draft: ContentRecord[]): Promise<void> {
  const touched = new Set(draftChanges(kind, live, draft).flatMap((change) => (change.change === 'create' || change.change === 'update' ? [change.id] : [])));
  const problems = await contentLinkProblems(
    db,
    kind.name,
    draft.filter((record) => touched.has(record.id)),
  );
  if (problems.length > 0) throw new AppError(422, DRAFT_MESSAGES.badLinks, 422, { problems });
}

/** The database refused a reference (a banner's channel deleted since the draft was made): SQLSTATE 23503, maybe wrapped by drizzle. */
function isMissingReference(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The kind's live records as the console answers them: API fields, with a module's items. */
export async function liveRecords(db: Db, kind: ContentKind): Promise<ContentRecord[]> {
  const rows = await listKindRows(db, kind);
  const list = rows.map(kind.toApi) as ContentRecord[];
  if (kind.children) {
    const children = await kind.children.load(
      db,
      rows.map((r) => Number(r.id)),
    );
    for (const item of list) item.items = children.get(Number(item.id)) ?? [];
  }
  return list;
}

/** The records in the order the console and the app show them: hand-set order (when the kind has one), then id. */
export function ordered(kind: ContentKind, records: ContentRecord[]): ContentRecord[] {
  return [...records].sort((a, b) => (kind.sort ? Number(a.sort) - Number(b.sort) : 0) || a.id - b.id);
}

/** What the console edits: the draft when there is one (with the live counters), else the live records. */
export async function editableRecords(db: Db, kind: ContentKind): Promise<ContentRecord[]> {
  const [draft, live] = await Promise.all([findDraft(db, kind.name), liveRecords(db, kind)]);
  if (!draft) return live;
  const liveById = new Map(live.map((record) => [record.id, record]));
  return ordered(
    kind,
    draft.items.map((record) => {
      const current = liveById.get(record.id);
      const counted = { ...record };
      for (const counter of kind.counters ?? []) counted[counter] = current?.[counter] ?? 0;
      return counted;
    }),
  );
}

/** The kind's first revision, when it has none yet: the content as it was before the console changed it. */
async function keepInitialRevision(tx: Db, kind: ContentKind): Promise<void> {
  if ((await latestRevision(tx, kind.name)) > 0) return;
  await insertInitialRevision(tx, kind.name, await liveRecords(tx, kind));
}

/** The draft's new list, and what the edit answers (e.g. the record it created). */
export interface DraftEdit<T> {
  records: ContentRecord[];
  result: T;
}

/**
 * One change to the kind's draft, in a transaction that holds the draft's row, so two operators' edits
 * land one after the other instead of one overwriting the other. The first edit starts the draft from
 * the live records.
 */
export async function editDraft<T>(db: Db, kind: ContentKind, operator: string, edit: (records: ContentRecord[], tx: Db) => Promise<DraftEdit<T>>): Promise<T> {
  return db.transaction(async (tx) => {
    let draft = await findDraft(tx, kind.name, true);
    if (!draft) {
      // Another operator's first edit may be starting the draft at the same moment: insert-if-missing waits for it.
      await keepInitialRevision(tx, kind);
      await startDraft(tx, kind.name, await liveRecords(tx, kind), operator);
      draft = (await findDraft(tx, kind.name, true))!;
    }
    const changed = await edit(draft.items, tx);
    await saveDraft(tx, kind.name, ordered(kind, changed.records), operator);
    return changed.result;
  });
}

/** A record from a create or update body: the kind's own mapping, keeping the id, order and counters. */
export async function recordFromInput(tx: Db, kind: ContentKind, id: number, input: Row, previous?: ContentRecord, sort?: number): Promise<ContentRecord> {
  const record = kind.toApi({ ...kind.toColumns(input), id, sort: previous?.sort ?? sort }) as ContentRecord;
  for (const counter of kind.counters ?? []) record[counter] = previous?.[counter] ?? 0;
  if (kind.children) {
    const items: Row[] = [];
    // Item ids only name the items in the draft; publishing writes the module's items afresh.
    for (const item of kind.children.toRows(input)) {
      items.push({
        id: await nextModuleItemId(tx),
        origin_type: item.originType,
        origin_id: item.originId,
        sort: item.sort,
        ...(item.audiences ? { audiences: item.audiences } : {}),
      });
    }
    record.items = items;
  }
  return record;
}

/** The column values (and module items) that make the live table hold `records`. */
function toRowValues(kind: ContentKind, records: ContentRecord[]): KindRowValues[] {
  return records.map((record) => ({
    id: record.id,
    values: { ...kind.toColumns(record), ...(kind.sort ? { sort: record.sort } : {}) },
    ...(kind.children ? { items: kind.children.toRows(record) } : {}),
  }));
}

/** Writes `records` to the live table and keeps the result as the kind's next revision. */
async function goLive(
  tx: Db,
  kind: ContentKind,
  records: ContentRecord[],
  revision: { action: 'publish' | 'rollback'; restored?: number; createdBy: string },
): Promise<number> {
  await keepInitialRevision(tx, kind);
  try {
    await replaceKindRows(tx, kind, toRowValues(kind, records));
  } catch (error) {
    if (isMissingReference(error)) throw new AppError(409, DRAFT_MESSAGES.missingReference);
    throw error;
  }
  const number = (await latestRevision(tx, kind.name)) + 1;
  await insertRevision(tx, { kind: kind.name, revision: number, items: await liveRecords(tx, kind), ...revision });
  return number;
}

/**
 * The draft goes live as the next revision; the draft is gone afterwards. Answers the revision and the changes it made.
 * `check` sees the draft under its lock before it goes live and may refuse it (a review approves only the draft it saw).
 */
export async function publishDraft(
  db: Db,
  kind: ContentKind,
  operator: string,
  check?: (draft: ContentRecord[]) => void,
): Promise<{ revision: number; changes: ContentChange[] }> {
  return db.transaction(async (tx) => {
    await lockKindPublishing(tx, kind.name);
    const draft = await findDraft(tx, kind.name, true);
    if (!draft) throw new AppError(409, DRAFT_MESSAGES.nothingToPublish);
    check?.(draft.items);
    const live = await liveRecords(tx, kind);
    await checkDraftLinks(tx, kind, live, draft.items);
    const changes = draftChanges(kind, live, draft.items);
    const revision = await goLive(tx, kind, draft.items, { action: 'publish', createdBy: operator });
    await deleteDraft(tx, kind.name);
    return { revision, changes };
  });
}

/**
 * An older revision's records go live again, as a new revision. A pending draft stays: the console then shows
 * its changes against the restored content, so publishing it later is a visible, deliberate step.
 */
export async function rollbackTo(db: Db, kind: ContentKind, revision: number, operator: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await lockKindPublishing(tx, kind.name);
    const items = await findRevisionItems(tx, kind.name, revision);
    if (!items) return undefined;
    return goLive(tx, kind, items, { action: 'rollback', restored: revision, createdBy: operator });
  });
}

/** One difference between the live records and the draft, for the console's 待发布 list. */
export interface ContentChange {
  change: 'create' | 'update' | 'delete' | 'order';
  id?: number;
  name?: string;
  /** For an update: the answer fields that differ. */
  fields?: string[];
}

/** A record's name for people: its title, module name or label, else its link or image, else its id. */
export function recordName(record: Row): string {
  for (const key of ['title', 'module_name', 'label', 'link', 'cover_img']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return `#${String(record.id)}`;
}

const comparable = (kind: ContentKind, record: Row): Row => {
  const { sort: _sort, ...rest } = record;
  for (const counter of kind.counters ?? []) delete rest[counter];
  if (Array.isArray(rest.items)) rest.items = (rest.items as Row[]).map((item) => [item.origin_type, item.origin_id]);
  return rest;
};

/** What publishing `draft` would change in `live`: created, updated (with the fields), deleted records, and a new order. */
export function draftChanges(kind: ContentKind, live: ContentRecord[], draft: ContentRecord[]): ContentChange[] {
  const liveById = new Map(live.map((record) => [record.id, record]));
  const draftIds = new Set(draft.map((record) => record.id));
  const changes: ContentChange[] = [];
  for (const record of draft) {
    const before = liveById.get(record.id);
    if (!before) {
      changes.push({ change: 'create', id: record.id, name: recordName(record) });
      continue;
    }
    const [was, now] = [comparable(kind, before), comparable(kind, record)];
    const fields = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
    if (fields.length > 0) changes.push({ change: 'update', id: record.id, name: recordName(record), fields });
  }
  for (const record of live) if (!draftIds.has(record.id)) changes.push({ change: 'delete', id: record.id, name: recordName(record) });
  if (kind.sort) {
    const kept = (list: ContentRecord[]) =>
      ordered(kind, list)
        .filter((record) => liveById.has(record.id) && draftIds.has(record.id))
        .map((record) => record.id)
        .join(',');
    if (kept(live) !== kept(draft)) changes.push({ change: 'order' });
  }
  return changes;
}
