import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Resolves when the database answers a trivial query; rejects when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
