import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { searchSynonymGroups } from '../../db/schema/index';

const g = searchSynonymGroups;

/** Every group, oldest first (the console lists them in this order; search builds its index from them). */
export async function selectSynonymGroups(db: Db) {
  return db.select().from(g).orderBy(asc(g.id));
}

export async function countSynonymGroups(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(g);
  return Number(row?.n ?? 0);
}

export async function insertSynonymGroup(db: Db, names: readonly string[], createdBy: string) {
  const [row] = await db
    .insert(g)
    .values({ names: [...names], createdBy })
    .returning();
  return row;
}

/** The deleted group, or undefined when there was none with this id. */
export async function deleteSynonymGroup(db: Db, id: number) {
  const [row] = await db.delete(g).where(eq(g.id, id)).returning();
  return row;
}
