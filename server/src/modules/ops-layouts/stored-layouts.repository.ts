import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layoutRevisions, layouts } from '../../db/schema/index';

/** Every stored revision of every layout (drafts, published and history) with its layout's pointers, oldest first. */
export async function everyLayoutRevision(db: Db) {
  return db
    .select({
      layoutId: layoutRevisions.layoutId,
      revision: layoutRevisions.revision,
      document: layoutRevisions.document,
      currentRevision: layouts.currentRevision,
      publishedRevision: layouts.publishedRevision,
    })
    .from(layoutRevisions)
    .innerJoin(layouts, eq(layouts.id, layoutRevisions.layoutId))
    .orderBy(asc(layoutRevisions.layoutId), asc(layoutRevisions.revision));
}
