// `npm run backup -- [--out <file>]` / `npm run restore -- <file>` (from the build, where tsx is not installed:
// `node dist-server/backup.js backup|restore …`): the embedded database (PGlite in DATA_DIR, default ./data)
// to a .tar.gz and back (server/src/db/embedded-backup.ts). Stop the server first:
// both take the data folder's lock. With DATABASE_URL, use pg_dump / pg_restore instead (docs/backups.md).
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DataDirError } from '../../server/src/db/data-dir-check';
import { backupEmbedded, restoreEmbedded } from '../../server/src/db/embedded-backup';

export class UsageError extends Error {}

const USAGE =
  'usage: npm run backup -- [--out <file.tar.gz>]   |   npm run restore -- <file.tar.gz>\n' +
  '   (from the build: node dist-server/backup.js backup [--out <file.tar.gz>]   |   node dist-server/backup.js restore <file.tar.gz>)';

export type BackupCommand = { kind: 'backup'; out: string } | { kind: 'restore'; file: string };

/** A file name that sorts by time and is safe on every file system. */
export function defaultBackupFile(now: Date): string {
  return `backups/byh-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

export function parseBackupArgs(kind: 'backup' | 'restore', argv: string[], now = new Date()): BackupCommand {
  const { values, positionals } = parseArgs({ args: argv, options: { out: { type: 'string' } }, allowPositionals: true, strict: true });
  if (kind === 'backup') {
    if (positionals.length > 0) throw new UsageError(USAGE);
    return { kind, out: values.out ?? defaultBackupFile(now) };
  }
  if (values.out !== undefined || positionals.length !== 1) throw new UsageError(USAGE);
  return { kind, file: positionals[0] };
}

async function main(kind: 'backup' | 'restore'): Promise<void> {
  if (process.env.DATABASE_URL?.trim()) {
    throw new UsageError(
      `DATABASE_URL is set: ${kind === 'backup' ? 'back up' : 'restore'} PostgreSQL with ${kind === 'backup' ? 'pg_dump' : 'pg_restore'} (docs/backups.md)`,
    );
  }
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  const command = parseBackupArgs(kind, process.argv.slice(3));
  if (command.kind === 'backup') {
    const { file, bytes } = await backupEmbedded(dataDir, command.out);
    console.log(`Backed up the embedded database in ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    return;
  }
  const { previous } = await restoreEmbedded(dataDir, command.file);
  console.log(
    `Restored ${command.file} into ${dataDir}.${previous ? ` The database that was there is kept in ${previous} (delete it when no longer needed).` : ''}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kind = process.argv[2];
  if (kind !== 'backup' && kind !== 'restore') {
    console.error(USAGE);
    process.exit(1);
  }
  main(kind).catch((error: unknown) => {
    console.error(error instanceof UsageError || error instanceof DataDirError ? error.message : error);
    process.exitCode = 1;
  });
}
