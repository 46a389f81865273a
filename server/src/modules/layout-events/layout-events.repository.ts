import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layouts } from '../../db/schema/index';

/** The revision the app is served for `id`; null when the id has none published (or is not stored). */
export async function findPublishedRevision(db: Db, id: string): Promise<number | null> {
  const [row] = await db.select({ revision: layouts.publishedRevision }).from(layouts).where(eq(layouts.id, id)).limit(1);
  return row?.revision ?? null;
}
