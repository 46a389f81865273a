import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layoutRevisions, layouts } from '../../db/schema/index';

export interface PublishedLayout {
  id: string;
  revision: number;
  etag: string;
  document: unknown;
}

/** Strong ETag of one revision: its number plus a hash of the document as submitted. */
export function layoutEtag(revision: number, document: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 22);
  return `"r${revision}-${hash}"`;
}

/** The revision the app receives (published_revision); undefined when the id has none. */
export async function findPublishedLayout(db: Db, id: string): Promise<PublishedLayout | undefined> {
  const [row] = await db
    .select({
      id: layoutRevisions.layoutId,
      revision: layoutRevisions.revision,
      etag: layoutRevisions.etag,
      document: layoutRevisions.document,
    })
    .from(layouts)
    .innerJoin(
      layoutRevisions,
      and(eq(layoutRevisions.layoutId, layouts.id), eq(layoutRevisions.revision, layouts.publishedRevision)),
    )
    .where(eq(layouts.id, id))
    .limit(1);
  return row;
}

/**
 * Stores `document` as the next revision of `id` and publishes it at once, in one transaction.
 * The layout row is locked (FOR UPDATE) so two concurrent saves get consecutive revisions.
 */
export async function publishLayoutRevision(
  db: Db,
  input: { id: string; document: unknown; author: string },
): Promise<{ id: string; revision: number; etag: string }> {
  return db.transaction(async (tx) => {
    // Only `tx` inside: PGlite runs one query at a time and would wait on `db` forever.
    await tx
      .insert(layouts)
      .values({ id: input.id, currentRevision: 0, publishedRevision: null, updatedBy: input.author })
      .onConflictDoNothing({ target: layouts.id });
    const [current] = await tx
      .select({ currentRevision: layouts.currentRevision })
      .from(layouts)
      .where(eq(layouts.id, input.id))
      .for('update');
    const revision = current.currentRevision + 1;
    const etag = layoutEtag(revision, input.document);
    await tx.insert(layoutRevisions).values({
      layoutId: input.id,
      revision,
      document: input.document,
      etag,
      createdBy: input.author,
    });
    await tx
      .update(layouts)
      .set({ currentRevision: revision, publishedRevision: revision, updatedAt: sql`now()`, updatedBy: input.author })
      .where(eq(layouts.id, input.id));
    return { id: input.id, revision, etag };
  });
}
