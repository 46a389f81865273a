import { count, like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { layouts } from '../../db/schema/index';

/** How many layouts of a variant family are stored (`<base>.<key>`); by the primary key's index. */
export async function countVariants(db: Db, base: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(layouts)
    .where(like(layouts.id, `${base}.%`));
  return row?.n ?? 0;
}
