import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { channels, layoutPublications, layoutRevisionNotes, layoutRevisions, layouts, topics } from '../../db/schema/index';
import { layoutEtag } from '../layouts';

/** Drafts are revisions newer than the published one (layouts.current_revision > published_revision). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every stored layout row, by id. */
export async function layoutRows(db: Db) {
  return db.select().from(layouts).orderBy(layouts.id);
}

export async function findLayoutRow(db: Db, id: string) {
  const [row] = await db.select().from(layouts).where(eq(layouts.id, id)).limit(1);
  return row;
}

/** Every publication (who published which revision when), newest first. */
export async function publicationRows(db: Db) {
  return db
    .select({
      layoutId: layoutPublications.layoutId,
      revision: layoutPublications.revision,
      by: layoutPublications.publishedBy,
      at: layoutPublications.createdAt,
    })
    .from(layoutPublications)
    .orderBy(desc(layoutPublications.id));
}

/** The author of each layout's published revision. */
export async function publishedRevisionAuthors(db: Db) {
  return db
    .select({ layoutId: layoutRevisions.layoutId, by: layoutRevisions.createdBy, at: layoutRevisions.createdAt })
    .from(layoutRevisions)
    .innerJoin(layouts, and(eq(layouts.id, layoutRevisions.layoutId), eq(layouts.publishedRevision, layoutRevisions.revision)));
}

/** The home channels and the topics, each by id with its name (every one may get a layout of its own). */
export async function layoutVariantOwners(
  db: Db,
): Promise<{ homeChannels: Array<{ id: number; title: string }>; topics: Array<{ id: number; title: string }> }> {
  const homeChannels = await db.select({ id: channels.id, title: channels.title }).from(channels).where(eq(channels.originType, 0)).orderBy(channels.id);
  const topicRows = await db.select({ id: topics.id, title: topics.title }).from(topics).orderBy(topics.id);
  return { homeChannels, topics: topicRows };
}

/** Each landing page (landing.<slug>) with the title of its newest saved revision: its name in the console. */
export async function landingPageTitles(db: Db): Promise<Array<{ id: string; title: string | null }>> {
  return db
    .select({ id: layouts.id, title: sql<string | null>`${layoutRevisions.document}->>'title'` })
    .from(layouts)
    .innerJoin(layoutRevisions, and(eq(layoutRevisions.layoutId, layouts.id), eq(layoutRevisions.revision, layouts.currentRevision)))
    .where(like(layouts.id, 'landing.%'));
}

/** The layout's revisions, newest first. */
export async function revisionRows(db: Db, id: string) {
  return db
    .select({ revision: layoutRevisions.revision, author: layoutRevisions.createdBy, createdAt: layoutRevisions.createdAt })
    .from(layoutRevisions)
    .where(eq(layoutRevisions.layoutId, id))
    .orderBy(desc(layoutRevisions.revision));
}

/** Publications of the layout's revisions `numbers` (not empty). */
export async function publicationsOfRevisions(db: Db, id: string, numbers: number[]) {
  return db
    .select()
    .from(layoutPublications)
    .where(and(eq(layoutPublications.layoutId, id), inArray(layoutPublications.revision, numbers)));
}

export async function revisionNotes(db: Db, id: string) {
  return db.select().from(layoutRevisionNotes).where(eq(layoutRevisionNotes.layoutId, id));
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
 * Rollback in one step: a new revision equal to `revision` (or `document`, that revision upgraded to the
 * current widgets), published at once. History stays linear (nothing is deleted), and a draft newer than
 * the published revision is superseded by it.
 */
export async function rollbackTo(
  db: Db,
  input: { id: string; revision: number; author: string; document?: unknown },
): Promise<{ published_revision: number } | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockLayout(tx, input.id);
    if (!row) return undefined;
    const old = await findRevision(tx, input.id, input.revision);
    if (!old) return undefined;
    const revision = row.currentRevision + 1;
    const note = `回滚到 r${input.revision}`;
    await insertRevision(tx, { id: input.id, revision, document: input.document ?? old.document, author: input.author, note });
    await tx
      .update(layouts)
      .set({ currentRevision: revision, publishedRevision: revision, updatedAt: sql`now()`, updatedBy: input.author })
      .where(eq(layouts.id, input.id));
    await tx.insert(layoutPublications).values({ layoutId: input.id, revision, publishedBy: input.author, note });
    return { published_revision: revision };
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
