import { eq, or, and, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layoutRevisions, layouts } from '../../db/schema/index';

export interface StoredDocument {
  id: string;
  state: 'published' | 'draft';
  document: unknown;
}

/** Each layout's published revision and, when newer, its pending draft: what doctors see and what may go live next. */
export async function publishedAndDraftDocuments(db: Db): Promise<StoredDocument[]> {
  const rows = await db
    .select({ id: layouts.id, revision: layoutRevisions.revision, published: layouts.publishedRevision, document: layoutRevisions.document })
    .from(layouts)
    .innerJoin(
      layoutRevisions,
      and(
        eq(layoutRevisions.layoutId, layouts.id),
        or(
          eq(layoutRevisions.revision, layouts.currentRevision),
          and(isNotNull(layouts.publishedRevision), eq(layoutRevisions.revision, layouts.publishedRevision)),
        ),
      ),
    )
    .orderBy(layouts.id, layoutRevisions.revision);
  return rows.map((row) => ({ id: row.id, state: row.revision === row.published ? 'published' : 'draft', document: row.document }));
}
