import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { migrateDatabase } from '../db/migrate-database';
import { channels, users } from '../db/schema/index';
import { mediaDir } from './media';
import { installReferenceData } from './reference-data';
import { buildSeed, resetIdentitySequences, seedDatabase, writeSeedMedia } from './seed';
import { installLayoutFiles } from './seed-layouts';

export interface EnsureReadyResult {
  /** Demo content was inserted by this start. */
  seeded: boolean;
  /** Layout ids added from layouts/*.layout.json because the store did not have them yet. */
  addedLayouts: string[];
  /** Reference tables (reference-data.ts) this start filled because they were empty. */
  addedReference: string[];
}

export interface EnsureReadyOptions {
  dataDir: string;
  /**
   * Fill an empty database with the demo content (config.seedDemo: the embedded database, or SEED_DEMO=1).
   * Off, the database gets its migrations and the default layouts only, and starts empty of content.
   */
  seedDemo: boolean;
  now?: Date;
  layoutsDir?: string;
  watchPasswordSecret?: string;
  /** PUBLIC_ORIGIN: where the seeded QR codes point. */
  publicOrigin?: string;
}

/** The readiness options a process started from `config` uses (the API and the media worker alike). */
export function readinessOptionsOf(config: AppConfig): EnsureReadyOptions {
  return {
    dataDir: config.DATA_DIR,
    seedDemo: config.seedDemo,
    watchPasswordSecret: config.watchPasswords.secret,
    publicOrigin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
  };
}

/**
 * Start-up (`npm start`): apply pending migrations; with seedDemo, seed an empty database (no channels,
 * no users) and re-create the demo media if DATA_DIR/media was deleted; every start fills the reference
 * tables that are still empty and adds the layout files the store has not seen yet.
 */
export async function ensureDatabaseReady(database: Database, options: EnsureReadyOptions): Promise<EnsureReadyResult> {
  await migrateDatabase(database);
  const { db } = database;
  if (options.seedDemo) {
    const [{ empty }] = await db
      .select({ empty: sql<boolean>`NOT (EXISTS (SELECT 1 FROM ${channels}) OR EXISTS (SELECT 1 FROM ${users}))` })
      .from(sql`(SELECT 1) AS one`);
    if (empty) {
      await seedDatabase(db, options);
      return { seeded: true, addedLayouts: [], addedReference: [] };
    }
    if (!existsSync(join(mediaDir(options.dataDir), 'covers'))) await writeSeedMedia(options.dataDir, buildSeed(options));
  }
  const addedReference = await installReferenceData(db);
  // The reference rows carry fixed ids: later inserts (a hospital a doctor adds) must start after them.
  if (addedReference.length > 0) await resetIdentitySequences(db);
  const addedLayouts = await db.transaction((tx) => installLayoutFiles(tx, { layoutsDir: options.layoutsDir, now: options.now }));
  return { seeded: false, addedLayouts, addedReference };
}
