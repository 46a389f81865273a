// Which database a tool works on. Tools must never open (and so create) an empty PGlite folder by
// accident: a typo'd DATA_DIR or a missing DATABASE_URL would answer "nothing to do" about a database
// nobody uses.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pgliteDir, type OpenDatabaseOptions } from '../../server/src/db/database';

export type DatabaseTarget = { found: true; options: OpenDatabaseOptions; label: string } | { found: false; reason: string };

/** DATABASE_URL (PostgreSQL) first; else the PGlite database in `dataDir`, only when that folder already holds one. */
export function findDatabase(input: { databaseUrl?: string; dataDir?: string }): DatabaseTarget {
  const url = input.databaseUrl?.trim();
  if (url) return { found: true, options: { url }, label: 'DATABASE_URL' };
  const dataDir = input.dataDir?.trim();
  if (!dataDir) return { found: false, reason: 'DATABASE_URL is not set and no data folder was given' };
  const folder = pgliteDir(dataDir);
  if (!existsSync(folder)) return { found: false, reason: `DATABASE_URL is not set and ${folder} holds no database` };
  return { found: true, options: { dataDir: path.resolve(dataDir) }, label: path.resolve(dataDir) };
}
