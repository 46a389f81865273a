import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema/index';

/** Whether category `id` of `type` (2: articles, 6: cases) exists and is shown. */
export async function categoryExists(db: Db, type: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.type, type), eq(categories.enabled, true)))
    .limit(1);
  return row !== undefined;
}
