import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { migrateDatabase } from '../db/migrate-database';
import { channels, layoutRevisions, layouts, users } from '../db/schema/index';
import { mediaDir } from './media';
import { buildSeed, seedDatabase, writeSeedMedia } from './seed';
import { readLayoutFiles } from './seed-layouts';

export interface EnsureReadyResult {
  seeded: boolean;
  /** Layout ids added from layouts/*.layout.json because the store did not have them yet. */
  addedLayouts: string[];
}

/**
 * Start-up (`npm start`): apply pending migrations; seed on first run (empty database); on later runs
 * add layout files the store has not seen yet and re-create seed media if DATA_DIR/media was deleted.
 */
export async function ensureDatabaseReady(database: Database, options: { dataDir: string; now?: Date; layoutsDir?: string; watchPasswordSecret?: string }): Promise<EnsureReadyResult> {
  await migrateDatabase(database);
  const { db } = database;
  const [{ seeded }] = await db.select({ seeded: sql<boolean>`EXISTS (SELECT 1 FROM ${channels}) OR EXISTS (SELECT 1 FROM ${users})` }).from(sql`(SELECT 1) AS one`);
  if (!seeded) {
    await seedDatabase(db, options);
    return { seeded: true, addedLayouts: [] };
  }
  if (!existsSync(join(mediaDir(options.dataDir), 'covers'))) writeSeedMedia(options.dataDir, buildSeed(options).covers);
  const files = readLayoutFiles(options.layoutsDir, options.now ?? new Date());
  const known = new Set((await db.select({ id: layouts.id }).from(layouts)).map((r) => r.id));
  const missing = files.layouts.filter((l) => !known.has(l.id));
  if (missing.length > 0) {
    const ids = new Set(missing.map((l) => l.id));
    await db.transaction(async (tx) => {
      await tx.insert(layouts).values(missing);
      await tx.insert(layoutRevisions).values(files.layoutRevisions.filter((r) => ids.has(r.layoutId)));
    });
  }
  return { seeded: false, addedLayouts: missing.map((l) => l.id) };
}
