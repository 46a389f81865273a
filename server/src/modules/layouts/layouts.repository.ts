import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
