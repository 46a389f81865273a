// `npm run seed`: reset the database (DATABASE_URL's schema, or DATA_DIR's PGlite folder), migrate, seed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate-database';
import { mediaDir } from './media';
import { seedDatabase } from './seed';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  const started = Date.now();
  // The server checks watch passwords with this key, so the seed hashes them with the same one.
  const config = loadConfig();
  const watchPasswordSecret = config.watchPasswords.secret;
  // The seeded QR codes open pages at PUBLIC_ORIGIN (else the local server).
  const publicOrigin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;

  // fresh: takes the data-folder lock first (a running server refuses the reset), then deletes the folder.
  const database = await openDatabase(url ? { url } : { dataDir, fresh: true });
  try {
    if (database.kind === 'postgres') {
      await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
    }
    for (const sub of ['covers', 'videos', 'files']) rmSync(join(mediaDir(dataDir), sub), { recursive: true, force: true });
    await migrateDatabase(database);
    const summary = await seedDatabase(database.db, { dataDir, watchPasswordSecret, publicOrigin });
    const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    console.log(
      `Seeded ${database.kind}${url ? '' : ` in ${join(dataDir, 'pglite')}`} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${total} rows, ${summary.covers} covers, ${summary.pdfs} PDFs, videos: ${summary.videoMode}.`,
    );
    console.table(summary.counts);
    console.log('Watch password 1234:', JSON.stringify(summary.passwordIds));
    console.log('need_auth courses:', summary.needAuthCourseIds.join(', '), '| white-list lives:', summary.whiteListLiveIds.join(', '));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
