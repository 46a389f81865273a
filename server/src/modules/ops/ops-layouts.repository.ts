import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { channels, layoutPublications, layoutRevisionNotes, layoutRevisions, layouts, topics } from '../../db/schema/index';
import type { OpsLayoutForEditing, OpsLayoutRevision, OpsLayoutSummary } from '../../../../contract/generated/schema-types';
import { layoutEtag } from '../layouts/layouts.repository';

// The answers' shapes come from schemas/ops (ops API responses), generated; not declared again here.
export type LayoutListEntry = OpsLayoutSummary;
export type RevisionListEntry = OpsLayoutRevision;
/** GET /ops/api/layouts/{id}, with the stored document as read (drafts are not checked on save). */
export type EditableLayout = Omit<OpsLayoutForEditing, 'document'> & { document: unknown };

/** Drafts are revisions newer than the published one (layouts.current_revision > published_revision). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Channels (home) and topics get their own layouts `<base>.<id>`; the list offers those not stored yet. */
async function unstoredVariants(db: Db, stored: ReadonlySet<string>): Promise<LayoutListEntry[]> {
  const homeChannels = await db.select({ id: channels.id }).from(channels).where(eq(channels.originType, 0)).orderBy(channels.id);
  const topicRows = await db.select({ id: topics.id }).from(topics).orderBy(topics.id);
  const ids = [...homeChannels.map((c) => `channel-home.${c.id}`), ...topicRows.map((t) => `topic-detail.${t.id}`)];
  return ids
    .filter((id) => !stored.has(id))
    .map((id) => ({
      id,
      ...splitLayoutId(id),
      status: 'draft' as const,
      revision: null,
      published_by: null,
      published_at: null,
      has_draft: false,
      draft_revision: null,
      updated_by: '',
      updated_at: '',
      stored: false,
    }));
}

export function splitLayoutId(id: string): { route: string; variant: string | null } {
  const dot = id.indexOf('.');
  return dot < 0 ? { route: id, variant: null } : { route: id.slice(0, dot), variant: id.slice(dot + 1) };
}

export async function listLayoutsWithStatus(db: Db): Promise<LayoutListEntry[]> {
  const rows = await db.select().from(layouts).orderBy(layouts.id);
  // Who published each layout's current published revision: the newest publication row, else the revision's author (seed).
  const publications = await db
    .select({
      layoutId: layoutPublications.layoutId,
      revision: layoutPublications.revision,
      by: layoutPublications.publishedBy,
      at: layoutPublications.createdAt,
    })
    .from(layoutPublications)
    .orderBy(desc(layoutPublications.id));
  const authors = await db
    .select({ layoutId: layoutRevisions.layoutId, by: layoutRevisions.createdBy, at: layoutRevisions.createdAt })
    .from(layoutRevisions)
    .innerJoin(layouts, and(eq(layouts.id, layoutRevisions.layoutId), eq(layouts.publishedRevision, layoutRevisions.revision)));
  const authorOf = new Map(authors.map((a) => [a.layoutId, a]));
  const list: LayoutListEntry[] = rows.map((row) => {
    const published = row.publishedRevision;
    const publication = publications.find((p) => p.layoutId === row.id && p.revision === published) ?? (published !== null ? authorOf.get(row.id) : undefined);
    const hasDraft = published === null || row.currentRevision > published;
    return {
      id: row.id,
      ...splitLayoutId(row.id),
      status: hasDraft ? 'draft' : 'published',
      revision: published,
      published_by: publication?.by ?? null,
      published_at: publication?.at.toISOString() ?? null,
      has_draft: hasDraft,
      draft_revision: hasDraft ? row.currentRevision : null,
      updated_by: row.updatedBy,
      updated_at: row.updatedAt.toISOString(),
      stored: true,
    };
  });
  const extra = await unstoredVariants(db, new Set(rows.map((r) => r.id)));
  return [...list, ...extra].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface RevisionDocument {
  revision: number;
  document: unknown;
  createdBy: string;
}

export async function findRevision(db: Db | Tx, id: string, revision: number): Promise<RevisionDocument | undefined> {
  const [row] = await db
    .select({ revision: layoutRevisions.revision, document: layoutRevisions.document, createdBy: layoutRevisions.createdBy })
    .from(layoutRevisions)
    .where(and(eq(layoutRevisions.layoutId, id), eq(layoutRevisions.revision, revision)))
    .limit(1);
  return row;
}

/** The newest saved revision (the draft if any); a variant not stored yet starts as a copy of its route's default. */
export async function findEditableLayout(db: Db, id: string): Promise<EditableLayout | undefined> {
  const [row] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
  if (row) {
    const current = await findRevision(db, id, row.currentRevision);
    if (!current) return undefined;
    return {
      id,
      document: current.document,
      revision: row.currentRevision,
      published_revision: row.publishedRevision,
      has_draft: row.publishedRevision === null || row.currentRevision > row.publishedRevision,
    };
  }
  const { route, variant } = splitLayoutId(id);
  if (variant === null) return undefined;
  const base = await findEditableLayout(db, route);
  if (!base || base.published_revision === null) return undefined;
  const published = await findRevision(db, route, base.published_revision);
  return { id, document: { ...(published?.document as object), id }, revision: 0, published_revision: null, has_draft: false };
}

export async function lockLayout(tx: Tx, id: string) {
  const [row] = await tx.select().from(layouts).where(eq(layouts.id, id)).for('update');
  return row;
}

export interface StaleRevision {
  conflict: true;
  current_revision: number;
  changed_by: string;
  base: RevisionDocument | undefined;
  current: RevisionDocument;
}

async function stale(tx: Tx, id: string, base: number, current: number): Promise<StaleRevision> {
  // current 0: nothing is stored yet (a base from elsewhere); the conflict says so instead of failing.
  const currentDoc = (await findRevision(tx, id, current)) ?? { revision: 0, document: {}, createdBy: '' };
  return {
    conflict: true,
    current_revision: current,
    changed_by: currentDoc.createdBy,
    base: base > 0 ? await findRevision(tx, id, base) : undefined,
    current: currentDoc,
  };
}

export async function insertRevision(tx: Tx, input: { id: string; revision: number; document: unknown; author: string; note?: string }) {
  await tx.insert(layoutRevisions).values({
    layoutId: input.id,
    revision: input.revision,
    document: input.document,
    etag: layoutEtag(input.revision, input.document),
    createdBy: input.author,
  });
  if (input.note) await tx.insert(layoutRevisionNotes).values({ layoutId: input.id, revision: input.revision, note: input.note.slice(0, 200) });
}

/**
 * Saves `document` as a new unpublished revision when `baseRevision` is still the newest one
 * (optimistic concurrency: the row lock makes the check and the insert one step).
 */
export async function saveDraft(
  db: Db,
  input: { id: string; document: unknown; baseRevision: number; author: string; note?: string },
): Promise<{ revision: number } | StaleRevision> {
  return db.transaction(async (tx) => {
    const row = await lockLayout(tx, input.id);
    const current = row?.currentRevision ?? 0;
    if (input.baseRevision !== current) return stale(tx, input.id, input.baseRevision, current);
    const revision = current + 1;
    if (!row) await tx.insert(layouts).values({ id: input.id, currentRevision: 0, publishedRevision: null, updatedBy: input.author });
    await insertRevision(tx, { ...input, revision });
    await tx
      .update(layouts)
      .set({ currentRevision: revision, updatedAt: sql`now()`, updatedBy: input.author })
      .where(eq(layouts.id, input.id));
    return { revision };
  });
}

/** Publishes `revision` if it is still the newest saved revision of the layout. */
export async function publishDraft(
  db: Db,
  input: { id: string; revision: number; author: string; note?: string },
): Promise<{ published_revision: number } | StaleRevision | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockLayout(tx, input.id);
    if (!row) return undefined;
    if (row.currentRevision !== input.revision) return stale(tx, input.id, input.revision, row.currentRevision);
    if (row.publishedRevision !== input.revision) {
      await tx
        .update(layouts)
        .set({ publishedRevision: input.revision, updatedAt: sql`now()`, updatedBy: input.author })
        .where(eq(layouts.id, input.id));
      await tx.insert(layoutPublications).values({ layoutId: input.id, revision: input.revision, publishedBy: input.author, note: input.note ?? '' });
    }
    return { published_revision: input.revision };
  });
}

/**
 * Rollback in one step: a new revision equal to `revision`, published at once. History stays linear
 * (nothing is deleted), and a draft newer than the published revision is superseded by it.
 */
export async function rollbackTo(db: Db, input: { id: string; revision: number; author: string }): Promise<{ published_revision: number } | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockLayout(tx, input.id);
    if (!row) return undefined;
    const old = await findRevision(tx, input.id, input.revision);
    if (!old) return undefined;
    const revision = row.currentRevision + 1;
    const note = `回滚到 r${input.revision}`;
    await insertRevision(tx, { id: input.id, revision, document: old.document, author: input.author, note });
    await tx
      .update(layouts)
      .set({ currentRevision: revision, publishedRevision: revision, updatedAt: sql`now()`, updatedBy: input.author })
      .where(eq(layouts.id, input.id));
    await tx.insert(layoutPublications).values({ layoutId: input.id, revision, publishedBy: input.author, note });
    return { published_revision: revision };
  });
}

export async function listRevisionHistory(db: Db, id: string): Promise<RevisionListEntry[] | undefined> {
  const [row] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
  if (!row) return undefined;
  const revisions = await db
    .select({ revision: layoutRevisions.revision, author: layoutRevisions.createdBy, createdAt: layoutRevisions.createdAt })
    .from(layoutRevisions)
    .where(eq(layoutRevisions.layoutId, id))
    .orderBy(desc(layoutRevisions.revision));
  const numbers = revisions.map((r) => r.revision);
  const publications = numbers.length
    ? await db
        .select()
        .from(layoutPublications)
        .where(and(eq(layoutPublications.layoutId, id), inArray(layoutPublications.revision, numbers)))
    : [];
  const notes = await db.select().from(layoutRevisionNotes).where(eq(layoutRevisionNotes.layoutId, id));
  return revisions.map((r) => {
    const publication = publications.find((p) => p.revision === r.revision);
    return {
      revision: r.revision,
      author: r.author,
      created_at: r.createdAt.toISOString(),
      // Seeded revisions were published without a publication row.
      published: publication !== undefined || (r.author === 'seed' && r.revision === 1) || r.revision === row.publishedRevision,
      current: r.revision === row.publishedRevision,
      note: notes.find((n) => n.revision === r.revision)?.note ?? publication?.note ?? '',
    };
  });
}

/** The newest saved revision (draft or published) of every stored layout, by layout id. */
export async function listCurrentDocuments(db: Db): Promise<Array<{ id: string; revision: number; document: unknown }>> {
  return db
    .select({ id: layouts.id, revision: layouts.currentRevision, document: layoutRevisions.document })
    .from(layouts)
    .innerJoin(layoutRevisions, eq(layoutRevisions.layoutId, layouts.id))
    .where(eq(layoutRevisions.revision, layouts.currentRevision))
    .orderBy(layouts.id);
}
