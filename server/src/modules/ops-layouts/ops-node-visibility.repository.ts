import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layoutPublications, layouts } from '../../db/schema/index';
import { findRevision, insertRevision, lockLayout } from './ops-layouts.repository';

/** An edit of a document: the new document, whether the node is in it, whether anything changed. */
export type DocumentEdit = (document: unknown) => { document: unknown; found: boolean; changed: boolean };

export type EditedPublication =
  | { outcome: 'not-published' }
  | { outcome: 'node-missing' }
  | { outcome: 'unchanged'; published_revision: number; draft_revision: number | null }
  | { outcome: 'published'; published_revision: number; draft_revision: number | null };

/**
 * One step, under the layout's row lock: `edit` applied to the published revision becomes a new revision,
 * published at once. A draft newer than the published revision is not dropped: it is saved again on top,
 * with the same edit, so it stays the newest revision the editors work on.
 */
export async function publishEditOfPublished(
  db: Db,
  input: { id: string; author: string; edit: DocumentEdit; publishedNote: string; draftNote: (draft: number) => string },
): Promise<EditedPublication> {
  return db.transaction(async (tx) => {
    const row = await lockLayout(tx, input.id);
    if (!row || row.publishedRevision === null) return { outcome: 'not-published' };
    const draftRevision = row.currentRevision > row.publishedRevision ? row.currentRevision : null;
    const published = await findRevision(tx, input.id, row.publishedRevision);
    if (!published) return { outcome: 'not-published' };
    const edited = input.edit(published.document);
    if (!edited.found) return { outcome: 'node-missing' };
    if (!edited.changed) return { outcome: 'unchanged', published_revision: row.publishedRevision, draft_revision: draftRevision };

    const revision = row.currentRevision + 1;
    await insertRevision(tx, { id: input.id, revision, document: edited.document, author: input.author, note: input.publishedNote });
    let newDraft: number | null = null;
    if (draftRevision !== null) {
      const draft = await findRevision(tx, input.id, draftRevision);
      newDraft = revision + 1;
      const carried = draft ? input.edit(draft.document).document : edited.document;
      await insertRevision(tx, { id: input.id, revision: newDraft, document: carried, author: input.author, note: input.draftNote(draftRevision) });
    }
    await tx
      .update(layouts)
      .set({ currentRevision: newDraft ?? revision, publishedRevision: revision, updatedAt: sql`now()`, updatedBy: input.author })
      .where(eq(layouts.id, input.id));
    await tx.insert(layoutPublications).values({ layoutId: input.id, revision, publishedBy: input.author, note: input.publishedNote });
    return { outcome: 'published', published_revision: revision, draft_revision: newDraft };
  });
}
